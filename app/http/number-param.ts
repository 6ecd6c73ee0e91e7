// Whole numbers read from a URL or a form (ids, page numbers): one parser, with the range of the
// column or list each names (decision 195). Every id is a serial `integer` column, 32-bit on
// PostgreSQL (db/migrations): a larger number names no row, and asked for, PostgreSQL refuses the
// query itself, which the visitor saw as a 500 where SQLite answered "not found". Browser-safe.

export interface NumberRange {
  min: number;
  max: number;
}

/** A row's id: a serial integer column on both databases. */
export const ROW_ID: NumberRange = { min: 1, max: 2_147_483_647 };
/** A page of a list: each list shows its last page for one past it; the range keeps OFFSET exact. */
export const PAGE_NUMBER: NumberRange = { min: 1, max: ROW_ID.max };

export type NumberParam = { ok: true; value: number } | { ok: false; reason: "missing" | "not a whole number" | "out of range" };

/** Decimal digits only: no sign, point, exponent, space or hex, which Number() would all take. */
const DIGITS = /^\d+$/;

/** "12" → 12; says why anything else is no number of `range`. */
export function readNumberParam(text: string | null | undefined, range: NumberRange): NumberParam {
  if (text === null || text === undefined || text === "") return { ok: false, reason: "missing" };
  if (!DIGITS.test(text)) return { ok: false, reason: "not a whole number" };
  // Past 15 digits Number() rounds, and no range here reaches that far.
  const value = text.replace(/^0+(?=\d)/, "").length > 15 ? Number.POSITIVE_INFINITY : Number(text);
  return value >= range.min && value <= range.max ? { ok: true, value } : { ok: false, reason: "out of range" };
}

/** The number, or null for anything that is not one of `range`. */
export function parseNumberParam(text: string | null | undefined, range: NumberRange): number | null {
  const read = readNumberParam(text, range);
  return read.ok ? read.value : null;
}

/** A row's id from a path or query ("12" → 12), or null: an unknown id, answered as any other. */
export function parseRowId(text: string | null | undefined): number | null {
  return parseNumberParam(text, ROW_ID);
}

/** ?page= read leniently: anything that is no page number (missing, "abc", "0", past the range) is page 1. */
export function pageNumberOf(text: string | null | undefined): number {
  return parseNumberParam(text?.trim(), PAGE_NUMBER) ?? 1;
}
