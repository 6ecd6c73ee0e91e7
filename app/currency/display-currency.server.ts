// The display currency a request asks for, read against the seller's rates (decision 285).
import type { Kysely } from "kysely";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import type { Database } from "~/db/schema";
import type { ExchangeRate } from "~/domain/exchange-rate";
import { CURRENCY_PARAM } from "./currency-param";
import { displayCurrencyOf, type DisplayCurrency } from "./display-currency";
import { exchangeRateOf, listExchangeRates } from "./exchange-rates.server";

async function ratesByCode(db: Kysely<Database>): Promise<Map<string, ExchangeRate>> {
  const rates = new Map<string, ExchangeRate>();
  for (const stored of await listExchangeRates(db)) {
    const rate = exchangeRateOf(stored);
    if (rate) rates.set(stored.currency, rate);
  }
  return rates;
}

/** What the page at `url` shows its amounts in. */
export async function displayCurrencyFor(db: Kysely<Database>, url: URL): Promise<DisplayCurrency> {
  return displayCurrencyOf(url.searchParams.get(CURRENCY_PARAM), url.pathname, STORE_CURRENCY, await ratesByCode(db));
}

/**
 * What the root loader sends every shop page: the currency the header's link names and the line
 * said once per page. A page asked without ?currency= reads nothing: it is in the catalogue's.
 */
export async function displayCurrencyShell(db: Kysely<Database>, url: URL): Promise<{ code: string; line: string | null }> {
  if (!url.searchParams.has(CURRENCY_PARAM)) return { code: STORE_CURRENCY, line: null };
  const display = await displayCurrencyFor(db, url);
  return { code: display.selected, line: display.line };
}

/** The rate a converting page's loader prices with, or null for the catalogue's currency. */
export async function displayRateFor(db: Kysely<Database>, request: Request): Promise<ExchangeRate | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has(CURRENCY_PARAM)) return null;
  return (await displayCurrencyFor(db, url)).rate;
}
