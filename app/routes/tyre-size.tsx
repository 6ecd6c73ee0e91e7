// /tyres/size/315-80r22.5: every tyre of one size across brands, seasons and vehicle
// types, 20 a page, with facets and sorting in the URL. Any spelling of the size redirects here.
import { data, redirect, useNavigation } from "react-router";
import { labelFacetCounts } from "~/catalogue/facet-labels.server";
import { CodesInText } from "~/components/codes-in-text";
import { LISTING_CATALOGUE, messagesFor, SIZES_CATALOGUE } from "~/i18n/catalogues.server";
import { formatMessage } from "~/i18n/format-message";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { PageMessages } from "~/i18n/page-messages";
import { isFiltered, listSearch } from "~/catalogue/facets";
import { sizePagePath } from "~/catalogue/tyre-path";
import { FacetedTyreList } from "~/components/faceted-tyre-list";
import { pageLanguage, seoMeta, SITE_NAME } from "~/seo/meta-tags";
import { loadSizePage } from "~/sizes/size-page.server";
import type { Route } from "./+types/tyre-size";
import { pack, unpack } from "~/http/packed-loader-data";
import { displayRateFor } from "~/currency/display-currency.server";
import { withShownPrices } from "~/domain/shown-money";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const spelling = params["*"] ?? "";
  const language = requestLanguage(request);
  const words = SIZES_CATALOGUE[language];
  const [result, rate] = await Promise.all([loadSizePage(context.db, spelling, new URL(request.url).searchParams, language), displayRateFor(context, request)]);
  if (result.kind === "not-found") throw data(words.notFound, { status: 404 });
  if (result.kind === "redirect") throw redirect(result.to, result.status);
  const { kind: _kind, ...page } = result;
  // The page's words and the shared list components', in its language only (decision 294); its
  // sentences with counts are formatted here.
  const messages = messagesFor(language, ["listing", "sizes", "inquiryButtons"]);
  const locale = LOCALES[language];
  const size = page.size.normalized;
  const lines = {
    stock: formatMessage(locale, words.inStock, { pieces: page.piecesOnHand, size }),
    count: formatMessage(locale, LISTING_CATALOGUE[language].tyreCount, { count: page.counts.total }),
    pages: formatMessage(locale, words.pages, { size }),
  };
  // Prices in the buyer's display currency (decision 298).
  const tyres = page.tyres.map((tyre) => withShownPrices(tyre, rate));
  return pack({ ...page, counts: labelFacetCounts(page.counts, language), tyres, publicUrl: context.config.publicUrl, lines, messages });
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: `Tyres by size | ${SITE_NAME}` }];
  const { size, query, counts, text, publicUrl } = unpack(loaderData);
  // Filtered and sorted lists are views of the size page: one address for search engines.
  const plain = !isFiltered(query.selection) && query.sort === null;
  const path = sizePagePath(size.slug) + (plain ? listSearch({ selection: {}, sort: null, page: query.page }) : "");
  const tags = seoMeta({ language: pageLanguage(matches), title: text.title, description: text.description, path, publicUrl });
  return counts.total === 0 ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function TyreSize({ loaderData }: Route.ComponentProps) {
  const { size, query, counts, tyres, pageCount, text, piecesOnHand, lines, messages } = unpack(loaderData);
  const path = sizePagePath(size.slug);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  const codes = [size.normalized];
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <CodesInText text={text.heading} codes={codes} />
        </h1>
        <p className="mt-1 text-gray-700">
          <CodesInText text={text.intro} codes={codes} />
        </p>
        {piecesOnHand > 0 && (
          <p className="mt-2 font-semibold text-gray-900" data-size-stock>
            <CodesInText text={lines.stock} codes={codes} />
          </p>
        )}
        <div className="mt-6">
          <FacetedTyreList
            path={path}
            query={query}
            counts={counts}
            tyres={tyres}
            pageCount={pageCount}
            loading={loading}
            label={text.heading}
            pagesLabel={lines.pages}
            countText={lines.count}
            emptyText={messages.sizes.empty}
          />
        </div>
      </div>
    </PageMessages>
  );
}
