// Money as integer minor units: format for display, add and multiply. Reading prices written as
// text is money-text.ts, kept apart so pages that only show prices do not ship the parser.

export type CurrencyCode = "EUR" | "USD" | "GBP";

/** Integer minor units (cents, pence) with a currency; never a float, never a display string. */
export interface Money {
  amountMinor: number;
  currency: CurrencyCode;
  /**
   * The currency's ISO 4217 minor-unit digits when not 2: set only on an amount a loader converted
   * into a buyer's display currency (0 for CLP and XOF; decision 285).
   */
  minorUnits?: number;
}

// Intl.NumberFormat is costly to build; one per locale and currency is enough.
const formatters = new Map<string, Intl.NumberFormat>();

/** spec §9: amounts are shown with 2 decimals; the default locale gives "€1,049.90". */
export function formatMoney(money: Money, locale = "en-IE"): string {
  assertMinor(money.amountMinor);
  const digits = money.minorUnits ?? 2;
  const key = `${locale}|${money.currency}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  // Display only: dividing a safe integer by a power of ten is exact to the decimals shown.
  return formatter.format(money.amountMinor / 10 ** digits);
}

/** The amount as a plain decimal for files ("123.45", "-2.50"), from the integer digits: no float division. */
export function decimalAmount(amountMinor: number): string {
  assertMinor(amountMinor);
  const digits = String(Math.abs(amountMinor)).padStart(3, "0");
  return `${amountMinor < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function money(amountMinor: number, currency: CurrencyCode): Money {
  assertMinor(amountMinor);
  return { amountMinor, currency };
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amountMinor + b.amountMinor, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amountMinor - b.amountMinor, a.currency);
}

/** Unit price times a whole number of pieces. */
export function multiplyMoney(m: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new RangeError(`quantity ${quantity} is not a whole number`);
  return money(m.amountMinor * quantity, m.currency);
}

function assertMinor(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amount ${amountMinor} is not a whole number of minor units`);
  }
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new Error(`cannot combine ${a.currency} and ${b.currency} amounts`);
  }
}
