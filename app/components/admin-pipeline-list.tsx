// The pipeline's inquiries: one card per inquiry, so a phone shows it without sideways
// scrolling: who, when, what, terms, value (its quote's total once quoted) and status, the whole
// card a link to the inquiry.
import { Link } from "react-router";
import { pipelineStatusLabel, type PipelineRow } from "~/admin/inquiry-pipeline";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { countryName } from "~/domain/country-of-place";
import { isViewedBySeller } from "~/domain/quote-state";
import { FOCUS_RING } from "~/styles/buttons";

export const STATUS_BADGE: Record<string, string> = {
  sent: "bg-blue-100 text-blue-900",
  quoted: "bg-amber-100 text-amber-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-gray-200 text-gray-800",
};

export function AdminPipelineList({ inquiries }: { inquiries: PipelineRow[] }) {
  if (inquiries.length === 0) {
    return <p className="mt-6 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">No inquiries match these filters.</p>;
  }
  return (
    <ol className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label="Inquiries">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id}>
          <Link to={`/admin/inquiries/${inquiry.id}`} className={`grid gap-1 p-4 hover:bg-gray-50 sm:grid-cols-[1fr_auto] sm:gap-4 ${FOCUS_RING}`}>
            <span className="min-w-0">
              <span className="block font-semibold break-words text-gray-900">
                #{inquiry.id} {inquiry.name}
                {inquiry.company && <span className="font-normal text-gray-700"> · {inquiry.company}</span>}
              </span>
              <span className="block text-sm break-words text-gray-700">
                {inquiry.what} · {inquiry.pieces} pcs · {inquiry.shippingTerms}
                {inquiry.namedPlace && ` ${inquiry.namedPlace}`}
                {inquiry.country && ` · ${countryName(inquiry.country)}`}
              </span>
              <span className="block text-sm text-gray-600">
                <span className="break-all">{inquiry.email}</span> ·{" "}
                <time dateTime={inquiry.createdAt} className="whitespace-nowrap">
                  {inquiry.createdAt.slice(0, 16).replace("T", " ")}
                </time>
              </span>
            </span>
            <span className="flex items-center gap-3 sm:flex-col sm:items-end">
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_BADGE[inquiry.salesStatus] ?? ""}`}>
                {pipelineStatusLabel(inquiry.salesStatus, inquiry.expired)}
              </span>
              <span className="text-right">
                <span className="block font-semibold text-gray-900" data-pipeline-value>
                  {inquiry.total
                    ? formatMoney({ amountMinor: inquiry.total.amountMinor, currency: inquiry.total.currency as CurrencyCode })
                    : "Price on request"}
                </span>
                {/* The value is this quote's total once there is one (decision 250). */}
                {inquiry.quote && (
                  <span className="block text-sm text-gray-600" data-pipeline-quote>
                    {inquiry.quote.number} v{inquiry.quote.version}
                    {inquiry.quote.state === "changes-asked" && " · changes asked"}
                    {/* Opened by the buyer, not yet answered (decision 291). */}
                    {isViewedBySeller(inquiry.quote.state, inquiry.quote.viewedAt) && " · viewed by the buyer"}
                  </span>
                )}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
