// What the seller can load of a tyre and when (decision 225), as the loader worded it: the stock
// line, what happens beyond it, and the DOT. A tyre without availability data keeps spec §9's
// "Delivery 15-30 days after payment." where the page speaks of delivery.
import type { AvailabilityText } from "~/domain/availability";
import { POLICIES } from "~/shop/policies";

export const DELIVERY_ESTIMATE = `Delivery ${POLICIES.deliveryDays}.`;

export function AvailabilityNote({ text, className = "" }: { text: AvailabilityText; className?: string }) {
  const inStock = text.stock?.startsWith("In stock") ?? false;
  return (
    <div className={`space-y-1 rounded-lg border border-gray-200 px-4 py-3 text-sm ${className}`} data-availability>
      <p className="flex items-center gap-2 font-semibold text-gray-900">
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 shrink-0 rounded-full ${inStock ? "bg-green-600" : "bg-amber-500"}`} />
        {text.stock ?? DELIVERY_ESTIMATE}
      </p>
      {text.beyond && <p className="text-gray-700">{text.beyond}</p>}
      {text.production && (
        <p className="text-gray-700" data-production-date>
          {text.production}
        </p>
      )}
    </div>
  );
}

/** The card's one line, under the tyre's facts; nothing when the loader sent none. */
export function AvailabilityLine({ line }: { line: string | undefined }) {
  if (!line) return null;
  return (
    <p className="text-sm font-medium text-gray-800" data-availability-line>
      {line}
    </p>
  );
}
