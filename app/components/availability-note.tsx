// What the seller can load of a tyre and when (decision 225), as the loader worded it: the stock
// line, what happens beyond it, and the DOT. A tyre without availability data keeps spec §9's
// "Delivery 15-30 days after payment." where the page speaks of delivery.
import type { AvailabilityText } from "~/domain/availability";

/** spec §9, word for word (as app/shop/policies.ts and purchase-terms.tsx write it). */
const DELIVERY_ESTIMATE = "Delivery 15-30 days after payment.";

export function AvailabilityNote({ text, className = "" }: { text: AvailabilityText; className?: string }) {
  return (
    <div className={`space-y-1 rounded-lg border border-gray-200 px-4 py-3 text-sm ${className}`} data-availability>
      <p className="font-semibold text-gray-900">{text.stock ?? DELIVERY_ESTIMATE}</p>
      {text.beyond && <p className="text-gray-700">{text.beyond}</p>}
      {text.production && <p className="text-gray-700">{text.production}</p>}
    </div>
  );
}
