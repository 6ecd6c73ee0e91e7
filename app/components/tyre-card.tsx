// The tyre card (spec §2): brand, model, pattern, size, image, stars, prices, brand logo, and the
// 'View All Offers' and 'See Details' links, and the season with its snow mark. Used by the home explorer, offer lists and search.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { patternName, seasonName } from "~/catalogue/listing-names";
import { offersPath, tyreDetailPath } from "~/catalogue/tyre-path";
import { usePageMessages } from "~/i18n/page-messages";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "~/styles/buttons";
import { CompareToggle } from "./compare-toggle";
import { PriceTag } from "./price-tag";
import { SeasonBadge } from "./season-badge";
import { StarRating } from "./star-rating";
import { TyreImage } from "./tyre-image";

export function TyreCard({ tyre, actions }: { tyre: TyreCardData; actions?: ReactNode }) {
  const listing = usePageMessages("listing");
  const detail = tyreDetailPath({ ...tyre, size: tyre.size.normalized });
  const pattern = patternName(listing, tyre.pattern);
  return (
    <article
      className="group flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md"
      aria-label={`${tyre.brand} ${tyre.model} ${tyre.size.normalized}`}
      data-tyre-card={tyre.id}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-gray-50">
        <TyreImage
          src={tyre.image}
          alt={`${tyre.brand} ${tyre.model}`}
          className="h-full w-full object-contain p-4 transition duration-300 motion-safe:group-hover:scale-110"
        />
      </div>
      <div className="@container flex flex-1 flex-col gap-2 p-4">
        {/* The brand once: its logo (named by its alt text) where it has one, else its name; never over the picture. */}
        <p className="flex min-h-6 items-center gap-2 text-xs font-semibold uppercase tracking-wide text-gray-600" data-card-brand translate="no">
          {tyre.brandLogo ? (
            <img src={tyre.brandLogo} alt={tyre.brand} className="h-6 w-auto max-w-[60%] object-contain" loading="lazy" data-brand-logo />
          ) : (
            tyre.brand
          )}
        </p>
        <h3 className="text-lg font-bold leading-tight text-gray-900" translate="no">
          {tyre.model}
        </h3>
        <SeasonBadge season={tyre.season} snowMark={tyre.euLabel.snowGrip} label={seasonName(listing, tyre.season)} snowMarkLabel={listing.snowMark} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-700">
          <dt className="text-gray-600">{listing.size}</dt>
          <dd className="font-medium" translate="no">
            {tyre.size.normalized}
          </dd>
          <dt className="text-gray-600">{listing.pattern}</dt>
          {pattern ? <dd>{pattern}</dd> : <dd translate="no">{tyre.pattern}</dd>}
        </dl>
        {tyre.availabilityLine && <p className="text-sm text-gray-700">{tyre.availabilityLine}</p>}
        <StarRating rating={tyre.rating} reviewCount={tyre.reviewCount} />
        <PriceTag price={tyre.price} offerPrice={tyre.offerPrice} />
        {/* Side by side in two equal columns where both labels fit on one line, stacked where they do
            not (a 4-column row at 1280 px): either way the two links line up. */}
        <div className="mt-auto grid gap-2 pt-2 @[18rem]:grid-cols-2" data-card-actions>
          <Link
            to={offersPath(tyre.season, { vehicleType: tyre.vehicleType, brand: tyre.brand })}
            className={`${OUTLINE_BUTTON} whitespace-nowrap px-2! py-2! text-sm`}
          >
            {listing.viewAllOffers}
          </Link>
          <Link to={detail} className={`${PRIMARY_BUTTON} border-2 border-transparent whitespace-nowrap px-2! py-2! text-sm`}>
            {listing.seeDetails}
          </Link>
        </div>
        <CompareToggle tyre={tyre} />
        {actions}
      </div>
    </article>
  );
}
