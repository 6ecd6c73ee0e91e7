// The buyer's company profile form of /account/company (decision 255) and its colleague
// invitation: one zod/mini schema each, the same checks on the server and in any browser.
// Addresses are separated by an empty line; ports are one a line. Browser-safe.
import * as z from "zod/mini";
import type { BuyerCompanyProfile } from "~/domain/buyer-company";
import { isCountryCode } from "~/domain/country-of-place";
import { INCOTERMS } from "~/domain/incoterms";
import type { CurrencyCode } from "~/domain/money";
import { checkForm } from "~/forms/check-form";
import { formFailure, type FormFailure } from "~/forms/form-result";
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "~/forms/plain-text";

export const COMPANY_CURRENCIES: readonly CurrencyCode[] = ["EUR", "USD", "GBP"];
export const COMPANY_FIELDS = ["intent", "name", "country", "vatNumber", "phone", "addresses", "ports", "incoterm", "currency", "email", "member"] as const;
/** The inquiry's limits (app/inquiries/inquiry-schema.ts, app/freight/shipping-choice-params.ts), so a profile always fits an inquiry. */
const ADDRESS_MAX = 1000;
const PORT_MAX = 120;
const MAX_ENTRIES = 10;

const line = (label: string, max: number, required: boolean) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(required ? 1 : 0, `Enter the ${label}.`),
      z.maxLength(max, `The ${label} must be at most ${max} characters.`),
      z.regex(SINGLE_LINE_TEXT, `The ${label} must be one line of plain text.`),
    );

/** The form's addresses: blocks of lines, an empty line between two. */
export const addressesOf = (text: string) =>
  text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
export const portsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((port) => port.trim())
    .filter(Boolean);

const saveSchema = z.object({
  intent: z.literal("save"),
  name: line("company name", 200, true),
  country: z.string().check(z.refine((code) => isCountryCode(code), "Choose the company's country.")),
  vatNumber: line("VAT or tax ID", 30, false),
  phone: line("phone number", 50, true),
  addresses: z.string().check(
    z.regex(MULTI_LINE_TEXT, "The addresses may not contain control characters."),
    z.refine((text) => addressesOf(text).length > 0, "Enter at least one address."),
    z.refine((text) => addressesOf(text).length <= MAX_ENTRIES, `At most ${MAX_ENTRIES} addresses.`),
    z.refine((text) => addressesOf(text).every((address) => address.length <= ADDRESS_MAX), `Each address must be at most ${ADDRESS_MAX} characters.`),
  ),
  ports: z.string().check(
    z.regex(MULTI_LINE_TEXT, "The ports may not contain control characters."),
    z.refine((text) => portsOf(text).length <= MAX_ENTRIES, `At most ${MAX_ENTRIES} ports.`),
    z.refine((text) => portsOf(text).every((port) => port.length <= PORT_MAX), `Each port must be at most ${PORT_MAX} characters.`),
  ),
  incoterm: z.enum(INCOTERMS, { error: "Choose FOB, CIF or DDP." }),
  currency: z.enum(COMPANY_CURRENCIES as ["EUR", "USD", "GBP"], { error: "Choose EUR, USD or GBP." }),
});

const inviteSchema = z.object({
  intent: z.literal("invite"),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "Enter your colleague's e-mail address."), z.maxLength(254, "That e-mail address is too long.")),
    z.email("Enter a valid e-mail address."),
  ),
});

const handOverSchema = z.object({
  intent: z.literal("handOver"),
  member: z.string().check(z.trim(), z.minLength(1, "Choose the colleague who takes the company over."), z.maxLength(254, "That e-mail address is too long.")),
});

export type CompanyFormCheck =
  | { ok: true; intent: "save"; profile: BuyerCompanyProfile }
  | { ok: true; intent: "invite"; email: string }
  | { ok: true; intent: "handOver"; member: string }
  | { ok: true; intent: "leave" }
  | ({ ok: false } & FormFailure);

export function parseCompanyForm(values: Record<string, string>): CompanyFormCheck {
  if (values.intent === "invite") {
    const checked = checkForm(inviteSchema, values);
    return checked.ok ? { ok: true, intent: "invite", email: checked.data.email.toLowerCase() } : checked;
  }
  if (values.intent === "handOver") {
    const checked = checkForm(handOverSchema, values);
    return checked.ok ? { ok: true, intent: "handOver", member: checked.data.member.toLowerCase() } : checked;
  }
  if (values.intent === "leave") return { ok: true, intent: "leave" };
  if (values.intent !== "save") return { ok: false, ...formFailure("invalid", "Unknown form.") };
  const checked = checkForm(saveSchema, values);
  if (!checked.ok) return checked;
  const data = checked.data;
  return {
    ok: true,
    intent: "save",
    profile: {
      name: data.name,
      country: data.country,
      vatNumber: data.vatNumber,
      phone: data.phone,
      addresses: addressesOf(data.addresses),
      ports: portsOf(data.ports),
      incoterm: data.incoterm,
      currency: data.currency,
    },
  };
}

/** The form's fields as text, from a stored profile (or empty for a buyer without one). */
export function companyFormValues(profile: BuyerCompanyProfile | null): Record<string, string> {
  return {
    name: profile?.name ?? "",
    country: profile?.country ?? "",
    vatNumber: profile?.vatNumber ?? "",
    phone: profile?.phone ?? "",
    addresses: profile?.addresses.join("\n\n") ?? "",
    ports: profile?.ports.join("\n") ?? "",
    incoterm: profile?.incoterm ?? "FOB",
    currency: profile?.currency ?? "EUR",
  };
}
