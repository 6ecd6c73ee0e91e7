// /account/inquiries/:id/order (decision 251): the buyer's order for one of their inquiries.
// While the current quote can be accepted it is the confirmation step: its lines, total, payment
// terms and validity, and 'Accept quote and order', a plain form post naming the quote read (so a
// revised quote sent meanwhile is read before it is accepted). Once accepted: the next steps.
// Another buyer's inquiry is a 404. Personal: private, no-store.
import { data, Form, Link, redirect } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { loginHref } from "~/auth/redirect-path";
import { Alert } from "~/components/alert";
import { OrderNextSteps } from "~/components/order-next-steps";
import { OrderTimelineList } from "~/components/order-timeline-list";
import { getOrderProgress } from "~/orders/order-progress.server";
import { OrderQuoteSummary } from "~/components/order-quote-summary";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure } from "~/forms/form-result";
import { readForm } from "~/forms/read-form.server";
import { PRIVATE_CACHE_CONTROL, PRIVATE_HEADERS } from "~/http/private-response";
import { parseRowId } from "~/http/number-param";
import { ACCEPT_FIELDS, acceptQuoteSchema } from "~/inquiries/buyer-inquiry-form";
import { buyerOrderPath } from "~/quotes/buyer-quote";
import { getBuyerOrder } from "~/quotes/buyer-order.server";
import { nextStepsWithPayments } from "~/quotes/next-steps";
import { answerQuote, NO_QUOTE } from "~/quotes/quote-answer.server";
import { PRIMARY_BUTTON, QUIET_BUTTON } from "~/styles/buttons";
import type { Route } from "./+types/account-inquiry-order";
import { messagesFor } from "~/i18n/catalogues.server";
import { requestLanguage } from "~/i18n/languages";
import { fillMessage } from "~/i18n/fill-message";
import { PageMessages } from "~/i18n/page-messages";
import { SITE_NAME } from "~/seo/meta-tags";
import { failureSaid, nextStepsIn, ordersWording, progressIn, sayBack, sentQuoteIn } from "~/orders/buyer-words.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRowId(params.id);
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref(id === null ? "/account/inquiries" : buyerOrderPath(id)), { headers: PRIVATE_HEADERS });
  const order = id === null ? null : await getBuyerOrder(context.db, user.id, id, new Date());
  const language = requestLanguage(request);
  const wording = ordersWording(language);
  if (!order) throw data(sayBack(wording, NO_QUOTE), { status: 404, headers: PRIVATE_HEADERS });
  // Once accepted, the order's timeline and documents (decision 271); the order is the buyer's, read above.
  const progress = order.quote.state === "accepted" ? await getOrderProgress(context.db, order.inquiryId, "buyer") : null;
  // The quote's "Accepted (awaiting deposit)" gives way to where the order stands (Shipped...).
  const quote = progress ? { ...order.quote, status: progress.status } : order.quote;
  // What the seller recorded as paid reads as received, not as a payment still to make.
  const paid = (kind: "deposit-received" | "balance-received") => {
    const step = progress?.steps.find((s) => s.kind === kind);
    return step ? { on: step.on, fact: step.facts[0] ?? "" } : undefined;
  };
  const nextSteps =
    order.nextSteps && progress
      ? nextStepsWithPayments(order.nextSteps, { first: paid("deposit-received"), balance: paid("balance-received") })
      : order.nextSteps;
  const messages = messagesFor(language, ["orders"]);
  // The closed quote's sentence takes its status in lower case, as the English does.
  const closedStatus = sayBack(wording, quote.status).toLocaleLowerCase(wording.locale);
  return data(
    {
      ...order,
      quote: sentQuoteIn(wording, quote),
      progress: progress && progressIn(wording, progress),
      nextSteps: nextSteps && nextStepsIn(wording, nextSteps),
      closedStatus,
      messages,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PRIVATE_CACHE_CONTROL };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref("/account/inquiries"), { status: 303 });
  const wording = ordersWording(requestLanguage(request));
  const inquiryId = parseRowId(params.id);
  if (inquiryId === null) return failureResponse(failureSaid(wording, formFailure("not-found", NO_QUOTE)), {}, PRIVATE_HEADERS);
  const checked = checkForm(acceptQuoteSchema, formValues(await readForm(request), ACCEPT_FIELDS));
  if (!checked.ok) return failureResponse(failureSaid(wording, checked), {}, PRIVATE_HEADERS);
  const { supplierEmail, publicUrl } = context.inquiries;
  const answer = { kind: "accept", number: checked.data.quote } as const;
  const accepted = await answerQuote(context.db, { buyer: user, inquiryId, answer, supplierEmail, publicUrl, now: new Date() });
  if (!accepted.ok) return failureResponse(failureSaid(wording, accepted.failure), {}, PRIVATE_HEADERS);
  return redirect(`${buyerOrderPath(inquiryId)}#next-steps-heading`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta({ params, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const title = fillMessage(loaderData?.messages.orders.orderTitle ?? "Your order, inquiry #{id}", { id: params.id });
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function AccountInquiryOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiryId, quote, nextSteps, progress, closedStatus, messages } = loaderData;
  const { orders } = messages;
  const confirming = quote.state === "sent";
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
        <p>
          <Link to="/account/inquiries" className="text-sm font-semibold text-brand-700 underline">
            {/* The arrow points back, to the start of the line: left, or right in right-to-left text. */}
            <span aria-hidden="true" className="rtl:hidden">
              ←{" "}
            </span>
            <span aria-hidden="true" className="hidden rtl:inline">
              →{" "}
            </span>
            {orders.back}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-gray-900 sm:text-3xl">
          {confirming ? orders.confirmHeading : nextSteps ? orders.confirmedHeading : fillMessage(orders.quoteHeading, { number: quote.number })}
        </h1>
        <p className="mt-1 text-gray-600">{fillMessage(confirming ? orders.confirmLead : orders.inquiryRef, { id: inquiryId })}</p>
        {actionData?.message && <Alert>{actionData.message}</Alert>}
        {nextSteps && (
          <>
            {/* Once the seller records a step, the timeline says where the order is; the thanks are for the day it was accepted. */}
            {!progress?.steps.length && <p className="mt-4 text-gray-800">{orders.thanks}</p>}
            {progress && <OrderTimelineList progress={progress} />}
            <OrderNextSteps steps={nextSteps} />
          </>
        )}
        {!confirming && !nextSteps && (
          <p className="mt-4 text-gray-800" data-order-closed>
            {fillMessage(orders.closed, { status: closedStatus })}
          </p>
        )}
        <OrderQuoteSummary quote={quote} />
        {confirming && (
          <Form method="post" className="mt-6 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:p-5">
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="quote" value={quote.number} />
            <p className="text-gray-800">
              {orders.acceptBefore}{" "}
              <strong className="tabular-nums" dir="ltr">
                {quote.total}
              </strong>{" "}
              {orders.acceptAfter}
            </p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <button type="submit" className={`py-2 ${PRIMARY_BUTTON}`}>
                {orders.acceptOrder}
              </button>
              <Link to="/account/inquiries" className={`inline-flex items-center justify-center px-5 py-2 ${QUIET_BUTTON}`}>
                {orders.notNow}
              </Link>
            </div>
          </Form>
        )}
      </div>
    </PageMessages>
  );
}
