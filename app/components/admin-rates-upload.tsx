// The rate file of /admin/rates (decision 284), uploaded as every back-office table is (decision 309).
import type { TableUploadPreview } from "~/csv/table-csv-upload";
import { RATE_CSV_HEADER, RATE_CSV_MAX_BYTES, RATE_CSV_MAX_ROWS } from "~/currency/rate-csv";
import type { CheckedRateRow } from "~/currency/rate-row";
import { rateText } from "~/domain/exchange-rate";
import { AdminCsvUpload, type CsvUploadWording } from "./admin-csv-upload";

const RATES_UPLOAD: CsvUploadWording<CheckedRateRow> = {
  name: "rates",
  heading: "Rate file (CSV)",
  about: (
    <>
      A file replaces the table: a currency it does not list is removed. Its first line is <code>{RATE_CSV_HEADER}</code>, then a line per currency such as{" "}
      <code>USD,1.0812,2026-11-24</code>. Up to {RATE_CSV_MAX_BYTES / 1024} KB and {RATE_CSV_MAX_ROWS} currencies. You see what would change before anything
      does.
    </>
  ),
  downloadHref: "/admin/rates.csv",
  fileLabel: "Rate CSV file",
  applyNote: "Applying confirms every rate in the file: no rate stays marked as an example.",
  keyOf: (row) => row.currency,
  labelOf: (row) => row.currency,
  valuesOf: (row) => `${rateText(row.rateMillionths)} on ${row.asOf}`,
};

export function AdminRatesUpload({ error, upload }: { error?: string; upload: TableUploadPreview<CheckedRateRow> | null }) {
  return <AdminCsvUpload wording={RATES_UPLOAD} error={error} upload={upload} />;
}
