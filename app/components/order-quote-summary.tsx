// The quote a buyer confirms on their order page (decision 251): its lines, amounts and total,
// terms, payment terms with what is due when, validity and its PDF. Every value arrives as text.
import type { SentQuoteView } from "~/quotes/sent-quote";
import { TyreLinesTable } from "./tyre-lines-table";

export function OrderQuoteSummary({ quote }: { quote: SentQuoteView }) {
  return (
    <section
      aria-labelledby="order-quote-heading"
      className="mt-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-order-quote={quote.number}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="order-quote-heading" className="text-lg font-bold text-gray-900">
          {`Quote ${quote.number} (version ${quote.version})`}
        </h2>
        <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700" data-order-status>
          {quote.status}
        </p>
      </div>
      <TyreLinesTable
        caption={`Tyres of quote ${quote.number}`}
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
            <dd className="text-right tabular-nums sm:text-left">{amount.value}</dd>
          </div>
        ))}
        <dt className="text-base font-bold">Total</dt>
        <dd className="text-right text-base font-bold tabular-nums text-brand-700 sm:text-left" data-order-total>
          {quote.total}
        </dd>
      </dl>
      <dl className="mt-3 space-y-1 text-sm text-gray-800">
        <div>
          <dt className="inline font-medium text-gray-900">Terms: </dt>
          <dd className="inline">{quote.terms}</dd>
        </div>
        {quote.rate && (
          <div>
            <dt className="inline font-medium text-gray-900">Exchange rate: </dt>
            <dd className="inline" data-order-rate>
              {`${quote.rate}, fixed`}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium text-gray-900">Payment terms: </dt>
          <dd className="inline" data-order-payment>
            {quote.paymentTerms}
            <span className="block">{quote.schedule}</span>
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-900">Valid until: </dt>
          <dd className="inline" data-order-valid-until>
            {quote.validUntil}
          </dd>
        </div>
      </dl>
      <p className="mt-3">
        <a href={quote.pdfHref} download className="text-sm font-semibold text-brand-700 underline" aria-label={`Download PDF of quote ${quote.number}`}>
          Download the proforma invoice (PDF)
        </a>
      </p>
    </section>
  );
}
