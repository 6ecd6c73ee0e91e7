// The seller's quote form (decisions 175, 213): a unit price per line, the freight, the
// insurance (none under FOB), the incoterm and its named place, the validity date, the payment terms and a note. Checked on the server only:
// the compose page posts a plain form, so it ships no zod to the browser.
import * as z from "zod/mini";
import { checkForm } from "../forms/check-form";
import { formFailure, type FieldErrors, type FormFailure } from "../forms/form-result";
import { addDays, isCalendarDate, shopDate } from "../domain/seller-quote";
import { amountOf } from "./quote-amount";
import { SHIPPING_TERM_VALUES, type ShippingTerm } from "../inquiries/inquiry-options";

import { parseLineSupply, type LineSupply } from "../domain/quote-line-supply";
import { dotField, leadTimeField, priceField, readyOnField } from "./quote-fields";

export { lineFields, priceField, QUOTE_FORM_FIELDS } from "./quote-fields";

/** The furthest a validity date may lie ahead. */
export const MAX_VALIDITY_DAYS = 365;

const PLAIN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const text = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
      z.regex(PLAIN_TEXT, `${label} may not contain control characters.`),
    );

const quoteFormSchema = z.object({
  shipping: z.string(),
  insurance: z.optional(z.string()),
  incoterm: z.enum(SHIPPING_TERM_VALUES, { error: "Choose FOB, CIF or DDP." }),
  namedPlace: text("Named place", 300),
  validUntil: z.string(),
  paymentTerms: text("Payment terms", 2000),
  note: z.string().check(z.trim(), z.maxLength(2000, "Note must be at most 2000 characters."), z.regex(PLAIN_TEXT, "Note may not contain control characters.")),
});

export interface QuoteForm {
  unitPricesMinor: number[];
  /** Each line's lead time, ready date and DOT (decision 262). */
  lineSupply: LineSupply[];
  shippingMinor: number;
  /** 0 under FOB: the buyer insures the goods. */
  insuranceMinor: number;
  incoterm: ShippingTerm;
  namedPlace: string;
  validUntil: string;
  paymentTerms: string;
  note: string | null;
}

/** Checks the form for a quote of `lineCount` lines in `currency`; every field's error at once. */
export function parseQuoteForm(
  values: Record<string, string>,
  lineCount: number,
  currency: string,
  now: Date,
): { ok: true; form: QuoteForm } | ({ ok: false } & FormFailure) {
  const checked = checkForm(quoteFormSchema, values);
  const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
  const unitPricesMinor: number[] = [];
  for (let i = 0; i < lineCount; i++) {
    const amount = amountOf(values[priceField(i)] ?? "", currency, `Unit price of line ${i + 1}`);
    if ("error" in amount) fieldErrors[priceField(i)] = amount.error;
    else if (amount.minor === 0) fieldErrors[priceField(i)] = `Unit price of line ${i + 1} must be more than zero.`;
    else unitPricesMinor.push(amount.minor);
  }
  const today = shopDate(now);
  const lineSupply: LineSupply[] = [];
  for (let i = 0; i < lineCount; i++) {
    const fields = { leadTime: leadTimeField(i), readyOn: readyOnField(i), dot: dotField(i) };
    const checkedLine = parseLineSupply(
      { leadTime: values[fields.leadTime] ?? "", readyOn: values[fields.readyOn] ?? "", dot: values[fields.dot] ?? "" },
      i + 1,
      today,
    );
    if (checkedLine.ok) lineSupply.push(checkedLine.supply);
    else for (const [key, error] of Object.entries(checkedLine.errors)) fieldErrors[fields[key as keyof typeof fields]] = error;
  }
  const shipping = amountOf(values.shipping ?? "", currency, "Freight");
  if ("error" in shipping) fieldErrors.shipping = shipping.error;
  // Under FOB the field is disabled, so the browser sends none: there is no insurance to read.
  const insurance = values.incoterm === "FOB" ? { minor: 0 } : amountOf(values.insurance ?? "", currency, "Insurance");
  if ("error" in insurance) fieldErrors.insurance = insurance.error;
  const validUntil = (values.validUntil ?? "").trim();
  if (!isCalendarDate(validUntil)) fieldErrors.validUntil = "Valid until must be a date (YYYY-MM-DD).";
  else if (validUntil < today) fieldErrors.validUntil = "Valid until cannot be in the past.";
  else if (validUntil > addDays(today, MAX_VALIDITY_DAYS)) fieldErrors.validUntil = `Valid until must be within ${MAX_VALIDITY_DAYS} days.`;
  if (!checked.ok || Object.keys(fieldErrors).length > 0 || "error" in shipping || "error" in insurance) {
    return { ok: false, ...formFailure("invalid", Object.values(fieldErrors)[0]!, fieldErrors) };
  }
  const { incoterm, namedPlace, paymentTerms, note } = checked.data;
  return {
    ok: true,
    form: {
      unitPricesMinor,
      lineSupply,
      shippingMinor: shipping.minor,
      insuranceMinor: insurance.minor,
      incoterm,
      namedPlace,
      validUntil,
      paymentTerms,
      note: note || null,
    },
  };
}
