// A tyre list with its facets beside it (above it on a phone) and its sort over it, as
// size pages and search results show it. Every choice is in the URL at `path`; a list with no facet
// values at all (a search that matched nothing) is shown without them.
import { Link } from "react-router";
import { FACETS, isFiltered, listSearch, type FacetCounts, type ListQuery } from "~/catalogue/facets";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { usePageMessages } from "~/i18n/page-messages";
import { FacetFilters } from "./facet-filters";
import { ListSort } from "./list-sort";
import { Pagination } from "./pagination";
import { ResultList } from "./result-list";

export function FacetedTyreList({
  path,
  query,
  counts,
  tyres,
  pageCount,
  loading,
  label,
  pagesLabel,
  countText,
  emptyText,
  notice,
}: {
  path: string;
  query: ListQuery;
  counts: FacetCounts;
  tyres: TyreCardData[];
  pageCount: number;
  loading: boolean;
  /** The list's accessible name. */
  label: string;
  pagesLabel: string;
  countText: string;
  emptyText: string;
  notice?: "toast" | "alert";
}) {
  const listing = usePageMessages("listing");
  // Keyed by the URL, so the checkboxes and the select show the loaded list's choices after Back.
  const key = `${path}${listSearch(query)}`;
  const faceted = counts.facets.some((f) => f.values.length > 0);
  const list = (
    <section aria-label={label} aria-busy={loading} className="min-w-0">
      {faceted && (
        <div className="mb-3 flex flex-wrap items-center justify-end gap-3">
          <ListSort
            key={key}
            path={path}
            sort={query.sort}
            hidden={[
              ...(query.q !== undefined ? [["q", query.q] as const] : []),
              ...FACETS.flatMap((facet) => (query.selection[facet] ?? []).map((value) => [facet, value] as const)),
            ]}
            hrefFor={(sort) => `${path}${listSearch({ ...query, sort, page: 1 })}`}
          />
        </div>
      )}
      <ResultList loading={loading} tyres={tyres} emptyText={emptyText} countText={countText} notice={notice} />
      {!loading && tyres.length === 0 && isFiltered(query.selection) && (
        // The facets sit in a closed panel on a phone; the way out of an empty list is here too.
        <p className="-mt-8 text-center">
          <Link to={path + listSearch({ ...query, selection: {}, page: 1 })} className="font-semibold text-brand-700 underline">
            {listing.clearTheFilters}
          </Link>
        </p>
      )}
      {!loading && tyres.length > 0 && (
        <Pagination page={query.page} pageCount={pageCount} hrefFor={(p) => `${path}${listSearch({ ...query, page: p })}`} label={pagesLabel} words={listing} />
      )}
    </section>
  );
  if (!faceted) return list;
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <FacetFilters key={key} path={path} query={query} counts={counts} />
      {list}
    </div>
  );
}
