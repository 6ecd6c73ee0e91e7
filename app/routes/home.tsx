// The home page (spec §2): search form, trial promo, Explore All Tyres, Best Tyre Brands, and the
// truck-info block of the home layout.
import { useEffect } from "react";
import { Link, redirect } from "react-router";
import { BrandStrip } from "~/components/brand-strip";
import { HomeSearchForm } from "~/components/home-search-form";
import { SizeFinder } from "~/components/size-finder";
import { NO_CHOICE } from "~/catalogue/size-finder";
import { TrialPromo } from "~/components/trial-promo";
import { TruckInfo } from "~/components/truck-info";
import { TyreExplorer } from "~/components/tyre-explorer";
import { loadHomePage } from "~/home/home-page.server";
import { pack, unpack } from "~/http/packed-loader-data";
import { messagesFor } from "~/i18n/catalogues.server";
import { requestLanguage } from "~/i18n/languages";
import { PageMessages } from "~/i18n/page-messages";
import { SITE_NAME } from "~/seo/meta-tags";
import type { Route } from "./+types/home";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { home } = unpack(loaderData).messages;
  return [{ title: `${home.title} | ${SITE_NAME}` }, { name: "description", content: home.description }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The page's own words and its forms', in its language only (decision 294).
  const messages = messagesFor(requestLanguage(request), ["home", "homeSearch", "sizeFinder", "truckGuide", "listing"]);
  const page = await loadHomePage(context.db, new URL(request.url).searchParams, messages.homeSearch.selectAll);
  if (page.redirect !== undefined) throw redirect(page.redirect);
  const { search, options, searchError, explore, sizes } = page;
  return pack({ search, options, searchError, explore, sizes, messages });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { search, options, searchError, explore, sizes, messages } = unpack(loaderData);
  const { home } = messages;
  // spec §2: the home page scrolls smoothly to the top on load (unless a section is linked).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: "smooth" });
  }, []);
  return (
    <PageMessages messages={messages}>
      <div className="flex flex-col gap-14 pb-8">
        <section className="bg-gradient-to-br from-gray-900 via-gray-800 to-brand-700 px-4 pb-10 pt-10 text-white sm:pt-14">
          <div className="mx-auto max-w-7xl">
            <h1 className="max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{home.heading}</h1>
            <p className="mt-3 max-w-2xl text-lg text-gray-200">{home.lead}</p>
            <div className="mt-8 text-gray-900">
              <HomeSearchForm key={JSON.stringify(search)} initial={search} initialOptions={options} error={searchError} />
            </div>
            <div className="mt-5 text-gray-900">
              <SizeFinder sizes={sizes} initial={NO_CHOICE} />
            </div>
          </div>
        </section>
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-14 px-4">
          <TrialPromo heading={home.trialHeading} text={home.trialText} button={home.trialButton} />
          <TyreExplorer key={`${explore.season}-${explore.vehicleType}`} initial={explore} />
          <BrandStrip heading={home.brandsHeading} />
          <TruckInfo />
          <p className="text-center text-sm text-gray-600">
            {home.helpQuestion}{" "}
            <Link to="/contact-us" className="font-semibold text-brand-700 underline">
              {home.helpLink}
            </Link>
            .
          </p>
        </div>
      </div>
    </PageMessages>
  );
}
