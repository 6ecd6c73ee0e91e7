// What the buyer saw when they sent the inquiry (decision 213): the terms, the containers, the
// goods, freight, insurance and total, kept in view beside the seller's quote form.
import type { BuyerSawRow } from "~/quotes/quote-compose-view";

export function QuoteBuyerSaw({ rows }: { rows: BuyerSawRow[] }) {
  return (
    <section aria-labelledby="quote-buyer-saw" className="mt-4 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-800" data-quote-buyer-saw>
      <h2 id="quote-buyer-saw" className="font-semibold text-gray-900">
        What the buyer saw
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-gray-900">{row.label}</dt>
            <dd className="tabular-nums" data-buyer-saw={row.label}>
              {row.value}
              {row.note && <span className="text-gray-600"> ({row.note})</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
