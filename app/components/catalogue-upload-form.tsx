// The back office's catalogue upload form (decision 178): a file and 'replace', posted as multipart so
// the file streams to the server; the price-list columns the upload reads are listed beside it.
import { Form } from "react-router";
import { CATALOGUE_ROW_LIMIT, CATALOGUE_SHEET_COLUMNS, STOCK_COLUMN } from "~/catalogue/catalogue-sheet";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";

export function CatalogueUploadForm({ error, limitMb }: { error?: string; limitMb: number }) {
  return (
    <section aria-labelledby="upload-heading" className="rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="upload-heading" className="text-lg font-semibold text-gray-900">
        Upload a catalogue
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        The nested JSON file (as <code>npm run catalogue:import</code> reads it), or a price list as CSV or XLSX, up to {limitMb} MB and{" "}
        {CATALOGUE_ROW_LIMIT.toLocaleString("en-GB")} tyres. You see what would change before anything does.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <div>
          <label htmlFor="catalogue-file" className="block font-semibold text-gray-900">
            Catalogue file
          </label>
          <input
            id="catalogue-file"
            name="file"
            type="file"
            required
            accept=".json,.csv,.xlsx,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "catalogue-file-error" : undefined}
            className="mt-1 block w-full max-w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          {error && (
            <Alert id="catalogue-file-error" placement="field">
              {error}
            </Alert>
          )}
        </div>
        <label className="flex items-start gap-2 text-gray-900">
          <input type="checkbox" name="replace" className="mt-1 size-4" />
          <span>
            Replace the whole catalogue <span className="block text-sm text-gray-600">Tyres the file does not hold are removed.</span>
          </span>
        </label>
        <button type="submit" className={PRIMARY_BUTTON}>
          Preview
        </button>
      </Form>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-gray-900">Price list columns (CSV and XLSX)</summary>
        <p className="mt-2 text-gray-600">
          The first row names the columns, in any order, case and spacing (<q>Vehicle type</q>, <q>vehicle_type</q>). Brand, Model, Size, Season and Vehicle
          type are required; other columns are left out. A downloaded CSV uploads again unchanged.
        </p>
        <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {[...CATALOGUE_SHEET_COLUMNS, STOCK_COLUMN].map((column) => (
            <li key={column.header}>
              <span className="font-semibold text-gray-900">{column.header}</span>
              {"required" in column && column.required && <span className="text-gray-900"> (required)</span>}
              <span className="text-gray-600">: {column.meaning}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
