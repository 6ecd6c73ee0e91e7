// /tyres/summer, /tyres/winter, /tyres/allseason (spec §2 route list, "heading only"): the season's
// heading, a short introduction and the way to its offer list; below them its most stocked sizes,
// its brands and its first offers (a heading and one button was a dead end).
import { Link } from "react-router";
import { pageLanguage, seoMeta } from "~/seo/meta-tags";
import { offersPath, sizePagePath } from "~/catalogue/tyre-path";
import { loadSeasonOverview } from "~/seasons/season-overview.server";
import { isSeason, type Season } from "~/catalogue/seasons-and-vehicle-types";
import { patternName } from "~/catalogue/listing-names";
import type { Route } from "./+types/tyres-season";
import { displayRateFor } from "~/currency/display-currency.server";
import { formatMoney } from "~/domain/money";
import { convertedMoney } from "~/domain/shown-money";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { LOCALES, moneyLocale, requestLanguage, sitePathOf } from "~/i18n/languages";
import { LISTING_CATALOGUE, SEASONS_CATALOGUE } from "~/i18n/catalogues.server";
import { formatMessage } from "~/i18n/format-message";
import type { SeasonsMessages } from "~/i18n/messages/seasons.en";

const INTRO: Record<Season, keyof SeasonsMessages> = { summer: "introSummer", winter: "introWinter", allseason: "introAllseason" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const segment = sitePathOf(new URL(request.url)).split("/").filter(Boolean)[1];
  const season: Season = isSeason(segment) ? segment : "summer";
  const language = requestLanguage(request);
  const locale = LOCALES[language];
  const [overview, rate] = await Promise.all([loadSeasonOverview(context.db, season), displayRateFor(context, request)]);
  // Each offer's price as text in the buyer's display currency (decision 298).
  const listing = LISTING_CATALOGUE[language];
  const offers = overview.offers.map((offer) => ({
    ...offer,
    pattern: patternName(listing, offer.pattern) ?? offer.pattern,
    price: offer.price && formatMoney(convertedMoney(offer.price, rate), moneyLocale(language)),
  }));
  // The page's sentences in its language (decision 294), formatted here: the page draws no shared
  // list component, so it carries its texts, not a catalogue.
  const words = SEASONS_CATALOGUE[language];
  const say = (message: string, count = 0) => formatMessage(locale, message, { season, count, intro: words[INTRO[season]] });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const text = {
    heading: say(words.heading),
    intro: words[INTRO[season]],
    description: say(words.description),
    orderLine: words.orderLine,
    seeAll: say(words.seeAll),
    mostStocked: say(words.mostStocked),
    brands: say(words.brands),
    firstOffers: say(words.firstOffers),
    allOffers: say(words.allOffers, overview.total),
    perTyre: listing.perTyre,
  };
  const sizes = overview.sizes.map((size) => ({ ...size, tyreCount: count.format(size.tyreCount) }));
  return { season, overview: { ...overview, sizes, offers }, text, publicUrl: context.config.publicUrl };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { season, text, publicUrl } = loaderData;
  return seoMeta({
    language: pageLanguage(matches),
    title: text.heading,
    description: text.description,
    path: `/tyres/${season}`,
    publicUrl,
  });
}

export default function TyresSeason({ loaderData }: Route.ComponentProps) {
  const { season, overview, text } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{text.heading}</h1>
        <p className="mt-4 text-lg text-gray-700">
          {text.intro} {text.orderLine}
        </p>
        <Link to={offersPath(season)} className={`mt-8 ${PRIMARY_BUTTON}`}>
          {text.seeAll} <span aria-hidden="true">&gt;&gt;</span>
        </Link>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        {overview.sizes.length > 0 && (
          <section aria-labelledby="season-sizes" data-season-sizes>
            <h2 id="season-sizes" className={HEADING}>
              {text.mostStocked}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
              {overview.sizes.map((size) => (
                <li key={size.slug}>
                  <Link to={sizePagePath(size.slug)} className={LINK} translate="no" dir="ltr">
                    {size.normalized}
                  </Link>
                  <span className="ms-1 text-sm text-gray-600">{`(${size.tyreCount})`}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {overview.brands.length > 0 && (
          <section aria-labelledby="season-brands" data-season-brands>
            <h2 id="season-brands" className={HEADING}>
              {text.brands}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              {overview.brands.map((brand) => (
                <li key={brand.name}>
                  <Link to={offersPath(season, { brand: brand.name })} className={LINK} translate="no">
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
            {text.firstOffers}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {overview.offers.map((tyre) => (
              <li key={tyre.id} className="flex flex-col gap-1 rounded-2xl border border-gray-200 p-4 shadow-sm" data-season-offer={tyre.id}>
                <Link to={tyre.path} className="font-bold text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline" translate="no">
                  {tyre.name}
                </Link>
                <span className="text-sm text-gray-700">
                  <span translate="no" dir="ltr">
                    {tyre.size}
                  </span>{" "}
                  · {tyre.pattern}
                </span>
                {tyre.price && (
                  <span className="mt-auto pt-2 font-bold text-brand-700 tabular-nums">
                    <span dir="ltr">{tyre.price}</span> <span className="text-sm font-normal text-gray-600">{text.perTyre}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
          <Link to={offersPath(season)} className={`mt-6 ${LINK} font-semibold`}>
            {text.allOffers}
          </Link>
        </section>
      )}
    </div>
  );
}

const HEADING = "text-xl font-bold text-gray-900";
const LINK = "inline-flex min-h-8 items-center text-brand-700 underline hover:text-brand-800";
