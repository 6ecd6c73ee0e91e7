// The inquiry form's one schema (spec §3 Inquiry, §5): the dialog checks it in the browser and
// POST /api/send-email checks the same body on the server. Browser-safe; zod/mini, and loaded
// with the dialog only when a buyer opens it (decision 061).
import * as z from "zod/mini";
import { checkForm } from "../forms/check-form";
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "../forms/plain-text";
import { formFailure, type FormFailure } from "../forms/form-result";
import { MAX_TYRE_ID } from "../catalogue/tyre-id";
import { clampQuantity, MINIMUM_ORDER_QUANTITY } from "../domain/pricing";
import { GENERAL_INQUIRY_MODEL, INQUIRY_TYPE, SHIPPING_TERM_VALUES } from "./inquiry-options";
import type { ShippingChoice } from "../domain/deal";
import { readShippingChoice } from "../freight/shipping-choice";

export { DEFAULT_SHIPPING_TERMS, GENERAL_INQUIRY_MODEL, INQUIRY_TYPE, inquiryModel, SHIPPING_TERMS } from "./inquiry-options";

/** An idempotency key, in the body or the Idempotency-Key header (decision 050). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,100}$/;

const tooLong = (field: string, max: number) => z.maxLength(max, `${field} must be at most ${max} characters.`);

// Address and message may keep their line breaks and tabs (app/forms/plain-text.ts).
const plain = (field: string, lines: "single" | "multi") =>
  z.regex(lines === "single" ? SINGLE_LINE_TEXT : MULTI_LINE_TEXT, `${field} may not contain control characters.`);

const required = (field: string, max: number, lines: "single" | "multi" = "single") =>
  z.string({ error: `${field} is required.` }).check(z.trim(), z.minLength(1, `${field} is required.`), tooLong(field, max), plain(field, lines));

const optional = (field: string, max: number, lines: "single" | "multi" = "single") =>
  z.pipe(
    z.nullish(z.string({ error: `${field} must be text.` }).check(z.trim(), tooLong(field, max), plain(field, lines))),
    z.transform((value: string | null | undefined) => value || undefined),
  );

export const inquirySchema = z.object({
  name: required("Name", 200),
  email: z.pipe(
    z.string({ error: "Email is required." }).check(z.trim(), z.minLength(1, "Email is required."), z.maxLength(254, "Email is too long.")),
    z.email("Enter a valid email address."),
  ),
  phone: required("Phone", 50),
  company: optional("Company", 200),
  address: required("Address", 1000, "multi"),
  // spec §5: an integer of at least 50; non-numeric text becomes 50, lower values are raised to
  // 50. That rule is for what a person types: a JSON object, array or boolean is no quantity.
  quantity: z.pipe(
    z.pipe(
      z.nullish(z.union([z.number(), z.string()], { error: "Quantity must be a number." })),
      z.transform((value: number | string | null | undefined) => clampQuantity(value)),
    ),
    z.int().check(z.minimum(MINIMUM_ORDER_QUANTITY)),
  ),
  message: optional("Message", 5000, "multi"),
  shippingTerms: z.enum(SHIPPING_TERM_VALUES, { error: `Choose ${SHIPPING_TERM_VALUES.slice(0, -1).join(", ")} or ${SHIPPING_TERM_VALUES.at(-1)}.` }),
  /** CIF: the destination port; DDP: the delivery address. Its rules are the shipping choice's (parseInquiry). */
  namedPlace: z.optional(z.string({ error: "The named place must be text." })),
  /** DDP: the delivery's country, ISO alpha-2 (parseInquiry). */
  country: z.optional(z.string({ error: "The country must be text." })),
  model: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(300), plain("Model", "single")), GENERAL_INQUIRY_MODEL),
  type: z._default(z.literal(INQUIRY_TYPE), INQUIRY_TYPE),
  /** The catalogue tyre the inquiry is about; absent for a general inquiry. */
  tyreId: z.nullish(z.int().check(z.positive(), z.maximum(MAX_TYRE_ID, "No such tyre in the catalogue."))),
  /** One per opening of the form, so a retried submission is recognised (decision 050). */
  idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN, "Idempotency key must be 8-100 letters, digits, '-', '_', '.' or ':'."))),
});

export type Inquiry = z.output<typeof inquirySchema>;

/** The body's field for each parameter of the shipping choice (app/freight/shipping-choice.ts). */
const CHOICE_FIELDS = { terms: "shippingTerms", place: "namedPlace", country: "country" } as const;

/**
 * The body checked with the schema, and its terms, named place and country by the shipping
 * choice's own rules, so the dialog and a page's URL refuse the same places with the same
 * reasons. A failure is the form result (decision 120), its message the first field's.
 */
export function parseInquiry(body: unknown): { ok: true; inquiry: Inquiry; choice: ShippingChoice } | ({ ok: false } & FormFailure) {
  const checked = checkForm(inquirySchema, body);
  const fields = (body ?? {}) as Record<string, unknown>;
  const read = readShippingChoice({
    get: (name) => {
      const value = fields[CHOICE_FIELDS[name as keyof typeof CHOICE_FIELDS]];
      return typeof value === "string" ? value : null;
    },
  });
  const fieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
  const field = read.ok ? null : CHOICE_FIELDS[read.field];
  if (!read.ok && field && !fieldErrors[field]) fieldErrors[field] = read.reason;
  if (!checked.ok || !read.ok) return { ok: false, ...formFailure("invalid", checked.ok ? Object.values(fieldErrors)[0]! : checked.message, fieldErrors) };
  return { ok: true, inquiry: checked.data, choice: read.choice };
}
