// One reading of a catalogue filter as SQL, for the two tables that carry the filtered columns:
// `tyre` (counts and option lists use its identity index) and `tyre_order` (pages in catalogue order).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../db/schema";
import { parseTyreSize } from "../domain/tyre-size";
import type { TyreFilter } from "./tyre-query";

type FilteredTable = "tyre" | "tyre_order";

/** A filter whose brand (a name in any case, or a slug) may already be read as the ids it names. */
export interface ResolvedFilter extends Omit<TyreFilter, "q"> {
  brandIds?: number[];
}

/** A size in any spelling as the catalogue stores it ("315/80 r22.5" → "315/80R22.5"). */
export function normalizedSize(size: string): string {
  const parsed = parseTyreSize(size);
  return parsed.ok ? parsed.size.normalized : size;
}

/**
 * Looks the brand up first, so the tyre query carries its id as a value: a planner that sees
 * `brand_id = 7` reads one range of an index that leads with season, vehicle type and brand.
 */
export async function resolveFilter(db: Kysely<Database>, filter: Omit<TyreFilter, "q">): Promise<ResolvedFilter> {
  if (!filter.brand) return filter;
  const name = filter.brand.toLowerCase();
  const rows = await db
    .selectFrom("brand")
    .select("id")
    .where((eb) => eb.or([eb(eb.fn("lower", ["name"]), "=", name), eb("slug", "=", name)]))
    .execute();
  return { ...filter, brandIds: rows.map((r) => Number(r.id)) };
}

/** Every filter that is set, on `table`; the brand as ids when resolved, else as a subquery. */
export function filterCondition<T extends FilteredTable>(table: T, filter: ResolvedFilter) {
  return (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> => {
    const column = (name: string) => sql.ref<string>(`${table}.${name}`);
    const conditions: Expression<SqlBool>[] = [];
    if (filter.season) conditions.push(eb(column("season"), "=", filter.season));
    if (filter.vehicleType) conditions.push(eb(column("vehicle_type"), "=", filter.vehicleType));
    const brandId = sql.ref<number>(`${table}.brand_id`);
    if (filter.brandIds) {
      conditions.push(filter.brandIds.length === 0 ? sql<SqlBool>`1 = 0` : eb(brandId, "in", filter.brandIds));
    } else if (filter.brand) {
      // Built from a builder that needs no table of the outer query.
      const root = eb as unknown as ExpressionBuilder<Database, never>;
      const name = filter.brand.toLowerCase();
      conditions.push(
        eb(
          brandId,
          "in",
          root
            .selectFrom("brand")
            .select("brand.id")
            .where((b) => b.or([b(b.fn("lower", ["brand.name"]), "=", name), b("brand.slug", "=", name)])),
        ),
      );
    }
    if (filter.pattern) conditions.push(eb(column("pattern"), "=", filter.pattern));
    if (filter.model) conditions.push(eb(column("model"), "=", filter.model));
    if (filter.size) conditions.push(eb(column("size_normalized"), "=", normalizedSize(filter.size)));
    return eb.and(conditions);
  };
}
