// The exchange-rate table as a CSV file (decision 284), as the freight table's rate sheet is
// (decision 208): read an uploaded file into checked rows and refusals by line, compare it with the
// table it would replace, and write the table in the same format for download. Pure.
import { csvLine } from "../csv/csv-line";
import { csvRecords } from "../csv/csv-records";
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

export interface BadRateLine {
  line: number;
  reason: string;
}

export type RateRowChange = "added" | "changed" | "removed" | "unchanged";

export interface RatePreviewRow {
  change: RateRowChange;
  /** The row the file holds, or for a removed one the row it drops. */
  row: CheckedRateRow;
  /** For a changed row, what the table holds now. */
  before: CheckedRateRow | null;
}

export interface RateCsvPreview {
  counts: Record<RateRowChange, number>;
  rows: RatePreviewRow[];
  badLines: BadRateLine[];
}

export type RateCsvRead = { ok: true; rows: CheckedRateRow[]; badLines: BadRateLine[] } | { ok: false; reason: string };

/** The file's bytes as text: refused when empty, over the limit, not UTF-8, or binary (a NUL byte). */
export function readRateCsvBytes(bytes: Uint8Array): { ok: true; text: string } | { ok: false; reason: string } {
  if (bytes.byteLength === 0) return { ok: false, reason: "Choose a CSV file: the upload was empty." };
  if (bytes.byteLength > RATE_CSV_MAX_BYTES) return { ok: false, reason: `An exchange-rate CSV may be at most ${RATE_CSV_MAX_BYTES / 1024} KB.` };
  if (bytes.includes(0)) return { ok: false, reason: "This is not a CSV file: it holds binary data." };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "This is not a CSV file: it is not UTF-8 text. Save it from the spreadsheet as CSV UTF-8." };
  }
}

/**
 * Reads a rate file: the header must be the download's own; each later line is one currency,
 * checked by the row checker; a blank line is skipped; a currency twice is refused on its second
 * line. A file whose header is wrong, or that lists no currency or too many, is refused as a whole.
 */
export function readRateCsv(text: string, rules: RateRowRules): RateCsvRead {
  if (text.includes("\u0000")) return { ok: false, reason: "This is not a CSV file: it holds binary data." };
  const records = csvRecords(text);
  const first = records.next();
  const header = first.done ? [] : first.value.cells.map((cell) => cell.trim().toLowerCase());
  if (header.join(",") !== RATE_CSV_HEADER) return { ok: false, reason: `The first line must be the header ${RATE_CSV_HEADER}.` };
  const rows: CheckedRateRow[] = [];
  const badLines: BadRateLine[] = [];
  const firstLine = new Map<string, number>();
  let count = 0;
  for (const { line, cells } of records) {
    if (cells.every((cell) => cell.trim() === "")) continue;
    if (++count > RATE_CSV_MAX_ROWS) return { ok: false, reason: `An exchange-rate CSV may list at most ${RATE_CSV_MAX_ROWS} currencies.` };
    if (cells.length !== RATE_CSV_COLUMNS.length) {
      badLines.push({ line, reason: `${RATE_CSV_COLUMNS.length} cells expected (${RATE_CSV_HEADER}), found ${cells.length}.` });
      continue;
    }
    const [currency, rate, asOf] = cells as [string, string, string];
    const checked = checkRateRow({ currency, rate, asOf }, rules);
    if (!checked.ok) {
      badLines.push({ line, reason: Object.values(checked.errors).join(" ") });
      continue;
    }
    const seen = firstLine.get(checked.row.currency);
    if (seen !== undefined) {
      badLines.push({ line, reason: `${checked.row.currency} is listed twice: first on line ${seen}.` });
      continue;
    }
    firstLine.set(checked.row.currency, line);
    rows.push(checked.row);
  }
  if (count === 0) return { ok: false, reason: "The file lists no currency. To show prices in the catalogue's currency only, remove the rates on the page." };
  return { ok: true, rows, badLines };
}

const sameRow = (a: CheckedRateRow, b: CheckedRateRow) => a.rateMillionths === b.rateMillionths && a.asOf === b.asOf;

/** What replacing `current` with the file's rows would do, row by row: the file's order, then the rows it drops. */
export function previewRateCsv(current: readonly CheckedRateRow[], read: { rows: CheckedRateRow[]; badLines: BadRateLine[] }): RateCsvPreview {
  const now = new Map(current.map((row) => [row.currency, row]));
  const inFile = new Set(read.rows.map((row) => row.currency));
  const rows: RatePreviewRow[] = read.rows.map((row) => {
    const before = now.get(row.currency) ?? null;
    return { change: before === null ? "added" : sameRow(before, row) ? "unchanged" : "changed", row, before: before && !sameRow(before, row) ? before : null };
  });
  for (const row of current) if (!inFile.has(row.currency)) rows.push({ change: "removed", row, before: null });
  const counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const row of rows) counts[row.change]++;
  return { counts, rows, badLines: read.badLines };
}

/** The table in the upload's format, a line per currency. */
export function writeRateCsv(rows: readonly CheckedRateRow[]): string {
  return csvLine(RATE_CSV_COLUMNS) + rows.map((row) => csvLine([row.currency, rateText(row.rateMillionths), row.asOf])).join("");
}
