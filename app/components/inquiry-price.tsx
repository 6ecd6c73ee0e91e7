// The inquiry dialog's price (decision 257): the line and the rows (goods, freight, insurance,
// total, terms) it will send, as the e-mails word them; a word when the tyre has no price today
// or a CIF or DDP place is still to be named.
import type { InquiryPriceAnswer } from "../inquiries/use-inquiry-price";
import { INQUIRY_EN } from "~/i18n/messages/inquiry.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

/** The rows come worded from /inquiry-price.json in the page's language; the last but one is the total. */
export function InquiryPrice({ answer, pending }: { answer: InquiryPriceAnswer | null; pending: boolean }) {
  const words = useOptionalPageMessages("inquiry") ?? INQUIRY_EN;
  return (
    <section aria-labelledby="inquiry-price-heading" aria-busy={pending} className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2" data-inquiry-price>
      <h3 id="inquiry-price-heading" className="text-sm font-semibold text-gray-900">
        {words.priceHeading}
      </h3>
      {answer === null ? (
        <p className="mt-1 text-sm text-gray-700">{pending ? words.workingOutPrice : words.noPriceYet}</p>
      ) : answer.price === null ? (
        <p className="mt-1 text-sm text-gray-700">{words.noPriceToday}</p>
      ) : (
        <>
          {answer.price.lines.map((line) => (
            <p key={line} className="mt-1 text-sm text-gray-900" data-inquiry-price-line>
              {line}
            </p>
          ))}
          <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 text-sm">
            {answer.price.rows.map(([name, value, label]) => (
              <div key={name} className="contents" data-inquiry-price-row={name}>
                <dt className={name === "Total" ? "font-semibold text-gray-900" : "text-gray-700"}>{label}</dt>
                <dd className={name === "Total" ? "font-semibold text-gray-900" : "text-gray-900"}>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
