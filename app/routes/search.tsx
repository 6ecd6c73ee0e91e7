// /search?q=: the tyres matching a query (spec §2, §5), 20 a page, with facets and sorting in the
// URL (decision 160); a blank query shows a prompt.
import { Link, redirect, useNavigation } from "react-router";
import { isFiltered } from "~/catalogue/facets";
import { SEASONS, SEASON_LABELS } from "~/catalogue/seasons-and-vehicle-types";
import { offersPath } from "~/catalogue/tyre-path";
import { FacetedTyreList } from "~/components/faceted-tyre-list";
import { matchCountText } from "~/search/match-count";
import { loadSearchPage } from "~/search/search-page.server";
import { withPage } from "~/offers/paging";
import { pack, unpack } from "~/http/packed-loader-data";
import type { Route } from "./+types/search";
import { displayRateFor } from "~/currency/display-currency.server";
import { withShownPrices } from "~/domain/shown-money";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [result, rate] = await Promise.all([loadSearchPage(context.db, new URL(request.url).searchParams), displayRateFor(context, request)]);
  if (result.redirect !== undefined) throw redirect(result.redirect);
  // Prices in the buyer's display currency (decision 298).
  return pack({ ...result, tyres: result.tyres.map((tyre) => withShownPrices(tyre, rate)), publicUrl: context.config.publicUrl });
}

export function meta({ loaderData: packed }: Route.MetaArgs): Route.MetaDescriptors {
  const loaderData = packed && unpack(packed);
  const query = loaderData?.query ?? "";
  // A filtered or sorted list is a view of the search's first page (as on size pages, decision 140).
  const plain = !loaderData || (!isFiltered(loaderData.list.selection) && loaderData.list.sort === null);
  const page = plain ? (loaderData?.page ?? 1) : 1;
  const canonical = `${loaderData?.publicUrl ?? ""}/search${query ? withPage(new URLSearchParams({ q: query }), page) : ""}`;
  return [
    { title: query ? `Search results for '${query}' | Tyre Wholesale` : "Search tyres | Tyre Wholesale" },
    { name: "description", content: "Search the wholesale tyre catalogue by brand, model, pattern or size, and send a bulk purchase inquiry." },
    // Result pages are endless variations of the catalogue; the tyre and offer pages are what search engines should index.
    { name: "robots", content: "noindex, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, list, counts, tyres, pageCount, total, totalCapped } = unpack(loaderData);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{query ? `Search results for '${query}'` : "Search tyres"}</h1>
      {query === "" ? (
        <>
          <p className="mt-4 text-gray-700" data-search-prompt>
            Type a brand, model, pattern or tyre size (for example 315/80R22.5) in the search box above.
          </p>
          <p className="mt-6 flex flex-wrap gap-3 text-sm">
            <span className="w-full text-gray-700">Or browse the offers:</span>
            {SEASONS.map((season) => (
              <Link
                key={season}
                to={offersPath(season)}
                className="rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {`${SEASON_LABELS[season]} offers`}
              </Link>
            ))}
          </p>
        </>
      ) : (
        <div className="mt-4">
          <FacetedTyreList
            path="/search"
            query={list}
            counts={counts}
            tyres={tyres}
            pageCount={pageCount}
            loading={loading}
            label="Search results"
            pagesLabel="Search result pages"
            countText={matchCountText(total, totalCapped)}
            emptyText={isFiltered(list.selection) ? "No tyres match these filters." : `No tyres found for '${query}'.`}
            notice="alert"
          />
        </div>
      )}
    </div>
  );
}
