// How many minor-unit digits an amount in a currency has (ISO 4217's exponent, decision 280), so a
// stored quote in Chilean pesos or Kuwaiti dinars is written with 0 or 3 decimals wherever it is
// shown (decision 301). Small: only the currencies that differ from 2; ISO's full list stays on the
// server (app/currency/currency-units.server.ts) and a test holds this table to it. Quotes are
// worded by loaders, so the storefront's pages never load it (formatMoney keeps its 2 by default).
import type { CurrencyCode, Money } from "./money";

/** ISO 4217's currencies (money, not metals or testing codes) whose minor units are not 2. */
export const MINOR_UNITS_NOT_TWO: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLF: 4,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  UYW: 4,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XDR: 0,
  XOF: 0,
  XPF: 0,
  XSU: 0,
  XUA: 0,
};

/** The minor-unit digits of an ISO 4217 code: 2 unless ISO says otherwise (0 for CLP, 3 for KWD). */
export function minorUnitsOf(code: string): number {
  return MINOR_UNITS_NOT_TWO[code] ?? 2;
}

/**
 * An amount of a sent quote as formatMoney writes it, in its currency's own decimals. CurrencyCode
 * names the catalogue's currencies; a quote may be issued in any the seller keeps a rate for.
 */
export function moneyIn(amountMinor: number, currency: string): Money {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`amount ${amountMinor} is not a whole number of minor units`);
  return { amountMinor, currency: currency as CurrencyCode, minorUnits: minorUnitsOf(currency) };
}
