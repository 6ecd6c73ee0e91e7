// A tyre's price: the regular price struck through beside the highlighted offer price (spec §2 tyre card).
// In the buyer's display currency where the loader converted it (decision 285).
import { formatMoney, type Money } from "../domain/money";
import type { ReactNode } from "react";
import { moneyLocale } from "../i18n/languages";
import { usePageMessages } from "../i18n/page-messages";
import { useLanguage } from "../i18n/use-shell-text";

const SIZES = {
  md: { offer: "text-xl", regular: "text-sm" },
  lg: { offer: "text-3xl", regular: "text-base" },
} as const;

export function PriceTag({
  price,
  offerPrice,
  size = "md",
  suffix,
  written,
}: {
  price: Money | null;
  offerPrice: Money | null;
  size?: keyof typeof SIZES;
  /** e.g. "per tyre", shown after the price a buyer pays. */
  suffix?: string;
  /** The regular and the payable price as the page draws them, where its loader wrote them (/buy-now); formatted here otherwise. */
  written?: { price: ReactNode; payable: ReactNode };
}) {
  const listing = usePageMessages("listing");
  const locale = moneyLocale(useLanguage());
  const shown = (amount: Money, node: ReactNode) => node ?? formatMoney(amount, locale);
  const payable = offerPrice ?? price;
  if (!payable) return <p className={`${SIZES[size].offer} font-semibold text-gray-800`}>{listing.priceOnRequest}</p>;
  const discounted = offerPrice !== null && price !== null && price.amountMinor > offerPrice.amountMinor;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      {discounted && (
        <s className={`${SIZES[size].regular} text-gray-500`}>
          <span className="sr-only">{`${listing.regularPrice} `}</span>
          {shown(price, written?.price)}
        </s>
      )}
      {/* The price and its 'per tyre' never part: a line break falls before the offer price, if anywhere. */}
      <span className="whitespace-nowrap" data-price-payable>
        <strong className={`${SIZES[size].offer} font-bold text-brand-700`}>
          {discounted && <span className="sr-only">{`${listing.offerPrice} `}</span>}
          {shown(payable, written?.payable)}
        </strong>
        {suffix && <span className="ms-2 text-sm text-gray-600">{suffix}</span>}
      </span>
    </p>
  );
}
