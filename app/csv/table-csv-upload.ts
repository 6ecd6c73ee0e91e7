// A back-office table replaced by an uploaded CSV file, one way for every such table (the freight
// rate sheet, decision 208; the exchange rates, decision 284; decision 309): the file's bytes
// checked, its lines read into checked rows and refusals by line, a preview of what replacing the
// table would do, and the words the page shows about it. Each table names its columns, limits and
// row check in a `TableCsvFormat`. Pure and browser-safe.
import { csvRecords } from "./csv-records";

export type TableRowChange = "added" | "changed" | "removed" | "unchanged";

/** The changes in the order the preview counts them. */
export const TABLE_ROW_CHANGES: ReadonlyArray<readonly [TableRowChange, string]> = [
  ["added", "Added"],
  ["changed", "Changed"],
  ["removed", "Removed"],
  ["unchanged", "Unchanged"],
];

export interface BadCsvLine {
  line: number;
  reason: string;
}

export interface TablePreviewRow<Row> {
  change: TableRowChange;
  /** The row the file holds, or for a removed one the row it drops. */
  row: Row;
  /** For a changed row, what the table holds now. */
  before: Row | null;
}

export interface TableCsvPreview<Row> {
  counts: Record<TableRowChange, number>;
  rows: Array<TablePreviewRow<Row>>;
  badLines: BadCsvLine[];
}

export type TableCsvRead<Row> = { ok: true; rows: Row[]; badLines: BadCsvLine[] } | { ok: false; reason: string };

/** A previewed file as the page shows it and its apply form carries it back. */
export interface TableUploadPreview<Row> {
  fileName: string;
  /** The file's text, carried by the apply form: the server reads it again there. */
  text: string;
  /** The table's state the preview was read against: a table changed meanwhile refuses the apply. */
  fingerprint: string;
  preview: TableCsvPreview<Row>;
}

export interface TableCsvFormat<Row> {
  columns: readonly string[];
  maxBytes: number;
  maxRows: number;
  /** What the refusals say: a file over the byte limit, over the row limit, and with no row. */
  tooBig: string;
  tooManyRows: string;
  noRows: string;
  /** A line's cells (as many as the columns) checked into a row, or each field's reason. */
  check(cells: string[]): { ok: true; row: Row } | { ok: false; errors: Partial<Record<string, string>> };
  /** The row's key in the table: a key twice in a file is refused on its second line. */
  keyOf(row: Row): string;
  /** Whether two rows of one key hold the same values. */
  same(a: Row, b: Row): boolean;
}

export const csvHeaderOf = (format: Pick<TableCsvFormat<unknown>, "columns">) => format.columns.join(",");

/** The file's bytes as text: refused when empty, over the limit, not UTF-8, or binary (a NUL byte). */
export function readTableCsvBytes(
  bytes: Uint8Array,
  format: Pick<TableCsvFormat<unknown>, "maxBytes" | "tooBig">,
): { ok: true; text: string } | { ok: false; reason: string } {
  if (bytes.byteLength === 0) return { ok: false, reason: "Choose a CSV file: the upload was empty." };
  if (bytes.byteLength > format.maxBytes) return { ok: false, reason: format.tooBig };
  if (bytes.includes(0)) return { ok: false, reason: "This is not a CSV file: it holds binary data." };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "This is not a CSV file: it is not UTF-8 text. Save it from the spreadsheet as CSV UTF-8." };
  }
}

/**
 * Reads a file: the header must be the download's own; each later line is one row, checked by the
 * format's check; a blank line is skipped; a key twice is refused on its second line. A file whose
 * header is wrong, or that lists no row or too many, is refused as a whole.
 */
export function readTableCsv<Row>(text: string, format: TableCsvFormat<Row>): TableCsvRead<Row> {
  if (text.includes("\u0000")) return { ok: false, reason: "This is not a CSV file: it holds binary data." };
  const expectedHeader = csvHeaderOf(format);
  const records = csvRecords(text);
  const first = records.next();
  const header = first.done ? [] : first.value.cells.map((cell) => cell.trim().toLowerCase());
  if (header.join(",") !== expectedHeader) return { ok: false, reason: `The first line must be the header ${expectedHeader}.` };
  const rows: Row[] = [];
  const badLines: BadCsvLine[] = [];
  const firstLine = new Map<string, number>();
  let count = 0;
  for (const { line, cells } of records) {
    if (cells.every((cell) => cell.trim() === "")) continue;
    if (++count > format.maxRows) return { ok: false, reason: format.tooManyRows };
    if (cells.length !== format.columns.length) {
      badLines.push({ line, reason: `${format.columns.length} cells expected (${expectedHeader}), found ${cells.length}.` });
      continue;
    }
    const checked = format.check(cells);
    if (!checked.ok) {
      badLines.push({ line, reason: Object.values(checked.errors).join(" ") });
      continue;
    }
    const key = format.keyOf(checked.row);
    const seen = firstLine.get(key);
    if (seen !== undefined) {
      badLines.push({ line, reason: `${key} is listed twice: first on line ${seen}.` });
      continue;
    }
    firstLine.set(key, line);
    rows.push(checked.row);
  }
  if (count === 0) return { ok: false, reason: format.noRows };
  return { ok: true, rows, badLines };
}

/** What replacing `current` with the file's rows would do, row by row: the file's order, then the rows it drops. */
export function previewTableCsv<Row>(
  current: readonly Row[],
  read: { rows: Row[]; badLines: BadCsvLine[] },
  format: Pick<TableCsvFormat<Row>, "keyOf" | "same">,
): TableCsvPreview<Row> {
  const now = new Map(current.map((row) => [format.keyOf(row), row]));
  const inFile = new Set(read.rows.map(format.keyOf));
  const rows: Array<TablePreviewRow<Row>> = read.rows.map((row) => {
    const before = now.get(format.keyOf(row)) ?? null;
    const same = before !== null && format.same(before, row);
    return { change: before === null ? "added" : same ? "unchanged" : "changed", row, before: before && !same ? before : null };
  });
  for (const row of current) if (!inFile.has(format.keyOf(row))) rows.push({ change: "removed", row, before: null });
  const counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const row of rows) counts[row.change]++;
  return { counts, rows, badLines: read.badLines };
}

/** Why a previewed file cannot be applied, shown above its bad lines. */
export function badLinesMessage(badLines: readonly BadCsvLine[], fileName: string): string {
  const one = badLines.length === 1;
  return `${one ? "1 line" : `${badLines.length} lines`} of ${fileName} cannot be read: fix ${one ? "it" : "them"} and preview the file again.`;
}

/** An uploaded file's name as the page may show it: no control characters, at most 120 characters. */
export const uploadFileName = (name: string, fallback: string) => name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 120) || fallback;

/** The query an applied file's redirect carries (applied=1.2.0.14), and the page's words for it. */
export const appliedQuery = ({ added, changed, removed, unchanged }: Record<TableRowChange, number>) => `applied=${added}.${changed}.${removed}.${unchanged}`;

/** Only this shape is read, so a crafted link can never make the page say something else. */
export function appliedNotice(params: URLSearchParams): string | null {
  const applied = /^(\d{1,4})\.(\d{1,4})\.(\d{1,4})\.(\d{1,4})$/.exec(params.get("applied") ?? "");
  return applied ? `Applied the file: ${applied[1]} added, ${applied[2]} changed, ${applied[3]} removed, ${applied[4]} unchanged.` : null;
}
