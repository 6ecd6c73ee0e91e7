// One line of a priced load's breakdown (buy-now's and the basket's): a term, its note, its amount;
// and the total, announced after each recalculation. An amount a loader isolated left to right, alone
// or in a note, is drawn as <bdi dir="ltr"> (decisions 311, 317).
import { IsolatedText } from "./isolated-text";

/** `wrap`: a value of words (a named place) may break over lines; an amount never does. */
export function QuoteRow({ term, value, note, name, wrap = false }: { term: string; value: string; note?: string; name: string; wrap?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5" data-quote={name}>
      <dt className="text-gray-700">
        {term}
        {note && (
          <span className="block text-sm text-gray-500" data-quote-note>
            <IsolatedText text={note} />
          </span>
        )}
      </dt>
      <dd className={`text-end font-semibold text-gray-900 tabular-nums ${wrap ? "min-w-0 break-words" : "whitespace-nowrap"}`} data-quote-value>
        <IsolatedText text={value} />
      </dd>
    </div>
  );
}

/** Atomic so the label is read with the amount. `label`: "Total" in the page's language. */
export function QuoteTotal({ total, label = "Total" }: { total: string; label?: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="flex items-baseline justify-between gap-4 pt-3" data-quote="total">
      <dt className="text-lg font-bold text-gray-900">{label}</dt>
      <dd className="text-end text-2xl font-bold whitespace-nowrap text-brand-700 tabular-nums" data-quote-value>
        <IsolatedText text={total} />
      </dd>
    </div>
  );
}
