// Prices written as text, read into integer minor units: the catalogue's messy price strings
// (spec §3, §9) and what the seller types on the quote form. Apart from money.ts so that the
// storefront's shared chunk, which formats prices, does not carry the parser.
import type { CurrencyCode, Money } from "./money";

export type ParseMoneyResult = { ok: true; amountMinor: number; currency: CurrencyCode | null } | { ok: false; error: string };

// Longest markers first so "US$" wins over "$".
const CURRENCY_MARKERS: ReadonlyArray<[string, CurrencyCode]> = [
  ["US$", "USD"],
  ["EUR", "EUR"],
  ["USD", "USD"],
  ["GBP", "GBP"],
  ["€", "EUR"],
  ["$", "USD"],
  ["£", "GBP"],
];

const fail = (error: string): ParseMoneyResult => ({ ok: false, error });

/**
 * Reads a price the way the legacy catalogue wrote it (spec §3: "display strings with currency
 * symbols"; spec §9: "offer price is numeric-parsed from the offerPrice string").
 * The digits are handled as text, so no binary float ever reaches the result.
 */
export function parseMoney(input: unknown): ParseMoneyResult {
  if (typeof input === "number") return parseNumber(input);
  if (typeof input !== "string") return fail("price must be a number or text");
  // Spaces (including no-break and thin spaces) are only ever grouping or padding in a price.
  let text = input.replace(/[\s\u00a0\u202f\u2009]+/g, "").toUpperCase();
  if (text === "") return fail("price is empty");

  let currency: CurrencyCode | null = null;
  for (let again = true; again;) {
    again = false;
    for (const [marker, code] of CURRENCY_MARKERS) {
      const atStart = text.startsWith(marker);
      const atEnd = !atStart && text.endsWith(marker);
      if (!atStart && !atEnd) continue;
      if (currency !== null && currency !== code) {
        return fail(`price '${input}' names two currencies (${currency} and ${code})`);
      }
      currency = code;
      text = atStart ? text.slice(marker.length) : text.slice(0, -marker.length);
      again = true;
      break;
    }
  }
  if (/^[A-Z]{3}[0-9.,]/.test(text) || /[0-9.,][A-Z]{3}$/.test(text)) {
    return fail(`currency in '${input}' is not supported (use EUR, USD or GBP)`);
  }
  if (text.startsWith("-") || (text.startsWith("(") && text.endsWith(")"))) {
    return fail(`price '${input}' is negative`);
  }
  if (text === "") return fail(`price '${input}' has no digits`);
  if (!/^[0-9.,']+$/.test(text) || !/[0-9]/.test(text)) {
    return fail(`could not read a price from '${input}'`);
  }
  const parsed = fromDigits(text.replace(/'/g, ""), input);
  return parsed.ok ? { ...parsed, currency } : parsed;
}

function parseNumber(value: number): ParseMoneyResult {
  if (!Number.isFinite(value)) return fail("price must be a finite number");
  if (value < 0) return fail(`price ${value} is negative`);
  // String(134.5) is "134.5"; anything beyond 2 decimals (0.1 + 0.2) is refused rather than rounded.
  const text = String(value);
  if (/e/i.test(text)) return fail(`price ${text} is out of range`);
  return fromDigits(text, text);
}

/** Decides which of ',' and '.' is the decimal mark, then joins whole and fraction digits. */
function fromDigits(text: string, original: string): ParseMoneyResult {
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let whole: string;
  let fraction = "";
  if (lastComma >= 0 && lastDot >= 0) {
    // "1,049.90" and "1.049,90": the later mark is the decimal one.
    const decimalAt = Math.max(lastComma, lastDot);
    const groupMark = decimalAt === lastDot ? "," : ".";
    whole = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
    if (/[.,]/.test(fraction)) return fail(`could not read a price from '${original}'`);
    if (whole.includes(text[decimalAt] ?? "")) return fail(`could not read a price from '${original}'`);
    const grouped = ungroup(whole, groupMark);
    if (grouped === null) return fail(`thousands groups in '${original}' are not valid`);
    whole = grouped;
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? "," : ".";
    const parts = text.split(mark);
    const last = parts[parts.length - 1] ?? "";
    const head = parts[0] ?? "";
    // One mark followed by exactly 3 digits after a non-zero head is a thousands group
    // ("1,049" or "1.049"); prices never carry 3 decimals.
    const looksGrouped = parts.length > 2 || (last.length === 3 && head !== "" && head !== "0");
    if (looksGrouped) {
      const grouped = ungroup(text, mark);
      if (grouped === null) {
        return parts.length > 2 ? fail(`thousands groups in '${original}' are not valid`) : fail(`price '${original}' has more than 2 decimals`);
      }
      whole = grouped;
    } else {
      whole = head;
      fraction = last;
    }
  } else {
    whole = text;
  }
  if (fraction.length > 2) return fail(`price '${original}' has more than 2 decimals`);
  if (!/^[0-9]*$/.test(whole) || !/^[0-9]*$/.test(fraction) || whole + fraction === "") {
    return fail(`could not read a price from '${original}'`);
  }
  const minorDigits = (whole === "" ? "0" : whole) + fraction.padEnd(2, "0");
  const amountMinor = Number(minorDigits.replace(/^0+(?=\d)/, ""));
  if (!Number.isSafeInteger(amountMinor)) return fail(`price '${original}' is too large`);
  return { ok: true, amountMinor, currency: null };
}

/** "1.049.000" → "1049000"; null when the groups are not 1-3 digits then threes. */
function ungroup(text: string, mark: string): string | null {
  const groups = text.split(mark);
  const [first, ...rest] = groups;
  if (first === undefined || !/^[0-9]{1,3}$/.test(first)) return null;
  if (!rest.every((g) => /^[0-9]{3}$/.test(g))) return null;
  return groups.join("");
}

/** Parses a price into Money, using `fallbackCurrency` when the text names none; null when unreadable. */
export function moneyFromPrice(input: unknown, fallbackCurrency: CurrencyCode = "EUR"): Money | null {
  const parsed = parseMoney(input);
  if (!parsed.ok) return null;
  return { amountMinor: parsed.amountMinor, currency: parsed.currency ?? fallbackCurrency };
}
