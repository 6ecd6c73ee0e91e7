// The quote request's form: the inquiry form's own fields and rules (inquiry-schema.ts)
// without the single tyre's model and quantity, which the basket decides, plus the named place
// its shipping terms need (decision 132). Checked on the server: the /quote page posts it as a
// plain form, so it works without JavaScript and ships no zod to the browser.
import * as z from "zod/mini";
import { checkForm } from "../forms/check-form";
import { formFailure, type FieldErrors, type FormFailure } from "../forms/form-result";
import { MULTI_LINE_TEXT } from "../forms/plain-text";
import { inquirySchema } from "./inquiry-schema";
import { SHIPPING_TERMS } from "./inquiry-options";
import { NAMED_PLACES } from "./named-places";

export const BASKET_INQUIRY_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "address",
  "message",
  "shippingTerms",
  "destinationPort",
  "deliveryAddress",
  "idempotencyKey",
] as const;

const place = (field: string, max: number) =>
  z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(max, `${field} must be at most ${max} characters.`),
          z.regex(MULTI_LINE_TEXT, `${field} may not contain control characters.`),
        ),
    ),
    z.transform((value: string | undefined) => value || undefined),
  );

const basketInquirySchema = z.extend(
  z.pick(inquirySchema, { name: true, email: true, phone: true, company: true, address: true, message: true, shippingTerms: true, idempotencyKey: true }),
  {
    destinationPort: place("Destination port", 200),
    deliveryAddress: place("Delivery address", 1000),
  },
);

type ShippingTerm = (typeof SHIPPING_TERMS)[number]["value"];

export interface BasketInquiryForm {
  name: string;
  email: string;
  phone: string;
  company: string | undefined;
  address: string;
  message: string | undefined;
  shippingTerms: ShippingTerm;
  /** The place the terms name: the shop's port for FOB, the buyer's port (CIF) or address (DDP). */
  namedPlace: string;
  idempotencyKey?: string | undefined;
}

export const namedPlaceMissing = (terms: "CIF" | "DDP") => `${NAMED_PLACES[terms].label} is required for ${terms}.`;

/** The form's fields checked; the named place is checked beside the other fields, so every error shows at once. */
export function parseBasketInquiry(
  values: Record<string, string>,
  portOfLoading: string,
): { ok: true; form: BasketInquiryForm } | ({ ok: false } & FormFailure) {
  const terms = SHIPPING_TERMS.find((t) => t.value === values.shippingTerms)?.value ?? null;
  const field = terms ? NAMED_PLACES[terms].field : null;
  // Only the place the chosen terms name is read: the form keeps the others (hidden) as typed.
  const { destinationPort: _port, deliveryAddress: _address, ...rest } = values;
  const checked = checkForm(basketInquirySchema, { ...rest, ...(field && { [field]: values[field] }), idempotencyKey: values.idempotencyKey || undefined });
  const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
  if (terms && terms !== "FOB" && field && !fieldErrors[field] && !String(values[field] ?? "").trim()) fieldErrors[field] = namedPlaceMissing(terms);
  if (!checked.ok || Object.keys(fieldErrors).length > 0) return { ok: false, ...formFailure("invalid", Object.values(fieldErrors)[0]!, fieldErrors) };
  const { destinationPort, deliveryAddress, ...form } = checked.data;
  const namedPlace = form.shippingTerms === "CIF" ? destinationPort! : form.shippingTerms === "DDP" ? deliveryAddress! : portOfLoading;
  return { ok: true, form: { ...form, namedPlace } };
}
