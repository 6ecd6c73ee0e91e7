// /admin/inquiries/:id/quote (decisions 175, 213): the seller answers an inquiry with a quote.
// The form is prefilled with what the buyer saw (each line's price, the freight, the insurance, the
// term and place), which stays in view, and marks every figure the seller changed;
// 'Send quote' stores the quote and its PDF, queues the e-mail with the PDF attached, moves the
// inquiry to quoted and audits it, then goes back to the inquiry's page.
import { data, Link, redirect } from "react-router";
import { requireSeller } from "~/admin/require-seller.server";
import { readForm } from "~/forms/read-form.server";
import { QuoteComposeForm } from "~/components/quote-compose-form";
import { formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { quoteComposeView } from "~/quotes/quote-compose-view";
import { getQuoteDraft } from "~/quotes/quote-draft.server";
import { loadFreightTable } from "~/freight/freight-table.server";
import { lineFields, parseQuoteForm, QUOTE_FORM_FIELDS } from "~/quotes/quote-form";
import { sendQuote } from "~/quotes/send-quote.server";
import { quoteCurrencyChoices, quoteRateFor } from "~/quotes/quote-currency.server";
import { formFailure, type FormFailure } from "~/forms/form-result";
import type { Route } from "./+types/admin-inquiry-quote";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { parseRowId } from "~/http/number-param";
import { Alert } from "~/components/alert";
import { QuoteBuyerSaw } from "~/components/quote-buyer-saw";

async function draftOf(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const id = parseRowId(params.id);
  const draft =
    id === null ? null : await getQuoteDraft(context.db, id, { portOfLoading: (await loadFreightTable(context.db)).settings.portOfLoading, now: new Date() });
  if (!draft) throw data("Inquiry not found.", { status: 404, headers: PRIVATE_HEADERS });
  return draft;
}

/** Every field's error at once: the form's and the currency's. */
function bothFailures(...results: Array<{ ok: true } | ({ ok: false } & FormFailure)>): FormFailure {
  const failures = results.flatMap((result) => (result.ok ? [] : [result]));
  const fieldErrors = Object.assign({}, ...failures.map((failure) => failure.fieldErrors)) as FormFailure["fieldErrors"];
  return formFailure("invalid", failures[0]!.message, fieldErrors);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const draft = await draftOf(params, context);
  return data({ view: quoteComposeView(draft, await quoteCurrencyChoices(context.db, draft.currency)) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const draft = await draftOf(params, context);
  const form = await readForm(request);
  const values = formValues(form, [...QUOTE_FORM_FIELDS, ...lineFields(draft.lines.length)]);
  const now = new Date();
  // Prices are typed in the inquiry's currency; the quote is issued in the one chosen (decision 301).
  const parsed = parseQuoteForm(values, draft.lines.length, draft.currency, now);
  const rate = await quoteRateFor(context.db, values.currency ?? "", draft.currency);
  if (!parsed.ok || !rate.ok) return failureResponse(bothFailures(parsed, rate), { values }, PRIVATE_HEADERS);
  const sent = await sendQuote(context.db, {
    draft,
    form: parsed.form,
    rate: rate.rate,
    seller: { id: seller.id, email: seller.email, actor: seller.actor },
    publicUrl: context.inquiries.publicUrl,
    replyTo: context.inquiries.supplierEmail,
    now,
  });
  if (!sent.ok) return failureResponse(sent.failure, { values }, PRIVATE_HEADERS);
  context.log.info({ requestId: context.requestId, inquiry: draft.inquiry.id, quote: sent.number }, "quote sent");
  return redirect(`/admin/inquiries/${draft.inquiry.id}`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Quote for inquiry #${loaderData?.view.inquiry.id ?? ""} | Back office` }, { name: "robots", content: "noindex" }];
}

export default function AdminInquiryQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { inquiry } = view;
  const failure = actionData ?? null;
  return (
    <div className="max-w-3xl">
      <p>
        <Link to={`/admin/inquiries/${inquiry.id}`} className="text-sm font-semibold text-brand-700 underline">
          ← Inquiry #{inquiry.id}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Quote for inquiry #{inquiry.id}</h1>
      <p className="mt-1 text-gray-600">
        {view.currentQuote
          ? `Quote ${view.currentQuote.number} (${view.currentQuote.status}) was sent before: a new one replaces it as the current quote.`
          : "Set the prices and terms, then send the buyer a PDF proforma quote."}
      </p>
      <section aria-labelledby="quote-buyer" className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800">
        <h2 id="quote-buyer" className="font-semibold text-gray-900">
          Buyer
        </h2>
        <p className="mt-1">
          {inquiry.name}
          {inquiry.company && `, ${inquiry.company}`}
        </p>
        <p>
          {inquiry.email} · {inquiry.phone}
        </p>
        <p>{inquiry.address}</p>
        {inquiry.message && <p className="mt-2 whitespace-pre-line text-gray-700">“{inquiry.message}”</p>}
      </section>
      <QuoteBuyerSaw rows={view.buyerSaw} />
      {failure && <Alert>{failure.message}</Alert>}
      <div className="mt-6">
        <QuoteComposeForm view={view} values={failure?.values ?? view.values} fieldErrors={failure?.fieldErrors ?? {}} />
      </div>
    </div>
  );
}
