// /tyres/summer, /tyres/winter, /tyres/allseason (spec §2 route list, "heading only"): the season's
// heading, a short introduction and the way to its offer list.
import { Link } from "react-router";
import { seoMeta } from "~/seo/meta-tags";
import { offersPath } from "~/catalogue/tyre-path";
import { isSeason, SEASON_LABELS, type Season } from "~/catalogue/seasons-and-vehicle-types";
import type { Route } from "./+types/tyres-season";
import { PRIMARY_BUTTON } from "~/styles/buttons";

const INTRO: Record<Season, string> = {
  summer: "Summer tyres grip and brake best on warm dry and wet roads, from about 7\u00a0°C upwards.",
  winter: "Winter tyres keep their grip on snow, ice and cold wet roads below about 7\u00a0°C.",
  allseason: "All-season tyres stay on the vehicle all year in moderate climates, many marked for severe snow.",
};

export function loader({ request, context }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/").filter(Boolean)[1];
  const season: Season = isSeason(segment) ? segment : "summer";
  return { season, publicUrl: context.config.publicUrl };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const { season, publicUrl } = loaderData;
  return seoMeta({
    title: `${SEASON_LABELS[season]} Tyres`,
    description: `${INTRO[season]} Truck, car, motorcycle and off-road ${SEASON_LABELS[season].toLowerCase()} tyres in bulk from 50 pieces.`,
    path: `/tyres/${season}`,
    publicUrl,
  });
}

export default function TyresSeason({ loaderData }: Route.ComponentProps) {
  const { season } = loaderData;
  const label = SEASON_LABELS[season];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{label} Tyres</h1>
      <p className="mt-4 text-lg text-gray-700">{INTRO[season]} Order from 50 pieces, shipped worldwide by 20ft or 40ft container.</p>
      <Link to={offersPath(season)} className={`mt-8 ${PRIMARY_BUTTON}`}>
        See all {label.toLowerCase()} offers <span aria-hidden="true">&gt;&gt;</span>
      </Link>
    </div>
  );
}
