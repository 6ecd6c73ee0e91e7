// One of the buyer's inquiries on /account/inquiries: reference, date and status; its
// lines (a single-tyre inquiry is one line); the terms with their named place; the totals as
// the buyer saw them. `children` holds the inquiry's actions ('Request again'); `footer`, what
// follows the totals (the seller's quote).
// Every amount arrives as text (inquirySummaryView), so this page loads no formatting code; the
// words are the orders area's, the values worded by the loader in the page's language (decision 310).
import type { ReactNode } from "react";
import type { InquirySummaryView } from "../inquiries/buyer-inquiry";
import { fillMessage } from "../i18n/fill-message";
import { usePageMessages } from "../i18n/page-messages";
import { TyreLinesTable } from "./tyre-lines-table";

/**
 * `quoted`: the seller answered with a quote, whose prices are the ones that count. The lines read
 * as "What you asked" without the old prices and totals, so no old price stands above the
 * quote's (decision 274).
 */
export function InquirySummary({
  inquiry,
  children,
  footer,
  quoted = false,
}: {
  inquiry: InquirySummaryView;
  children?: ReactNode;
  footer?: ReactNode;
  quoted?: boolean;
}) {
  const orders = usePageMessages("orders");
  const headingId = `inquiry-${inquiry.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5" data-inquiry={inquiry.id}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {fillMessage(orders.inquiryRef, { id: inquiry.id })}
        </h2>
        <p className="text-sm text-gray-700">
          <time dateTime={inquiry.createdAt}>{inquiry.date}</time>
          <span className="ms-3 rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700" data-inquiry-status>
            {inquiry.status}
          </span>
        </p>
      </header>
      {quoted && (
        <p className="mt-3 text-sm font-semibold text-gray-900" data-inquiry-asked>
          {orders.whatYouAsked}
        </p>
      )}
      <TyreLinesTable caption={fillMessage(orders.inquiryTyres, { id: inquiry.id })} lines={inquiry.lines} rowMark="inquiry-line" prices={!quoted} />
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="space-y-0.5 text-sm text-gray-700">
          <div>
            <dt className="inline font-medium text-gray-900">{`${orders.shippingTermsLabel} `}</dt>
            {/* An Incoterm and its named place: a code and a port's name, never translated. */}
            <dd className="inline" data-inquiry-terms translate="no">
              {inquiry.terms}
            </dd>
          </div>
          {inquiry.containers && (
            <div>
              <dt className="inline font-medium text-gray-900">{`${orders.containersLabel} `}</dt>
              <dd className="inline">{inquiry.containers}</dd>
            </div>
          )}
          {!quoted &&
            inquiry.priceRows.map(([label, value]) => (
              <div key={label} data-inquiry-price={label}>
                <dt className="inline font-medium text-gray-900">{label}: </dt>
                <dd className="inline tabular-nums">{value}</dd>
              </div>
            ))}
          {!quoted && (
            <div className="pt-1 text-base">
              <dt className="inline font-bold text-gray-900">{`${orders.total} `}</dt>
              <dd className="inline font-bold tabular-nums text-brand-700" data-inquiry-total>
                {inquiry.total}
              </dd>
            </div>
          )}
        </dl>
        {children}
      </div>
      {footer}
    </article>
  );
}
