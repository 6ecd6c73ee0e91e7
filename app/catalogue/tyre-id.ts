// A tyre's id as it arrives in a URL or a JSON body. Ids are serial `integer`s (32-bit on
// PostgreSQL, db/migrations), so a larger number names no tyre: asked for, PostgreSQL would
// refuse the query itself and the buyer would see a 500 (decision 195). Browser-safe.
import { parseRowId, ROW_ID } from "../http/number-param";

export const MAX_TYRE_ID = ROW_ID.max;

/** True for a whole number that could be a tyre's id (1 to 2^31 - 1). */
export function isTyreId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_TYRE_ID;
}

/** "12" → 12; anything else (not digits, 0, past the largest id) → null. */
export function parseTyreId(value: string | null | undefined): number | null {
  return parseRowId(value);
}
