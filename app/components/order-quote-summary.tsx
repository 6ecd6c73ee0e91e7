// The quote a buyer confirms on their order page (decision 251): its lines, amounts and total,
// terms, payment terms with what is due when, validity and its PDF. Every value arrives as text.
import type { SentQuoteView } from "~/quotes/sent-quote";
import { TyreLinesTable } from "./tyre-lines-table";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";
import { IsolatedText } from "./isolated-text";

export function OrderQuoteSummary({ quote }: { quote: SentQuoteView }) {
  const orders = usePageMessages("orders");
  return (
    <section
      aria-labelledby="order-quote-heading"
      className="mt-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-order-quote={quote.number}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="order-quote-heading" className="text-lg font-bold text-gray-900">
          {fillMessage(orders.quoteVersion, { number: quote.number, version: quote.version })}
        </h2>
        <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700" data-order-status>
          {quote.status}
        </p>
      </div>
      <TyreLinesTable
        caption={fillMessage(orders.quoteTyres, { number: quote.number })}
        lines={quote.lines.map((line) => ({
          name: line.text,
          size: line.size,
          quantity: String(line.quantity),
          unitPrice: `× ${line.unitPrice}`,
          lineTotal: line.lineTotal,
        }))}
        rowMark="order-line"
      />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm text-gray-900">
        {quote.amounts.map((amount) => (
          <div key={amount.label} className="contents">
            <dt className="font-medium">{amount.label}</dt>
            <dd className="text-end tabular-nums sm:text-start">{amount.value}</dd>
          </div>
        ))}
        <dt className="text-base font-bold">{orders.totalShort}</dt>
        <dd className="text-end text-base font-bold tabular-nums text-brand-700 sm:text-start" data-order-total>
          {quote.total}
        </dd>
      </dl>
      <dl className="mt-3 space-y-1 text-sm text-gray-800">
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
            <dd className="inline" data-order-rate>
              {fillMessage(orders.rateFixed, { rate: quote.rate })}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium text-gray-900">{`${orders.paymentTerms} `}</dt>
          <dd className="inline" data-order-payment>
            {quote.paymentTerms}
            <span className="block" data-order-schedule>
              <IsolatedText text={quote.schedule} />
            </span>
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-900">{`${orders.validUntil} `}</dt>
          <dd className="inline" data-order-valid-until>
            {quote.validUntil}
          </dd>
        </div>
      </dl>
      <p className="mt-3">
        <a
          href={quote.pdfHref}
          download
          className="text-sm font-semibold text-brand-700 underline"
          aria-label={fillMessage(orders.downloadPdfNamed, { number: quote.number })}
        >
          {orders.downloadProforma}
        </a>
      </p>
    </section>
  );
}
