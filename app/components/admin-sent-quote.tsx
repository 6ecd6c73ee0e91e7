// The quote the seller sent, on the inquiry's back-office page: number and version, status, lines,
// amounts and total, terms, payment schedule, validity and the PDF the buyer was sent; what the
// buyer asked to change, when they did (decision 250); when the buyer first opened it (decision 273).
import type { SentQuoteView } from "~/quotes/sent-quote";

export function AdminSentQuote({ quote }: { quote: SentQuoteView }) {
  return (
    <section aria-labelledby="sent-quote-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6" data-sent-quote={quote.number}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sent-quote-heading" className="text-lg font-semibold text-gray-900">
          Quote {quote.number} v{quote.version}
        </h2>
        <p className="text-sm font-semibold text-gray-900">
          Status: <span data-sent-quote-status>{quote.status}</span>
          {quote.answeredAt && <span className="font-normal text-gray-600"> ({quote.answeredAt.slice(0, 16).replace("T", " ")} UTC)</span>}
          {!quote.answeredAt && quote.viewedAt && (
            <span className="font-normal text-gray-600" data-sent-quote-viewed>
              {" "}
              (first opened {quote.viewedAt.slice(0, 16).replace("T", " ")} UTC)
            </span>
          )}
        </p>
      </div>
      {quote.changesMessage && (
        <div className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3" data-sent-quote-changes>
          <p className="text-sm font-semibold text-gray-900">The buyer asked for changes:</p>
          <p className="mt-1 break-words whitespace-pre-line text-gray-900">{quote.changesMessage}</p>
          <p className="mt-1 text-sm text-gray-700">Answer with a revised quote; this one can no longer be accepted.</p>
        </div>
      )}
      <div className="mt-3 overflow-x-auto" role="region" aria-label={`Lines of quote ${quote.number}`} tabIndex={0}>
        <table className="min-w-full text-sm">
          <thead className="text-left text-gray-700">
            <tr>
              <th className="py-1 pr-3 font-semibold">#</th>
              <th className="py-1 pr-3 font-semibold">Tyre</th>
              <th className="py-1 pr-3 font-semibold">Size</th>
              <th className="py-1 pr-3 text-right font-semibold">Quantity</th>
              <th className="py-1 pr-3 text-right font-semibold">Unit price</th>
              <th className="py-1 text-right font-semibold">Line total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 text-gray-900">
            {quote.lines.map((line) => (
              <tr key={line.position}>
                <td className="py-1 pr-3">{line.position}</td>
                <td className="py-1 pr-3">{line.text}</td>
                <td className="py-1 pr-3 whitespace-nowrap">{line.size}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{line.unitPrice}</td>
                <td className="py-1 text-right tabular-nums">{line.lineTotal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm text-gray-900">
        {quote.amounts.map((amount) => (
          <div key={amount.label} className="contents">
            <dt className="font-medium">{amount.label}</dt>
            <dd className="tabular-nums">{amount.value}</dd>
          </div>
        ))}
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold tabular-nums" data-sent-quote-total>
          {quote.total}
        </dd>
        <dt className="font-medium">Terms</dt>
        <dd>{quote.terms}</dd>
        {quote.rate && (
          <>
            <dt className="font-medium">Exchange rate</dt>
            <dd data-sent-quote-rate>{`${quote.rate}, fixed when sent`}</dd>
          </>
        )}
        <dt className="font-medium">Payment</dt>
        <dd>
          {quote.paymentTerms} {quote.schedule}
        </dd>
        <dt className="font-medium">Valid until</dt>
        <dd>{quote.validUntil}</dd>
      </dl>
      <p className="mt-3">
        <a href={quote.pdfHref} className="text-sm font-semibold text-brand-700 underline" aria-label={`Download PDF of quote ${quote.number}`}>
          Download the PDF (proforma invoice)
        </a>
      </p>
    </section>
  );
}
