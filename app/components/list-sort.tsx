// The sort of a tyre list: a select in a GET form that keeps the list's other choices
// (a search's text and facets, an offer list's filters) in hidden fields; without JavaScript 'Sort'
// sends it, with it a change goes straight to the new URL.
import { Form, useNavigate } from "react-router";
import { SORTS, type ListSort as Sort } from "~/catalogue/facets";
import { usePageMessages } from "~/i18n/page-messages";
import type { ListingMessages } from "~/i18n/messages/listing.en";

const SORT_NAMES: Record<Sort | "", keyof ListingMessages> = {
  "": "sortCatalogue",
  "price-asc": "sortPriceAsc",
  "price-desc": "sortPriceDesc",
  rating: "sortRating",
  newest: "sortNewest",
  fuel: "sortFuel",
  availability: "sortAvailability",
};

export function ListSort({
  path,
  sort,
  hidden,
  hrefFor,
}: {
  path: string;
  sort: Sort | null;
  /** The list's other query fields, [name, value] in URL order. */
  hidden: ReadonlyArray<readonly [string, string]>;
  /** The list's URL with this sort, on page 1. */
  hrefFor: (sort: Sort | null) => string;
}) {
  const listing = usePageMessages("listing");
  const navigate = useNavigate();
  return (
    <Form method="get" action={path} preventScrollReset aria-label={listing.sortTyres} className="flex items-center gap-2">
      {hidden.map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="list-sort" className="whitespace-nowrap text-sm font-semibold text-gray-800">
        {listing.sortBy}
      </label>
      <select
        id="list-sort"
        name="sort"
        value={sort ?? ""}
        onChange={(e) => void navigate(hrefFor((e.target.value || null) as Sort | null), { preventScrollReset: true })}
        className="h-10 min-w-0 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      >
        {(["", ...SORTS] as const).map((value) => (
          <option key={value} value={value}>
            {listing[SORT_NAMES[value]]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700">
          {listing.sort}
        </button>
      </noscript>
    </Form>
  );
}
