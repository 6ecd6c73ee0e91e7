// The rate file of /admin/rates (decision 284), as the freight rate sheet (decision 208): download
// the table as CSV, upload a file to preview what it would change (and every line that cannot be
// read, with its reason), then apply it. A file with a bad line has no Apply button.
import { Form } from "react-router";
import { RATE_CSV_HEADER, RATE_CSV_MAX_BYTES, RATE_CSV_MAX_ROWS, type RateRowChange } from "~/currency/rate-csv";
import type { RateUploadPreview } from "~/currency/rate-admin-view";
import type { CheckedRateRow } from "~/currency/rate-row";
import { rateText } from "~/domain/exchange-rate";
import { OUTLINE_BUTTON, PRIMARY_BUTTON, QUIET_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";

const CHANGES: Array<[RateRowChange, string]> = [
  ["added", "Added"],
  ["changed", "Changed"],
  ["removed", "Removed"],
  ["unchanged", "Unchanged"],
];

export function AdminRatesUpload({ error, upload }: { error?: string; upload: RateUploadPreview | null }) {
  return (
    <section aria-labelledby="rates-upload-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="rates-upload-heading" className="text-lg font-semibold text-gray-900">
        Rate file (CSV)
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        A file replaces the table: a currency it does not list is removed. Its first line is <code>{RATE_CSV_HEADER}</code>, then a line per currency such as{" "}
        <code>USD,1.0812,2026-11-24</code>. Up to {RATE_CSV_MAX_BYTES / 1024} KB and {RATE_CSV_MAX_ROWS} currencies. You see what would change before anything
        does.
      </p>
      <a href="/admin/rates.csv" download className={`mt-3 inline-flex px-4 py-2 ${QUIET_BUTTON}`}>
        Download the table as CSV
      </a>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <div>
          <label htmlFor="rates-file" className="block font-semibold text-gray-900">
            Rate CSV file
          </label>
          <input
            id="rates-file"
            name="file"
            type="file"
            required
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "rates-file-error" : undefined}
            className="mt-1 block w-full max-w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          {error && (
            <Alert id="rates-file-error" placement="field">
              {error}
            </Alert>
          )}
        </div>
        <button type="submit" name="intent" value="preview" className={OUTLINE_BUTTON}>
          Preview
        </button>
      </Form>
      {upload && <UploadPreview upload={upload} />}
    </section>
  );
}

function UploadPreview({ upload }: { upload: RateUploadPreview }) {
  const { counts, rows, badLines } = upload.preview;
  const changing = rows.filter((row) => row.change !== "unchanged");
  return (
    <div data-testid="rates-preview" className="mt-5 rounded-lg border-2 border-brand-600 p-4">
      <h3 className="font-semibold break-words text-gray-900">Preview of {upload.fileName}</h3>
      <p className="mt-1 text-sm text-gray-600">Nothing has changed yet.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {CHANGES.map(([change, label]) => (
          <div key={change} className="rounded-md bg-gray-50 px-3 py-2">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-2xl font-bold text-gray-900" data-testid={`rates-count-${change}`}>
              {counts[change]}
            </dd>
          </div>
        ))}
        <div className="rounded-md bg-gray-50 px-3 py-2">
          <dt className="text-sm text-gray-600">Bad lines</dt>
          <dd className="text-2xl font-bold text-gray-900" data-testid="rates-count-bad">
            {badLines.length}
          </dd>
        </div>
      </dl>
      {badLines.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-gray-900">Lines that cannot be read</h4>
          <ul className="mt-1 space-y-1 text-sm break-words text-red-800" data-testid="rates-bad-lines">
            {badLines.map((bad) => (
              <li key={bad.line}>
                Line {bad.line}: {bad.reason}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-gray-700">A file with a bad line is not applied at all: fix these lines and preview it again.</p>
        </div>
      )}
      {changing.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-gray-900">What would change</h4>
          <ul className="mt-1 space-y-1 text-sm break-words text-gray-800" data-testid="rates-changes">
            {changing.map(({ change, row, before }) => (
              <li key={row.currency}>
                <span className="font-semibold">{CHANGES.find(([c]) => c === change)![1]}</span> {row.currency}: {described(row)}
                {before && <span className="text-gray-600"> (now {described(before)})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {badLines.length === 0 && (
        <Form method="post" encType="multipart/form-data" className="mt-4">
          <input type="hidden" name="csv" value={upload.text} />
          <input type="hidden" name="fileName" value={upload.fileName} />
          <input type="hidden" name="fingerprint" value={upload.fingerprint} />
          <p className="text-sm text-gray-700">Applying confirms every rate in the file: no rate stays marked as an example.</p>
          <button type="submit" name="intent" value="apply" className={`mt-2 ${PRIMARY_BUTTON}`}>
            Apply
          </button>
        </Form>
      )}
    </div>
  );
}

const described = (row: CheckedRateRow) => `${rateText(row.rateMillionths)} on ${row.asOf}`;
