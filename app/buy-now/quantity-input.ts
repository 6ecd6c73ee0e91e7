// Reads what a buyer typed (or the URL's ?quantity=) into an order quantity (spec §4/§5 buy-now quantity).
import { clampQuantity, MAXIMUM_ORDER_QUANTITY, MINIMUM_ORDER_QUANTITY } from "../domain/pricing";

// "1,000", "1 000", "1'000" and "1.000.000": grouping marks between groups of exactly three digits.
const GROUPED = /^\d{1,3}(?:([,' \u00a0\u202f])\d{3})(?:\1\d{3})*$/;

/**
 * The quantity a typed text stands for: thousands separators are read as such, then the
 * spec's clamp applies (empty or non-numeric becomes 50, lower values 50, fractions floored).
 */
export function quantityFromInput(text: string | null | undefined): number {
  if (text === null || text === undefined) return clampQuantity(undefined);
  return clampQuantity(ungroup(text.trim()));
}

function ungroup(trimmed: string): string {
  return GROUPED.test(trimmed) ? trimmed.replace(/[,' \u00a0\u202f]/g, "") : trimmed;
}

const pieces = (n: number) => `${n.toLocaleString("en-IE")} pcs`;

/**
 * What the spec's clamp changed in what the buyer typed, and why, said under the field (decision 142:
 * 49 silently became 50); null when the price is for exactly what was typed, or the field is empty
 * (spec §5 allows that).
 */
export function quantityAdjustment(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  if (trimmed === "") return null;
  const typed = Number(ungroup(trimmed));
  const priced = quantityFromInput(trimmed);
  if (!Number.isFinite(typed)) return `"${trimmed}" is not a number, so the price is for the minimum order of ${pieces(priced)}.`;
  if (typed < MINIMUM_ORDER_QUANTITY) return `The minimum order is ${pieces(MINIMUM_ORDER_QUANTITY)}, so the price is for ${pieces(priced)}.`;
  if (typed > MAXIMUM_ORDER_QUANTITY)
    return `We price up to ${pieces(MAXIMUM_ORDER_QUANTITY)} here, so the price is for ${pieces(priced)}. Contact us for a larger order.`;
  if (typed !== priced) return `Tyres are sold whole, so the price is for ${pieces(priced)}.`;
  return null;
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
