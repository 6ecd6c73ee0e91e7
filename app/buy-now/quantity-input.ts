// Reads what a buyer typed (or the URL's ?quantity=) into an order quantity (spec §4/§5 buy-now quantity).
import { clampQuantity, MAXIMUM_ORDER_QUANTITY, MINIMUM_ORDER_QUANTITY } from "../domain/pricing";
import { fillMessage } from "../i18n/fill-message";
import type { BuyNowMessages } from "../i18n/messages/buy-now.en";

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

/** The notes' words, in the page's language. */
export type AdjustmentWords = Pick<BuyNowMessages, "notANumber" | "belowMinimum" | "aboveMaximum" | "soldWhole">;

/**
 * What the spec's clamp changed in what the buyer typed, and why, said under the field (decision 142:
 * 49 silently became 50); null when the price is for exactly what was typed, or the field is empty
 * (spec §5 allows that). `locale` writes the counts ("1,000").
 */
export function quantityAdjustment(text: string | null | undefined, words: AdjustmentWords, locale: string): string | null {
  const trimmed = text?.trim() ?? "";
  if (trimmed === "") return null;
  const typed = Number(ungroup(trimmed));
  const priced = quantityFromInput(trimmed);
  const counts = {
    priced: priced.toLocaleString(locale),
    minimum: MINIMUM_ORDER_QUANTITY.toLocaleString(locale),
    maximum: MAXIMUM_ORDER_QUANTITY.toLocaleString(locale),
  };
  if (!Number.isFinite(typed)) return fillMessage(words.notANumber, { ...counts, typed: trimmed });
  if (typed < MINIMUM_ORDER_QUANTITY) return fillMessage(words.belowMinimum, counts);
  if (typed > MAXIMUM_ORDER_QUANTITY) return fillMessage(words.aboveMaximum, counts);
  if (typed !== priced) return fillMessage(words.soldWhole, counts);
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
