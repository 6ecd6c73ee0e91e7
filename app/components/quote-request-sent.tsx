// What /quote shows once its request is sent: the inquiry's number, where the confirmation went and
// where to follow it. Apart from the request form, so the page of an emptied basket loads neither
// the form nor the lines' code (decision 322).
import { Link } from "react-router";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";
import { FOCUS_RING } from "~/styles/buttons";
import type { QuoteRequestResult } from "./quote-request-buyer-form";

/** Whether an answer of the quote page's action is the request's (the other intents answer without `values`). */
export function isQuoteRequestResult(answer: unknown): answer is QuoteRequestResult {
  return typeof answer === "object" && answer !== null && "values" in answer && "message" in answer;
}

/** After the request: its number, where the confirmation went, and where to follow it. */
export function QuoteRequestSent({ id, email }: { id: number; email: string }) {
  const basket = usePageMessages("basket");
  return (
    <div role="status" className="mt-6 rounded-xl border border-green-300 bg-green-50 p-6" data-quote-sent={id}>
      <p className="text-lg font-semibold text-green-900">{fillMessage(basket.sent, { id })}</p>
      <p className="mt-1 text-green-900">{fillMessage(basket.sentText, { email })}</p>
      <Link to="/account/inquiries" className={`mt-3 inline-block font-semibold text-brand-700 underline ${FOCUS_RING}`}>
        {basket.sentLink}
      </Link>
    </div>
  );
}
