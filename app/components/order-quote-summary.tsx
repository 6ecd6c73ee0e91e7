// The quote a buyer confirms on their order page (decision 251): its lines, amounts and total,
// terms, payment terms with what is due when, validity and its PDF. Every value arrives as text.
import type { SentQuoteView } from "~/quotes/sent-quote";

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
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Tyres of quote {quote.number}</caption>
        <thead className="text-left text-gray-600">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Tyre
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Line total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 border-y border-gray-200">
          {quote.lines.map((line) => (
            <tr key={line.position} data-order-line>
              <td className="py-2 pr-3 text-gray-900">
                <span className="font-medium">{line.text}</span>
                {line.size && <span className="block text-gray-600">{line.size}</span>}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums text-gray-900">
                {line.quantity}
                <span className="block text-gray-600">× {line.unitPrice}</span>
              </td>
              <td className="py-2 text-right font-semibold tabular-nums text-gray-900">{line.lineTotal}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
