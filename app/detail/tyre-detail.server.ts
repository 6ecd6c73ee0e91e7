// Everything the tyre detail page shows, read from the URL alone (issue 4: the URL is the source of truth).
import type { Kysely } from "kysely";
import { listRecommendationCandidates, listTyresOfModel } from "~/catalogue/repository.server";
import { isSeason, isVehicleType } from "~/catalogue/terms";
import type { Tyre } from "~/catalogue/tyre";
import type { Database } from "~/db/schema";
import { recommendTyres, type RecommendableTyre } from "~/domain/recommend";
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

function recommendable(tyre: Tyre): RecommendableTyre {
  return {
    id: tyre.id,
    brand: tyre.brand,
    model: tyre.model,
    pattern: tyre.pattern,
    size: tyre.size.normalized,
    vehicleType: tyre.vehicleType,
    rating: tyre.rating ?? 0,
    offerPriceMinor: tyre.offerPrice?.amountMinor ?? null,
    priceMinor: tyre.price?.amountMinor ?? 0,
  };
}

/** spec §9 recommendations, computed on the server so the page hydrates with the same 6. */
export async function recommendationsFor(db: Kysely<Database>, tyre: Tyre, random: () => number = Math.random): Promise<Tyre[]> {
  const candidates = await listRecommendationCandidates(db, tyre);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  return recommendTyres(recommendable(tyre), candidates.map(recommendable), { random }).map((r) => byId.get(r.id)!);
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
