// The freight table as a CSV file (decision 208): read an uploaded rate sheet into checked rows and
// refusals by line, compare it with the table it would replace, and write the table in the same
// format for download. Pure and browser-safe; the bytes are checked by readFreightCsvBytes.
import { csvLine } from "../csv/csv-line";
import { csvRecords } from "../csv/csv-records";
import { decimalAmount } from "../domain/money";
import type { FreightPort } from "../domain/freight";
import { checkFreightRow, type CheckedFreightRow } from "./freight-admin-row";

export const FREIGHT_CSV_COLUMNS = ["code", "name", "country", "rate_20ft", "rate_40ft", "transit_days"] as const;
export const FREIGHT_CSV_HEADER = FREIGHT_CSV_COLUMNS.join(",");
/** A rate sheet of every port a seller could ship to is a few hundred rows: these are far past it. */
export const FREIGHT_CSV_MAX_BYTES = 256 * 1024;
export const FREIGHT_CSV_MAX_ROWS = 2_000;

export interface BadFreightLine {
  line: number;
  reason: string;
}

export type FreightRowChange = "added" | "changed" | "removed" | "unchanged";

export interface FreightPreviewRow {
  change: FreightRowChange;
  /** The row the file holds, or for a removed one the row it drops. */
  row: CheckedFreightRow;
  /** For a changed row, what the table holds now. */
  before: CheckedFreightRow | null;
}

export interface FreightCsvPreview {
  counts: Record<FreightRowChange, number>;
  rows: FreightPreviewRow[];
  badLines: BadFreightLine[];
}

export type FreightCsvRead = { ok: true; rows: CheckedFreightRow[]; badLines: BadFreightLine[] } | { ok: false; reason: string };

/** The file's bytes as text: refused when over the limit, not UTF-8, or binary (a NUL byte). */
export function readFreightCsvBytes(bytes: Uint8Array): { ok: true; text: string } | { ok: false; reason: string } {
  if (bytes.byteLength === 0) return { ok: false, reason: "Choose a CSV file: the upload was empty." };
  if (bytes.byteLength > FREIGHT_CSV_MAX_BYTES) return { ok: false, reason: `A freight CSV may be at most ${FREIGHT_CSV_MAX_BYTES / 1024} KB.` };
  if (bytes.includes(0)) return { ok: false, reason: "This is not a CSV file: it holds binary data." };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "This is not a CSV file: it is not UTF-8 text. Save it from the spreadsheet as CSV UTF-8." };
  }
}

/**
 * Reads a rate sheet: the header must be the download's own; each later line is one port, checked
 * by the row checker; a blank line is skipped; a code twice is refused on its second line. A file
 * whose header is wrong, or that lists no port or too many, is refused as a whole.
 */
export function readFreightCsv(text: string): FreightCsvRead {
  if (text.includes("\u0000")) return { ok: false, reason: "This is not a CSV file: it holds binary data." };
  const records = csvRecords(text);
  const first = records.next();
  const header = first.done ? [] : first.value.cells.map((cell) => cell.trim().toLowerCase());
  if (header.join(",") !== FREIGHT_CSV_HEADER) {
    return { ok: false, reason: `The first line must be the header ${FREIGHT_CSV_HEADER}.` };
  }
  const rows: CheckedFreightRow[] = [];
  const badLines: BadFreightLine[] = [];
  const firstLine = new Map<string, number>();
  let count = 0;
  for (const { line, cells } of records) {
    if (cells.every((cell) => cell.trim() === "")) continue;
    if (++count > FREIGHT_CSV_MAX_ROWS) return { ok: false, reason: `A freight CSV may list at most ${FREIGHT_CSV_MAX_ROWS.toLocaleString("en-GB")} ports.` };
    if (cells.length !== FREIGHT_CSV_COLUMNS.length) {
      badLines.push({ line, reason: `${FREIGHT_CSV_COLUMNS.length} cells expected (${FREIGHT_CSV_HEADER}), found ${cells.length}.` });
      continue;
    }
    const [code, name, country, rate20, rate40, transitDays] = cells as [string, string, string, string, string, string];
    const checked = checkFreightRow({ code, name, country, rate20, rate40, transitDays });
    if (!checked.ok) {
      badLines.push({ line, reason: Object.values(checked.errors).join(" ") });
      continue;
    }
    const seen = firstLine.get(checked.row.code);
    if (seen !== undefined) {
      badLines.push({ line, reason: `${checked.row.code} is listed twice: first on line ${seen}.` });
      continue;
    }
    firstLine.set(checked.row.code, line);
    rows.push(checked.row);
  }
  if (count === 0) return { ok: false, reason: "The file lists no port. To quote every port at the default rate, remove the ports on the page." };
  return { ok: true, rows, badLines };
}

const sameRow = (a: CheckedFreightRow, b: CheckedFreightRow) =>
  a.name === b.name && a.country === b.country && a.rate20Minor === b.rate20Minor && a.rate40Minor === b.rate40Minor && a.transitDays === b.transitDays;

/** What replacing `current` with the file's rows would do, row by row, in the table's order. */
export function previewFreightCsv(current: readonly CheckedFreightRow[], read: { rows: CheckedFreightRow[]; badLines: BadFreightLine[] }): FreightCsvPreview {
  const now = new Map(current.map((row) => [row.code, row]));
  const inFile = new Set(read.rows.map((row) => row.code));
  const rows: FreightPreviewRow[] = read.rows.map((row) => {
    const before = now.get(row.code) ?? null;
    return { change: before === null ? "added" : sameRow(before, row) ? "unchanged" : "changed", row, before: before && !sameRow(before, row) ? before : null };
  });
  for (const row of current) if (!inFile.has(row.code)) rows.push({ change: "removed", row, before: null });
  const counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const row of rows) counts[row.change]++;
  return { counts, rows, badLines: read.badLines };
}

/** The table in the upload's format, a line per port; names made formula-safe (csv-line.ts). */
export function writeFreightCsv(ports: readonly Pick<FreightPort, "code" | "name" | "country" | "rate20Minor" | "rate40Minor" | "transitDays">[]): string {
  return (
    csvLine(FREIGHT_CSV_COLUMNS) +
    ports
      .map((port) => csvLine([port.code, port.name, port.country, decimalAmount(port.rate20Minor), decimalAmount(port.rate40Minor), port.transitDays]))
      .join("")
  );
}
