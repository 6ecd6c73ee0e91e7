// The tyres of a price list: every tyre an offer list's filter matches, in the list's
// own order (tyre_order's catalogue rank, decision 070), read in keyset batches so that a list of
// 100,000 tyres never sits in memory at once and each batch is one range of the rank index.
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { priceListAvailability } from "../domain/availability";
import type { CurrencyCode } from "../domain/money";
import { shopDate } from "../domain/seller-quote";
import { weightKgOf } from "../domain/tyre-weight";
import { availabilityOf } from "./availability.server";
import type { PriceListTyre } from "./price-list-csv";
import { filterCondition, resolveFilter } from "./tyre-filter.server";
import type { TyreFilter } from "./tyre-query";
import { STORE_CURRENCY } from "./tyre-row.server";

/** Tyres per query: a few hundred kilobytes of rows, a few milliseconds of one connection. */
export const PRICE_LIST_BATCH_SIZE = 1000;

/**
 * The matching tyres, batch by batch. Each batch starts after the last rank of the one before, so
 * no batch re-reads what came before it (an OFFSET would). The batches are separate statements,
 * not one transaction: on SQLite a transaction would hold the one connection for the whole
 * download; an import that lands between two batches can shift the ranks under the reader.
 */
export async function* readPriceList(
  db: Kysely<Database>,
  filter: Omit<TyreFilter, "q">,
  batchSize = PRICE_LIST_BATCH_SIZE,
  today: string = shopDate(new Date()),
): AsyncGenerator<PriceListTyre[]> {
  const resolved = await resolveFilter(db, filter);
  for (let afterRank = 0; ;) {
    const rows = await db
      .selectFrom("tyre_order")
      .innerJoin("tyre", "tyre.id", "tyre_order.tyre_id")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .select([
        "tyre_order.catalogue_rank",
        "tyre.id",
        "tyre.size_normalized",
        "brand.name as brand",
        "tyre.model",
        "tyre.pattern",
        "tyre.ean",
        "tyre.offer_price_minor",
        "tyre.offer_price_currency",
        "tyre.weight",
        // The model's own marking first, else the size's (as the facets read it).
        sql<string | null>`coalesce(tyre.load_index, tyre.size_load_index)`.as("load_index"),
        sql<string | null>`coalesce(tyre.speed_symbol, tyre.size_speed_symbol)`.as("speed_symbol"),
      ])
      .where(filterCondition("tyre_order", resolved))
      .where("tyre_order.catalogue_rank", ">", afterRank)
      .orderBy("tyre_order.catalogue_rank")
      .limit(batchSize)
      .execute();
    if (rows.length > 0) {
      // One query per availability table for the whole batch.
      const availability = await availabilityOf(
        db,
        rows.map((row) => Number(row.id)),
      );
      yield rows.map((row) => ({
        size: row.size_normalized,
        brand: row.brand,
        model: row.model,
        pattern: row.pattern,
        ean: row.ean,
        offerPrice:
          row.offer_price_minor === null
            ? null
            : { amountMinor: Number(row.offer_price_minor), currency: (row.offer_price_currency ?? STORE_CURRENCY) as CurrencyCode },
        ...priceListAvailability(availability.get(Number(row.id)) ?? null, today),
        weightKg: weightKgOf(row.weight),
        loadIndex: row.load_index,
        speedSymbol: row.speed_symbol,
      }));
    }
    if (rows.length < batchSize) return;
    afterRank = Number(rows[rows.length - 1]!.catalogue_rank);
  }
}
