// One tyre in an offer list, the search results or a size page: picture, name, size, season with
// its snow mark, rating, price, and the 'Contact to Buy >>' and 'See Details >>' actions
// (spec §2 offer list), plus 'Add to quote' (decision 134; the list renders the one AddToQuoteForm it
// submits) and 'Compare'.
import { Link } from "react-router";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import { patternName, seasonName, vehicleName } from "~/catalogue/listing-names";
import { usePageMessages } from "~/i18n/page-messages";
import { AddToQuoteListButton } from "./add-to-quote-list";
import { CompareToggle } from "./compare-toggle";
import { ContactToBuyButton } from "./contact-to-buy-button";
import { PriceTag } from "./price-tag";
import { SeasonBadge } from "./season-badge";
import { StarRating } from "./star-rating";
import { TyreImage } from "./tyre-image";

export function OfferResult({ tyre, notice = "toast" }: { tyre: TyreCardData; notice?: "toast" | "alert" }) {
  const listing = usePageMessages("listing");
  const pattern = patternName(listing, tyre.pattern);
  // [term, value, whether the value is the catalogue's own code or name, never translated]
  const facts: Array<[string, string | null, boolean]> = [
    [listing.vehicle, vehicleName(listing, tyre.vehicleType), false],
    [listing.pattern, pattern ?? tyre.pattern, pattern === null],
    [listing.loadSpeed, tyre.loadSpeed, true],
  ];
  return (
    <article
      aria-label={`${tyre.brand} ${tyre.model} ${tyre.size.normalized}`}
      data-offer-result={tyre.id}
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center"
    >
      <TyreImage
        src={tyre.image}
        alt={`${tyre.brand} ${tyre.model}`}
        className="aspect-square w-20 self-start rounded-lg bg-gray-50 object-contain p-1 sm:w-36 sm:self-center sm:p-2"
      />
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-600" translate="no">
            {tyre.brand}
          </p>
          <SeasonBadge season={tyre.season} snowMark={tyre.euLabel.snowGrip} label={seasonName(listing, tyre.season)} snowMarkLabel={listing.snowMark} />
        </div>
        <h2 className="text-lg font-bold leading-tight text-gray-900" translate="no">
          {tyre.model} <span className="font-semibold text-gray-700">{tyre.size.normalized}</span>
        </h2>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {facts
            .filter((f): f is [string, string, boolean] => f[1] !== null)
            .map(([term, value, code]) => (
              <div key={term} className="flex gap-1">
                <dt className="text-gray-600">{term}:</dt>
                <dd className="font-medium text-gray-900" translate={code ? "no" : undefined} dir={code ? "ltr" : undefined}>
                  {value}
                </dd>
              </div>
            ))}
        </dl>
        {tyre.availabilityLine && <p className="text-sm text-gray-700">{tyre.availabilityLine}</p>}
        <StarRating rating={tyre.rating} reviewCount={tyre.reviewCount} />
      </div>
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-1 sm:w-64">
        <PriceTag price={tyre.price} offerPrice={tyre.offerPrice} suffix={listing.perTyre} />
        <ContactToBuyButton
          tyre={{ id: tyre.id, brand: tyre.brand, model: tyre.model, size: tyre.size.normalized }}
          notice={notice}
          className="w-full py-2.5"
        />
        <Link
          to={tyreDetailPath({ ...tyre, size: tyre.size.normalized })}
          className="inline-flex w-full items-center justify-center gap-1 rounded-md border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {listing.seeDetails} <span aria-hidden="true">&gt;&gt;</span>
        </Link>
        <AddToQuoteListButton tyreId={tyre.id} />
        <CompareToggle tyre={tyre} className="justify-center" />
      </div>
    </article>
  );
}
