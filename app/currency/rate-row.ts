// The rules one row of the seller's exchange-rate table keeps, read from text as the back office's
// forms and the CSV upload both write them (decision 284): one checker for both, so a rate the
// screen refuses is refused on line N of a file for the same reason. Pure: whether a code names a
// currency comes from the caller (ISO 4217's list stays on the server, currency-units.server.ts).
import { parseRate } from "../domain/exchange-rate";

/** A row as typed: every field text. */
export interface RateRowText {
  currency: string;
  rate: string;
  asOf: string;
}

export type RateRowField = keyof RateRowText;
export type RateRowErrors = Partial<Record<RateRowField, string>>;

/** A checked row: a rate as the table stores it, before the example flag is set. */
export interface CheckedRateRow {
  currency: string;
  rateMillionths: number;
  /** YYYY-MM-DD. */
  asOf: string;
}

export type RateRowCheck = { ok: true; row: CheckedRateRow } | { ok: false; errors: RateRowErrors };

export interface RateRowRules {
  /** The catalogue's own currency: its rate is 1 and never listed. */
  catalogueCurrency: string;
  /** Whether an upper-case three-letter code is a currency ISO 4217 lists for money. */
  isCurrency: (code: string) => boolean;
  /** Today, YYYY-MM-DD (UTC): a rate is never dated after it. */
  today: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Older than this is no rate a buyer should be priced with; it is most likely a typing slip. */
const EARLIEST = "2000-01-01";

/** A calendar date written YYYY-MM-DD, or the reason it is not one. */
export function readRateDate(text: string, today: string): { ok: true; date: string } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "The date of the rate is required (YYYY-MM-DD)." };
  const match = ISO_DATE.exec(trimmed);
  const shown = trimmed.slice(0, 20);
  if (!match) return { ok: false, reason: `"${shown}" is not a date written YYYY-MM-DD, such as 2026-11-24.` };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { ok: false, reason: `${shown} is no day of the calendar.` };
  if (trimmed < EARLIEST) return { ok: false, reason: `The date ${trimmed} is before ${EARLIEST}: write the day you read the rate.` };
  if (trimmed > today) return { ok: false, reason: `The date ${trimmed} is in the future: write the day you read the rate.` };
  return { ok: true, date: trimmed };
}

/** Checks one row; every field with a problem gets its reason. */
export function checkRateRow(input: RateRowText, rules: RateRowRules): RateRowCheck {
  const errors: RateRowErrors = {};
  const currency = input.currency.trim().toUpperCase();
  if (currency === "") errors.currency = "The currency's ISO code is required, such as USD.";
  else if (!/^[A-Z]{3}$/.test(currency) || !rules.isCurrency(currency))
    errors.currency = `"${input.currency.trim().slice(0, 20)}" is not a currency's ISO 4217 code (such as USD, XOF, NGN).`;
  else if (currency === rules.catalogueCurrency) errors.currency = `${currency} is the catalogue's own currency: its rate is always 1 and is not listed.`;
  const rate = parseRate(input.rate);
  if (!rate.ok) errors.rate = rate.error;
  const date = readRateDate(input.asOf, rules.today);
  if (!date.ok) errors.asOf = date.reason;
  if (!rate.ok || !date.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, row: { currency, rateMillionths: rate.rateMillionths, asOf: date.date } };
}
