// What the seller can load of a tyre and when (decision 225), as the loader worded it: the stock
// line, what happens beyond it, and the DOT. A tyre without availability data keeps spec §9's
// "Delivery 15-30 days after payment." where the page speaks of delivery.
// The loader words the lines in the page's language (catalogue/availability.server.ts); the
// estimate, spec §9's in English, is the listing catalogue's.
import type { AvailabilityText } from "~/domain/availability";
import { usePageMessages } from "~/i18n/page-messages";

export function AvailabilityNote({ text, className = "" }: { text: AvailabilityText; className?: string }) {
  const listing = usePageMessages("listing");
  return (
    <div className={`space-y-1 rounded-lg border border-gray-200 px-4 py-3 text-sm ${className}`} data-availability>
      <p className="font-semibold text-gray-900">{text.stock ?? listing.deliveryEstimate}</p>
      {text.beyond && <p className="text-gray-700">{text.beyond}</p>}
      {text.production && <p className="text-gray-700">{text.production}</p>}
    </div>
  );
}
