// The rate sheet of /admin/freight (decision 208): download the table as CSV, upload a file to
// preview what it would change (and every line that cannot be read, with its reason), then apply
// it. A file with a bad line has no Apply button: it is never applied in part.
import { Form } from "react-router";
import { decimalAmount } from "~/domain/money";
import { FREIGHT_CSV_HEADER, FREIGHT_CSV_MAX_BYTES, FREIGHT_CSV_MAX_ROWS, type FreightRowChange } from "~/freight/freight-admin-csv";
import type { CheckedFreightRow } from "~/freight/freight-admin-row";
import type { FreightUploadPreview } from "~/freight/freight-admin-view";
import { OUTLINE_BUTTON, PRIMARY_BUTTON, QUIET_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";

const CHANGES: Array<[FreightRowChange, string]> = [
  ["added", "Added"],
  ["changed", "Changed"],
  ["removed", "Removed"],
  ["unchanged", "Unchanged"],
];

export function AdminFreightUpload({ error, upload }: { error?: string; upload: FreightUploadPreview | null }) {
  return (
    <section aria-labelledby="freight-upload-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="freight-upload-heading" className="text-lg font-semibold text-gray-900">
        Rate sheet (CSV)
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        A file replaces the table&apos;s ports: a port it does not list is removed. Its first line is <code className="break-all">{FREIGHT_CSV_HEADER}</code>;
        the country may be left empty. Up to {FREIGHT_CSV_MAX_BYTES / 1024} KB and {FREIGHT_CSV_MAX_ROWS.toLocaleString("en-GB")} ports. You see what would
        change before anything does.
      </p>
      <a href="/admin/freight.csv" download className={`mt-3 inline-flex px-4 py-2 ${QUIET_BUTTON}`}>
        Download the table as CSV
      </a>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <div>
          <label htmlFor="freight-file" className="block font-semibold text-gray-900">
            Freight CSV file
          </label>
          <input
            id="freight-file"
            name="file"
            type="file"
            required
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "freight-file-error" : undefined}
            className="mt-1 block w-full max-w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          {error && (
            <Alert id="freight-file-error" placement="field">
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

function UploadPreview({ upload }: { upload: FreightUploadPreview }) {
  const { counts, rows, badLines } = upload.preview;
  const changing = rows.filter((row) => row.change !== "unchanged");
  return (
    <div data-testid="freight-preview" className="mt-5 rounded-lg border-2 border-brand-600 p-4">
      <h3 className="font-semibold break-words text-gray-900">Preview of {upload.fileName}</h3>
      <p className="mt-1 text-sm text-gray-600">Nothing has changed yet.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {CHANGES.map(([change, label]) => (
          <div key={change} className="rounded-md bg-gray-50 px-3 py-2">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-2xl font-bold text-gray-900" data-testid={`freight-count-${change}`}>
              {counts[change]}
            </dd>
          </div>
        ))}
        <div className="rounded-md bg-gray-50 px-3 py-2">
          <dt className="text-sm text-gray-600">Bad lines</dt>
          <dd className="text-2xl font-bold text-gray-900" data-testid="freight-count-bad">
            {badLines.length}
          </dd>
        </div>
      </dl>
      {badLines.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-gray-900">Lines that cannot be read</h4>
          <ul className="mt-1 space-y-1 text-sm break-words text-red-800" data-testid="freight-bad-lines">
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
          <ul className="mt-1 space-y-1 text-sm break-words text-gray-800" data-testid="freight-changes">
            {changing.map(({ change, row, before }) => (
              <li key={row.code}>
                <span className="font-semibold">{CHANGES.find(([c]) => c === change)![1]}</span> {row.name} ({row.code}): {rates(row)}
                {before && <span className="text-gray-600"> (now {rates(before)})</span>}
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
          <p className="text-sm text-gray-700">Applying confirms every rate in the file: no port stays marked as an example.</p>
          <button type="submit" name="intent" value="apply" className={`mt-2 ${PRIMARY_BUTTON}`}>
            Apply
          </button>
        </Form>
      )}
    </div>
  );
}

function rates(row: CheckedFreightRow): string {
  const transit = row.transitDays === null ? "" : `, ${row.transitDays} days`;
  return `20ft ${decimalAmount(row.rate20Minor)}, 40ft ${decimalAmount(row.rate40Minor)}${transit}`;
}
