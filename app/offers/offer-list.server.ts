// What an offer list page needs: the season's filter options for the selection in the URL, one
// page of five tyres, or where to redirect when the URL asks for a page past the last.
import { withAvailabilityLines } from "~/catalogue/availability.server";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { listFilterOptions, type FilterOptions } from "~/catalogue/filter-options.server";
import { readListSort, type ListSort } from "~/catalogue/facets";
import { listTyres, listTyresById } from "~/catalogue/repository.server";
import { revisionMemo } from "~/catalogue/revision-memo.server";
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { listSortedTyreIds } from "~/catalogue/tyre-facets.server";
import { filterCondition, resolveFilter } from "~/catalogue/tyre-filter.server";
import type { TyreQuery } from "~/catalogue/tyre-query";
import { toCardData, type TyreCardData } from "~/catalogue/tyre-card-data";
import { EMPTY_SELECTION, keepAvailable, offerSearch, readOfferSelection, sameSelection, type OfferSelection } from "./offer-selection";
import type { OfferList, OfferListResult } from "./offer-list";
import { clampPage, readPageNumber } from "./paging";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";

export type { OfferList, OfferListResult };

// spec §9: offer lists show 5 tyres a page.
export const OFFERS_PAGE_SIZE = 5;

const filterOf = (season: Season, s: OfferSelection) => ({
  season,
  vehicleType: s.vehicleType || undefined,
  brand: s.brand || undefined,
  pattern: (s.vehicleType === "truck" && s.pattern) || undefined,
  model: s.model || undefined,
});

type OfferPage = { items: TyreCardData[]; total: number; pageCount: number; firstBrand: string | undefined };
/** Offer pages (five small cards each) kept per catalogue revision and language (their availability lines). */
const keptPages = revisionMemo<OfferPage>(2000);

function offerPage(db: Kysely<Database>, query: TyreQuery, language: Language): Promise<OfferPage> {
  return keptPages.get(db, JSON.stringify({ ...query, language }), async () => {
    const result = await listTyres(db, query);
    return {
      items: await withAvailabilityLines(db, result.items.map(toCardData), language),
      total: result.total,
      pageCount: result.pageCount,
      firstBrand: result.items[0]?.brand,
    };
  });
}

/** Sorted offer pages' cards, kept per revision like the catalogue-order pages. */
const keptSortedPages = revisionMemo<TyreCardData[]>(2000);

/** One page of the list in `sort` order: the same tyres as the catalogue-order list, reordered. */
function sortedOfferPage(db: Kysely<Database>, query: TyreQuery, sort: ListSort, language: Language): Promise<TyreCardData[]> {
  return keptSortedPages.get(db, JSON.stringify({ ...query, sort, language }), async () => {
    const { page, pageSize, ...filter } = query;
    const scope = filterCondition("tyre_order", await resolveFilter(db, filter));
    const ids = await listSortedTyreIds(db, scope, [], {}, sort, (page - 1) * pageSize, pageSize);
    return withAvailabilityLines(db, (await listTyresById(db, ids)).map(toCardData), language);
  });
}

/**
 * The selection a list's URL asks for, kept to what the catalogue offers (decision 040: a filter
 * it does not offer is dropped with those below it), with the options of each filter. The list
 * page and its price list read the URL through this one function, so they always agree.
 */
export async function resolveOfferSelection(
  db: Kysely<Database>,
  season: Season,
  params: URLSearchParams,
): Promise<{ selection: OfferSelection; options: FilterOptions }> {
  const asked = readOfferSelection(params);
  // The offer filters show models and sizes, never the home form's 'model - size' variants.
  const options = await listFilterOptions(db, filterOf(season, asked), { variants: false });
  const selection = keepAvailable(asked, options);
  if (sameSelection(asked, selection)) return { selection, options };
  return { selection, options: await listFilterOptions(db, filterOf(season, selection), { variants: false }) };
}

/** The catalogue filter of a selection: what the list pages through and the price list reads whole. */
export function offerFilterOf(season: Season, selection: OfferSelection): Omit<TyreQuery, "page" | "pageSize" | "q"> {
  return { ...filterOf(season, selection), size: selection.size || undefined };
}

/** `language`: the one the tyres' availability lines are written in. */
export async function loadOfferList(
  db: Kysely<Database>,
  season: Season,
  params: URLSearchParams,
  path: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<OfferListResult> {
  const { selection, options } = await resolveOfferSelection(db, season, params);
  const page = readPageNumber(params);
  const sort = readListSort(params);
  const query: TyreQuery = { ...offerFilterOf(season, selection), page, pageSize: OFFERS_PAGE_SIZE };
  // The catalogue-order page also gives the total and page count a sorted list shares.
  const result = await offerPage(db, query, language);
  // A brand that came alone (?brand=, no vehicle type) is not checked against the options: a name
  // with no offers is dropped, so its text never reaches the title, heading, filter or canonical
  // link; a known one is shown as the catalogue spells it.
  const unknownBrand = selection.brand !== "" && selection.vehicleType === "" && result.total === 0;
  if (unknownBrand) selection.brand = "";
  else if (selection.brand && !selection.vehicleType && result.firstBrand) selection.brand = result.firstBrand;
  // spec §4: a page past the total becomes the last page; the URL is corrected so it stays shareable.
  const clamped = clampPage(page, result.pageCount);
  if (clamped !== page) return { redirect: `${path}${offerSearch(selection, clamped, sort)}` };
  const { vehicleTypes, brands, patterns, models, sizes } = options;
  return {
    selection,
    options: { vehicleTypes, brands, patterns, models, sizes },
    tyres: sort && result.total > 0 ? await sortedOfferPage(db, query, sort, language) : result.items,
    page,
    sort,
    pageCount: result.pageCount,
    total: result.total,
    unknownBrand,
  };
}

/** The empty list a page shows when the catalogue could not be read (spec §8: the page says so in a toast). */
export function failedOfferList(params: URLSearchParams): OfferList {
  // Nothing could be checked against the catalogue, so no typed text is shown back.
  return {
    selection: { ...EMPTY_SELECTION, vehicleType: readOfferSelection(params).vehicleType },
    options: { vehicleTypes: [], brands: [], patterns: [], models: [], sizes: [] },
    tyres: [],
    page: 1,
    sort: null,
    pageCount: 0,
    total: 0,
    unknownBrand: false,
  };
}
