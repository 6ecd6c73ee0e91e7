// The upload of a back-office table as CSV, one form for every such table (decision 309; the
// freight rate sheet, decision 208; the exchange rates, decision 284): download the table, upload a
// file to preview what it would change (and every line that cannot be read, with its reason), then
// apply it. A file with a bad line has no Apply button: it is never applied in part.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { TABLE_ROW_CHANGES, type TableUploadPreview } from "~/csv/table-csv-upload";
import { OUTLINE_BUTTON, PRIMARY_BUTTON, QUIET_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";

/** What one table's upload says and how it names a row; `name` prefixes its ids and test ids. */
export interface CsvUploadWording<Row> {
  name: string;
  heading: string;
  /** What a file holds and its limits, under the heading. */
  about: ReactNode;
  downloadHref: string;
  fileLabel: string;
  /** Said above Apply. */
  applyNote: string;
  keyOf(row: Row): string;
  /** The row's name in the list of changes ("USD", "Tema (GHTEM)"). */
  labelOf(row: Row): ReactNode;
  /** The row's values, for the file's row and for what the table holds now. */
  valuesOf(row: Row): string;
}

export function AdminCsvUpload<Row>({ wording, error, upload }: { wording: CsvUploadWording<Row>; error?: string; upload: TableUploadPreview<Row> | null }) {
  const { name } = wording;
  return (
    <section aria-labelledby={`${name}-upload-heading`} className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id={`${name}-upload-heading`} className="text-lg font-semibold text-gray-900">
        {wording.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{wording.about}</p>
      <a href={wording.downloadHref} download className={`mt-3 inline-flex px-4 py-2 ${QUIET_BUTTON}`}>
        Download the table as CSV
      </a>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${name}-file`} className="block font-semibold text-gray-900">
            {wording.fileLabel}
          </label>
          <input
            id={`${name}-file`}
            name="file"
            type="file"
            required
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${name}-file-error` : undefined}
            className="mt-1 block w-full max-w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          {error && (
            <Alert id={`${name}-file-error`} placement="field">
              {error}
            </Alert>
          )}
        </div>
        <button type="submit" name="intent" value="preview" className={OUTLINE_BUTTON}>
          Preview
        </button>
      </Form>
      {upload && <UploadPreview wording={wording} upload={upload} />}
    </section>
  );
}

function UploadPreview<Row>({ wording, upload }: { wording: CsvUploadWording<Row>; upload: TableUploadPreview<Row> }) {
  const { name, keyOf, labelOf, valuesOf } = wording;
  const { counts, rows, badLines } = upload.preview;
  const changing = rows.filter((row) => row.change !== "unchanged");
  return (
    <div data-testid={`${name}-preview`} className="mt-5 rounded-lg border-2 border-brand-600 p-4">
      <h3 className="font-semibold break-words text-gray-900">Preview of {upload.fileName}</h3>
      <p className="mt-1 text-sm text-gray-600">Nothing has changed yet.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {TABLE_ROW_CHANGES.map(([change, label]) => (
          <div key={change} className="rounded-md bg-gray-50 px-3 py-2">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-2xl font-bold text-gray-900" data-testid={`${name}-count-${change}`}>
              {counts[change]}
            </dd>
          </div>
        ))}
        <div className="rounded-md bg-gray-50 px-3 py-2">
          <dt className="text-sm text-gray-600">Bad lines</dt>
          <dd className="text-2xl font-bold text-gray-900" data-testid={`${name}-count-bad`}>
            {badLines.length}
          </dd>
        </div>
      </dl>
      {badLines.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-gray-900">Lines that cannot be read</h4>
          <ul className="mt-1 space-y-1 text-sm break-words text-red-800" data-testid={`${name}-bad-lines`}>
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
          <ul className="mt-1 space-y-1 text-sm break-words text-gray-800" data-testid={`${name}-changes`}>
            {changing.map(({ change, row, before }) => (
              <li key={keyOf(row)}>
                <span className="font-semibold">{TABLE_ROW_CHANGES.find(([c]) => c === change)![1]}</span> {labelOf(row)}: {valuesOf(row)}
                {before && <span className="text-gray-600"> (now {valuesOf(before)})</span>}
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
          <p className="text-sm text-gray-700">{wording.applyNote}</p>
          <button type="submit" name="intent" value="apply" className={`mt-2 ${PRIMARY_BUTTON}`}>
            Apply
          </button>
        </Form>
      )}
    </div>
  );
}
