// Page numbers in list URLs (?page=N): read leniently, and clamped to the pages there are.
import { pageNumberOf } from "../http/number-param";

/** ?page= as a whole number from 1; anything else (missing, "abc", "0", "-2") is page 1. */
export function readPageNumber(params: URLSearchParams): number {
  return pageNumberOf(params.get("page"));
}

/** The page to show: at most the last page (spec §4), and 1 when there are no results. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pageCount));
}

/** The query string for `page` with the other parameters kept; page 1 is written as no page. */
export function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const search = next.toString();
  return search ? `?${search}` : "";
}
