// /account/inquiries: the signed-in buyer's own inquiries, newest first, ten a page:
// date, reference, lines, totals, terms with their named place, status; and 'Request again', a
// plain form post that puts the same tyres back in the basket at today's prices. An inquiry the
// seller answered shows its current quote with 'Download PDF', 'Accept' (its confirmation page,
// decision 251), 'Ask for changes' with a message and 'Decline' (decision 250).
// Visitors are sent to log in and back. Personal: private, no-store, never kept by the render cache.
import { data, Form, Link, redirect } from "react-router";
import { readForm } from "~/forms/read-form.server";
import { getSessionUser } from "~/auth/session.server";
import { loginHref } from "~/auth/redirect-path";
import { Pagination } from "~/components/pagination";
import { BuyerQuotePanel } from "~/components/buyer-quote-panel";
import { InquirySummary } from "~/components/inquiry-summary";
import { failureResponse } from "~/forms/form-response.server";
import { checkForm, formValues } from "~/forms/check-form";
import { formFailure } from "~/forms/form-result";
import { buyerInquiryStatus, inquirySummaryView } from "~/inquiries/buyer-inquiry";
import { BUYER_INQUIRY_FIELDS, buyerInquirySchema } from "~/inquiries/buyer-inquiry-form";
import { listBuyerInquiries } from "~/inquiries/buyer-inquiries.server";
import { requestAgain, requestAgainPath } from "~/inquiries/request-again.server";
import { buyerQuoteView } from "~/quotes/buyer-quote";
import { currentQuotesOf } from "~/quotes/buyer-quotes.server";
import { answerQuote } from "~/quotes/quote-answer.server";
import { orderStatusesOf } from "~/orders/order-progress.server";
import type { Route } from "./+types/account-inquiries";
import { PRIVATE_CACHE_CONTROL, PRIVATE_HEADERS } from "~/http/private-response";
import { pageNumberOf } from "~/http/number-param";
import { Alert } from "~/components/alert";
import { messagesFor } from "~/i18n/catalogues.server";
import { requestLanguage } from "~/i18n/languages";
import { fillMessage } from "~/i18n/fill-message";
import { PageMessages } from "~/i18n/page-messages";
import { SITE_NAME } from "~/seo/meta-tags";
import { buyerQuoteIn, failureSaid, inquirySummaryIn, ordersWording, sayBack } from "~/orders/buyer-words.server";

const PATH = "/account/inquiries";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref(PATH), { headers: PRIVATE_HEADERS });
  const language = requestLanguage(request);
  const wording = ordersWording(language);
  const page = pageNumberOf(new URL(request.url).searchParams.get("page"));
  const list = await listBuyerInquiries(context.db, user.id, page);
  const inquiries = list.inquiries.map(inquirySummaryView);
  const now = new Date();
  const current = await currentQuotesOf(
    context.db,
    user.id,
    inquiries.map((inquiry) => inquiry.id),
  );
  const quotes = Object.fromEntries([...current].map(([id, quote]) => [id, buyerQuoteIn(wording, buyerQuoteView(quote, now), quote.validUntil)]));
  // An accepted order reads where it stands (In production, Shipped...), never the seller's "Won" (decision 271).
  const orders = await orderStatusesOf(
    context.db,
    inquiries.filter((inquiry) => quotes[inquiry.id]?.state === "accepted").map((inquiry) => inquiry.id),
  );
  const withStatus = list.inquiries.map((inquiry, i) =>
    inquirySummaryIn(wording, {
      ...inquiries[i]!,
      status: orders.get(inquiry.id) ?? buyerInquiryStatus(inquiry.salesStatus, quotes[inquiry.id]?.state ?? null),
    }),
  );
  for (const [id, status] of orders) quotes[id] = { ...quotes[id]!, status: sayBack(wording, status) };
  const messages = messagesFor(language, ["orders"]);
  return data({ ...list, inquiries: withStatus, quotes, messages }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PRIVATE_CACHE_CONTROL };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref(PATH), { status: 303 });
  const wording = ordersWording(requestLanguage(request));
  const checked = checkForm(buyerInquirySchema, formValues(await readForm(request), BUYER_INQUIRY_FIELDS));
  if (!checked.ok) return failureResponse(failureSaid(wording, checked), {}, PRIVATE_HEADERS);
  const form = checked.data;
  const inquiryId = form.inquiry;
  if (form.intent !== "again") {
    const { supplierEmail, publicUrl } = context.inquiries;
    const answer = form.intent === "changes" ? ({ kind: "changes", message: form.message } as const) : ({ kind: "decline" } as const);
    const answered = await answerQuote(context.db, { buyer: user, inquiryId, answer, supplierEmail, publicUrl, now: new Date() });
    if (!answered.ok) return failureResponse(failureSaid(wording, answered.failure), {}, PRIVATE_HEADERS);
    return redirect(`${PATH}#inquiry-${inquiryId}-heading`, { status: 303, headers: PRIVATE_HEADERS });
  }
  const result = await requestAgain(request, context, user, inquiryId);
  if (!result.ok) return failureResponse(failureSaid(wording, formFailure(result.status === 404 ? "not-found" : "rejected", result.reason)));
  return redirect(requestAgainPath(inquiryId, result.skipped), { status: 303, headers: result.headers });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData?.messages.orders.title ?? "My inquiries"} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function AccountInquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiries, page, pageCount, quotes, messages } = loaderData;
  const { orders } = messages;
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{orders.heading}</h1>
        <p className="mt-1 text-gray-600">{orders.lead}</p>
        {actionData?.message && <Alert>{actionData.message}</Alert>}
        {inquiries.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-gray-300 p-8 text-center">
            <p className="text-lg font-semibold text-gray-900">{orders.empty}</p>
            <p className="mt-2 text-gray-600">
              {orders.emptyBefore}{" "}
              <Link to="/quote" className="font-semibold text-brand-700 underline">
                {orders.emptyLink}
              </Link>{" "}
              {orders.emptyAfter}
            </p>
          </div>
        ) : (
          <ol className="mt-6 space-y-4">
            {inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                <InquirySummary
                  inquiry={inquiry}
                  quoted={Boolean(quotes[inquiry.id])}
                  footer={quotes[inquiry.id] && <BuyerQuotePanel quote={quotes[inquiry.id]!} />}
                >
                  {inquiry.lines.some((line) => line.tyreId !== null) && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="again" />
                      <input type="hidden" name="inquiry" value={inquiry.id} />
                      <button
                        type="submit"
                        aria-label={fillMessage(orders.requestAgainNamed, { id: inquiry.id })}
                        className="inline-flex w-full items-center justify-center rounded-md border border-gray-300 bg-white px-5 py-2.5 font-semibold text-gray-900 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:w-auto"
                      >
                        {orders.requestAgain}
                      </button>
                    </Form>
                  )}
                </InquirySummary>
              </li>
            ))}
          </ol>
        )}
        {pageCount > 1 && <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n === 1 ? PATH : `${PATH}?page=${n}`)} label={orders.pages} />}
      </div>
    </PageMessages>
  );
}
