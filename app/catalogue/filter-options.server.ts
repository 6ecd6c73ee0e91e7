// The options of each cascading filter for the current selection (spec §4: season > vehicle type
// > brand > pattern (trucks) > model > size). A level's options exist once its parent is chosen.
// Every level is one query that an index of `tyre` answers (the identity index leads with season,
// vehicle type, brand, pattern, model), so a brand with thousands of tyres costs no more than a
// range of that index; nothing is read in a loop.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { revisionMemo } from "./revision-memo.server";
import { filterCondition, resolveFilter, type ResolvedFilter } from "./tyre-filter.server";
import type { TyreFilter } from "./tyre-query";
import type { FilterOptions, FilterOptionsWanted } from "./filter-options";
import { VEHICLE_TYPES, type VehicleType } from "./seasons-and-vehicle-types";

export type { FilterOptions, FilterOptionsWanted };

/** The tyre table's conditions for a selection; a pattern counts for trucks only. */
function scope(filter: ResolvedFilter) {
  return filterCondition("tyre", { ...filter, pattern: filter.vehicleType === "truck" ? filter.pattern : undefined });
}

/** Selections whose options are kept per revision; a brand's variants can run to thousands, so few. */
const keptOptions = revisionMemo<FilterOptions>(200);

/** The options for a selection, worked out once per catalogue revision (shared: never change them). */
export function listFilterOptions(db: Kysely<Database>, asked: TyreFilter, wanted: FilterOptionsWanted = {}): Promise<FilterOptions> {
  const { season, vehicleType, brand, pattern, model, size, q } = asked;
  const key = JSON.stringify([season, vehicleType, brand, pattern, model, size, q, wanted.variants ?? true]);
  return keptOptions.get(db, key, () => readFilterOptions(db, asked, wanted));
}

async function readFilterOptions(db: Kysely<Database>, asked: TyreFilter, wanted: FilterOptionsWanted): Promise<FilterOptions> {
  const [filter, vehicleTypes] = await Promise.all([resolveFilter(db, asked), vehicleTypesOf(db, asked.season)]);
  const options: FilterOptions = { vehicleTypes, brands: [], patterns: [], models: [], variants: [], sizes: [] };
  if (!filter.vehicleType) return options;
  const vehicle = { season: filter.season, vehicleType: filter.vehicleType };
  const brands = await db
    .selectFrom("brand")
    .select("brand.name")
    .where((eb) => eb.exists(eb.selectFrom("tyre").select("tyre.id").whereRef("tyre.brand_id", "=", "brand.id").where(scope(vehicle))))
    .orderBy("brand.name")
    .execute();
  options.brands = brands.map((r) => r.name);
  if (!filter.brandIds) return options;
  if (filter.vehicleType === "truck") {
    const patterns = await db
      .selectFrom("tyre")
      .select("tyre.pattern")
      .where(scope({ ...vehicle, brandIds: filter.brandIds }))
      .groupBy("tyre.pattern")
      .orderBy("tyre.pattern")
      .execute();
    options.patterns = patterns.map((r) => r.pattern);
    if (!filter.pattern) return options;
  }
  const modelScope = scope({ ...vehicle, brandIds: filter.brandIds, pattern: filter.pattern });
  if (wanted.variants ?? true) {
    const rows = await db
      .selectFrom("tyre")
      .select(["tyre.id", "tyre.model", "tyre.size_normalized"])
      .where(modelScope)
      .orderBy("tyre.model")
      .orderBy("tyre.size_rim_diameter")
      .orderBy("tyre.size_width")
      .orderBy("tyre.size_normalized")
      .execute();
    options.variants = rows.map((r) => ({ id: Number(r.id), model: r.model, size: r.size_normalized }));
    options.models = [...new Set(rows.map((r) => r.model))];
  } else {
    const models = await db.selectFrom("tyre").select("tyre.model").where(modelScope).groupBy("tyre.model").orderBy("tyre.model").execute();
    options.models = models.map((r) => r.model);
  }
  if (!filter.model) return options;
  const sizes = await db
    .selectFrom("tyre")
    .select(["tyre.size_normalized", "tyre.size_rim_diameter", "tyre.size_width"])
    .where(scope({ ...vehicle, brandIds: filter.brandIds, pattern: filter.pattern, model: filter.model }))
    .groupBy(["tyre.size_normalized", "tyre.size_rim_diameter", "tyre.size_width"])
    .orderBy("tyre.size_rim_diameter")
    .orderBy("tyre.size_width")
    .orderBy("tyre.size_normalized")
    .execute();
  options.sizes = sizes.map((r) => r.size_normalized);
  return options;
}

/** The vehicle types the season has, in their fixed order: one index probe each, in one query. */
async function vehicleTypesOf(db: Kysely<Database>, season: TyreFilter["season"]): Promise<VehicleType[]> {
  // min() over the identity index (season, vehicle type, brand...) is a single probe; an exists()
  // would be planned as a scan from the table's start, and a catalogue lists one type after another.
  const row = await db
    .selectNoFrom((eb) =>
      VEHICLE_TYPES.map((vehicleType) =>
        eb
          .selectFrom("tyre")
          .select((b) => b.fn.min("tyre.brand_id").as("brand"))
          .where(scope({ season, vehicleType }))
          .as(vehicleType),
      ),
    )
    .executeTakeFirstOrThrow();
  const present = row as Record<VehicleType, unknown>;
  return VEHICLE_TYPES.filter((v) => present[v] !== null);
}
