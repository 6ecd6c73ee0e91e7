// /admin/inquiries/:id (decision 173): one inquiry as the seller works it: the buyer,
// every line with its tyre, the plan and totals the buyer saw, terms, message, its e-mails with
// 'Send again', notes, the status by hand, and its history. Every change is audited.
import { data, Form, Link, redirect } from "react-router";
import { INQUIRY_ACTION_FIELDS, inquiryActionSchema } from "~/admin/inquiry-actions";
import { SETTABLE_STATUSES } from "~/admin/inquiry-pipeline";
import { addInquiryNote, changeSalesStatus, getInquiryRecord } from "~/admin/inquiry-record.server";
import { sendMailAgain } from "~/admin/mail-health.server";
import { requireSeller } from "~/admin/require-seller.server";
import { getSentQuote } from "~/quotes/sent-quote.server";
import { getOrderProgress } from "~/orders/order-progress.server";
import { MAX_CONTAINERS } from "~/orders/order-step-form";
import { shopDate } from "~/domain/seller-quote";
import { AdminOrderSteps } from "~/components/admin-order-steps";
import { OrderTimelineList } from "~/components/order-timeline-list";
import { messagesFor } from "~/i18n/catalogues.server";
import { PageMessages } from "~/i18n/page-messages";
import { AdminSentQuote } from "~/components/admin-sent-quote";
import { readForm } from "~/forms/read-form.server";
import { AdminInquiryFacts } from "~/components/admin-inquiry-facts";
import { AdminMailList } from "~/components/admin-mail-list";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure } from "~/forms/form-result";
import { PRIMARY_BUTTON, QUIET_BUTTON } from "~/styles/buttons";
import type { Route } from "./+types/admin-inquiry";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { parseRowId } from "~/http/number-param";
import { Alert } from "~/components/alert";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const id = parseRowId(params.id);
  const record = id === null ? null : await getInquiryRecord(context.db, id);
  if (!record) throw data("There is no such inquiry.", { status: 404, headers: PRIVATE_HEADERS });
  const now = new Date();
  const sent = await getSentQuote(context.db, record.id, now);
  const progress = await getOrderProgress(context.db, record.id, "seller");
  // One container row per planned container ("2 x 40ft"), at least one (decision 271).
  const containerRows = Math.min(MAX_CONTAINERS, Math.max(1, Number(/^\d+/.exec(record.containers ?? "")?.[0] ?? 1)));
  // The order's timeline is the buyer's component too: the back office reads it in English.
  const messages = messagesFor("en", ["orders"]);
  return data(
    { record, sentQuote: sent?.view ?? null, progress, containerRows, today: shopDate(now), now: now.getTime(), messages },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const id = parseRowId(params.id);
  if (id === null) return failureResponse(formFailure("not-found", "There is no such inquiry."), undefined, PRIVATE_HEADERS);
  const checked = checkForm(inquiryActionSchema, formValues(await readForm(request), INQUIRY_ACTION_FIELDS));
  if (!checked.ok) return failureResponse(checked, undefined, PRIVATE_HEADERS);
  const form = checked.data;
  const result =
    form.intent === "status"
      ? await changeSalesStatus(context.db, seller.actor, id, form.status)
      : form.intent === "note"
        ? await addInquiryNote(context.db, seller.actor, id, form.body)
        : await sendMailAgain(context.db, seller.actor, id, form.job);
  if (!result.ok) return failureResponse(formFailure(result.status === 404 ? "not-found" : "conflict", result.reason), undefined, PRIVATE_HEADERS);
  const back = form.intent === "send-again" && form.back ? form.back : `/admin/inquiries/${id}`;
  return redirect(back, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Inquiry #${params.id} | Back office` }, { name: "robots", content: "noindex" }];
}

const FIELD = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900";
const SECTION = "mt-8 text-lg font-semibold text-gray-900";

export default function AdminInquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { record, sentQuote, progress, containerRows, today, now, messages } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <p>
        <Link to="/admin/inquiries" className="text-sm font-semibold text-brand-700 underline">
          ← All inquiries
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Inquiry #{record.id}</h1>
        {/* A quoted inquiry gets a revised quote, which replaces the one shown below (decision 175). */}
        <a href={`/admin/inquiries/${record.id}/quote`} className={`${PRIMARY_BUTTON} py-2`}>
          {sentQuote ? "Send a revised quote" : "Answer with a quote"}
        </a>
      </div>
      {actionData?.message && <Alert>{actionData.message}</Alert>}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="status" />
        <label className="text-sm font-medium text-gray-700">
          Status
          <select name="status" defaultValue={record.salesStatus} className={FIELD} key={record.salesStatus}>
            {/* One option per stored status: 'Expired' shared 'quoted' and showed on every quoted inquiry. */}
            {SETTABLE_STATUSES.map((status) => (
              <option key={status.key} value={status.salesStatus}>
                {status.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`${QUIET_BUTTON} px-4 py-2`}>
          Change status
        </button>
      </Form>
      {sentQuote && <AdminSentQuote quote={sentQuote} />}
      {progress && (
        <>
          <PageMessages messages={messages}>
            <OrderTimelineList progress={progress} />
          </PageMessages>
          <AdminOrderSteps inquiryId={record.id} progress={progress} containerRows={containerRows} today={today} />
        </>
      )}
      <AdminInquiryFacts record={record} />

      <h2 className={SECTION}>E-mails</h2>
      <div className="mt-2">
        <AdminMailList mail={record.mail} now={now} />
      </div>

      <h2 className={SECTION}>Internal notes</h2>
      <p className="text-sm text-gray-600">Only sellers see these.</p>
      {record.notes.length > 0 && (
        <ul className="mt-2 space-y-2">
          {record.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-gray-200 p-3">
              <p className="text-sm text-gray-600">
                {note.author} · <time dateTime={note.createdAt}>{note.createdAt.slice(0, 16).replace("T", " ")}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-gray-900">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {/* Keyed by the notes, so the box is empty again once its note is kept. */}
      <Form method="post" className="mt-3" key={record.notes.length}>
        <input type="hidden" name="intent" value="note" />
        <label className="block text-sm font-medium text-gray-700">
          New note
          <textarea
            name="body"
            rows={3}
            maxLength={4000}
            required
            className={FIELD}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? "note-error" : undefined}
          />
        </label>
        {errors.body && (
          <p id="note-error" className="mt-1 text-sm text-red-700">
            {errors.body}
          </p>
        )}
        <button type="submit" className={`${QUIET_BUTTON} mt-2 px-4 py-2`}>
          Add note
        </button>
      </Form>

      <h2 className={SECTION}>History</h2>
      <ol className="mt-2 space-y-1 text-sm">
        {record.history.map((entry, index) => (
          <li key={index} className="break-words text-gray-800">
            <time dateTime={entry.at} className="text-gray-600">
              {entry.at.slice(0, 16).replace("T", " ")}
            </time>{" "}
            · {entry.what} <span className="text-gray-600">({entry.who})</span>
          </li>
        ))}
      </ol>
    </>
  );
}
