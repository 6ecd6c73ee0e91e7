// /admin/stock (decisions 245, 246): the stock feed. Upload a CSV or XLSX feed of product code (or
// EAN), pieces and warehouse, see what it would write (or every refused line) and apply it; the
// API keys a seller's system posts the feed with; and a tyre found by its code, to correct its
// availability by hand (/admin/stock/tyres/:id, decision 248).
import { data, redirect } from "react-router";
import { requireSeller } from "~/admin/require-seller.server";
import { STOCK_FIELDS, stockActionSchema } from "~/admin/stock-admin-form";
import { applyStockFeedDraft, listStockFeeds, previewStockFeed } from "~/admin/stock-feed-drafts.server";
import type { FeedPreview } from "~/admin/stock-view";
import { createFeedKey, listFeedKeys, revokeFeedKey } from "~/admin/stock-feed-keys.server";
import { findStockTyres } from "~/admin/tyre-availability-admin.server";
import { AdminFeedKeys } from "~/components/admin-feed-keys";
import { AdminStockFeed } from "~/components/admin-stock-feed";
import { AdminTyreFinder } from "~/components/admin-tyre-finder";
import { Alert } from "~/components/alert";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure, type FieldErrors } from "~/forms/form-result";
import { readForm } from "~/forms/read-form.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/admin-stock";

const PATH = "/admin/stock";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const params = new URL(request.url).searchParams;
  const code = (params.get("code") ?? "").slice(0, 60);
  const [keys, feeds, found] = await Promise.all([listFeedKeys(context.db), listStockFeeds(context.db), findStockTyres(context.db, code)]);
  const applied = params.get("applied");
  const notice = applied === null ? null : `Stock feed applied: ${applied} ${applied === "1" ? "line" : "lines"} written${noticeTail(params)}.`;
  return data({ keys, feeds, code, found, notice: notice ?? (params.has("revoked") ? "The API key was revoked." : null) }, { headers: PRIVATE_HEADERS });
}

function noticeTail(params: URLSearchParams): string {
  const unknown = Number(params.get("unknown") ?? 0);
  return unknown > 0 ? `, ${unknown} unknown ${unknown === 1 ? "code" : "codes"} left out` : "";
}

export function headers() {
  return PRIVATE_HEADERS;
}

type Answered = { part: "intent" | "feed" | "key"; preview: FeedPreview | null; newKey: { name: string; key: string } | null };
const NO_ERRORS: FieldErrors = {};
const answer = (part: Answered["part"], extra: Partial<Answered> = {}): Answered => ({ part, preview: null, newKey: null, ...extra });

export async function action({ request, context }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const form = await readForm(request);
  const checked = checkForm(stockActionSchema, formValues(form, STOCK_FIELDS));
  if (!checked.ok) return failureResponse(checked, answer(checked.fieldErrors.name ? "key" : "intent"), PRIVATE_HEADERS);
  const input = checked.data;
  const db = context.db;
  switch (input.intent) {
    case "preview": {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return failureResponse(
          formFailure("invalid", "Choose a CSV or XLSX file to preview.", { file: "Choose a CSV or XLSX file to preview." }),
          answer("feed"),
          PRIVATE_HEADERS,
        );
      }
      const preview = await previewStockFeed(db, seller, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
      if (!preview.ok) return failureResponse(formFailure("invalid", preview.reason, { file: preview.reason }), answer("feed", { preview }), PRIVATE_HEADERS);
      return data({ message: "", fieldErrors: NO_ERRORS, ...answer("feed", { preview }) }, { headers: PRIVATE_HEADERS });
    }
    case "apply": {
      const applied = await applyStockFeedDraft(db, seller, input.draft);
      if (applied.ok === "missing") {
        return failureResponse(
          formFailure("not-found", "This preview was applied already or is too old: preview the file again."),
          answer("feed"),
          PRIVATE_HEADERS,
        );
      }
      if (!applied.ok) {
        const reason = `${applied.refused.length} ${applied.refused.length === 1 ? "line is" : "lines are"} refused now: nothing was changed. Preview the file again.`;
        return failureResponse(formFailure("rejected", reason), answer("feed"), PRIVATE_HEADERS);
      }
      return redirect(`${PATH}?applied=${applied.applied}&unknown=${applied.unknown.length}`, { status: 303, headers: PRIVATE_HEADERS });
    }
    case "create-key": {
      const made = await createFeedKey(db, seller.actor, input.name);
      // Shown in this answer only: the key is never stored, so it cannot be shown again.
      return data({ message: "", fieldErrors: NO_ERRORS, ...answer("key", { newKey: { name: input.name, key: made.key } }) }, { headers: PRIVATE_HEADERS });
    }
    case "revoke-key": {
      const revoked = await revokeFeedKey(db, seller.actor, input.key);
      if (!revoked) return failureResponse(formFailure("not-found", "There is no such key, or it was revoked already."), answer("key"), PRIVATE_HEADERS);
      return redirect(`${PATH}?revoked=1`, { status: 303, headers: PRIVATE_HEADERS });
    }
  }
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Stock | Back office | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

export default function AdminStock({ loaderData, actionData }: Route.ComponentProps) {
  const { keys, feeds, code, found, notice } = loaderData;
  const part = actionData?.part;
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Stock</h1>
      <p className="mt-1 text-gray-600">
        Pieces on hand per tyre and warehouse, from a daily feed: uploaded here or posted by your system with an API key. Buyers see the new stock at once.
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          {notice}
        </p>
      )}
      {actionData?.message && part === "intent" && <Alert>{actionData.message}</Alert>}
      <AdminStockFeed
        error={part === "feed" ? (actionData?.fieldErrors.file ?? actionData?.message) : undefined}
        preview={part === "feed" ? (actionData?.preview ?? null) : null}
        feeds={feeds}
      />
      <AdminFeedKeys keys={keys} newKey={part === "key" ? (actionData?.newKey ?? null) : null} error={part === "key" ? actionData?.message : undefined} />
      <AdminTyreFinder code={code} found={found} />
    </>
  );
}
