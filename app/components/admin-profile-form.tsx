// The company profile form of /admin/profile (decision 230): company, bank (with the password a
// bank change asks for), payment terms offered and the default, validity and lead time, HS codes.
import { Form } from "react-router";
import { hsField, termField } from "~/admin/seller-profile-form";
import { VEHICLE_TYPES, VEHICLE_TYPE_LABELS } from "~/catalogue/seasons-and-vehicle-types";
import { PAYMENT_TERM_KINDS, PAYMENT_TERMS } from "~/domain/payment-terms";
import { printedIban, type SellerProfile } from "~/domain/seller-profile";
import type { FieldErrors } from "~/forms/form-result";
import { formatQuoteDateText } from "~/quotes/quote-dates";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { FREIGHT_INPUT, FreightField } from "./admin-freight-field";

/** The form's fields as text, from a stored profile. */
export function profileFormValues(profile: SellerProfile): Record<string, string> {
  return {
    legalName: profile.legalName,
    address: profile.address.join("\n"),
    vatNumber: profile.vatNumber,
    registrationNumber: profile.registrationNumber,
    beneficiary: profile.bank.beneficiary,
    bankName: profile.bank.bankName,
    bankAddress: profile.bank.bankAddress,
    iban: printedIban(profile.bank.iban),
    swift: profile.bank.swift,
    defaultPaymentTerm: profile.paymentTerms[0] ?? "",
    validityDays: String(profile.validityDays),
    leadTime: profile.leadTime,
    password: "",
    ...Object.fromEntries(PAYMENT_TERM_KINDS.map((kind) => [termField(kind), profile.paymentTerms.includes(kind) ? "on" : ""])),
    ...Object.fromEntries(VEHICLE_TYPES.map((type) => [hsField(type), profile.hsCodes[type]])),
  };
}

const SECTION = "mt-6 rounded-lg border border-gray-200 p-4 sm:p-6";

function TextArea({ id, name, label, value, error, rows = 3 }: { id: string; name: string; label: string; value: string; error?: string; rows?: number }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={FREIGHT_INPUT}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function AdminProfileForm({ values, errors, bankChangedAt }: { values: Record<string, string>; errors: FieldErrors; bankChangedAt: string | null }) {
  const field = (name: string, label: string, extra: { hint?: string; maxLength?: number } = {}) => (
    <FreightField id={`profile-${name}`} name={name} label={label} defaultValue={values[name]} error={errors[name]} {...extra} />
  );
  return (
    <Form method="post" className="max-w-4xl">
      <section aria-labelledby="profile-company" className={SECTION}>
        <h2 id="profile-company" className="text-lg font-semibold text-gray-900">
          Company
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {field("legalName", "Legal name", { maxLength: 120 })}
          <TextArea id="profile-address" name="address" label="Address (one line per line)" value={values.address ?? ""} error={errors.address} />
          {field("vatNumber", "VAT number", { maxLength: 30 })}
          {field("registrationNumber", "Company registration number", { hint: "Chamber of Commerce (KvK) or the register you are in.", maxLength: 40 })}
        </div>
      </section>

      <section aria-labelledby="profile-bank" className={SECTION}>
        <h2 id="profile-bank" className="text-lg font-semibold text-gray-900">
          Bank details
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          The account buyers pay deposits into. Changing it asks for your password and e-mails every seller.{" "}
          <span data-testid="bank-changed-at">
            {bankChangedAt ? `Last changed on ${formatQuoteDateText(bankChangedAt.slice(0, 10))}.` : "Not changed since the profile was first saved."}
          </span>
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {field("beneficiary", "Beneficiary (account holder)", { maxLength: 120 })}
          {field("bankName", "Bank's name", { maxLength: 120 })}
          <TextArea id="profile-bankAddress" name="bankAddress" label="Bank's address" value={values.bankAddress ?? ""} error={errors.bankAddress} rows={2} />
          {field("iban", "IBAN", { maxLength: 42 })}
          {field("swift", "SWIFT/BIC", { hint: "8 or 11 characters.", maxLength: 14 })}
          <div className="min-w-0">
            <label htmlFor="profile-password" className="block font-semibold text-gray-900">
              Your password
            </label>
            <p id="profile-password-hint" className="text-sm text-gray-600">
              Needed only when the bank details change.
            </p>
            <input
              id="profile-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "profile-password-hint profile-password-error" : "profile-password-hint"}
              className={FREIGHT_INPUT}
            />
            {errors.password && (
              <p id="profile-password-error" className="mt-1 text-sm text-red-800">
                {errors.password}
              </p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="profile-terms" className={SECTION}>
        <h2 id="profile-terms" className="text-lg font-semibold text-gray-900">
          Payment terms and quotes
        </h2>
        <fieldset className="mt-3" aria-describedby={errors.paymentTerms ? "profile-terms-error" : undefined}>
          <legend className="font-semibold text-gray-900">Payment terms offered</legend>
          <ul className="mt-1 space-y-1">
            {PAYMENT_TERM_KINDS.map((kind) => (
              <li key={kind}>
                <label className="inline-flex items-center gap-2 text-gray-900">
                  <input type="checkbox" name={termField(kind)} defaultChecked={values[termField(kind)] === "on"} className="h-4 w-4" />
                  {PAYMENT_TERMS[kind].label}
                </label>
              </li>
            ))}
          </ul>
          {errors.paymentTerms && (
            <p id="profile-terms-error" className="mt-1 text-sm text-red-800">
              {errors.paymentTerms}
            </p>
          )}
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="min-w-0 sm:col-span-2">
            <label htmlFor="profile-default-term" className="block font-semibold text-gray-900">
              Default for a new quote
            </label>
            <select
              id="profile-default-term"
              name="defaultPaymentTerm"
              defaultValue={values.defaultPaymentTerm}
              aria-invalid={errors.defaultPaymentTerm ? true : undefined}
              aria-describedby={errors.defaultPaymentTerm ? "profile-default-term-error" : undefined}
              className={FREIGHT_INPUT}
            >
              {PAYMENT_TERM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {PAYMENT_TERMS[kind].label}
                </option>
              ))}
            </select>
            {errors.defaultPaymentTerm && (
              <p id="profile-default-term-error" className="mt-1 text-sm text-red-800">
                {errors.defaultPaymentTerm}
              </p>
            )}
          </div>
          {field("validityDays", "Quotes valid for (days)", { maxLength: 3 })}
          {field("leadTime", "Lead time", { hint: "Printed on the proforma invoice.", maxLength: 120 })}
        </div>
      </section>

      <section aria-labelledby="profile-hs" className={SECTION}>
        <h2 id="profile-hs" className="text-lg font-semibold text-gray-900">
          HS codes
        </h2>
        <p className="mt-1 text-sm text-gray-700">The customs tariff code printed on each line of the proforma invoice, by the tyre&apos;s vehicle type.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-4">
          {VEHICLE_TYPES.map((type) => (
            <FreightField
              key={type}
              id={`profile-hs-${type}`}
              name={hsField(type)}
              label={VEHICLE_TYPE_LABELS[type]}
              defaultValue={values[hsField(type)]}
              error={errors[hsField(type)]}
              maxLength={12}
            />
          ))}
        </div>
      </section>

      <div className="mt-6">
        <button type="submit" className={PRIMARY_BUTTON}>
          Save the profile
        </button>
      </div>
    </Form>
  );
}
