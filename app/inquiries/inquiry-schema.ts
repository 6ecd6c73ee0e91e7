// The inquiry form's one schema (spec §3 Inquiry, §5): the dialog checks it in the browser and
// POST /api/send-email checks the same body on the server. Browser-safe; zod/mini, and loaded
// with the dialog only when a buyer opens it (decision 061).
import * as z from "zod/mini";
import { clampQuantity, MINIMUM_ORDER_QUANTITY } from "../domain/pricing";
import { GENERAL_INQUIRY_MODEL, INQUIRY_TYPE } from "./inquiry-options";

export { DEFAULT_SHIPPING_TERMS, GENERAL_INQUIRY_MODEL, INQUIRY_TYPE, inquiryModel, SHIPPING_TERMS, type ShippingTerms } from "./inquiry-options";

const tooLong = (field: string, max: number) => z.maxLength(max, `${field} must be at most ${max} characters.`);

const required = (field: string, max: number) =>
  z.string({ error: `${field} is required.` }).check(z.trim(), z.minLength(1, `${field} is required.`), tooLong(field, max));

const optional = (field: string, max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), tooLong(field, max))),
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
  address: required("Address", 1000),
  // spec §5: an integer of at least 50; non-numeric becomes 50, lower values are raised to 50.
  quantity: z.pipe(
    z.transform((value: unknown) => clampQuantity(value)),
    z.int().check(z.minimum(MINIMUM_ORDER_QUANTITY)),
  ),
  message: optional("Message", 5000),
  shippingTerms: z.enum(["FOB", "CIF", "DDP"], { error: "Choose FOB, CIF or DDP." }),
  model: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(300)), GENERAL_INQUIRY_MODEL),
  type: z._default(z.literal(INQUIRY_TYPE), INQUIRY_TYPE),
  /** The catalogue tyre the inquiry is about; absent for a general inquiry. */
  tyreId: z.nullish(z.int().check(z.positive())),
  /** One per opening of the form, so a retried submission is recognised (decision 050). */
  idempotencyKey: z.optional(z.string().check(z.regex(/^[\w.:-]{8,100}$/, "Idempotency key must be 8-100 letters, digits, '-', '_', '.' or ':'."))),
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;
export type InquiryFieldErrors = Partial<Record<keyof Inquiry, string[]>>;

export function parseInquiry(body: unknown): { ok: true; inquiry: Inquiry } | { ok: false; fieldErrors: InquiryFieldErrors } {
  const parsed = inquirySchema.safeParse(body);
  if (parsed.success) return { ok: true, inquiry: parsed.data };
  return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as InquiryFieldErrors };
}
