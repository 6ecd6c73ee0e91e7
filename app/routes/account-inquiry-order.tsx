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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRowId(params.id);
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref(id === null ? "/account/inquiries" : buyerOrderPath(id)), { headers: PRIVATE_HEADERS });
  const order = id === null ? null : await getBuyerOrder(context.db, user.id, id, new Date());
  if (!order) throw data(NO_QUOTE, { status: 404, headers: PRIVATE_HEADERS });
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
  return data({ ...order, quote, progress, nextSteps }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PRIVATE_CACHE_CONTROL };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref("/account/inquiries"), { status: 303 });
  const inquiryId = parseRowId(params.id);
  if (inquiryId === null) return failureResponse(formFailure("not-found", NO_QUOTE), {}, PRIVATE_HEADERS);
  const checked = checkForm(acceptQuoteSchema, formValues(await readForm(request), ACCEPT_FIELDS));
  if (!checked.ok) return failureResponse(checked, {}, PRIVATE_HEADERS);
  const { supplierEmail, publicUrl } = context.inquiries;
  const answer = { kind: "accept", number: checked.data.quote } as const;
  const accepted = await answerQuote(context.db, { buyer: user, inquiryId, answer, supplierEmail, publicUrl, now: new Date() });
  if (!accepted.ok) return failureResponse(accepted.failure, {}, PRIVATE_HEADERS);
  return redirect(`${buyerOrderPath(inquiryId)}#next-steps-heading`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Your order, inquiry #${params.id} | Tyre Wholesale` }, { name: "robots", content: "noindex" }];
}

export default function AccountInquiryOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiryId, quote, nextSteps, progress } = loaderData;
  const confirming = quote.state === "sent";
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <p>
        <Link to="/account/inquiries" className="text-sm font-semibold text-brand-700 underline">
          ← My inquiries
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900 sm:text-3xl">
        {confirming ? "Confirm your order" : nextSteps ? "Order confirmed" : `Quote ${quote.number}`}
      </h1>
      <p className="mt-1 text-gray-600">{`Inquiry #${inquiryId}${confirming ? ": read the quote, then accept it to order these tyres on these terms." : ""}`}</p>
      {actionData?.message && <Alert>{actionData.message}</Alert>}
      {nextSteps && (
        <>
          {/* Once the seller records a step, the timeline says where the order is; the thanks are for the day it was accepted. */}
          {!progress?.steps.length && (
            <p className="mt-4 text-gray-800">Thank you: your order is confirmed. We e-mailed you these steps with the proforma invoice attached.</p>
          )}
          {progress && <OrderTimelineList progress={progress} />}
          <OrderNextSteps steps={nextSteps} />
        </>
      )}
      {!confirming && !nextSteps && (
        <p className="mt-4 text-gray-800" data-order-closed>{`This quote is ${quote.status.toLowerCase()} and can no longer be accepted.`}</p>
      )}
      <OrderQuoteSummary quote={quote} />
      {confirming && (
        <Form method="post" className="mt-6 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:p-5">
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="quote" value={quote.number} />
          <p className="text-gray-800">
            By accepting you order the tyres above for <strong className="tabular-nums">{quote.total}</strong> on these terms. We then e-mail you the proforma
            invoice, the deposit to pay and our bank details.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <button type="submit" className={`py-2 ${PRIMARY_BUTTON}`}>
              Accept quote and order
            </button>
            <Link to="/account/inquiries" className={`inline-flex items-center justify-center px-5 py-2 ${QUIET_BUTTON}`}>
              Not now
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
