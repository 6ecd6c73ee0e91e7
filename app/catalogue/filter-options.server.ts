// The options of each cascading filter for the current selection (spec §4: season > vehicle type
// > brand > pattern (trucks) > model > size). A level's options exist once its parent is chosen.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { TyreFilter } from "./tyre-query";
import { VEHICLE_TYPES, type VehicleType } from "./terms";

export interface FilterOptions {
  vehicleTypes: VehicleType[];
  brands: string[];
  /** Trucks only, once a brand is chosen. */
  patterns: string[];
  /** Once a brand is chosen (and, for trucks, a pattern). */
  models: string[];
  /** The tyres behind the model choice, for the home form's 'model - size' options. */
  variants: Array<{ id: number; model: string; size: string }>;
  /** Once a model is chosen. */
  sizes: string[];
}

function scoped(db: Kysely<Database>, filter: TyreFilter) {
  let q = db.selectFrom("tyre").innerJoin("brand", "brand.id", "tyre.brand_id");
  if (filter.season) q = q.where("tyre.season", "=", filter.season);
  if (filter.vehicleType) q = q.where("tyre.vehicle_type", "=", filter.vehicleType);
  if (filter.brand) {
    const brand = filter.brand.toLowerCase();
    q = q.where((eb) => eb.or([eb(eb.fn("lower", ["brand.name"]), "=", brand), eb("brand.slug", "=", brand)]));
  }
  if (filter.pattern && filter.vehicleType === "truck") q = q.where("tyre.pattern", "=", filter.pattern);
  if (filter.model) q = q.where("tyre.model", "=", filter.model);
  return q;
}

export async function listFilterOptions(db: Kysely<Database>, filter: TyreFilter): Promise<FilterOptions> {
  const vehicleRows = await scoped(db, { season: filter.season }).select("tyre.vehicle_type").distinct().execute();
  const present = new Set(vehicleRows.map((r) => r.vehicle_type));
  const options: FilterOptions = {
    vehicleTypes: VEHICLE_TYPES.filter((v) => present.has(v)),
    brands: [],
    patterns: [],
    models: [],
    variants: [],
    sizes: [],
  };
  if (!filter.vehicleType) return options;
  const vehicle = { season: filter.season, vehicleType: filter.vehicleType };
  const brandRows = await scoped(db, vehicle).select("brand.name").distinct().orderBy("brand.name").execute();
  options.brands = brandRows.map((r) => r.name);
  if (!filter.brand) return options;
  const isTruck = filter.vehicleType === "truck";
  if (isTruck) {
    const patternRows = await scoped(db, { ...vehicle, brand: filter.brand }).select("tyre.pattern").distinct().orderBy("tyre.pattern").execute();
    options.patterns = patternRows.map((r) => r.pattern);
    if (!filter.pattern) return options;
  }
  const modelScope = { ...vehicle, brand: filter.brand, pattern: filter.pattern };
  const variantRows = await scoped(db, modelScope)
    .select(["tyre.id", "tyre.model", "tyre.size_normalized"])
    .orderBy("tyre.model")
    .orderBy("tyre.size_rim_diameter")
    .orderBy("tyre.size_width")
    .orderBy("tyre.size_normalized")
    .execute();
  options.variants = variantRows.map((r) => ({ id: Number(r.id), model: r.model, size: r.size_normalized }));
  options.models = [...new Set(variantRows.map((r) => r.model))];
  if (!filter.model) return options;
  options.sizes = [...new Set(variantRows.filter((r) => r.model === filter.model).map((r) => r.size_normalized))];
  return options;
}
