// 'Request quote' on /quote: the whole basket as one purchase inquiry. A visitor gets the button
// and spec §6's login-required toast (without JavaScript the login page); a signed-in buyer the
// inquiry form (quote-request-buyer-form.tsx), loaded only for them. Decision 132.
import { Suspense } from "react";
import { Form, Link } from "react-router";
import { loginHref } from "../auth/redirect-path";
import { NO_CHOICE_FIELDS, type ChoiceFields } from "../freight/choice-fields";
import { SUBMIT_BUTTON } from "~/styles/buttons";
import { usePageMessages } from "~/i18n/page-messages";
import { preloadableLazy } from "~/browser/preloadable-lazy";
import type { QuoteRequestDefaults, QuoteRequestResult } from "./quote-request-buyer-form";

export type { QuoteRequestDefaults, QuoteRequestResult };

/**
 * The buyer's form, loaded before a render that shows it: the server renders a page in one synchronous
 * pass (decision 187), so /quote's loader calls `loadQuoteRequestBuyerForm` for a signed-in buyer and
 * the lazy component then resolves at once instead of suspending (as the shipping terms chooser does, decision 214).
 */
const buyerForm = preloadableLazy(async () => (await import("./quote-request-buyer-form")).QuoteRequestBuyerForm);
export const loadQuoteRequestBuyerForm = buyerForm.preload;
const QuoteRequestBuyerForm = buyerForm.Component;

function Heading() {
  const basket = usePageMessages("basket");
  return (
    <>
      <h2 id="request-heading" className="text-xl font-bold text-gray-900">
        {basket.requestHeading}
      </h2>
      <p className="mt-1 text-gray-700">{basket.requestLead}</p>
    </>
  );
}

export function QuoteRequestForm({
  defaults,
  result,
  choice = NO_CHOICE_FIELDS,
}: {
  defaults: QuoteRequestDefaults | null;
  result: QuoteRequestResult | null;
  /** The page's shipping choice: the form starts from it (decision 210). */
  choice?: ChoiceFields;
}) {
  const basket = usePageMessages("basket");
  if (defaults) {
    return (
      <Suspense fallback={<p className="text-sm text-gray-600">{basket.loadingForm}</p>}>
        <QuoteRequestBuyerForm defaults={defaults} result={result} choice={choice} heading={<Heading />} />
      </Suspense>
    );
  }
  return (
    <section aria-labelledby="request-heading" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" data-quote-request="visitor">
      <Heading />
      <Form
        method="post"
        className="mt-4"
        onSubmit={(event) => {
          // spec §6's toast. Loaded on the click: the guard's chunk is the inquiry buttons' on every tyre page (decision 063).
          event.preventDefault();
          import("../auth/contact-guard")
            .then(({ canContactSupplier }) => canContactSupplier(null))
            // Without the toast the buyer still needs to log in: where the form goes without JavaScript.
            .catch(() => window.location.assign(loginHref("/quote")));
        }}
      >
        <input type="hidden" name="intent" value="request" />
        <button type="submit" className={SUBMIT_BUTTON}>
          {basket.requestButton}
        </button>
      </Form>
      <p className="mt-3 text-sm text-gray-700">
        <Link to={loginHref("/quote")} className="font-semibold text-brand-700 underline">
          {basket.logIn}
        </Link>{" "}
        {basket.or}{" "}
        <Link to={loginHref("/quote", "/register")} className="font-semibold text-brand-700 underline">
          {basket.createAccount}
        </Link>{" "}
        {basket.toSendIt}
      </p>
    </section>
  );
}
