// What an inquiry offers before its schema is needed (spec §3): the shipping terms and the model
// line. Kept apart from inquiry-schema.ts so a page with inquiry buttons loads no zod (decision 061).
export const INQUIRY_TYPE = "product_inquiry";
export { GENERAL_INQUIRY_MODEL, inquiryModel } from "./inquiry-model";
export const DEFAULT_SHIPPING_TERMS = "FOB";

/** spec §3: FOB, CIF or DDP, each shown with a one-line explanation (decision 050). */
export const SHIPPING_TERMS = [
  { value: "FOB", label: "FOB (Free On Board)", explanation: "We load the tyres on board at the port of shipment; you arrange sea freight and insurance." },
  {
    value: "CIF",
    label: "CIF (Cost, Insurance and Freight)",
    explanation: "We pay sea freight and insurance to your port of destination; you clear customs there.",
  },
  { value: "DDP", label: "DDP (Delivered Duty Paid)", explanation: "We deliver to your address with freight, import duties and taxes paid." },
] as const;

/** The values alone, for the schema's enum. */
export const SHIPPING_TERM_VALUES = SHIPPING_TERMS.map((terms) => terms.value) as [ShippingTerm, ...ShippingTerm[]];
export type ShippingTerm = (typeof SHIPPING_TERMS)[number]["value"];
