// The seller's quote form: a unit price per line beside what the shop computed, shipping,
// the incoterm and its named place, the validity date, payment terms and a note; 'Send quote'.
// A plain form post: every error comes back from the server beside its field.
import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import type { FieldErrors } from "~/forms/form-result";
import { quoteTotalPreview } from "~/quotes/quote-amount";
import type { QuoteComposeView } from "~/quotes/quote-compose-view";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { InquiryField } from "./inquiry-field";

const INPUT = "block w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900 shadow-sm focus:outline-none focus:ring-2";
const inputClass = (error: string | undefined) =>
  `${INPUT} ${error ? "border-red-600 focus:ring-red-600/30" : "border-gray-300 focus:border-brand-600 focus:ring-brand-600/30"}`;

export function QuoteComposeForm({ view, values, fieldErrors }: { view: QuoteComposeView; values: Record<string, string>; fieldErrors: FieldErrors }) {
  const { currency } = view;
  const totalOf = (read: (field: string) => string) =>
    quoteTotalPreview(
      view.lines.map((line) => read(line.field)),
      view.lines.map((line) => line.pieces),
      read("shipping"),
      currency,
    );
  // The running total follows what the seller types; the server renders it from the starting values.
  const [total, setTotal] = useState(() => totalOf((field) => values[field] ?? ""));
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    setTotal(
      totalOf((field) => {
        const value = form.get(field);
        return typeof value === "string" ? value : "";
      }),
    );
  };
  return (
    <Form method="post" className="space-y-6" data-quote-compose noValidate onChange={onChange}>
      <fieldset>
        <legend className="text-lg font-semibold text-gray-900">Unit prices ({currency})</legend>
        <p className="mt-1 text-sm text-gray-600">Prefilled with the prices the shop computed when the buyer sent the inquiry.</p>
        <ol className="mt-3 divide-y divide-gray-200 border-y border-gray-200">
          {view.lines.map((line, i) => {
            const error = fieldErrors[line.field];
            const id = `quote-${line.field}`;
            return (
              <li key={line.field} className="grid gap-2 py-3 sm:grid-cols-[1fr_12rem] sm:items-center" data-quote-compose-line>
                <div>
                  <label htmlFor={id} className="font-medium text-gray-900">
                    <span className="sr-only">Unit price of line {i + 1}: </span>
                    {line.text}
                  </label>
                  <p className="text-sm text-gray-600">
                    {line.size && <span>{line.size} · </span>}
                    {line.quantity} · computed {line.computed}
                  </p>
                </div>
                <div>
                  <input
                    id={id}
                    name={line.field}
                    inputMode="decimal"
                    defaultValue={values[line.field]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className={`${inputClass(error)} text-right tabular-nums`}
                  />
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <InquiryField name="shipping" label={`Shipping (${currency})`} inputMode="decimal" defaultValue={values.shipping} error={fieldErrors.shipping} />
        <div>
          <label htmlFor="quote-incoterm" className="mb-1 block text-sm font-medium text-gray-900">
            Incoterm
          </label>
          <select
            id="quote-incoterm"
            name="incoterm"
            defaultValue={values.incoterm}
            aria-invalid={fieldErrors.incoterm ? true : undefined}
            aria-describedby={fieldErrors.incoterm ? "quote-incoterm-error" : undefined}
            className={inputClass(fieldErrors.incoterm)}
          >
            {view.incoterms.map((term) => (
              <option key={term.value} value={term.value}>
                {term.label}
              </option>
            ))}
          </select>
          {fieldErrors.incoterm && (
            <p id="quote-incoterm-error" className="mt-1 text-sm font-medium text-red-700">
              {fieldErrors.incoterm}
            </p>
          )}
        </div>
        <InquiryField name="namedPlace" label="Named place (port or address)" defaultValue={values.namedPlace} error={fieldErrors.namedPlace} />
        <InquiryField name="validUntil" label="Valid until" type="date" defaultValue={values.validUntil} error={fieldErrors.validUntil} />
      </div>
      <p aria-live="polite" data-testid="quote-total" className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-900">
        <span className="font-semibold">Quote total: </span>
        {total ?? "fill in every price and the shipping to see the total."}
      </p>
      <InquiryField name="paymentTerms" label="Payment terms" multiline defaultValue={values.paymentTerms} error={fieldErrors.paymentTerms} />
      <InquiryField name="note" label="Note to the buyer" optional multiline defaultValue={values.note} error={fieldErrors.note} />
      <button type="submit" className={`w-full sm:w-auto ${PRIMARY_BUTTON}`}>
        Send quote
      </button>
    </Form>
  );
}
