// A list of tyre results with its two other states: 'Loading tyres...' while the next list loads
// and the empty text (spec §2 offer list and search results). Offers, search and size pages use it.
import type { ReactNode } from "react";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { usePageMessages } from "~/i18n/page-messages";
import { AddToQuoteForm } from "./add-to-quote-list";
import { OfferResult } from "./offer-result";
import { VatNote } from "./vat-note";

const statusClass = "py-12 text-center text-lg font-medium text-gray-700";

export function ResultList({
  loading,
  tyres,
  emptyText,
  countText,
  notice,
  beside,
}: {
  loading: boolean;
  tyres: TyreCardData[];
  emptyText: string;
  countText: string;
  notice?: "toast" | "alert";
  /** Shown on the count's line (the offer lists' price list link). */
  beside?: ReactNode;
}) {
  const listing = usePageMessages("listing");
  if (loading) {
    return (
      <p role="status" className={statusClass}>
        {listing.loading}
      </p>
    );
  }
  if (tyres.length === 0) {
    return (
      <p role="status" className={statusClass}>
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        {/* The list's head says once that its prices are net, not every card. */}
        <div className="flex flex-wrap items-baseline gap-x-3">
          <p className="text-sm text-gray-700">{countText}</p>
          <VatNote />
        </div>
        {beside}
      </div>
      <AddToQuoteForm />
      <ul className="flex flex-col gap-4">
        {tyres.map((tyre) => (
          <li key={tyre.id}>
            <OfferResult tyre={tyre} notice={notice} />
          </li>
        ))}
      </ul>
    </>
  );
}
