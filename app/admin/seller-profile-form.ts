// The form of /admin/profile (decision 230): the seller's company, bank, payment terms offered,
// default validity and lead time, and HS codes. The schema reads the fields as text; the bank's
// IBAN and SWIFT/BIC are then held to ibantools' checks, every field's reason at once. Browser-safe, zod/mini.
import * as z from "zod/mini";
import { VEHICLE_TYPES, VEHICLE_TYPE_LABELS, type VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { isPaymentTermKind, PAYMENT_TERM_KINDS, type PaymentTermKind } from "~/domain/payment-terms";
import { HS_CODE_PATTERN, ibanOf, ibanProblem, swiftProblem, type HsCodes, type SellerProfile } from "~/domain/seller-profile";
import { checkForm } from "~/forms/check-form";
import { formFailure, type FieldErrors, type FormFailure } from "~/forms/form-result";

export const termField = (kind: PaymentTermKind) => `term-${kind}`;
export const hsField = (type: VehicleType) => `hs-${type}`;

export const PROFILE_FIELDS = [
  "legalName",
  "address",
  "vatNumber",
  "registrationNumber",
  "beneficiary",
  "bankName",
  "bankAddress",
  "iban",
  "swift",
  "defaultPaymentTerm",
  "validityDays",
  "leadTime",
  "password",
  ...PAYMENT_TERM_KINDS.map(termField),
  ...VEHICLE_TYPES.map(hsField),
] as const;

const PLAIN_LINE = /^[^\u0000-\u001f\u007f]*$/;
const PLAIN_TEXT = /^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]*$/;

const line = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${label}.`),
      z.maxLength(max, `The ${label} must be at most ${max} characters.`),
      z.regex(PLAIN_LINE, `The ${label} must be one line of plain text.`),
    );
const lines = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${label}.`),
      z.maxLength(max, `The ${label} must be at most ${max} characters.`),
      z.regex(PLAIN_TEXT, `The ${label} may not contain control characters.`),
    );

const profileSchema = z.object({
  legalName: line("legal name", 120),
  address: lines("address", 400),
  vatNumber: line("VAT number", 30),
  registrationNumber: line("company registration number", 40),
  beneficiary: line("beneficiary", 120),
  bankName: line("bank's name", 120),
  bankAddress: lines("bank's address", 300),
  iban: z.string(),
  swift: z.string(),
  defaultPaymentTerm: z.string(),
  validityDays: z.string(),
  leadTime: line("lead time", 120),
  password: z.string(),
});

/** What the seller may change: the profile without its bookkeeping. */
export type SellerProfileInput = Omit<SellerProfile, "bankChangedAt" | "saved">;

export type ProfileFormCheck = { ok: true; profile: SellerProfileInput; password: string } | ({ ok: false } & FormFailure);

export function parseSellerProfileForm(values: Record<string, string>): ProfileFormCheck {
  const checked = checkForm(profileSchema, values);
  const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
  const iban = ibanProblem(values.iban ?? "");
  if (iban) fieldErrors.iban = iban;
  const swift = swiftProblem(values.swift ?? "");
  if (swift) fieldErrors.swift = swift;

  const offered = PAYMENT_TERM_KINDS.filter((kind) => values[termField(kind)] === "on");
  const chosen = values.defaultPaymentTerm ?? "";
  if (offered.length === 0) fieldErrors.paymentTerms = "Offer at least one payment term.";
  else if (!isPaymentTermKind(chosen) || !offered.includes(chosen)) fieldErrors.defaultPaymentTerm = "Choose the default among the payment terms offered.";

  const days = (values.validityDays ?? "").trim();
  if (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > 365) fieldErrors.validityDays = "Validity is a number of days from 1 to 365.";

  const hsCodes = {} as HsCodes;
  for (const type of VEHICLE_TYPES) {
    const code = (values[hsField(type)] ?? "").trim();
    if (!HS_CODE_PATTERN.test(code))
      fieldErrors[hsField(type)] = `The ${VEHICLE_TYPE_LABELS[type].toLowerCase()} tyres' HS code is 4 digits, a dot and 2 to 6 more (4011.20).`;
    hsCodes[type] = code;
  }

  if (!checked.ok || Object.keys(fieldErrors).length > 0) return { ok: false, ...formFailure("invalid", Object.values(fieldErrors)[0]!, fieldErrors) };
  const data = checked.data;
  const defaultTerm = chosen as PaymentTermKind;
  return {
    ok: true,
    password: data.password,
    profile: {
      legalName: data.legalName,
      address: data.address
        .split(/\r?\n/)
        .map((part) => part.trim())
        .filter(Boolean),
      vatNumber: data.vatNumber,
      registrationNumber: data.registrationNumber,
      bank: {
        beneficiary: data.beneficiary,
        bankName: data.bankName,
        bankAddress: data.bankAddress.replace(/\r\n/g, "\n"),
        iban: ibanOf(data.iban),
        swift: data.swift.replace(/\s+/g, "").toUpperCase(),
      },
      paymentTerms: [defaultTerm, ...offered.filter((kind) => kind !== defaultTerm)],
      validityDays: Number(days),
      leadTime: data.leadTime,
      hsCodes,
    },
  };
}
