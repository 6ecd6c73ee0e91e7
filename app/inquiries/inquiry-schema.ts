// The inquiry form's one schema (spec §3 Inquiry, §5): the dialog checks it in the browser and
// POST /api/send-email checks the same body on the server. Browser-safe.
import { z } from "zod";
import { clampQuantity, MINIMUM_ORDER_QUANTITY } from "../domain/pricing";

export const INQUIRY_TYPE = "product_inquiry";
export const GENERAL_INQUIRY_MODEL = "General Inquiry";
export const DEFAULT_SHIPPING_TERMS = "FOB";

/** spec §3: FOB, CIF or DDP, each shown with a one-line explanation (decision 050). */
export const SHIPPING_TERMS = [
  { value: "FOB", label: "FOB (Free On Board)", explanation: "We load the tyres on board at the port of shipment; you arrange sea freight and insurance." },
  { value: "CIF", label: "CIF (Cost, Insurance and Freight)", explanation: "We pay sea freight and insurance to your port of destination; you clear customs there." },
  { value: "DDP", label: "DDP (Delivered Duty Paid)", explanation: "We deliver to your address with freight, import duties and taxes paid." },
] as const;

export type ShippingTerms = (typeof SHIPPING_TERMS)[number]["value"];

const required = (field: string, max: number) =>
  z.string({ error: `${field} is required.` }).trim().min(1, `${field} is required.`).max(max, `${field} must be at most ${max} characters.`);

const optional = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || undefined);

export const inquirySchema = z.object({
  name: required("Name", 200),
  email: z.string({ error: "Email is required." }).trim().min(1, "Email is required.").max(254, "Email is too long.").pipe(z.email("Enter a valid email address.")),
  phone: required("Phone", 50),
  company: optional("Company", 200),
  address: required("Address", 1000),
  // spec §5: an integer of at least 50; non-numeric becomes 50, lower values are raised to 50.
  quantity: z.preprocess((value) => clampQuantity(value), z.number().int().min(MINIMUM_ORDER_QUANTITY)),
  message: optional("Message", 5000),
  shippingTerms: z.enum(["FOB", "CIF", "DDP"], { error: "Choose FOB, CIF or DDP." }),
  model: z.string().trim().min(1).max(300).default(GENERAL_INQUIRY_MODEL),
  type: z.literal(INQUIRY_TYPE).default(INQUIRY_TYPE),
  /** The catalogue tyre the inquiry is about; absent for a general inquiry. */
  tyreId: z.number().int().positive().nullish(),
  /** One per opening of the form, so a retried submission is recognised (decision 050). */
  idempotencyKey: z
    .string()
    .regex(/^[\w.:-]{8,100}$/, "Idempotency key must be 8-100 letters, digits, '-', '_', '.' or ':'.")
    .optional(),
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;
export type InquiryFieldErrors = Partial<Record<keyof Inquiry, string[]>>;

/** The model line the spec §3 derives: '{brand} {model}', or 'General Inquiry'. */
export function inquiryModel(tyre: { brand: string; model: string } | null): string {
  return tyre ? `${tyre.brand} ${tyre.model}` : GENERAL_INQUIRY_MODEL;
}

export function parseInquiry(body: unknown): { ok: true; inquiry: Inquiry } | { ok: false; fieldErrors: InquiryFieldErrors } {
  const parsed = inquirySchema.safeParse(body);
  if (parsed.success) return { ok: true, inquiry: parsed.data };
  return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as InquiryFieldErrors };
}
