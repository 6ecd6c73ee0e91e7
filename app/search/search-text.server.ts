// The search page's sentences in its language (decision 294): the heading, which names the query,
// the count line and the empty list's words.
import { isFiltered } from "~/catalogue/facets";
import { SEARCH_CATALOGUE } from "~/i18n/catalogues.server";
import { formatMessage } from "~/i18n/format-message";
import { LOCALES, type Language } from "~/i18n/languages";
import { matchCountText } from "./match-count.server";
import type { SearchPage } from "./search-page.server";

export interface SearchText {
  heading: string;
  count: string;
  empty: string;
}

export function searchText(language: Language, page: Pick<SearchPage, "query" | "list" | "total" | "totalCapped">): SearchText {
  const words = SEARCH_CATALOGUE[language];
  const locale = LOCALES[language];
  const { query } = page;
  return {
    heading: query ? formatMessage(locale, words.resultsFor, { query }) : words.searchTyres,
    count: matchCountText(page.total, page.totalCapped, language),
    empty: isFiltered(page.list.selection) ? words.noMatchForFilters : formatMessage(locale, words.noResults, { query }),
  };
}
