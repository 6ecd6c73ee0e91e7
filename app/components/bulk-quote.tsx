// The bulk order breakdown a buyer checks before asking for a proforma: unit price, subtotal, shipping, total.
import { shippingNote, formatPieces, tierNote } from "../buy-now/quote-text";
import { formatMoney } from "../domain/money";
import type { BulkQuote as Quote } from "../domain/pricing";

/** One line of a quote's breakdown (buy-now's and the basket's): a term, its note, its amount. */
export function QuoteRow({ term, value, note, name }: { term: string; value: string; note?: string; name: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5" data-quote={name}>
      <dt className="text-gray-700">
        {term}
        {note && (
          <span className="block text-sm text-gray-500" data-quote-note>
            {note}
          </span>
        )}
      </dt>
      <dd className="text-right font-semibold whitespace-nowrap text-gray-900 tabular-nums" data-quote-value>
        {value}
      </dd>
    </div>
  );
}

/** A quote's total, announced after each recalculation; atomic so the label is read with the amount. */
export function QuoteTotal({ total }: { total: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="flex items-baseline justify-between gap-4 pt-3" data-quote="total">
      <dt className="text-lg font-bold text-gray-900">Total</dt>
      <dd className="text-right text-2xl font-bold whitespace-nowrap text-brand-700 tabular-nums" data-quote-value>
        {total}
      </dd>
    </div>
  );
}

export function BulkQuote({ quote }: { quote: Quote }) {
  return (
    <dl className="divide-y divide-gray-200">
      <QuoteRow name="unit-price" term="Unit price" note={tierNote(quote)} value={formatMoney(quote.unitPrice)} />
      <QuoteRow name="quantity" term="Quantity" value={formatPieces(quote.quantity)} />
      <QuoteRow name="subtotal" term="Subtotal" value={formatMoney(quote.subtotal)} />
      <QuoteRow name="shipping" term="Shipping" note={shippingNote(quote)} value={formatMoney(quote.shipping)} />
      <QuoteRow name="container" term="Container" note={`Capacity ${quote.capacityText}`} value={quote.container} />
      <QuoteTotal total={formatMoney(quote.total)} />
    </dl>
  );
}
