// The current quote of one of the buyer's inquiries on /account/inquiries: its number, total and
// what it is made of (goods, freight, insurance), each line's lead time, ready date and DOT
// (decision 262), terms, validity and status; 'Download PDF'.
// While it can be answered: 'Accept' (a link to its confirmation, decision 251), 'Ask for
// changes' with a message in a <details> (no JavaScript needed) and 'Decline', plain form posts.
// Once accepted: the way to the next steps. Every value arrives as text (buyerQuoteView).
import { Form, Link } from "react-router";
import { CHANGES_MESSAGE_MAX } from "~/inquiries/buyer-inquiry";
import type { BuyerQuoteView } from "~/quotes/buyer-quote";
import { FOCUS_RING, OUTLINE_BUTTON, PRIMARY_BUTTON, QUIET_BUTTON } from "~/styles/buttons";

export function BuyerQuotePanel({ quote }: { quote: BuyerQuoteView }) {
  const headingId = `quote-${quote.inquiryId}-heading`;
  const messageId = `quote-${quote.inquiryId}-changes`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4" data-buyer-quote={quote.number}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-bold text-gray-900">
          Quote {quote.number}
        </h3>
        <p
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${quote.expired ? "bg-gray-200 text-gray-800" : "bg-white text-brand-700"}`}
          data-quote-status
        >
          {quote.status}
        </p>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-gray-800 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-gray-900">Total: </dt>
          <dd className="inline font-bold tabular-nums text-brand-700" data-quote-total>
            {quote.total}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-900">Valid until: </dt>
          <dd className="inline" data-quote-valid-until>
            {quote.validUntil}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-medium text-gray-900">Made of: </dt>
          <dd className="inline tabular-nums" data-quote-breakdown>
            {quote.breakdown}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-900">Terms: </dt>
          <dd className="inline">{quote.terms}</dd>
        </div>
        {quote.rate && (
          <div>
            <dt className="inline font-medium text-gray-900">Exchange rate: </dt>
            <dd className="inline" data-quote-rate>
              {`${quote.rate}, fixed`}
            </dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="inline font-medium text-gray-900">Payment: </dt>
          <dd className="inline">
            {quote.paymentTerms} {quote.schedule}
          </dd>
        </div>
        {quote.lineSupply.length > 0 && (
          <div className="sm:col-span-2">
            <dt className="font-medium text-gray-900">Lines: </dt>
            <dd>
              <ul className="mt-1 space-y-1" data-quote-line-supply>
                {quote.lineSupply.map((item, i) => (
                  <li key={i}>
                    {item.line}: {item.supply}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {quote.note && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-gray-900">Note: </dt>
            <dd className="inline whitespace-pre-line">{quote.note}</dd>
          </div>
        )}
        {quote.changesMessage && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-gray-900">You asked: </dt>
            <dd className="inline break-words whitespace-pre-line" data-quote-changes>
              {quote.changesMessage}
            </dd>
          </div>
        )}
      </dl>
      {quote.expired && <p className="mt-2 text-sm text-gray-700">This quote can no longer be accepted. Ask us for a new one.</p>}
      {quote.state === "changes-asked" && <p className="mt-2 text-sm text-gray-700">We are preparing a revised quote.</p>}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={quote.pdfHref} download className={`px-4 py-2 text-center ${QUIET_BUTTON}`} aria-label={`Download PDF of quote ${quote.number}`}>
          Download PDF
        </a>
        {quote.state === "accepted" && (
          <Link to={quote.orderHref} className={`py-2 ${PRIMARY_BUTTON}`} aria-label={`Next steps for quote ${quote.number}`}>
            Next steps: deposit and bank details
          </Link>
        )}
        {quote.answerable && (
          <>
            <Link to={quote.orderHref} className={`py-2 ${PRIMARY_BUTTON}`} aria-label={`Accept quote ${quote.number}`}>
              Accept
            </Link>
            <Form method="post" className="contents">
              <input type="hidden" name="intent" value="decline" />
              <input type="hidden" name="inquiry" value={quote.inquiryId} />
              <button type="submit" className={`py-2 ${OUTLINE_BUTTON}`} aria-label={`Decline quote ${quote.number}`}>
                Decline
              </button>
            </Form>
          </>
        )}
      </div>
      {quote.answerable && (
        <details className="mt-3 rounded-md border border-brand-100 bg-white">
          <summary className={`cursor-pointer rounded-md px-4 py-2 font-semibold text-gray-900 ${FOCUS_RING}`}>Ask for changes</summary>
          <Form method="post" className="px-4 pb-4">
            <input type="hidden" name="intent" value="changes" />
            <input type="hidden" name="inquiry" value={quote.inquiryId} />
            <label htmlFor={messageId} className="block text-sm font-medium text-gray-900">
              What would you like changed? (prices, quantities, terms, dates)
            </label>
            <textarea
              id={messageId}
              name="message"
              rows={3}
              required
              maxLength={CHANGES_MESSAGE_MAX}
              className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900"
            />
            <button type="submit" className={`mt-2 px-4 py-2 ${QUIET_BUTTON}`} aria-label={`Send the changes for quote ${quote.number}`}>
              Send to the seller
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
