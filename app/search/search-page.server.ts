// What the search page needs (spec §2, §5): one page of the tyres matching ?q=, with facets and
// sorting (decision 160), or nothing for a blank query, or where to redirect when the URL asks for
// a page past the last. Past 1,000 tyres the count says "1,000+" and the pages stop (decision 070);
// the facet counts are exact.
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "~/db/schema";
import { readFacetedList } from "~/catalogue/faceted-list.server";
import {
  combinationMatches,
  foldFacetCounts,
  isFiltered,
  listSearch,
  readListQuery,
  type FacetCombination,
  type FacetCounts,
  type FacetSelection,
  type ListQuery,
  type ListSort,
} from "~/catalogue/facets";
import { COUNT_LIMIT, listTyres } from "~/catalogue/repository.server";
import { revisionMemo } from "~/catalogue/revision-memo.server";
import { matchCondition, substringsOf } from "~/catalogue/search-condition.server";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { combinationValues, countFacetCombinations, type TyreScope } from "~/catalogue/tyre-facets.server";
import { currentSearchIndex } from "~/catalogue/search-index.server";
import type { CatalogueSearchIndex, SubstringGroups } from "~/catalogue/search-index";
import { readPageNumber } from "~/offers/paging";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";

export const SEARCH_PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 200;

export interface SearchPage {
  query: string;
  /** The list's choices: q, facets, sort and page, as the URL holds them. */
  list: ListQuery;
  counts: FacetCounts;
  tyres: TyreCardData[];
  page: number;
  pageCount: number;
  /** Tyres matching the query and the facets, up to COUNT_LIMIT. */
  total: number;
  /** More tyres match than `total`: the count stops at COUNT_LIMIT (decision 070). */
  totalCapped: boolean;
}

export type SearchPageResult = { redirect: string } | ({ redirect?: undefined } & SearchPage);

export function readSearchQuery(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

/** A search's counts per combination of facet values, once per catalogue revision; spellings that search alike share them. */
const keptCombinations = revisionMemo<FacetCombination[]>(100);

const everyTyre: TyreScope = (eb) => eb.and([]);

/** `language`: the one the tyres' availability lines are written in. */
export async function loadSearchPage(db: Kysely<Database>, params: URLSearchParams, language: Language = DEFAULT_LANGUAGE): Promise<SearchPageResult> {
  const query = readSearchQuery(params);
  const list: ListQuery = { ...readListQuery(params).query, q: query, page: readPageNumber(params) };
  // spec §5: a blank query is ignored.
  if (query === "") return { query, list, counts: foldFacetCounts([], {}), tyres: [], page: 1, pageCount: 0, total: 0, totalCapped: false };
  const scope = matchCondition(db, query) ?? everyTyre;
  const plainPage = async (page: number) => (await listTyres(db, { q: query, page, pageSize: SEARCH_PAGE_SIZE })).items;
  // decision 267: counts and sorted pages from the process's search index when it is built, so
  // the first view of a query after a feed costs no SQL over its matches; SQL until then.
  const index = await currentSearchIndex(db);
  const indexed = index ? keptIndexedList(index, substringsOf(query), await brandNames(db)) : null;
  const combinations = indexed
    ? indexed.combinations
    : await keptCombinations.get(db, JSON.stringify(substringsOf(query)), () => countFacetCombinations(db, scope));
  const source = { scope, combinations, pageSize: SEARCH_PAGE_SIZE, maxListed: COUNT_LIMIT, plainPage, sortedPage: indexed?.sortedPage, language };
  const result = await readFacetedList(db, source, list);
  if (result.lastPage !== undefined) return { redirect: `/search${listSearch({ ...list, page: result.lastPage })}` };
  const { counts, listed, pageCount, tyres } = result;
  return { query, list, counts, tyres, page: list.page, pageCount, total: listed, totalCapped: counts.total > listed };
}

/** Brand names by slug, for the brand facet's labels; kept per catalogue revision. */
const keptBrandNames = revisionMemo<Map<string, string>>(1);
const brandNames = (db: Kysely<Database>) =>
  keptBrandNames.get(db, "brands", async () => new Map((await db.selectFrom("brand").select(["slug", "name"]).execute()).map((b) => [b.slug, b.name])));

/** Each index's combinations' values, split from their keys once (shared: never changed). */
const valuesOfIndex = new WeakMap<CatalogueSearchIndex, Map<number, FacetCombination["values"]>>();

/**
 * The index's lists, kept per index (so per catalogue revision) and query, the least recently used
 * going first once they hold 2 million matches (8 MB). A broad search ('r22.5', tens of thousands
 * of matches) found and counted its matches again for every page, sort and filter: about 6 ms a
 * view at 100,000 tyres, where a kept list leaves the page's sort and its few rows.
 */
const keptLists = new WeakMap<CatalogueSearchIndex, LRUCache<string, ReturnType<typeof indexedList>>>();
const KEPT_MATCHES = 2_000_000;

export function keptIndexedList(index: CatalogueSearchIndex, groups: SubstringGroups | null, brands: ReadonlyMap<string, string>) {
  let lists = keptLists.get(index);
  if (!lists) {
    lists = new LRUCache({ maxSize: KEPT_MATCHES, sizeCalculation: (list) => Math.max(1, list.matches) });
    keptLists.set(index, lists);
  }
  const key = JSON.stringify(groups);
  let list = lists.get(key);
  if (!list) lists.set(key, (list = indexedList(index, groups, brands)));
  return list;
}

/** A search's facet combinations and its sorted pages, from the search index. */
function indexedList(index: CatalogueSearchIndex, groups: SubstringGroups | null, brands: ReadonlyMap<string, string>) {
  const list = index.list(groups);
  let known = valuesOfIndex.get(index);
  if (!known) valuesOfIndex.set(index, (known = new Map<number, FacetCombination["values"]>()));
  const combinations: Array<FacetCombination & { id: number }> = list.combinations.map((c) => {
    let values = known.get(c.id);
    if (!values) known.set(c.id, (values = combinationValues(c.facetKey, c.inStock, c.readySoon)));
    return { id: c.id, key: c.facetKey, values, brandName: (values.brand && brands.get(values.brand)) ?? "", count: c.count };
  });
  const sortedPage = (selection: FacetSelection, sort: ListSort | null, offset: number, limit: number) => {
    const keep = isFiltered(selection) ? new Set(combinations.filter((c) => combinationMatches(c.values, selection)).map((c) => c.id)) : null;
    return index.sortedPage(list, keep, sort, offset, limit);
  };
  return { combinations, sortedPage, matches: list.positions.length };
}
