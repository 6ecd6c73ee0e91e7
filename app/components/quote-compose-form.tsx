// The seller's quote form: the currency the quote is issued in (decision 301: the prices typed in
// the inquiry's, converted once on sending at a kept rate), a unit price per line beside what the buyer saw, with the line's lead
// time, ready date and DOT from stock (decision 262), the freight, the
// insurance (disabled under FOB), the incoterm and its named place, the validity date, payment
// terms and a note; 'Send quote'. A plain form post: every error comes back from the server beside
// its field. Each figure the seller changed against what the buyer saw is marked (decision 213):
// rendered from the posted values by the server, and kept up to date while the seller types.
import { useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import type { FieldErrors } from "~/forms/form-result";
import { quoteTotalPreview } from "~/quotes/quote-amount";
import type { QuoteComposeView } from "~/quotes/quote-compose-view";
import { QUOTE_FORM_FIELDS } from "~/quotes/quote-fields";
import { quoteMarks, typedFigures, type QuoteMarks } from "~/quotes/quote-marks";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { InquiryField } from "./inquiry-field";

const INPUT = "block w-full rounded-lg border px-3 py-2 text-base text-gray-900 shadow-sm focus:outline-none focus:ring-2";
const inputClass = (error: string | undefined, mark?: string) =>
  `${INPUT} ${
    error
      ? "border-red-600 bg-white focus:ring-red-600/30"
      : mark
        ? "border-amber-600 bg-amber-50 focus:border-amber-700 focus:ring-amber-600/30"
        : "border-gray-300 bg-white focus:border-brand-600 focus:ring-brand-600/30"
  }`;

/** The form as it stands: its running total, its marks and its term. */
interface LiveQuote {
  total: string | null;
  marks: QuoteMarks;
  incoterm: string;
}

function liveQuote(view: QuoteComposeView, read: (field: string) => string): LiveQuote {
  const fields = Object.fromEntries([...QUOTE_FORM_FIELDS, ...view.lines.map((line) => line.field)].map((field) => [field, read(field)]));
  // The total in the currency chosen, converted as sending will convert it (decision 301).
  const issuedIn = view.currencies.find((option) => option.code === fields.currency);
  return {
    total: quoteTotalPreview(
      view.lines.map((line) => fields[line.field]!),
      view.lines.map((line) => line.pieces),
      { shipping: fields.shipping!, insurance: fields.insurance!, incoterm: fields.incoterm! },
      view.currency,
      issuedIn?.rate ?? null,
    ),
    marks: quoteMarks(view.seen, typedFigures(fields, view.lines.length, view.currency), view.currency),
    incoterm: fields.incoterm!,
  };
}

/** The ids that describe a field: its error first, then its mark. */
const describedBy = (id: string, error: string | undefined, mark: string | undefined) =>
  [error ? `${id}-error` : null, mark ? `${id}-mark` : null].filter(Boolean).join(" ") || undefined;

function FieldNotes({ id, error, mark }: { id: string; error: string | undefined; mark: string | undefined }) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {mark && (
        <p id={`${id}-mark`} className="mt-1 text-sm font-medium text-amber-900" data-quote-mark>
          {mark}
        </p>
      )}
    </>
  );
}

function LabelledField({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-sm text-gray-600">{hint}</p>}
    </div>
  );
}

function AmountInput(props: { name: string; value: string | undefined; error: string | undefined; mark: string | undefined }) {
  const id = `quote-${props.name}`;
  return (
    <>
      <input
        id={id}
        name={props.name}
        inputMode="decimal"
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.mark)}
        data-changed={props.mark ? "" : undefined}
        className={`${inputClass(props.error, props.mark)} text-right tabular-nums`}
      />
      <FieldNotes id={id} error={props.error} mark={props.mark} />
    </>
  );
}

/** One of a line's lead time, ready date and DOT (decision 262), prefilled from the tyre's stock. */
function SupplyInput(props: {
  name: string;
  label: string;
  line: number;
  value: string | undefined;
  error: string | undefined;
  type?: "date";
  inputMode?: "numeric";
  wide?: boolean;
}) {
  const id = `quote-${props.name}`;
  return (
    <div className={props.wide ? "col-span-2 sm:col-span-1" : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm text-gray-700">
        {props.label}
        <span className="sr-only"> of line {props.line}</span>
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type}
        inputMode={props.inputMode}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, undefined)}
        className={inputClass(props.error)}
      />
      <FieldNotes id={id} error={props.error} mark={undefined} />
    </div>
  );
}

export function QuoteComposeForm({ view, values, fieldErrors }: { view: QuoteComposeView; values: Record<string, string>; fieldErrors: FieldErrors }) {
  const { currency } = view;
  // The server renders the total and the marks from the values it has; then they follow what the seller types.
  const [live, setLive] = useState(() => liveQuote(view, (field) => values[field] ?? ""));
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    setLive(
      liveQuote(view, (field) => {
        const value = form.get(field);
        return typeof value === "string" ? value : "";
      }),
    );
  };
  const { marks } = live;
  const fob = live.incoterm === "FOB";
  return (
    <Form method="post" className="space-y-6" data-quote-compose noValidate onChange={onChange}>
      <LabelledField
        id="quote-currency"
        label="Currency"
        hint={`Enter prices in ${currency}. In another currency, each unit price, the freight and the insurance are converted once when the quote is sent, at the rate shown, which the quote then keeps.`}
      >
        <select
          id="quote-currency"
          name="currency"
          defaultValue={values.currency}
          aria-invalid={fieldErrors.currency ? true : undefined}
          aria-describedby={describedBy("quote-currency", fieldErrors.currency, undefined)}
          className={inputClass(fieldErrors.currency)}
        >
          {view.currencies.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldNotes id="quote-currency" error={fieldErrors.currency} mark={undefined} />
      </LabelledField>
      <fieldset>
        <legend className="text-lg font-semibold text-gray-900">Unit prices ({currency})</legend>
        <p className="mt-1 text-sm text-gray-600">
          Prefilled with the prices the buyer saw when they sent the inquiry, and each line's lead time, ready date and DOT from stock today.
        </p>
        <ol className="mt-3 divide-y divide-gray-200 border-y border-gray-200">
          {view.lines.map((line, i) => {
            const error = fieldErrors[line.field];
            const mark = marks[line.field];
            const id = `quote-${line.field}`;
            return (
              <li key={line.field} className="grid gap-2 py-3 sm:grid-cols-[1fr_14rem] sm:items-center" data-quote-compose-line>
                <div>
                  <label htmlFor={id} className="font-medium text-gray-900">
                    <span className="sr-only">Unit price of line {i + 1}: </span>
                    {line.text}
                  </label>
                  <p className="text-sm text-gray-600">
                    {line.size && <span>{line.size} · </span>}
                    {line.quantity} · buyer saw {line.saw}
                  </p>
                </div>
                <div>
                  <AmountInput name={line.field} value={values[line.field]} error={error} mark={mark} />
                </div>
                <div className="grid grid-cols-2 gap-2 sm:col-span-2 sm:grid-cols-[8rem_11rem_1fr]" data-quote-line-supply>
                  <SupplyInput
                    name={line.supplyFields.leadTime}
                    label="Lead time (days)"
                    line={i + 1}
                    value={values[line.supplyFields.leadTime]}
                    error={fieldErrors[line.supplyFields.leadTime]}
                    inputMode="numeric"
                  />
                  <SupplyInput
                    name={line.supplyFields.readyOn}
                    label="Ready by"
                    line={i + 1}
                    value={values[line.supplyFields.readyOn]}
                    error={fieldErrors[line.supplyFields.readyOn]}
                    type="date"
                  />
                  <SupplyInput
                    name={line.supplyFields.dot}
                    label="DOT"
                    line={i + 1}
                    value={values[line.supplyFields.dot]}
                    error={fieldErrors[line.supplyFields.dot]}
                    wide
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField id="quote-shipping" label={`Freight (${currency})`}>
          <AmountInput name="shipping" value={values.shipping} error={fieldErrors.shipping} mark={marks.shipping} />
        </LabelledField>
        <LabelledField id="quote-insurance" label={`Insurance (${currency})`} {...(fob ? { hint: "None under FOB: the buyer insures the goods." } : {})}>
          {fob ? (
            // Disabled, so the browser posts none and the server reads none under FOB.
            <>
              <input
                id="quote-insurance"
                value="0.00"
                disabled
                readOnly
                aria-describedby={describedBy("quote-insurance", undefined, marks.insurance)}
                data-changed={marks.insurance ? "" : undefined}
                className={`${INPUT} border-gray-300 bg-gray-100 text-right tabular-nums text-gray-600`}
              />
              <FieldNotes id="quote-insurance" error={undefined} mark={marks.insurance} />
            </>
          ) : (
            <AmountInput name="insurance" value={values.insurance} error={fieldErrors.insurance} mark={marks.insurance} />
          )}
        </LabelledField>
        <LabelledField id="quote-incoterm" label="Incoterm">
          <select
            id="quote-incoterm"
            name="incoterm"
            defaultValue={values.incoterm}
            aria-invalid={fieldErrors.incoterm ? true : undefined}
            aria-describedby={describedBy("quote-incoterm", fieldErrors.incoterm, marks.incoterm)}
            data-changed={marks.incoterm ? "" : undefined}
            className={inputClass(fieldErrors.incoterm, marks.incoterm)}
          >
            {view.incoterms.map((term) => (
              <option key={term.value} value={term.value}>
                {term.label}
              </option>
            ))}
          </select>
          <FieldNotes id="quote-incoterm" error={fieldErrors.incoterm} mark={marks.incoterm} />
        </LabelledField>
        <LabelledField id="quote-namedPlace" label="Named place (port or address)">
          <input
            id="quote-namedPlace"
            name="namedPlace"
            defaultValue={values.namedPlace}
            aria-invalid={fieldErrors.namedPlace ? true : undefined}
            aria-describedby={describedBy("quote-namedPlace", fieldErrors.namedPlace, marks.namedPlace)}
            data-changed={marks.namedPlace ? "" : undefined}
            className={inputClass(fieldErrors.namedPlace, marks.namedPlace)}
          />
          <FieldNotes id="quote-namedPlace" error={fieldErrors.namedPlace} mark={marks.namedPlace} />
        </LabelledField>
        <InquiryField name="validUntil" label="Valid until" type="date" defaultValue={values.validUntil} error={fieldErrors.validUntil} />
      </div>
      <p aria-live="polite" data-testid="quote-total" className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-900">
        <span className="font-semibold">Quote total: </span>
        {live.total ?? "fill in every price, the freight and the insurance to see the total."}
      </p>
      <InquiryField name="paymentTerms" label="Payment terms" multiline defaultValue={values.paymentTerms} error={fieldErrors.paymentTerms} />
      <InquiryField name="note" label="Note to the buyer" optional multiline defaultValue={values.note} error={fieldErrors.note} />
      <button type="submit" className={`w-full sm:w-auto ${PRIMARY_BUTTON}`}>
        Send quote
      </button>
    </Form>
  );
}
