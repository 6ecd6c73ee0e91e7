// Exchange rates, and amounts converted between currencies in integer minor units (decision 280).
// The catalogue keeps its own currency; a buyer may see prices, and a seller may issue a quote,
// in another at a rate the seller keeps. A rate is held as an integer number of millionths, so a
// conversion is exact integer arithmetic and rounds once, to the target currency's minor units
// (ISO 4217's exponent: 2 for most, 0 for CLP and XOF, 3 for KWD). Pure: the exponents come from
// the caller (app/currency/currency-units.server.ts reads them from ISO 4217's list).

/** A currency as amounts are counted in it: its ISO 4217 code and how many minor-unit digits it has. */
export interface CurrencyUnits {
  code: string;
  minorUnits: number;
}

/** 1 `from` = rateMillionths / 1,000,000 `to`, as the seller set it on `asOf` (YYYY-MM-DD). */
export interface ExchangeRate {
  from: CurrencyUnits;
  to: CurrencyUnits;
  rateMillionths: number;
  asOf: string;
}

/** Rates are kept to six decimals: 655.957 XOF, 0.000612 EUR per NGN's inverse, 1.0812 USD. */
export const RATE_DECIMALS = 6;
const RATE_SCALE = 10 ** RATE_DECIMALS;
/** The largest rate a seller may enter: more than any currency pair has (1 EUR is about 40,000 IRR). */
export const MAX_RATE = 1_000_000;

export type ParsedRate = { ok: true; rateMillionths: number } | { ok: false; error: string };

/** A rate as a seller writes it ("1.0812", "655.957", "1650"), checked; the error says why not. */
export function parseRate(input: unknown): ParsedRate {
  const text = typeof input === "string" ? input.trim() : typeof input === "number" && Number.isFinite(input) ? String(input) : "";
  if (text === "") return { ok: false, error: "Enter the rate: how many of the currency one unit of the catalogue's currency buys." };
  if (text.startsWith("-")) return { ok: false, error: `The rate ${text} is negative: a rate is more than 0.` };
  if (/[,\s']/.test(text)) return { ok: false, error: `Write the rate ${text} with a point for decimals and no thousands separators, for example 1650.5.` };
  const match = /^\+?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, error: `The rate ${text} is not a number.` };
  const whole = match[1]!.replace(/^0+(?=\d)/, "");
  const fraction = match[2] ?? "";
  if (fraction.length > RATE_DECIMALS) return { ok: false, error: `The rate ${text} has more than ${RATE_DECIMALS} decimals.` };
  if (whole.length > String(MAX_RATE).length) return { ok: false, error: `The rate ${text} is over ${MAX_RATE.toLocaleString("en")}.` };
  const rateMillionths = Number(whole) * RATE_SCALE + Number(fraction.padEnd(RATE_DECIMALS, "0"));
  if (rateMillionths === 0) return { ok: false, error: "The rate is 0: a rate is more than 0." };
  if (rateMillionths > MAX_RATE * RATE_SCALE) return { ok: false, error: `The rate ${text} is over ${MAX_RATE.toLocaleString("en")}.` };
  return { ok: true, rateMillionths };
}

/** The rate as plain decimal text, without trailing zeros: "1.0812", "655.957", "1650". */
export function rateText(rateMillionths: number): string {
  assertRate(rateMillionths);
  const whole = Math.floor(rateMillionths / RATE_SCALE);
  const fraction = String(rateMillionths % RATE_SCALE)
    .padStart(RATE_DECIMALS, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * `amountMinor` of `rate.from` in minor units of `rate.to`, rounded half away from zero, as a
 * bank rounds a converted amount. BigInt inside: cents times millionths passes 2^53 from about
 * EUR 90 million at a rate of 1,000.
 */
export function convertMinor(amountMinor: number, rate: ExchangeRate): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`amount ${amountMinor} is not a whole number of minor units`);
  assertRate(rate.rateMillionths);
  const numerator = BigInt(amountMinor) * BigInt(rate.rateMillionths) * 10n ** BigInt(rate.to.minorUnits);
  const denominator = BigInt(RATE_SCALE) * 10n ** BigInt(rate.from.minorUnits);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  const result = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${amountMinor} ${rate.from.code} is too large to convert to ${rate.to.code}`);
  return result;
}

export interface PricedLine {
  unitMinor: number;
  quantity: number;
}

/**
 * Lines priced in the target currency as a quote on paper adds them up: each unit price is
 * converted and rounded once, each line is that unit price times its pieces, and the total is
 * the sum of the lines, so every figure on the page adds up exactly to the total.
 */
export function convertLines(lines: readonly PricedLine[], rate: ExchangeRate): { lines: Array<PricedLine & { totalMinor: number }>; totalMinor: number } {
  const converted = lines.map(({ unitMinor, quantity }) => {
    if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`quantity ${quantity} is not a whole number of pieces`);
    const unit = convertMinor(unitMinor, rate);
    return { unitMinor: unit, quantity, totalMinor: unit * quantity };
  });
  const totalMinor = converted.reduce((sum, line) => sum + line.totalMinor, 0);
  if (!Number.isSafeInteger(totalMinor)) throw new RangeError("the converted total is too large");
  return { lines: converted, totalMinor };
}

/** The rate said once per page: "1 EUR = 1.0812 USD, 24 Nov 2026". */
export function rateSentence(rate: ExchangeRate, locale = "en-GB"): string {
  const [year, month, day] = rate.asOf.split("-").map(Number);
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year!, month! - 1, day)),
  );
  return `1 ${rate.from.code} = ${rateText(rate.rateMillionths)} ${rate.to.code}, ${date}`;
}

function assertRate(rateMillionths: number): void {
  if (!Number.isSafeInteger(rateMillionths) || rateMillionths <= 0 || rateMillionths > MAX_RATE * RATE_SCALE)
    throw new RangeError(`rate ${rateMillionths} millionths is not between 0 and ${MAX_RATE}`);
}
