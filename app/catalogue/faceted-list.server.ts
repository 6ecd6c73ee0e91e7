// One page of a tyre list with facets and sorting (decisions 140 and 160), for size pages and
// search results alike: every facet value's count for the selection, folded from the scope's
// counts per combination, and the page's tyres, filtered and sorted in the database.
import { withAvailabilityLines } from "./availability.server";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { FACETS, foldFacetCounts, isFiltered, type FacetCombination, type FacetCounts, type FacetSelection, type ListQuery, type ListSort } from "./facets";
import { listTyresById } from "./repository.server";
import type { Tyre } from "./tyre";
import { toCardData, type TyreCardData } from "./tyre-card-data";
import { listSortedTyreIds, type TyreScope } from "./tyre-facets.server";
import type { Language } from "../i18n/languages";

export interface FacetedList {
  counts: FacetCounts;
  /** Tyres the pages hold: the selection's total, or `maxListed` when that is smaller. */
  listed: number;
  pageCount: number;
  tyres: TyreCardData[];
}

/** A page of the list, or the last page when the query asked for one past it. */
export type FacetedListResult = { lastPage: number } | ({ lastPage?: undefined } & FacetedList);

export interface FacetedListSource {
  scope: TyreScope;
  /** The scope's counts per combination of facet values (countFacetCombinations, usually kept per revision). */
  combinations: readonly FacetCombination[];
  pageSize: number;
  /** The pages stop after this many tyres (a search's pages stop at 1,000, decision 070). */
  maxListed?: number;
  /** A quicker road to a page without filters or sort, in catalogue order (the search index). */
  plainPage?: (page: number) => Promise<Tyre[]>;
  /** A quicker road to a filtered or sorted page's tyre ids than SQL (the search index, decision 267). */
  sortedPage?: (selection: FacetSelection, sort: ListSort | null, offset: number, limit: number) => number[];
  /** The language the tyres' availability lines are written in; English unless told. */
  language?: Language;
}

/**
 * The folded counts of a list's kept combinations per selection (decision 335). The combinations
 * are kept per catalogue revision and query (search-page.server.ts, size-page.server.ts), so the
 * same array is met again at every view of them; folding a broad search's thousands of
 * combinations was 80% of its loader (2.1 of 2.6 ms for 'r22.5' at 100,000 tyres), the same
 * answer each time. Each array's last few selections; a new revision's arrays start afresh, and an
 * array no longer kept takes its counts with it. Shared: callers must not change them.
 */
const foldedCounts = new WeakMap<readonly FacetCombination[], Map<string, FacetCounts>>();
const FOLDS_PER_LIST = 32;

export function keptFacetCounts(combinations: readonly FacetCombination[], selection: FacetSelection): FacetCounts {
  let folds = foldedCounts.get(combinations);
  if (!folds) foldedCounts.set(combinations, (folds = new Map<string, FacetCounts>()));
  const key = JSON.stringify(FACETS.map((facet) => selection[facet] ?? []));
  let counts = folds.get(key);
  if (!counts) {
    counts = foldFacetCounts(combinations, selection);
    if (folds.size >= FOLDS_PER_LIST) folds.delete(folds.keys().next().value!);
    folds.set(key, counts);
  }
  return counts;
}

export async function readFacetedList(db: Kysely<Database>, source: FacetedListSource, query: ListQuery): Promise<FacetedListResult> {
  const { scope, combinations, pageSize, maxListed = Number.POSITIVE_INFINITY, plainPage, sortedPage, language } = source;
  const counts = keptFacetCounts(combinations, query.selection);
  const listed = Math.min(counts.total, maxListed);
  const pageCount = Math.ceil(listed / pageSize);
  // Page numbers are read as 1 or more; one past the last goes to the last (an empty list has page 1).
  const lastPage = Math.max(1, pageCount);
  if (query.page > lastPage) return { lastPage };
  const page = query.page;
  const plain = !isFiltered(query.selection) && query.sort === null;
  let tyres: Tyre[] = [];
  if (listed > 0 && plain && plainPage) tyres = await plainPage(page);
  else if (listed > 0) {
    const offset = (page - 1) * pageSize;
    const ids = sortedPage
      ? sortedPage(query.selection, query.sort, offset, pageSize)
      : await listSortedTyreIds(db, scope, combinations, query.selection, query.sort, offset, pageSize);
    tyres = await listTyresById(db, ids);
  }
  return { counts, listed, pageCount, tyres: await withAvailabilityLines(db, tyres.map(toCardData), language) };
}
