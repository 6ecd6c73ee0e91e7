// What the search page needs (spec §2, §5): one page of the tyres matching ?q=, or nothing for a
// blank query, or where to redirect when the URL asks for a page past the last. Past 1,000
// matches the count stops and so do the pages (decision 070).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { listTyres } from "~/catalogue/repository.server";
import { toCardData, type TyreCardData } from "~/catalogue/tyre-card-data";
import { clampPage, readPageNumber, withPage } from "~/offers/paging";

export const SEARCH_PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 200;

export interface SearchPage {
  query: string;
  tyres: TyreCardData[];
  page: number;
  pageCount: number;
  total: number;
  /** More tyres match than `total`: the search stopped counting at COUNT_LIMIT (decision 070). */
  totalCapped: boolean;
}

export type SearchPageResult = { redirect: string } | ({ redirect?: undefined } & SearchPage);

export function readSearchQuery(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

export async function loadSearchPage(db: Kysely<Database>, params: URLSearchParams): Promise<SearchPageResult> {
  const query = readSearchQuery(params);
  // spec §5: a blank query is ignored.
  if (query === "") return { query, tyres: [], page: 1, pageCount: 0, total: 0, totalCapped: false };
  const page = readPageNumber(params);
  const result = await listTyres(db, { q: query, page, pageSize: SEARCH_PAGE_SIZE });
  const clamped = clampPage(page, result.pageCount);
  if (clamped !== page) return { redirect: `/search${withPage(new URLSearchParams({ q: query }), clamped)}` };
  return { query, tyres: result.items.map(toCardData), page, pageCount: result.pageCount, total: result.total, totalCapped: result.totalCapped };
}
