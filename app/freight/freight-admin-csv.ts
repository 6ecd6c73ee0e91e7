// The freight table as a CSV file (decision 208), read and previewed the one way every back-office
// table upload is (decision 309, app/csv/table-csv-upload.ts): read an uploaded rate sheet into
// checked rows and refusals by line, compare it with the table it would replace, and write the
// table in the same format for download. Pure and browser-safe.
import { csvLine } from "../csv/csv-line";
import {
  previewTableCsv,
  readTableCsv,
  readTableCsvBytes,
  type BadCsvLine,
  type TableCsvFormat,
  type TableCsvPreview,
  type TableCsvRead,
  type TableRowChange,
} from "../csv/table-csv-upload";
import { decimalAmount } from "../domain/money";
import type { FreightPort } from "../domain/freight";
import { checkFreightRow, type CheckedFreightRow } from "./freight-admin-row";

export const FREIGHT_CSV_COLUMNS = ["code", "name", "country", "rate_20ft", "rate_40ft", "transit_days"] as const;
export const FREIGHT_CSV_HEADER = FREIGHT_CSV_COLUMNS.join(",");
/** A rate sheet of every port a seller could ship to is a few hundred rows: these are far past it. */
export const FREIGHT_CSV_MAX_BYTES = 256 * 1024;
export const FREIGHT_CSV_MAX_ROWS = 2_000;

export type BadFreightLine = BadCsvLine;
export type FreightRowChange = TableRowChange;
export type FreightCsvPreview = TableCsvPreview<CheckedFreightRow>;
export type FreightCsvRead = TableCsvRead<CheckedFreightRow>;

const FREIGHT_TABLE: TableCsvFormat<CheckedFreightRow> = {
  columns: FREIGHT_CSV_COLUMNS,
  maxBytes: FREIGHT_CSV_MAX_BYTES,
  maxRows: FREIGHT_CSV_MAX_ROWS,
  tooBig: `A freight CSV may be at most ${FREIGHT_CSV_MAX_BYTES / 1024} KB.`,
  tooManyRows: `A freight CSV may list at most ${FREIGHT_CSV_MAX_ROWS.toLocaleString("en-GB")} ports.`,
  noRows: "The file lists no port. To quote every port at the default rate, remove the ports on the page.",
  check: ([code = "", name = "", country = "", rate20 = "", rate40 = "", transitDays = ""]) =>
    checkFreightRow({ code, name, country, rate20, rate40, transitDays }),
  keyOf: (row) => row.code,
  same: (a, b) =>
    a.name === b.name && a.country === b.country && a.rate20Minor === b.rate20Minor && a.rate40Minor === b.rate40Minor && a.transitDays === b.transitDays,
};

/** The file's bytes as text: refused when empty, over the limit, not UTF-8, or binary (a NUL byte). */
export const readFreightCsvBytes = (bytes: Uint8Array) => readTableCsvBytes(bytes, FREIGHT_TABLE);

/** Reads a rate sheet: a line per port, each checked by the row checker (readTableCsv). */
export const readFreightCsv = (text: string): FreightCsvRead => readTableCsv(text, FREIGHT_TABLE);

/** What replacing `current` with the file's rows would do, row by row: the file's order, then the rows it drops. */
export const previewFreightCsv = (current: readonly CheckedFreightRow[], read: { rows: CheckedFreightRow[]; badLines: BadFreightLine[] }): FreightCsvPreview =>
  previewTableCsv(current, read, FREIGHT_TABLE);

/** The table in the upload's format, a line per port; names made formula-safe (csv-line.ts). */
export function writeFreightCsv(ports: readonly Pick<FreightPort, "code" | "name" | "country" | "rate20Minor" | "rate40Minor" | "transitDays">[]): string {
  return (
    csvLine(FREIGHT_CSV_COLUMNS) +
    ports
      .map((port) => csvLine([port.code, port.name, port.country, decimalAmount(port.rate20Minor), decimalAmount(port.rate40Minor), port.transitDays]))
      .join("")
  );
}
