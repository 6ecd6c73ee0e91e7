// The inquiry dialog's price (decision 257): the line and the rows (goods, freight, insurance,
// total, terms) it will send, as the e-mails word them; a word when the tyre has no price today
// or a CIF or DDP place is still to be named.
import type { InquiryPriceAnswer } from "../inquiries/use-inquiry-price";

export const NO_PRICE_YET = "Name the port or address above to see the price with freight.";
export const NO_PRICE_TODAY = "This tyre has no price today: the seller quotes it in reply.";

export function InquiryPrice({ answer, pending }: { answer: InquiryPriceAnswer | null; pending: boolean }) {
  return (
    <section aria-labelledby="inquiry-price-heading" aria-busy={pending} className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2" data-inquiry-price>
      <h3 id="inquiry-price-heading" className="text-sm font-semibold text-gray-900">
        Price this inquiry sends
      </h3>
      {answer === null ? (
        <p className="mt-1 text-sm text-gray-700">{pending ? "Working out the price..." : NO_PRICE_YET}</p>
      ) : answer.price === null ? (
        <p className="mt-1 text-sm text-gray-700">{NO_PRICE_TODAY}</p>
      ) : (
        <>
          {answer.price.lines.map((line) => (
            <p key={line} className="mt-1 text-sm text-gray-900" data-inquiry-price-line>
              {line}
            </p>
          ))}
          <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 text-sm">
            {answer.price.rows.map(([label, value]) => (
              <div key={label} className="contents" data-inquiry-price-row={label}>
                <dt className={label === "Total" ? "font-semibold text-gray-900" : "text-gray-700"}>{label}</dt>
                <dd className={label === "Total" ? "font-semibold text-gray-900" : "text-gray-900"}>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
