// The seller's exchange rates as the shop reads them (decision 284): the table, and one currency's
// rate as the domain converts with it (app/domain/exchange-rate.ts).
import type { Kysely } from "kysely";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import type { Database } from "~/db/schema";
import type { ExchangeRate } from "~/domain/exchange-rate";
import { shopDate } from "~/domain/seller-quote";
import { currencyFacts } from "./currency-units.server";
import type { RateRowRules } from "./rate-row";

export interface StoredRate {
  currency: string;
  rateMillionths: number;
  asOf: string;
  example: boolean;
}

/** Every rate, by currency code. PostgreSQL's bigint, read back as a number by the pool (connect.server.ts); at most 10^12. */
export async function listExchangeRates(db: Kysely<Database>): Promise<StoredRate[]> {
  const rows = await db.selectFrom("exchange_rate").select(["currency", "rate_millionths", "as_of", "example"]).orderBy("currency").execute();
  return rows.map((row) => ({ currency: row.currency, rateMillionths: Number(row.rate_millionths), asOf: row.as_of, example: row.example === 1 }));
}

/** The rate from the catalogue's currency to `stored.currency`, with both currencies' minor units. */
export function exchangeRateOf(stored: StoredRate): ExchangeRate | null {
  const from = currencyFacts(STORE_CURRENCY);
  const to = currencyFacts(stored.currency);
  if (!from || !to) return null;
  return {
    from: { code: from.code, minorUnits: from.minorUnits },
    to: { code: to.code, minorUnits: to.minorUnits },
    rateMillionths: stored.rateMillionths,
    asOf: stored.asOf,
  };
}

/**
 * The rules a rate row keeps in this shop, today: the shop's day, as the seller writes the date
 * they read the rate (after 23:00 UTC in winter, Rotterdam's day is already the next UTC one).
 */
export function rateRowRules(now = new Date()): RateRowRules {
  return { catalogueCurrency: STORE_CURRENCY, isCurrency: (code) => currencyFacts(code) !== null, today: shopDate(now) };
}
