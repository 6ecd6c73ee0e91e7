// The exchange rates of /admin/rates (decision 284), as the freight table's ports (decision 208): a
// table the seller edits in place, each row its own form (save or remove), and a form to add a
// currency. On a phone the table scrolls sideways inside a labelled region.
import { Form } from "react-router";
import type { AdminRate } from "~/currency/rate-admin-view";
import { rateText } from "~/domain/exchange-rate";
import type { FieldErrors } from "~/forms/form-result";
import { PRIMARY_BUTTON, SMALL_QUIET_BUTTON } from "~/styles/buttons";
import { FreightField } from "./admin-freight-field";

const CELL_INPUT = "block w-full rounded-md border border-gray-400 px-2 py-1.5 text-gray-900";

export interface RateRowFailure {
  currency: string;
  message: string;
  fieldErrors: FieldErrors;
}

interface Props {
  catalogueCurrency: string;
  rates: AdminRate[];
  rowFailure: RateRowFailure | null;
}

export function AdminRatesTable({ catalogueCurrency, rates, rowFailure }: Props) {
  return (
    <section aria-labelledby="rates-heading" className="mt-6">
      <h2 id="rates-heading" className="text-lg font-semibold text-gray-900">
        Currencies ({rates.length})
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        The rate is how many of the currency 1 {catalogueCurrency} buys, up to 6 decimals; the date is the day you read it, and buyers see it beside the rate.{" "}
        <span className="font-semibold text-amber-900">Example</span> marks a seeded rate nobody has confirmed: saving the row confirms it.
      </p>
      {rates.length === 0 ? (
        <p className="mt-3 text-gray-700">No rate is listed: buyers see prices in {catalogueCurrency} only.</p>
      ) : (
        <>
          <p id="rates-table" className="mt-2 text-sm font-semibold text-gray-700">
            Rates by currency<span className="sm:hidden">: the table scrolls sideways, swipe it for the dates and the buttons</span>
          </p>
          <div
            role="region"
            aria-labelledby="rates-table"
            tabIndex={0}
            className="relative mt-2 overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="rates"
          >
            <table className="w-full min-w-[52rem] text-left text-sm">
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Currency
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    1 {catalogueCurrency} =
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Save or remove</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {rates.map((rate) => (
                  <RateRow key={rowKey(rate)} rate={rate} failure={rowFailure?.currency === rate.currency ? rowFailure : null} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <AddRateForm errors={rowFailure?.currency === "" ? rowFailure.fieldErrors : {}} />
    </section>
  );
}

/** A row's inputs start again from what was stored whenever the stored row changes. */
const rowKey = (rate: AdminRate) => [rate.currency, rate.rateMillionths, rate.asOf, rate.example].join("|");

function RateRow({ rate, failure }: { rate: AdminRate; failure: RateRowFailure | null }) {
  const form = `rate-row-${rate.currency}`;
  const errors = failure?.fieldErrors ?? {};
  const label = `${rate.name} (${rate.currency})`;
  const described = failure ? `${form}-error` : undefined;
  return (
    <>
      <tr data-testid={`rate-row-${rate.currency}`}>
        <th scope="row" className="px-3 py-2 align-top font-normal">
          <span className="flex items-center gap-2">
            <span className="font-mono font-semibold text-gray-900">{rate.currency}</span>
            {rate.example && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Example</span>}
          </span>
          <span className="block text-gray-600">{rate.name}</span>
        </th>
        <td className="w-36 px-3 py-2 align-top">
          <input
            form={form}
            name="rate"
            defaultValue={rateText(rate.rateMillionths)}
            inputMode="decimal"
            required
            aria-label={`Rate, ${label}`}
            aria-invalid={errors.rate ? true : undefined}
            aria-describedby={described}
            className={CELL_INPUT}
          />
        </td>
        <td className="w-36 px-3 py-2 align-top">
          <input
            form={form}
            name="asOf"
            type="date"
            defaultValue={rate.asOf}
            required
            aria-label={`Date, ${label}`}
            aria-invalid={errors.asOf ? true : undefined}
            aria-describedby={described}
            className={CELL_INPUT}
          />
        </td>
        <td className="px-3 py-2 align-top">
          <Form method="post" id={form} className="flex gap-2">
            <input type="hidden" name="currency" value={rate.currency} />
            <button type="submit" name="intent" value="save" aria-label={`Save ${label}`} className={SMALL_QUIET_BUTTON}>
              Save
            </button>
            <button type="submit" name="intent" value="remove" formNoValidate aria-label={`Remove ${label}`} className={SMALL_QUIET_BUTTON}>
              Remove
            </button>
          </Form>
        </td>
      </tr>
      {failure && (
        <tr>
          <td colSpan={4} className="px-3 pb-3">
            <p id={`${form}-error`} role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
              {Object.values(failure.fieldErrors).join(" ") || failure.message}
            </p>
          </td>
        </tr>
      )}
    </>
  );
}

function AddRateForm({ errors }: { errors: FieldErrors }) {
  return (
    <div className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h3 id="rate-add-heading" className="font-semibold text-gray-900">
        Add a currency
      </h3>
      <Form method="post" aria-labelledby="rate-add-heading" className="mt-3 grid gap-4 sm:grid-cols-3">
        <FreightField id="rate-add-currency" name="currency" label="Currency" hint="Its ISO code, such as USD." error={errors.currency} maxLength={3} />
        <FreightField id="rate-add-rate" name="rate" label="Rate" hint="Such as 1.0812." error={errors.rate} inputMode="decimal" />
        <FreightField id="rate-add-date" name="asOf" label="Date" hint="YYYY-MM-DD, the day you read it." error={errors.asOf} />
        <div className="sm:col-span-3">
          <button type="submit" name="intent" value="add" className={PRIMARY_BUTTON}>
            Add the currency
          </button>
        </div>
      </Form>
    </div>
  );
}
