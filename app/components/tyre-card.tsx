// The tyre card (spec §2): brand, model, pattern, size, image, stars, prices, brand logo, and the
// 'View All Offers' and 'See Details' links. Used by the home explorer, offer lists and search.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { offersPath, tyreDetailPath } from "~/catalogue/tyre-path";
import { CompareToggle } from "./compare-toggle";
import { PriceTag } from "./price-tag";
import { StarRating } from "./star-rating";
import { TyreImage } from "./tyre-image";

export function TyreCard({ tyre, actions }: { tyre: TyreCardData; actions?: ReactNode }) {
  const detail = tyreDetailPath({ ...tyre, size: tyre.size.normalized });
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md" aria-label={`${tyre.brand} ${tyre.model} ${tyre.size.normalized}`}>
      <div className="relative aspect-[4/3] overflow-hidden bg-gray-50">
        <TyreImage src={tyre.image} alt={`${tyre.brand} ${tyre.model}`} className="h-full w-full object-contain p-4 transition duration-300 motion-safe:group-hover:scale-110" />
        {tyre.brandLogo && <img src={tyre.brandLogo} alt={`${tyre.brand} logo`} className="absolute left-3 top-3 h-6 w-auto max-w-[45%] rounded bg-white/90 px-1" loading="lazy" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{tyre.brand}</p>
        <h3 className="text-lg font-bold leading-tight text-gray-900">{tyre.model}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-700">
          <dt className="text-gray-600">Size</dt>
          <dd className="font-medium">{tyre.size.normalized}</dd>
          <dt className="text-gray-600">Pattern</dt>
          <dd>{tyre.pattern}</dd>
        </dl>
        <StarRating rating={tyre.rating} reviewCount={tyre.reviewCount} />
        <PriceTag price={tyre.price} offerPrice={tyre.offerPrice} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link to={offersPath(tyre.season, tyre.brand)} className="flex-1 rounded-lg border border-brand-600 px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50">
            View All Offers
          </Link>
          <Link to={detail} className="flex-1 rounded-lg bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700">
            See Details
          </Link>
        </div>
        <CompareToggle tyre={tyre} />
        {actions}
      </div>
    </article>
  );
}
