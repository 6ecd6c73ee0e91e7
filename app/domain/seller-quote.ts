// The seller's answer to an inquiry (decision 175): a quote's lines and totals in integer
// minor units, the spec's payment terms and their two amounts, the validity date, the quote number.
// Plain data in, plain data out.
import { formatMoney, money, type CurrencyCode } from "./money";

export interface QuoteLineInput {
  quantity: number;
  unitPriceMinor: number;
}

export interface QuoteTotals {
  lineTotalsMinor: number[];
  subtotalMinor: number;
  shippingMinor: number;
  /** Marine insurance (CIF, DDP); 0 when the terms include none. */
  insuranceMinor: number;
  totalMinor: number;
}

/** Each line is unit price × quantity; the total is the goods plus the freight plus the insurance. */
export function quoteTotals(lines: readonly QuoteLineInput[], shippingMinor: number, insuranceMinor: number): QuoteTotals {
  for (const [label, amount] of [
    ["freight", shippingMinor],
    ["insurance", insuranceMinor],
  ] as const) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${label} ${amount} is not a whole, non-negative number of minor units`);
  }
  const lineTotalsMinor = lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`quantity ${line.quantity} is not a whole number of pieces`);
    return money(line.unitPriceMinor * line.quantity, "EUR").amountMinor;
  });
  const subtotalMinor = lineTotalsMinor.reduce((sum, total) => sum + total, 0);
  return {
    lineTotalsMinor,
    subtotalMinor,
    shippingMinor,
    insuranceMinor,
    totalMinor: money(subtotalMinor + shippingMinor + insuranceMinor, "EUR").amountMinor,
  };
}

/** spec §9: "30% deposit for production, balance before shipment". */
export const DEPOSIT_PERCENT = 30;

export interface PaymentSchedule {
  depositMinor: number;
  balanceMinor: number;
}

/**
 * The deposit is 30% of the total, rounded half up to a whole minor unit; the balance is what is
 * left, so the two always add up to the total exactly.
 */
export function paymentSchedule(totalMinor: number, depositPercent = DEPOSIT_PERCENT): PaymentSchedule {
  const depositMinor = Math.floor((totalMinor * depositPercent + 50) / 100);
  return { depositMinor, balanceMinor: totalMinor - depositMinor };
}

/** spec §9's payment sentence, the compose form's default (the seller may change it). */
export const DEFAULT_PAYMENT_TERMS = "30% deposit for production, balance before shipment. Payment by bank transfer (TT), PayPal or credit card.";

/** The deposit and balance in money, printed under the terms on the PDF and the buyer's page. */
export function paymentScheduleText(totalMinor: number, currency: CurrencyCode, minorUnits = 2): string {
  const { depositMinor, balanceMinor } = paymentSchedule(totalMinor);
  const text = (minor: number) => formatMoney({ ...money(minor, currency), minorUnits });
  return `Deposit (${DEPOSIT_PERCENT}%): ${text(depositMinor)}; balance before shipment: ${text(balanceMinor)}.`;
}

/**
 * The shop's calendar (Rotterdam): a validity date is a day there, so a quote valid until 9 December
 * can be accepted until midnight in Rotterdam on that day, whatever the buyer's or server's zone.
 */
export const SHOP_TIME_ZONE = "Europe/Amsterdam";

const SHOP_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The shop's date at an instant, as YYYY-MM-DD. */
export function shopDate(at: Date): string {
  return SHOP_DAY.format(at);
}

/** A YYYY-MM-DD date `days` later (calendar arithmetic in UTC, free of daylight saving). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export const DEFAULT_VALIDITY_DAYS = 14;

export function defaultValidUntil(now: Date): string {
  return addDays(shopDate(now), DEFAULT_VALIDITY_DAYS);
}

/** Past its validity date: the day after it has begun in the shop's time zone. */
export function isPastValidity(validUntil: string, now: Date): boolean {
  return shopDate(now) > validUntil;
}

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/** Q-2026-000123: the year the quote was made and its row's number, unique because the row's id is. */
export function quoteNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`quote sequence ${sequence} is not a positive whole number`);
  return `Q-${year}-${String(sequence).padStart(6, "0")}`;
}
