// /tyres/summer, /tyres/winter, /tyres/allseason (spec §2 route list, "heading only"): the season's
// heading, a short introduction and the way to its offer list; below them its most stocked sizes,
// its brands and its first offers (a heading and one button was a dead end).
import { Link } from "react-router";
import { pageLanguage, seoMeta } from "~/seo/meta-tags";
import { offersPath, sizePagePath } from "~/catalogue/tyre-path";
import { loadSeasonOverview } from "~/seasons/season-overview.server";
import { isSeason, SEASON_LABELS, type Season } from "~/catalogue/seasons-and-vehicle-types";
import type { Route } from "./+types/tyres-season";
import { displayRateFor } from "~/currency/display-currency.server";
import { showMoney } from "~/domain/shown-money";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { sitePathOf } from "~/i18n/languages";

const INTRO: Record<Season, string> = {
  summer: "Summer tyres grip and brake best on warm dry and wet roads, from about 7\u00a0°C upwards.",
  winter: "Winter tyres keep their grip on snow, ice and cold wet roads below about 7\u00a0°C.",
  allseason: "All-season tyres stay on the vehicle all year in moderate climates, many marked for severe snow.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const segment = sitePathOf(new URL(request.url)).split("/").filter(Boolean)[1];
  const season: Season = isSeason(segment) ? segment : "summer";
  const [overview, rate] = await Promise.all([loadSeasonOverview(context.db, season), displayRateFor(context, request)]);
  // Each offer's price as text in the buyer's display currency (decision 298).
  const offers = overview.offers.map((offer) => ({ ...offer, price: offer.price && showMoney(offer.price, rate) }));
  return { season, overview: { ...overview, offers }, publicUrl: context.config.publicUrl };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { season, publicUrl } = loaderData;
  return seoMeta({
    language: pageLanguage(matches),
    title: `${SEASON_LABELS[season]} Tyres`,
    description: `${INTRO[season]} Truck, car, motorcycle and off-road ${SEASON_LABELS[season].toLowerCase()} tyres in bulk from 50 pieces.`,
    path: `/tyres/${season}`,
    publicUrl,
  });
}

export default function TyresSeason({ loaderData }: Route.ComponentProps) {
  const { season, overview } = loaderData;
  const label = SEASON_LABELS[season];
  const lower = label.toLowerCase();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{label} Tyres</h1>
        <p className="mt-4 text-lg text-gray-700">{INTRO[season]} Order from 50 pieces, shipped worldwide by 20ft or 40ft container.</p>
        <Link to={offersPath(season)} className={`mt-8 ${PRIMARY_BUTTON}`}>
          See all {lower} offers <span aria-hidden="true">&gt;&gt;</span>
        </Link>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        {overview.sizes.length > 0 && (
          <section aria-labelledby="season-sizes" data-season-sizes>
            <h2 id="season-sizes" className={HEADING}>
              Most stocked {lower} sizes
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
              {overview.sizes.map((size) => (
                <li key={size.slug}>
                  <Link to={sizePagePath(size.slug)} className={LINK}>
                    {size.normalized}
                  </Link>
                  <span className="ml-1 text-sm text-gray-600">{`(${size.tyreCount.toLocaleString("en-GB")})`}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {overview.brands.length > 0 && (
          <section aria-labelledby="season-brands" data-season-brands>
            <h2 id="season-brands" className={HEADING}>
              {label} brands
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              {overview.brands.map((brand) => (
                <li key={brand.name}>
                  <Link to={offersPath(season, { brand: brand.name })} className={LINK}>
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {overview.offers.length > 0 && (
        <section aria-labelledby="season-offers" className="mt-12" data-season-offers>
          <h2 id="season-offers" className={HEADING}>
            First {lower} offers
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {overview.offers.map((tyre) => (
              <li key={tyre.id} className="flex flex-col gap-1 rounded-2xl border border-gray-200 p-4 shadow-sm" data-season-offer={tyre.id}>
                <Link to={tyre.path} className="font-bold text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline">
                  {tyre.name}
                </Link>
                <span className="text-sm text-gray-700">
                  {tyre.size} · {tyre.pattern}
                </span>
                {tyre.price && (
                  <span className="mt-auto pt-2 font-bold text-brand-700 tabular-nums">
                    {tyre.price} <span className="text-sm font-normal text-gray-600">per tyre</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
          <Link to={offersPath(season)} className={`mt-6 ${LINK} font-semibold`}>
            {`All ${overview.total.toLocaleString("en-GB")} ${lower} offers`}
          </Link>
        </section>
      )}
    </div>
  );
}

const HEADING = "text-xl font-bold text-gray-900";
const LINK = "inline-flex min-h-8 items-center text-brand-700 underline hover:text-brand-800";
