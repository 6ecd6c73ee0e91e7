// The quote request's form: the inquiry form's own fields and rules (inquiry-schema.ts)
// without the single tyre's model and quantity, which the basket decides, plus the named place
// its shipping terms need (decision 132). Checked on the server: the /quote page posts it as a
// plain form, so it works without JavaScript and ships no zod to the browser.
import * as z from "zod/mini";
import { checkForm } from "../forms/check-form";
import { formFailure, type FieldErrors, type FormFailure } from "../forms/form-result";
import type { ShippingChoice } from "../domain/deal";
import { readShippingChoice } from "../freight/shipping-choice";
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
  "country",
  "idempotencyKey",
] as const;

const basketInquirySchema = z.pick(inquirySchema, {
  name: true,
  email: true,
  phone: true,
  company: true,
  address: true,
  message: true,
  shippingTerms: true,
  idempotencyKey: true,
});

type ShippingTerm = (typeof SHIPPING_TERMS)[number]["value"];

export interface BasketInquiryForm {
  name: string;
  email: string;
  phone: string;
  company: string | undefined;
  address: string;
  message: string | undefined;
  shippingTerms: ShippingTerm;
  /** The terms and the place they name, as the engine prices them (the FOB port is the freight table's). */
  choice: ShippingChoice;
  idempotencyKey?: string | undefined;
}

/**
 * The form's fields checked; the named place and country by the shipping choice's own rules
 * (app/freight/shipping-choice.ts), beside the other fields, so every error shows at once.
 */
export function parseBasketInquiry(values: Record<string, string>): { ok: true; form: BasketInquiryForm } | ({ ok: false } & FormFailure) {
  const terms = SHIPPING_TERMS.find((t) => t.value === values.shippingTerms)?.value ?? null;
  // Only the place the chosen terms name is read: the form keeps the others (hidden) as typed.
  const field = terms ? NAMED_PLACES[terms].field : null;
  const checked = checkForm(basketInquirySchema, { ...values, idempotencyKey: values.idempotencyKey || undefined });
  const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
  const params: Record<string, string | undefined> = { terms: values.shippingTerms, place: field ? values[field] : "", country: values.country };
  const read = readShippingChoice({ get: (name) => params[name] ?? null });
  if (!read.ok) {
    const named = read.field === "terms" ? "shippingTerms" : read.field === "place" ? (field ?? "shippingTerms") : "country";
    fieldErrors[named] ??= read.reason;
  }
  if (!checked.ok || !read.ok) return { ok: false, ...formFailure("invalid", Object.values(fieldErrors)[0]!, fieldErrors) };
  return { ok: true, form: { ...checked.data, choice: read.choice } };
}
