// Amounts the seller types on the quote form: read the same way by the server's check
// and by the form's running total. Browser-safe and free of zod, so the compose page stays light.
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import { parseMoney } from "../domain/money-text";
import { minorUnitsOf } from "../domain/currency-minor-units";
import { rateSentence, type ExchangeRate } from "../domain/exchange-rate";
import { convertQuote } from "../domain/quote-conversion";
import { DEPOSIT_PERCENT, paymentSchedule } from "../domain/seller-quote";

/** The largest amount a price or shipping field takes: 100 million in major units. */
const MAX_AMOUNT_MINOR = 100_000_000_00;

/** An amount the seller typed ("345", "345.00", "1,049.90", "€345"), in minor units of `currency`. */
export function amountOf(value: string, currency: string, label: string): { minor: number } | { error: string } {
  if (value.trim() === "") return { error: `${label} is required.` };
  // A minus before any digit ("-5", "€-5", "- 1,200"): said plainly rather than as an unreadable price.
  if (/^[^0-9]*-/.test(value)) return { error: `${label} cannot be negative.` };
  // An order's payment in pesos or dinars (a quote issued in them, decision 301): its own decimals.
  const digits = minorUnitsOf(currency);
  if (digits !== 2) return amountInDigits(value, currency, label, digits);
  const parsed = parseMoney(value);
  if (!parsed.ok) return { error: `${label}: ${parsed.error}.` };
  if (parsed.currency && parsed.currency !== currency) return { error: `${label} must be in ${currency}.` };
  if (parsed.amountMinor > MAX_AMOUNT_MINOR) return { error: `${label} is too large.` };
  return { minor: parsed.amountMinor };
}

/** "1,092,000", "CLP 1092000", "114.368": digits, thousands commas, and at most `digits` decimals after a point. */
function amountInDigits(value: string, currency: string, label: string, digits: number): { minor: number } | { error: string } {
  const text = value.trim().toUpperCase().replace(currency, "").trim();
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { error: `${label}: write it in ${currency} as digits${digits === 0 ? "" : `, with up to ${digits} decimals after a point`}.` };
  const fraction = match[2] ?? "";
  if (fraction.length > digits)
    return { error: digits === 0 ? `${label}: ${currency} has no decimals.` : `${label}: ${currency} has at most ${digits} decimals.` };
  const minor = Number(match[1]!.replace(/,/g, "") + fraction.padEnd(digits, "0"));
  if (!Number.isSafeInteger(minor)) return { error: `${label} is too large.` };
  return { minor };
}

/**
 * The quote's total as the form stands, in words: goods, freight, insurance (none under FOB), the
 * total and the deposit, in the currency it is issued in: converted at `rate` as sending will
 * (decision 301), and the rate said. Null while a price, the freight or the insurance cannot be
 * read yet; the server's check then names the field.
 */
export function quoteTotalPreview(
  prices: readonly string[],
  quantities: readonly number[],
  amounts: { shipping: string; insurance: string; incoterm: string },
  currency: CurrencyCode,
  rate: ExchangeRate | null = null,
): string | null {
  const lines: { quantity: number; unitPriceMinor: number }[] = [];
  for (const [i, price] of prices.entries()) {
    const amount = amountOf(price, currency, "Price");
    if ("error" in amount || amount.minor === 0) return null;
    lines.push({ quantity: quantities[i]!, unitPriceMinor: amount.minor });
  }
  const freight = amountOf(amounts.shipping, currency, "Freight");
  const fob = amounts.incoterm === "FOB";
  const insurance = fob ? { minor: 0 } : amountOf(amounts.insurance, currency, "Insurance");
  if ("error" in freight || "error" in insurance) return null;
  const converted = convertQuote({ lines, shippingMinor: freight.minor, insuranceMinor: insurance.minor }, rate);
  if (!converted.ok) return converted.error;
  const totals = converted.quote;
  const text = (minor: number) =>
    formatMoney(rate ? { amountMinor: minor, currency: rate.to.code as CurrencyCode, minorUnits: rate.to.minorUnits } : money(minor, currency));
  const { depositMinor } = paymentSchedule(totals.totalMinor);
  const insured = fob ? "" : ` + insurance ${text(totals.insuranceMinor)}`;
  const rateNote = rate ? ` Converted from ${currency} at ${rateSentence(rate)}.` : "";
  return `Goods ${text(totals.subtotalMinor)} + freight ${text(totals.shippingMinor)}${insured} = ${text(totals.totalMinor)}; deposit (${DEPOSIT_PERCENT}%) ${text(depositMinor)}.${rateNote}`;
}
