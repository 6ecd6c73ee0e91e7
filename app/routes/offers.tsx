// /summer-offers, /winter-offers, /allseason-offers: the season's filterable offer list, five
// tyres a page (spec §2, §4, §8, §9). The URL query holds the filters and the page.
import { useEffect } from "react";
import { data, redirect, useLocation, useNavigation } from "react-router";
import { CodesInText } from "~/components/codes-in-text";
import { ListSort } from "~/components/list-sort";
import { OfferFilters } from "~/components/offer-filters";
import { ResultList } from "~/components/result-list";
import { Pagination } from "~/components/pagination";
import { PriceListLink } from "~/components/price-list-link";
import { showErrorToast } from "~/toasts/toast-queue";
import { failedOfferList, loadOfferList } from "~/offers/offer-list.server";
import { OFFER_FILTER_FIELDS, offerSearch, seasonOfOffersPath } from "~/offers/offer-selection";
import { priceListPath } from "~/offers/price-list-link";
import type { Route } from "./+types/offers";
import { pack, unpack } from "~/http/packed-loader-data";
import { displayRateFor } from "~/currency/display-currency.server";
import { withShownPrices } from "~/domain/shown-money";
import { pathInLanguage, requestLanguage, sitePathOf } from "~/i18n/languages";
import { messagesFor } from "~/i18n/catalogues.server";
import { PageMessages } from "~/i18n/page-messages";
import { offerListText } from "~/offers/offer-text.server";
import { pageLanguage, SITE_NAME } from "~/seo/meta-tags";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const season = seasonOfOffersPath(sitePathOf(url));
  if (!season) throw data("Page not found", { status: 404 });
  const path = `/${season}-offers`;
  const language = requestLanguage(request);
  // The page's words and the shared list components', in its language only (decision 294).
  const messages = messagesFor(language, ["listing", "offers", "inquiryButtons"]);
  let list: Awaited<ReturnType<typeof loadOfferList>>;
  try {
    list = await loadOfferList(context.db, season, url.searchParams, path, language);
  } catch (error) {
    // spec §8: the list degrades to empty with the toast; the cause goes to the log.
    context.log.error({ err: error, requestId: context.requestId, url: url.pathname + url.search }, "offer list failed");
    const failed = failedOfferList(url.searchParams);
    const text = offerListText(language, season, failed.selection, failed.page, failed.total);
    return data(pack({ season, path, failed: true, publicUrl: context.config.publicUrl, ...failed, text, messages }), { status: 503 });
  }
  if (list.redirect !== undefined) throw redirect(list.redirect);
  // Prices in the buyer's display currency (decision 285), converted here so the page's script carries no conversion.
  const rate = await displayRateFor(context, request);
  const tyres = rate ? list.tyres.map((tyre) => withShownPrices(tyre, rate)) : list.tyres;
  const text = offerListText(language, season, list.selection, list.page, list.total);
  const loaded = { season, path, failed: false, publicUrl: context.config.publicUrl, ...list, tyres, text, messages };
  // The empty list still says 'No tyres found' (spec §8), as a 404 so it is never indexed.
  return list.unknownBrand ? data(pack(loaded), { status: 404 }) : pack(loaded);
}

export function meta({ loaderData: packed, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!packed) return [{ title: `Tyre Offers | ${SITE_NAME}` }];
  const loaderData = unpack(packed);
  const { selection, page, path, publicUrl, failed, text } = loaderData;
  const tags: Route.MetaDescriptors = [
    { title: text.title },
    { name: "description", content: text.description },
    { tagName: "link", rel: "canonical", href: `${publicUrl}${pathInLanguage(pageLanguage(matches), `${path}${offerSearch(selection, page)}`)}` },
  ];
  return failed || loaderData.unknownBrand ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { season, path, selection, options, tyres, page, sort, pageCount, total, failed, text, messages } = unpack(loaderData);
  const { listing, offers: words } = messages;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  const search = offerSearch(selection, 1, sort);

  useEffect(() => {
    if (failed) showErrorToast(words.loadFailed);
  }, [failed, location.key, words.loadFailed]);

  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <CodesInText text={text.heading} codes={[selection.brand]} />
        </h1>
        <p className="mt-1 text-gray-700">{words.lead}</p>
        <div className="mt-6">
          <OfferFilters key={`${path}${search}`} path={path} selection={selection} sort={sort} options={options} />
        </div>
        <section aria-label={words.offers} aria-busy={loading} className="mt-6">
          {total > 1 && (
            <div className="mb-3 flex justify-end">
              <ListSort
                key={`${path}${search}`}
                path={path}
                sort={sort}
                hidden={OFFER_FILTER_FIELDS.flatMap((field) => (selection[field] ? [[field, selection[field]] as const] : []))}
                hrefFor={(next) => `${path}${offerSearch(selection, 1, next)}`}
              />
            </div>
          )}
          <ResultList
            loading={loading}
            tyres={tyres}
            emptyText={words.empty}
            countText={text.count}
            beside={<PriceListLink href={priceListPath(season, selection)} xlsxHref={priceListPath(season, selection, "xlsx")} />}
          />
          {!loading && (
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(p) => `${path}${offerSearch(selection, p, sort)}`}
              label={words.offerPages}
              words={listing}
            />
          )}
        </section>
      </div>
    </PageMessages>
  );
}
