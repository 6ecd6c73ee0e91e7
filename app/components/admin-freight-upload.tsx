// The rate sheet of /admin/freight (decision 208), uploaded as every back-office table is (decision 309).
import type { TableUploadPreview } from "~/csv/table-csv-upload";
import { decimalAmount } from "~/domain/money";
import { FREIGHT_CSV_HEADER, FREIGHT_CSV_MAX_BYTES, FREIGHT_CSV_MAX_ROWS } from "~/freight/freight-admin-csv";
import type { CheckedFreightRow } from "~/freight/freight-admin-row";
import { AdminCsvUpload, type CsvUploadWording } from "./admin-csv-upload";

const FREIGHT_UPLOAD: CsvUploadWording<CheckedFreightRow> = {
  name: "freight",
  heading: "Rate sheet (CSV)",
  about: (
    <>
      A file replaces the table&apos;s ports: a port it does not list is removed. Its first line is <code className="break-all">{FREIGHT_CSV_HEADER}</code>; the
      country may be left empty. Up to {FREIGHT_CSV_MAX_BYTES / 1024} KB and {FREIGHT_CSV_MAX_ROWS.toLocaleString("en-GB")} ports. You see what would change
      before anything does.
    </>
  ),
  downloadHref: "/admin/freight.csv",
  fileLabel: "Freight CSV file",
  applyNote: "Applying confirms every rate in the file: no port stays marked as an example.",
  keyOf: (row) => row.code,
  labelOf: (row) => (
    <>
      {row.name} ({row.code})
    </>
  ),
  valuesOf: (row) => {
    const transit = row.transitDays === null ? "" : `, ${row.transitDays} days`;
    return `20ft ${decimalAmount(row.rate20Minor)}, 40ft ${decimalAmount(row.rate40Minor)}${transit}`;
  },
};

export function AdminFreightUpload({ error, upload }: { error?: string; upload: TableUploadPreview<CheckedFreightRow> | null }) {
  return <AdminCsvUpload wording={FREIGHT_UPLOAD} error={error} upload={upload} />;
}
