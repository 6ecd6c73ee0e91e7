// The buyer's company profile form (decision 255): company, country, VAT or tax ID, phone,
// addresses, destination ports, preferred Incoterm and currency. Read-only for a member who is
// not the owner (the fields are shown, not sent).
import { Form } from "react-router";
import { COMPANY_CURRENCIES } from "~/company/company-form";
import { INCOTERMS } from "~/domain/incoterms";
import type { FieldErrors } from "~/forms/form-result";
import { SUBMIT_BUTTON } from "~/styles/buttons";
import { FREIGHT_INPUT, FreightField } from "./admin-freight-field";
import { usePageMessages } from "~/i18n/page-messages";

export interface CompanyProfileFormProps {
  values: Record<string, string>;
  errors: FieldErrors;
  countries: ReadonlyArray<{ code: string; name: string }>;
  readOnly: boolean;
}

function Described({ id, error, hint }: { id: string; error?: string | undefined; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, error: string | undefined, hint: boolean) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

export function CompanyProfileForm({ values, errors, countries, readOnly }: CompanyProfileFormProps) {
  const company = usePageMessages("company");
  const select = (id: string, label: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <div className="min-w-0">
      <label htmlFor={`company-${id}`} className="block font-semibold text-gray-900">
        {label}
      </label>
      <select
        id={`company-${id}`}
        name={id}
        defaultValue={values[id]}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={describedBy(`company-${id}`, errors[id], false)}
        className={FREIGHT_INPUT}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={`company-${id}`} error={errors[id]} />
    </div>
  );
  const area = (id: string, label: string, hint: string, rows: number, required: boolean) => (
    <div className="min-w-0 sm:col-span-2">
      <label htmlFor={`company-${id}`} className="block font-semibold text-gray-900">
        {label}
      </label>
      <textarea
        id={`company-${id}`}
        name={id}
        rows={rows}
        required={required}
        defaultValue={values[id]}
        // Addresses and ports are written in the buyer's own script: each line reads in its own direction.
        dir="auto"
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={describedBy(`company-${id}`, errors[id], true)}
        className={FREIGHT_INPUT}
      />
      <Described id={`company-${id}`} error={errors[id]} hint={hint} />
    </div>
  );
  return (
    <Form method="post" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6" aria-labelledby="company-profile-heading">
      <h2 id="company-profile-heading" className="text-lg font-bold text-gray-900">
        {company.profileHeading}
      </h2>
      <fieldset disabled={readOnly} className="mt-4 grid gap-4 sm:grid-cols-2">
        <FreightField id="company-name" name="name" label={company.companyName} defaultValue={values.name} error={errors.name} maxLength={200} />
        {select("country", company.country, [{ value: "", label: company.chooseCountry }, ...countries.map((c) => ({ value: c.code, label: c.name }))])}
        <FreightField
          id="company-vatNumber"
          name="vatNumber"
          label={company.vatNumber}
          defaultValue={values.vatNumber}
          error={errors.vatNumber}
          required={false}
          maxLength={30}
        />
        <FreightField id="company-phone" name="phone" label={company.phone} defaultValue={values.phone} error={errors.phone} maxLength={50} />
        {area("addresses", company.addresses, company.addressesHint, 5, true)}
        {area("ports", company.ports, company.portsHint, 3, false)}
        {select(
          "incoterm",
          company.incoterm,
          INCOTERMS.map((term) => ({ value: term, label: term })),
        )}
        {select(
          "currency",
          company.currency,
          COMPANY_CURRENCIES.map((code) => ({ value: code, label: code })),
        )}
      </fieldset>
      {!readOnly && (
        <div className="mt-5">
          <button type="submit" name="intent" value="save" className={SUBMIT_BUTTON}>
            {company.save}
          </button>
        </div>
      )}
    </Form>
  );
}
