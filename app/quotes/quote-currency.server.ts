// The currency a seller issues a quote in (decision 301): the inquiry's own (the catalogue's), or
// any currency the seller keeps a rate for at /admin/rates. The seller prices in the catalogue's
// currency; the rate read here converts the quote once, when it is sent, and is stored with it.
import type { Kysely } from "kysely";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import { currencyFacts } from "~/currency/currency-units.server";
import { exchangeRateOf, listExchangeRates } from "~/currency/exchange-rates.server";
import type { Database } from "~/db/schema";
import { rateSentence, type ExchangeRate } from "~/domain/exchange-rate";
import { formFailure, type FormFailure } from "~/forms/form-result";

export interface QuoteCurrencyChoice {
  code: string;
  /** "USD: 1 EUR = 1.0812 USD, 24 Nov 2026 (example rate)". */
  label: string;
  /** The rate a quote in it is converted at; null for the inquiry's own currency. */
  rate: ExchangeRate | null;
}

/** The inquiry's currency first, then each kept rate's, when the inquiry is in the catalogue's (rates are from it). */
export async function quoteCurrencyChoices(db: Kysely<Database>, inquiryCurrency: string): Promise<QuoteCurrencyChoice[]> {
  const own: QuoteCurrencyChoice = { code: inquiryCurrency, label: `${inquiryCurrency}: the prices as entered`, rate: null };
  if (inquiryCurrency !== STORE_CURRENCY) return [own];
  const kept = await listExchangeRates(db);
  return [
    own,
    ...kept.flatMap((stored) => {
      const rate = exchangeRateOf(stored);
      return rate ? [{ code: stored.currency, label: `${stored.currency}: ${rateSentence(rate)}${stored.example ? " (example rate)" : ""}`, rate }] : [];
    }),
  ];
}

/** The rate a quote posted in `code` is converted at: null for the inquiry's own currency; a field error for any other without a kept rate. */
export async function quoteRateFor(
  db: Kysely<Database>,
  code: string,
  inquiryCurrency: string,
): Promise<{ ok: true; rate: ExchangeRate | null } | ({ ok: false } & FormFailure)> {
  const wanted = code.trim().toUpperCase();
  if (wanted === "" || wanted === inquiryCurrency) return { ok: true, rate: null };
  const refuse = (message: string) => ({ ok: false as const, ...formFailure("invalid", message, { currency: message }) });
  if (!currencyFacts(wanted)) return refuse(`Currency: ${code.trim().slice(0, 12)} is not an ISO 4217 currency code.`);
  const choice = (await quoteCurrencyChoices(db, inquiryCurrency)).find((option) => option.code === wanted);
  if (!choice?.rate)
    return refuse(`Currency: there is no exchange rate for ${wanted}. Add one under Exchange rates, or issue the quote in ${inquiryCurrency}.`);
  return { ok: true, rate: choice.rate };
}
