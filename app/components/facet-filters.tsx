// Facets with counts beside a tyre list: a GET form of checkboxes, so it filters without
// JavaScript ('Apply filters'); with it each tick goes straight to the new URL (a history entry, so
// Back restores the previous choices). The search's text and the sort ride along as hidden fields.
import { Form, Link, useNavigate } from "react-router";
import { listSearch, toggleFacetValue, type FacetCounts, type FacetName, type ListQuery } from "~/catalogue/facets";
import { groupedCountIn } from "~/domain/count-text";
import { fillMessage } from "~/i18n/fill-message";
import { LOCALES } from "~/i18n/languages";
import { usePageMessages } from "~/i18n/page-messages";
import { useLanguage } from "~/i18n/use-shell-text";

/** Facets whose values are the catalogue's names and codes (brands, indices, EU classes), never translated. */
const CODE_FACETS: ReadonlySet<FacetName> = new Set(["brand", "load", "speed", "fuel", "wet"]);

export function FacetFilters({ path, query, counts }: { path: string; query: ListQuery; counts: FacetCounts }) {
  const listing = usePageMessages("listing");
  const locale = LOCALES[useLanguage()];
  const navigate = useNavigate();
  const toggle = (facet: FacetName, value: string) =>
    void navigate(`${path}${listSearch({ ...query, selection: toggleFacetValue(query.selection, facet, value), page: 1 })}`, { preventScrollReset: true });
  const chosen = counts.facets.reduce((n, f) => n + f.values.filter((v) => v.selected).length, 0);

  return (
    <details className="group rounded-2xl bg-gray-50 ring-1 ring-gray-200 lg:[&::details-content]:[content-visibility:visible]" data-facets>
      <summary className="flex h-12 cursor-pointer items-center justify-between px-4 font-semibold text-gray-900 lg:hidden">
        {chosen ? fillMessage(listing.filtersChosen, { count: chosen }) : listing.filters}
        <span aria-hidden="true" className="text-brand-700 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <Form method="get" action={path} aria-label={listing.filterTyres} preventScrollReset className="flex flex-col gap-4 p-4 lg:pt-4">
        {/* First, so the form sends the query in its canonical order. */}
        {query.q !== undefined && <input type="hidden" name="q" value={query.q} />}
        {chosen > 0 && (
          <Link
            to={path + listSearch({ ...query, selection: {}, page: 1 })}
            preventScrollReset
            className="self-start text-sm font-semibold text-brand-700 underline"
          >
            {listing.clearAllFilters}
          </Link>
        )}
        {counts.facets
          .filter((f) => f.values.length > 0)
          .map(({ facet, label, values }) => (
            <fieldset key={facet} className="min-w-0">
              <legend className="mb-1 text-sm font-semibold text-gray-900">{label}</legend>
              <ul className="flex flex-col gap-0.5">
                {values.map((v) => {
                  const id = `facet-${facet}-${v.value}`;
                  const empty = v.count === 0 && !v.selected;
                  return (
                    <li key={v.value}>
                      <label htmlFor={id} className={`flex min-h-8 items-center gap-2 text-sm ${empty ? "text-gray-500" : "cursor-pointer text-gray-800"}`}>
                        <input
                          id={id}
                          type="checkbox"
                          name={facet}
                          value={v.value}
                          checked={v.selected}
                          disabled={empty}
                          onChange={() => toggle(facet, v.value)}
                          className="size-4 accent-brand-600"
                        />
                        <span className="min-w-0 flex-1 break-words" translate={CODE_FACETS.has(facet) ? "no" : undefined}>
                          {v.label}
                        </span>
                        <span className="tabular-nums text-gray-600">{groupedCountIn(locale, v.count)}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        {/* After the facets, for the same reason. */}
        {query.sort && <input type="hidden" name="sort" value={query.sort} />}
        <noscript>
          <button type="submit" className="h-11 w-full rounded-lg bg-brand-600 px-4 font-semibold text-white">
            {listing.applyFilters}
          </button>
        </noscript>
      </Form>
    </details>
  );
}
