// /search?q=: the tyres matching a query (spec §2, §5), 20 a page, with facets and sorting in the
// URL (decision 160); a blank query shows a prompt.
import { Link, redirect, useNavigation } from "react-router";
import { isFiltered } from "~/catalogue/facets";
import { SEASONS, type Season } from "~/catalogue/seasons-and-vehicle-types";
import { offersPath } from "~/catalogue/tyre-path";
import { labelFacetCounts } from "~/catalogue/facet-labels.server";
import { CodesInText } from "~/components/codes-in-text";
import { FacetedTyreList } from "~/components/faceted-tyre-list";
import { messagesFor } from "~/i18n/catalogues.server";
import { pathInLanguage, requestLanguage } from "~/i18n/languages";
import type { SearchMessages } from "~/i18n/messages/search.en";
import { PageMessages } from "~/i18n/page-messages";
import { searchText } from "~/search/search-text.server";
import { loadSearchPage } from "~/search/search-page.server";
import { pageLanguage, SITE_NAME } from "~/seo/meta-tags";
import { withPage } from "~/offers/paging";
import { pack, unpack } from "~/http/packed-loader-data";
import type { Route } from "./+types/search";
import { displayRateFor } from "~/currency/display-currency.server";
import { withShownPrices } from "~/domain/shown-money";

const SEASON_OFFERS: Record<Season, keyof SearchMessages> = { summer: "summerOffers", winter: "winterOffers", allseason: "allseasonOffers" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const [result, rate] = await Promise.all([loadSearchPage(context.db, new URL(request.url).searchParams, language), displayRateFor(context, request)]);
  if (result.redirect !== undefined) throw redirect(result.redirect);
  // The page's words and the shared list components', in its language only (decision 294).
  const messages = messagesFor(language, ["listing", "search", "inquiryButtons"]);
  const text = searchText(language, result);
  // Prices in the buyer's display currency (decision 298).
  const tyres = result.tyres.map((tyre) => withShownPrices(tyre, rate));
  return pack({ ...result, counts: labelFacetCounts(result.counts, language), tyres, publicUrl: context.config.publicUrl, text, messages });
}

export function meta({ loaderData: packed, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const loaderData = packed && unpack(packed);
  const query = loaderData?.query ?? "";
  // A filtered or sorted list is a view of the search's first page (as on size pages, decision 140).
  const plain = !loaderData || (!isFiltered(loaderData.list.selection) && loaderData.list.sort === null);
  const page = plain ? (loaderData?.page ?? 1) : 1;
  const canonical = `${loaderData?.publicUrl ?? ""}${pathInLanguage(pageLanguage(matches), `/search${query ? withPage(new URLSearchParams({ q: query }), page) : ""}`)}`;
  const words = loaderData?.messages.search;
  return [
    { title: `${loaderData?.text.heading ?? "Search tyres"} | ${SITE_NAME}` },
    {
      name: "description",
      content: words?.description ?? "Search the wholesale tyre catalogue by brand, model, pattern or size, and send a bulk purchase inquiry.",
    },
    // Result pages are endless variations of the catalogue; the tyre and offer pages are what search engines should index.
    { name: "robots", content: "noindex, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, list, counts, tyres, pageCount, text, messages } = unpack(loaderData);
  const words = messages.search;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <CodesInText text={text.heading} codes={[query]} />
        </h1>
        {query === "" ? (
          <>
            <p className="mt-4 text-gray-700" data-search-prompt>
              {words.prompt}
            </p>
            <p className="mt-6 flex flex-wrap gap-3 text-sm">
              <span className="w-full text-gray-700">{words.browse}</span>
              {SEASONS.map((season) => (
                <Link
                  key={season}
                  to={offersPath(season)}
                  className="rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {words[SEASON_OFFERS[season]]}
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
              label={words.results}
              pagesLabel={words.resultPages}
              countText={text.count}
              emptyText={text.empty}
              notice="alert"
            />
          </div>
        )}
      </div>
    </PageMessages>
  );
}
