// The tyre a buyer is pricing: picture, name, size, rating, price and EU label, in one card.
import type { Tyre } from "../catalogue/tyre";
import type { AvailabilityText } from "../domain/availability";
import { patternName } from "../catalogue/listing-names";
import { usePageMessages } from "../i18n/page-messages";
import { AvailabilityNote } from "./availability-note";
import { EuLabel } from "./eu-label";
import { IsolatedText } from "./isolated-text";
import { PriceTag } from "./price-tag";
import { StarRating } from "./star-rating";
import { TyreImage } from "./tyre-image";

/** What the card shows of a tyre: a page that sends it one (/buy-now) sends no more than this. */
export type SummaryTyre = Pick<
  Tyre,
  "brand" | "model" | "euLabel" | "image" | "loadSpeed" | "offerPrice" | "pattern" | "price" | "productCode" | "rating" | "reviewCount"
> & {
  size: Pick<Tyre["size"], "normalized">;
};

/**
 * The card's regular and payable price as /buy-now's loader wrote them: in the page's language, each
 * isolated left to right in Arabic (decision 317), as its other figures. Written in the browser, the
 * isolation's code would ride in the price tag's chunk, which every list page loads.
 */
export interface WrittenPrices {
  price: string | null;
  payable: string | null;
}

const drawn = (text: string | null) => text && <IsolatedText text={text} />;

export function TyreSummary({ tyre, availability, prices }: { tyre: SummaryTyre; availability?: AvailabilityText; prices?: WrittenPrices }) {
  const listing = usePageMessages("listing");
  const pattern = patternName(listing, tyre.pattern);
  // [term, value, whether the value is the catalogue's own code or name: never translated, left to right in Arabic]
  const facts: Array<[string, string | null, boolean]> = [
    [listing.size, tyre.size.normalized, true],
    [listing.pattern, pattern ?? tyre.pattern, pattern === null],
    [listing.loadSpeed, tyre.loadSpeed, true],
    [listing.productCode, tyre.productCode, true],
  ];
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="tyre-summary-name">
      <div className="flex gap-4 sm:gap-6">
        <TyreImage src={tyre.image} alt="" className="size-24 shrink-0 rounded-lg bg-gray-100 object-contain p-2 sm:size-36" />
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase" translate="no">
            {tyre.brand}
          </p>
          <h2 id="tyre-summary-name" className="text-xl font-bold text-gray-900 sm:text-2xl" translate="no">
            {tyre.model}
          </h2>
          <StarRating rating={tyre.rating} reviewCount={tyre.reviewCount} />
          <PriceTag
            price={tyre.price}
            offerPrice={tyre.offerPrice}
            suffix={listing.perTyre}
            written={prices && { price: drawn(prices.price), payable: drawn(prices.payable) }}
          />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts
          .filter((fact): fact is [string, string, boolean] => fact[1] !== null)
          .map(([term, value, code]) => (
            <div key={term}>
              <dt className="text-gray-600">{term}</dt>
              <dd className="font-medium text-gray-900" translate={code ? "no" : undefined} dir={code ? "ltr" : undefined}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {availability && <AvailabilityNote text={availability} className="mt-4" />}
      <div className="mt-5">
        <EuLabel euLabel={tyre.euLabel} />
      </div>
    </article>
  );
}
