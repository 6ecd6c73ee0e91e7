// The sort of a tyre list (issue 14): a select in a GET form that keeps the search's text and the
// facet choices in hidden fields; without JavaScript 'Sort' sends it, with it a change goes straight to the new URL.
import { Form, useNavigate } from "react-router";
import { FACETS, SORTS, SORT_LABELS, listSearch, type ListQuery, type ListSort } from "~/catalogue/facets";

export function ListSort({ path, query }: { path: string; query: ListQuery }) {
  const navigate = useNavigate();
  return (
    <Form method="get" action={path} preventScrollReset aria-label="Sort tyres" className="flex items-center gap-2">
      {query.q !== undefined && <input type="hidden" name="q" value={query.q} />}
      {FACETS.flatMap((facet) => (query.selection[facet] ?? []).map((value) => <input key={`${facet}-${value}`} type="hidden" name={facet} value={value} />))}
      <label htmlFor="list-sort" className="whitespace-nowrap text-sm font-semibold text-gray-800">
        Sort by
      </label>
      <select
        id="list-sort"
        name="sort"
        value={query.sort ?? ""}
        onChange={(e) =>
          void navigate(`${path}${listSearch({ ...query, sort: (e.target.value || null) as ListSort | null, page: 1 })}`, { preventScrollReset: true })
        }
        className="h-10 min-w-0 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        {(["", ...SORTS] as const).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700">
          Sort
        </button>
      </noscript>
    </Form>
  );
}
