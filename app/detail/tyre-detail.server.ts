// Everything the tyre detail page shows, read from the URL alone (the URL is the source of truth).
import type { Kysely } from "kysely";
import { listTyresOfModel } from "~/catalogue/repository.server";
import { isSeason, isVehicleType } from "~/catalogue/seasons-and-vehicle-types";
import type { Tyre } from "~/catalogue/tyre";
import type { Database } from "~/db/schema";
import { recommendationsFor } from "./recommendations.server";
import { chooseVariant, type VariantLink } from "./variant";

export interface TyreDetail {
  tyre: Tyre;
  variants: VariantLink[];
  recommendations: Tyre[];
}

export interface DetailParams {
  season?: string;
  vehicleType?: string;
  brand?: string;
  model?: string;
}

/** Null when the season, vehicle type, brand, model, ?size or ?pattern names no tyre. */
export async function loadTyreDetail(
  db: Kysely<Database>,
  params: DetailParams,
  search: URLSearchParams,
  random: () => number = Math.random,
): Promise<TyreDetail | null> {
  const { season, vehicleType, brand, model } = params;
  if (!isSeason(season) || !isVehicleType(vehicleType) || !brand || model === undefined) return null;
  const tyres = await listTyresOfModel(db, { season, vehicleType, brand, model: model.trim() === "" ? "unknown" : model });
  const choice = chooseVariant(tyres, { size: search.get("size"), pattern: search.get("pattern") });
  if (!choice) return null;
  return { ...choice, recommendations: await recommendationsFor(db, choice.tyre, random) };
}
