// The exchange-rate table as a CSV file (decision 284), read and previewed the one way every
// back-office table upload is (decision 309, app/csv/table-csv-upload.ts): read an uploaded file
// into checked rows and refusals by line, compare it with the table it would replace, and write
// the table in the same format for download. Pure.
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
import { rateText } from "../domain/exchange-rate";
import { checkRateRow, type CheckedRateRow, type RateRowRules } from "./rate-row";

export const RATE_CSV_COLUMNS = ["currency", "rate", "date"] as const;
export const RATE_CSV_HEADER = RATE_CSV_COLUMNS.join(",");
/**
 * ISO 4217 lists about 180 currencies: a file of every one is some 5 KB. The limit keeps the
 * preview and the apply (the file sent again as a field) under the 16 KiB a form may post.
 */
export const RATE_CSV_MAX_BYTES = 6 * 1024;
export const RATE_CSV_MAX_ROWS = 200;

export type BadRateLine = BadCsvLine;
export type RateRowChange = TableRowChange;
export type RateCsvPreview = TableCsvPreview<CheckedRateRow>;
export type RateCsvRead = TableCsvRead<CheckedRateRow>;

/** The rate file's format, but for the row check, whose rules (ISO 4217's list, today) come from the server. */
const RATE_TABLE: Omit<TableCsvFormat<CheckedRateRow>, "check"> = {
  columns: RATE_CSV_COLUMNS,
  maxBytes: RATE_CSV_MAX_BYTES,
  maxRows: RATE_CSV_MAX_ROWS,
  tooBig: `An exchange-rate CSV may be at most ${RATE_CSV_MAX_BYTES / 1024} KB.`,
  tooManyRows: `An exchange-rate CSV may list at most ${RATE_CSV_MAX_ROWS} currencies.`,
  noRows: "The file lists no currency. To show prices in the catalogue's currency only, remove the rates on the page.",
  keyOf: (row) => row.currency,
  same: (a, b) => a.rateMillionths === b.rateMillionths && a.asOf === b.asOf,
};

/** The file's bytes as text: refused when empty, over the limit, not UTF-8, or binary (a NUL byte). */
export const readRateCsvBytes = (bytes: Uint8Array) => readTableCsvBytes(bytes, RATE_TABLE);

/** Reads a rate file: a line per currency, each checked by the row checker (readTableCsv). */
export const readRateCsv = (text: string, rules: RateRowRules): RateCsvRead =>
  readTableCsv(text, { ...RATE_TABLE, check: ([currency = "", rate = "", asOf = ""]) => checkRateRow({ currency, rate, asOf }, rules) });

/** What replacing `current` with the file's rows would do, row by row: the file's order, then the rows it drops. */
export const previewRateCsv = (current: readonly CheckedRateRow[], read: { rows: CheckedRateRow[]; badLines: BadRateLine[] }): RateCsvPreview =>
  previewTableCsv(current, read, RATE_TABLE);

/** The table in the upload's format, a line per currency. */
export function writeRateCsv(rows: readonly CheckedRateRow[]): string {
  return csvLine(RATE_CSV_COLUMNS) + rows.map((row) => csvLine([row.currency, rateText(row.rateMillionths), row.asOf])).join("");
}
