// What the home page needs: the search form's options for its selection, the tyre its
// 'Search Tyres' submit chose (without JavaScript), and the explorer's first category.
import { withAvailabilityLines } from "~/catalogue/availability.server";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { listFilterOptions } from "~/catalogue/filter-options.server";
import { listCatalogueSizes } from "~/catalogue/catalogue-sizes.server";
import { finderSizes } from "~/catalogue/catalogue-sizes";
import type { FinderSize } from "~/catalogue/size-finder";
import { getTyre, listTyres } from "~/catalogue/repository.server";
import { revisionMemo } from "~/catalogue/revision-memo.server";
import { toCardData, type TyreCardData } from "~/catalogue/tyre-card-data";
import { isSeason, isVehicleType, type Season, type VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { parseTyreId } from "~/catalogue/tyre-id";
import { tyreDetailPath } from "~/catalogue/tyre-path";

// spec §9: defaults are vehicle type truck and season summer.
const DEFAULT_VEHICLE: VehicleType = "truck";
const DEFAULT_SEASON: Season = "summer";
export const EXPLORER_PAGE_SIZE = 24;

export function readHomeSearch(params: URLSearchParams) {
  const vehicleType = params.get("vehicleType");
  const season = params.get("season");
  return {
    vehicleType: isVehicleType(vehicleType) ? vehicleType : DEFAULT_VEHICLE,
    season: isSeason(season) ? season : DEFAULT_SEASON,
    brand: (params.get("brand") ?? "").slice(0, 200),
    pattern: (params.get("pattern") ?? "").slice(0, 200),
    variant: parseTyreId(params.get("variant"))?.toString() ?? "",
  };
}

function readExplore(params: URLSearchParams): { season: Season; vehicleType: VehicleType } {
  const [season, vehicleType] = (params.get("explore") ?? "").split("-");
  return {
    season: isSeason(season) ? season : DEFAULT_SEASON,
    vehicleType: isVehicleType(vehicleType) ? vehicleType : DEFAULT_VEHICLE,
  };
}

export type HomePage =
  | { redirect: string }
  | {
      redirect?: undefined;
      search: ReturnType<typeof readHomeSearch>;
      options: Awaited<ReturnType<typeof listFilterOptions>>;
      searchError: string | null;
      explore: { season: Season; vehicleType: VehicleType; tyres: TyreCardData[]; total: number };
      /** The size finder's choices: the same for every visitor, once per catalogue revision. */
      sizes: FinderSize[];
    };

type Explorer = { tyres: TyreCardData[]; total: number };
/** The explorer's first page of each season and vehicle type, once per catalogue revision. */
const keptExplorers = revisionMemo<Explorer>(32);

function exploreCategory(db: Kysely<Database>, at: { season: Season; vehicleType: VehicleType }): Promise<Explorer> {
  return keptExplorers.get(db, `${at.season}-${at.vehicleType}`, async () => {
    const page = await listTyres(db, { ...at, page: 1, pageSize: EXPLORER_PAGE_SIZE });
    return { tyres: await withAvailabilityLines(db, page.items.map(toCardData)), total: page.total };
  });
}

export async function loadHomePage(db: Kysely<Database>, params: URLSearchParams, selectAllMessage: string): Promise<HomePage> {
  const search = readHomeSearch(params);
  let searchError: string | null = null;
  if (params.has("go")) {
    const tyre = search.brand && search.variant ? await getTyre(db, Number(search.variant)) : null;
    if (tyre) return { redirect: tyreDetailPath({ ...tyre, size: tyre.size.normalized }) };
    searchError = selectAllMessage;
  }
  const exploreAt = readExplore(params);
  const [options, explorer, sizes] = await Promise.all([
    listFilterOptions(db, { season: search.season, vehicleType: search.vehicleType, brand: search.brand || undefined, pattern: search.pattern || undefined }),
    exploreCategory(db, exploreAt),
    listCatalogueSizes(db),
  ]);
  return { search, options, searchError, explore: { ...exploreAt, ...explorer }, sizes: finderSizes(sizes) };
}
