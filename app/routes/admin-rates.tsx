// /admin/rates (decision 284): the seller's exchange rates, which buyers' prices in their own
// currency are converted with. Rates edited row by row, and a rate file uploaded as CSV, previewed,
// then applied. Every change is audited and empties the page cache.
import { data, redirect } from "react-router";
import { RATE_FIELDS, rateActionSchema } from "~/admin/rates-admin-form";
import { applyRateUpload, getRatesAdmin, previewRateUpload, removeRate, saveRate, type RateChange } from "~/admin/rates-admin.server";
import { requireSeller } from "~/admin/require-seller.server";
import { AdminRatesTable } from "~/components/admin-rates-table";
import { AdminRatesUpload } from "~/components/admin-rates-upload";
import { Alert } from "~/components/alert";
import { rateNotice } from "~/currency/rate-admin-notice";
import type { RateUploadPreview } from "~/currency/rate-admin-view";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import type { FieldErrors, FormFailure } from "~/forms/form-result";
import { readForm } from "~/forms/read-form.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/admin-rates";

const PATH = "/admin/rates";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const rates = await getRatesAdmin(context.db);
  return data({ ...rates, notice: rateNotice(new URL(request.url).searchParams) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

/** Which form an answer is about: the page shows a failure beside it; `row` names a currency's row ("" for the add form). */
interface Answered {
  part: "intent" | "row" | "upload";
  row: string;
  upload: RateUploadPreview | null;
}

const refused = (failure: FormFailure, answered: Answered) => failureResponse(failure, answered, PRIVATE_HEADERS);
const done = (change: Extract<RateChange, { ok: true }>) => redirect(`${PATH}?${change.notice}`, { status: 303, headers: PRIVATE_HEADERS });

export async function action({ request, context }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const form = await readForm(request);
  const checked = checkForm(rateActionSchema, formValues(form, RATE_FIELDS));
  if (!checked.ok) return refused(checked, { part: "intent", row: "", upload: null });
  const input = checked.data;
  const db = context.db;
  switch (input.intent) {
    case "add":
    case "save": {
      const saved = await saveRate(db, seller, input, input.intent);
      const row = input.intent === "add" ? "" : input.currency.trim().toUpperCase();
      return saved.ok ? done(saved) : refused(saved, { part: "row", row, upload: null });
    }
    case "remove": {
      const removed = await removeRate(db, seller, input.currency);
      return removed.ok ? done(removed) : refused(removed, { part: "row", row: input.currency.trim().toUpperCase(), upload: null });
    }
    case "preview": {
      const file = form.get("file");
      const read = await previewRateUpload(db, file instanceof File && file.size > 0 ? file : null);
      if (!read.ok) return refused(read, { part: "upload", row: "", upload: read.upload ?? null });
      const { fileName, text, fingerprint, preview } = read;
      const answered: Answered = { part: "upload", row: "", upload: { fileName, text, fingerprint, preview } };
      const fieldErrors: FieldErrors = {};
      return data({ message: "", fieldErrors, ...answered }, { headers: PRIVATE_HEADERS });
    }
    case "apply": {
      const applied = await applyRateUpload(db, seller, { text: input.csv, fileName: input.fileName, fingerprint: input.fingerprint });
      return applied.ok ? done(applied) : refused(applied, { part: "upload", row: "", upload: null });
    }
  }
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Exchange rates | Back office | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

export default function AdminRates({ loaderData, actionData }: Route.ComponentProps) {
  const { catalogueCurrency, rates, notice } = loaderData;
  const part = actionData?.part;
  const errors = actionData?.fieldErrors ?? {};
  const rowFailure = part === "row" && actionData ? { currency: actionData.row, message: actionData.message, fieldErrors: errors } : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Exchange rates</h1>
      <p className="mt-1 text-gray-600">
        What 1 {catalogueCurrency} is worth in each currency buyers may see prices in. A change prices what is shown after it: quotes already sent keep their
        rate.
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          {notice}
        </p>
      )}
      {/* Each form shows its own failure beside it; this is for a post no form on the page makes. */}
      {actionData?.message && part === "intent" && <Alert>{actionData.message}</Alert>}
      <AdminRatesTable catalogueCurrency={catalogueCurrency} rates={rates} rowFailure={rowFailure} />
      <AdminRatesUpload
        error={part === "upload" ? (errors.file ?? actionData?.message) : undefined}
        upload={part === "upload" ? (actionData?.upload ?? null) : null}
      />
    </>
  );
}
