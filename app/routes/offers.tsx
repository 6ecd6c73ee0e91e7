// /summer-offers, /winter-offers, /allseason-offers: the season's filterable offer list, five
// tyres a page (spec §2, §4, §8, §9). The URL query holds the filters and the page.
import { useEffect } from "react";
import { data, redirect, useLocation, useNavigation } from "react-router";
import { SEASON_LABELS, VEHICLE_TYPE_LABELS, type Season } from "~/catalogue/seasons-and-vehicle-types";
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
import { sitePathOf } from "~/i18n/languages";

export const LOAD_FAILED_MESSAGE = "Failed to load tyre data. Please try again later.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const season = seasonOfOffersPath(sitePathOf(url));
  if (!season) throw data("Page not found", { status: 404 });
  const path = `/${season}-offers`;
  let list: Awaited<ReturnType<typeof loadOfferList>>;
  try {
    list = await loadOfferList(context.db, season, url.searchParams, path);
  } catch (error) {
    // spec §8: the list degrades to empty with the toast; the cause goes to the log.
    context.log.error({ err: error, requestId: context.requestId, url: url.pathname + url.search }, "offer list failed");
    return data(pack({ season, path, failed: true, publicUrl: context.config.publicUrl, ...failedOfferList(url.searchParams) }), { status: 503 });
  }
  if (list.redirect !== undefined) throw redirect(list.redirect);
  // Prices in the buyer's display currency (decision 285), converted here so the page's script carries no conversion.
  const rate = await displayRateFor(context, request);
  const tyres = rate ? list.tyres.map((tyre) => withShownPrices(tyre, rate)) : list.tyres;
  const loaded = { season, path, failed: false, publicUrl: context.config.publicUrl, ...list, tyres };
  // The empty list still says 'No tyres found' (spec §8), as a 404 so it is never indexed.
  return list.unknownBrand ? data(pack(loaded), { status: 404 }) : pack(loaded);
}

function heading(season: Season, brand: string, vehicle: string): string {
  return [brand, SEASON_LABELS[season], vehicle, "Tyre Offers"].filter(Boolean).join(" ");
}

export function meta({ loaderData: packed }: Route.MetaArgs): Route.MetaDescriptors {
  if (!packed) return [{ title: "Tyre Offers | Tyre Wholesale" }];
  const loaderData = unpack(packed);
  const { season, selection, page, path, publicUrl, failed } = loaderData;
  const vehicle = selection.vehicleType ? VEHICLE_TYPE_LABELS[selection.vehicleType] : "";
  const title = heading(season, selection.brand, vehicle);
  const pageNote = page > 1 ? ` (page ${page})` : "";
  const tags: Route.MetaDescriptors = [
    { title: `${title}${pageNote} | Tyre Wholesale` },
    {
      name: "description",
      content: `${title}: wholesale prices from 50 pieces, filter by vehicle type, brand, pattern, model and size, and ship worldwide by container.`,
    },
    { tagName: "link", rel: "canonical", href: `${publicUrl}${path}${offerSearch(selection, page)}` },
  ];
  return failed || loaderData.unknownBrand ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { season, path, selection, options, tyres, page, sort, pageCount, total, failed } = unpack(loaderData);
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  const search = offerSearch(selection, 1, sort);

  useEffect(() => {
    if (failed) showErrorToast(LOAD_FAILED_MESSAGE);
  }, [failed, location.key]);

  const vehicle = selection.vehicleType ? VEHICLE_TYPE_LABELS[selection.vehicleType] : "";
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{heading(season, selection.brand, vehicle)}</h1>
      <p className="mt-1 text-gray-700">Wholesale prices per tyre, minimum order 50 pieces.</p>
      <div className="mt-6">
        <OfferFilters key={`${path}${search}`} path={path} selection={selection} sort={sort} options={options} />
      </div>
      <section aria-label="Offers" aria-busy={loading} className="mt-6">
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
          emptyText="No tyres found matching your criteria."
          countText={`${total} ${total === 1 ? "tyre" : "tyres"}`}
          beside={<PriceListLink href={priceListPath(season, selection)} xlsxHref={priceListPath(season, selection, "xlsx")} />}
        />
        {!loading && <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `${path}${offerSearch(selection, p, sort)}`} label="Offer pages" />}
      </section>
    </div>
  );
}
