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
import { shippingChoiceReason } from "../freight/shipping-choice-reason";
import { fillMessage } from "../i18n/fill-message";
import { INQUIRY_EN, type InquiryMessages } from "../i18n/messages/inquiry.en";

export { DEFAULT_SHIPPING_TERMS, GENERAL_INQUIRY_MODEL, INQUIRY_TYPE, inquiryModel, SHIPPING_TERMS } from "./inquiry-options";

/** An idempotency key, in the body or the Idempotency-Key header (decision 050). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,100}$/;

/** The checks' words: the form's field labels and its messages, in the page's language. */
export type InquiryCheckWords = Pick<
  InquiryMessages,
  | "name"
  | "email"
  | "phone"
  | "company"
  | "address"
  | "message"
  | "required"
  | "tooLong"
  | "controlCharacters"
  | "mustBeText"
  | "emailTooLong"
  | "emailInvalid"
  | "quantityNotNumber"
  | "chooseTerms"
  | "placeRequired"
  | "placeTooLong"
  | "placeControl"
  | "countryCode"
  | "theDestinationPort"
  | "theDeliveryAddress"
>;

/** The schema with its messages in `words`' language; the server's checks read it in English. */
export function inquirySchemaIn(words: InquiryCheckWords) {
  const tooLong = (field: string, max: number) => z.maxLength(max, fillMessage(words.tooLong, { field, max }));

  // Address and message may keep their line breaks and tabs (app/forms/plain-text.ts).
  const plain = (field: string, lines: "single" | "multi") =>
    z.regex(lines === "single" ? SINGLE_LINE_TEXT : MULTI_LINE_TEXT, fillMessage(words.controlCharacters, { field }));

  const required = (field: string, max: number, lines: "single" | "multi" = "single") => {
    const missing = fillMessage(words.required, { field });
    return z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), tooLong(field, max), plain(field, lines));
  };

  const optional = (field: string, max: number, lines: "single" | "multi" = "single") =>
    z.pipe(
      z.nullish(z.string({ error: fillMessage(words.mustBeText, { field }) }).check(z.trim(), tooLong(field, max), plain(field, lines))),
      z.transform((value: string | null | undefined) => value || undefined),
    );

  const emailMissing = fillMessage(words.required, { field: words.email });
  return z.object({
    name: required(words.name, 200),
    email: z.pipe(
      z.string({ error: emailMissing }).check(z.trim(), z.minLength(1, emailMissing), z.maxLength(254, words.emailTooLong)),
      z.email(words.emailInvalid),
    ),
    phone: required(words.phone, 50),
    company: optional(words.company, 200),
    address: required(words.address, 1000, "multi"),
    // spec §5: an integer of at least 50; non-numeric text becomes 50, lower values are raised to
    // 50. That rule is for what a person types: a JSON object, array or boolean is no quantity.
    quantity: z.pipe(
      z.pipe(
        z.nullish(z.union([z.number(), z.string()], { error: words.quantityNotNumber })),
        z.transform((value: number | string | null | undefined) => clampQuantity(value)),
      ),
      z.int().check(z.minimum(MINIMUM_ORDER_QUANTITY)),
    ),
    message: optional(words.message, 5000, "multi"),
    shippingTerms: z.enum(SHIPPING_TERM_VALUES, { error: words.chooseTerms }),
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
}

export const inquirySchema = inquirySchemaIn(INQUIRY_EN);

export type Inquiry = z.output<typeof inquirySchema>;

/** The body's field for each parameter of the shipping choice (app/freight/shipping-choice.ts). */
const CHOICE_FIELDS = { terms: "shippingTerms", place: "namedPlace", country: "country" } as const;

/**
 * The body checked with the schema, and its terms, named place and country by the shipping
 * choice's own rules, so the dialog and a page's URL refuse the same places with the same
 * reasons. A failure is the form result (decision 120), its message the first field's.
 */
export function parseInquiry(
  body: unknown,
  words: InquiryCheckWords = INQUIRY_EN,
): { ok: true; inquiry: Inquiry; choice: ShippingChoice } | ({ ok: false } & FormFailure) {
  const checked = checkForm(words === INQUIRY_EN ? inquirySchema : inquirySchemaIn(words), body);
  const fields = (body ?? {}) as Record<string, unknown>;
  const params = {
    get: (name: string) => {
      const value = fields[CHOICE_FIELDS[name as keyof typeof CHOICE_FIELDS]];
      return typeof value === "string" ? value : null;
    },
  };
  const read = readShippingChoice(params);
  const fieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
  const field = read.ok ? null : CHOICE_FIELDS[read.field];
  if (!read.ok && field && !fieldErrors[field]) fieldErrors[field] = shippingChoiceReason(read, params, words);
  if (!checked.ok || !read.ok) return { ok: false, ...formFailure("invalid", checked.ok ? Object.values(fieldErrors)[0]! : checked.message, fieldErrors) };
  return { ok: true, inquiry: checked.data, choice: read.choice };
}
