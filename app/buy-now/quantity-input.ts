// Reads what a buyer typed (or the URL's ?quantity=) into an order quantity (spec §4/§5 buy-now quantity).
import { clampQuantity } from "../domain/pricing";

// "1,000", "1 000", "1'000" and "1.000.000": grouping marks between groups of exactly three digits.
const GROUPED = /^\d{1,3}(?:([,' \u00a0\u202f])\d{3})(?:\1\d{3})*$/;

/**
 * The quantity a typed text stands for: thousands separators are read as such, then the
 * spec's clamp applies (empty or non-numeric becomes 50, lower values 50, fractions floored).
 */
export function quantityFromInput(text: string | null | undefined): number {
  if (text === null || text === undefined) return clampQuantity(undefined);
  const trimmed = text.trim();
  const ungrouped = GROUPED.test(trimmed) ? trimmed.replace(/[,' \u00a0\u202f]/g, "") : trimmed;
  return clampQuantity(ungrouped);
}

/**
 * What the field may hold while the buyer types: anything up to 9 characters, so an empty field
 * (spec §5 "an empty input is allowed") or a half-typed number is never overwritten mid-edit.
 */
export const QUANTITY_INPUT_MAX_LENGTH = 9;

/**
 * The quantity a buy-now URL asks for. The no-JavaScript form sends the typed value first and a
 * pressed '20ft'/'40ft' button's value after it (?quantity=120&quantity=160), so the last one wins.
 */
export function quantityFromSearchParams(params: URLSearchParams): number {
  return quantityFromInput(params.getAll("quantity").at(-1));
}
