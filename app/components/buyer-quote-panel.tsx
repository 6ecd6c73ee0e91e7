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
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";
import { IsolatedText } from "./isolated-text";

export function BuyerQuotePanel({ quote }: { quote: BuyerQuoteView }) {
  const orders = usePageMessages("orders");
  const named = (message: string) => fillMessage(message, { number: quote.number });
  const headingId = `quote-${quote.inquiryId}-heading`;
  const messageId = `quote-${quote.inquiryId}-changes`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4" data-buyer-quote={quote.number}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-bold text-gray-900">
          {named(orders.quoteHeading)}
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
          <dt className="inline font-medium text-gray-900">{`${orders.total} `}</dt>
          <dd className="inline font-bold tabular-nums text-brand-700" dir="ltr" data-quote-total>
            {quote.total}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-900">{`${orders.validUntil} `}</dt>
          <dd className="inline" data-quote-valid-until>
            {quote.validUntil}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-medium text-gray-900">{`${orders.madeOf} `}</dt>
          <dd className="inline tabular-nums" data-quote-breakdown>
            <IsolatedText text={quote.breakdown} />
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-900">{`${orders.terms} `}</dt>
          {/* An Incoterm and its named place: a code and a port's name, never translated. */}
          <dd className="inline" translate="no">
            {quote.terms}
          </dd>
        </div>
        {quote.rate && (
          <div>
            <dt className="inline font-medium text-gray-900">{`${orders.rate} `}</dt>
            <dd className="inline" data-quote-rate>
              {fillMessage(orders.rateFixed, { rate: quote.rate })}
            </dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="inline font-medium text-gray-900">{`${orders.payment} `}</dt>
          <dd className="inline">
            {quote.paymentTerms} <IsolatedText text={quote.schedule} />
          </dd>
        </div>
        {quote.lineSupply.length > 0 && (
          <div className="sm:col-span-2">
            <dt className="font-medium text-gray-900">{`${orders.lines} `}</dt>
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
            <dt className="inline font-medium text-gray-900">{`${orders.note} `}</dt>
            <dd className="inline whitespace-pre-line">{quote.note}</dd>
          </div>
        )}
        {quote.changesMessage && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-gray-900">{`${orders.youAsked} `}</dt>
            <dd className="inline break-words whitespace-pre-line" data-quote-changes>
              {quote.changesMessage}
            </dd>
          </div>
        )}
      </dl>
      {quote.expired && <p className="mt-2 text-sm text-gray-700">{orders.expired}</p>}
      {quote.state === "changes-asked" && <p className="mt-2 text-sm text-gray-700">{orders.preparing}</p>}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={quote.pdfHref} download className={`px-4 py-2 text-center ${QUIET_BUTTON}`} aria-label={named(orders.downloadPdfNamed)}>
          {orders.downloadPdf}
        </a>
        {quote.state === "accepted" && (
          <Link to={quote.orderHref} className={`py-2 ${PRIMARY_BUTTON}`} aria-label={named(orders.nextStepsNamed)}>
            {orders.nextStepsLink}
          </Link>
        )}
        {quote.answerable && (
          <>
            <Link to={quote.orderHref} className={`py-2 ${PRIMARY_BUTTON}`} aria-label={named(orders.acceptNamed)}>
              {orders.accept}
            </Link>
            <Form method="post" className="contents">
              <input type="hidden" name="intent" value="decline" />
              <input type="hidden" name="inquiry" value={quote.inquiryId} />
              <button type="submit" className={`py-2 ${OUTLINE_BUTTON}`} aria-label={named(orders.declineNamed)}>
                {orders.decline}
              </button>
            </Form>
          </>
        )}
      </div>
      {quote.answerable && (
        <details className="mt-3 rounded-md border border-brand-100 bg-white">
          <summary className={`cursor-pointer rounded-md px-4 py-2 font-semibold text-gray-900 ${FOCUS_RING}`}>{orders.askChanges}</summary>
          <Form method="post" className="px-4 pb-4">
            <input type="hidden" name="intent" value="changes" />
            <input type="hidden" name="inquiry" value={quote.inquiryId} />
            <label htmlFor={messageId} className="block text-sm font-medium text-gray-900">
              {orders.changesLabel}
            </label>
            <textarea
              id={messageId}
              name="message"
              rows={3}
              required
              maxLength={CHANGES_MESSAGE_MAX}
              className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900"
            />
            <button type="submit" className={`mt-2 px-4 py-2 ${QUIET_BUTTON}`} aria-label={named(orders.sendChangesNamed)}>
              {orders.sendChanges}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
