// Keeps tyre_order (decision 070) in step with the tyre table. The importer calls this after its
// writes, inside its transaction: the catalogue order is worked out once, in SQL (so names sort
// by the database's own collation, as a plain ORDER BY would), and only the rows whose rank or
// listed columns changed are rewritten. A re-import of the same file writes nothing.
import { sql, type Transaction } from "kysely";
import { dialectOf } from "../db/dialect.server";
import type { Database } from "../db/schema";
import { FACET_KEY_SQL, PAYABLE_PRICE } from "./tyre-facets.server";

/** The catalogue order: brand, model, pattern, then sizes from small to large (ties by id). */
const CATALOGUE_ORDER = sql`brand.name, tyre.model, tyre.pattern, tyre.size_rim_diameter, tyre.size_width, tyre.size_normalized, tyre.id`;

const LISTED = [
  "tyre_id",
  "season",
  "vehicle_type",
  "brand_id",
  "pattern",
  "model",
  "size_normalized",
  "rating",
  "search_text",
  "size_key",
  // What facets count and lists sort by (decision 160).
  "facet_key",
  "payable_price_minor",
  "fuel_class",
  "review_count",
  "created_at",
] as const;

export interface OrderRefresh {
  /** Rows written because they are new or their rank or listed columns changed. */
  written: number;
  /** Rows removed because their tyre moved, changed or went away. */
  removed: number;
}

export async function refreshCatalogueOrder(trx: Transaction<Database>): Promise<OrderRefresh> {
  // A scratch copy of the new order, so the order is computed once and compared by rank.
  await sql`drop table if exists tyre_order_fresh`.execute(trx);
  await sql`create temporary table tyre_order_fresh as select * from tyre_order where 1 = 0`.execute(trx);
  await sql`create unique index tyre_order_fresh_rank on tyre_order_fresh (catalogue_rank)`.execute(trx);
  await sql`insert into tyre_order_fresh (catalogue_rank, ${sql.join(LISTED.map((c) => sql.ref(c)))})
    select row_number() over (order by ${CATALOGUE_ORDER}), tyre.id, tyre.season, tyre.vehicle_type, tyre.brand_id,
      tyre.pattern, tyre.model, tyre.size_normalized, tyre.rating, tyre.search_text, tyre.size_key,
      ${FACET_KEY_SQL}, ${PAYABLE_PRICE}, tyre.fuel_class, tyre.review_count, tyre.created_at
    from tyre inner join brand on brand.id = tyre.brand_id`.execute(trx);

  const same = sql.join(
    LISTED.map((c) => sql`fresh.${sql.ref(c)} is not distinct from tyre_order.${sql.ref(c)}`),
    sql` and `,
  );
  const removed = await sql`delete from tyre_order where not exists (
    select 1 from tyre_order_fresh fresh where fresh.catalogue_rank = tyre_order.catalogue_rank and ${same})`.execute(trx);
  // New rows go in rank order, so PostgreSQL's heap (and its block range index) stays in that order.
  const written = await sql`insert into tyre_order select * from tyre_order_fresh fresh
    where not exists (select 1 from tyre_order where tyre_order.catalogue_rank = fresh.catalogue_rank)
    order by fresh.catalogue_rank`.execute(trx);
  await sql`drop table tyre_order_fresh`.execute(trx);

  const result = { written: Number(written.numAffectedRows ?? 0), removed: Number(removed.numAffectedRows ?? 0) };
  if (result.written + result.removed > 0) await afterRewrite(trx);
  return result;
}

async function afterRewrite(trx: Transaction<Database>): Promise<void> {
  // Fresh statistics, so both planners know how many tyres a brand, a season or a word has
  // (PostgreSQL's autovacuum may be off or late; SQLite never gathers them on its own).
  await sql`analyze tyre`.execute(trx);
  await sql`analyze tyre_order`.execute(trx);
  if (dialectOf(trx) !== "postgres") return;
  // Pages written since the last summary would otherwise count as matching every rank range.
  await sql`select brin_summarize_new_values('tyre_order_rank_brin')`.execute(trx);
  // New trigram entries wait in a pending list that every search would read through.
  await sql`select gin_clean_pending_list('tyre_order_search_text_trgm'), gin_clean_pending_list('tyre_order_size_key_trgm')`.execute(trx);
}
