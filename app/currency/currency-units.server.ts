// ISO 4217 from the currency-codes package (decision 280): whether a code names a currency, its
// name, and how many minor-unit digits its amounts have, for exchange-rate.ts. Server-only: the
// list is 30 KB, and a page needs only the few currencies a seller keeps rates for.
import currencyCodes from "currency-codes";
import type { CurrencyUnits } from "~/domain/exchange-rate";

export interface CurrencyFacts extends CurrencyUnits {
  name: string;
}

/** The currency an ISO 4217 code names ("usd" reads as USD), or null for a code that names none. */
export function currencyFacts(code: string): CurrencyFacts | null {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper)) return null;
  const found = currencyCodes.code(upper);
  // ISO lists metals, bond units, a testing code and "no currency" (XAU, XBA, XTS, XXX) under
  // entities named "ZZ..": not money a price is shown or a quote issued in.
  if (!found || !Number.isInteger(found.digits) || found.countries.every((country) => country.startsWith("Zz"))) return null;
  return { code: found.code, minorUnits: found.digits, name: found.currency };
}

/**
 * The currencies a fresh shop lists rates for, as examples the seller confirms or replaces:
 * the US dollar and pound, and those of the markets container tyres go to (the Gulf, West and
 * East Africa, the Maghreb, Egypt, Latin America, India).
 */
export const EXAMPLE_RATE_CURRENCIES = [
  "USD",
  "GBP",
  "AED",
  "SAR",
  "NGN",
  "GHS",
  "KES",
  "ZAR",
  "XOF",
  "MAD",
  "EGP",
  "BRL",
  "MXN",
  "CLP",
  "PEN",
  "COP",
  "INR",
] as const;
