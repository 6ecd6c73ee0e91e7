// /admin/freight (decision 208): the seller's freight table. The settings (port of loading,
// marine insurance, the default rates), the destination ports edited row by row, and a rate sheet
// uploaded as CSV, previewed, then applied. Every change is audited and empties the page cache.
import { data, redirect } from "react-router";
import { FREIGHT_FIELDS, freightActionSchema } from "~/admin/freight-admin-form";
import {
  applyFreightUpload,
  getFreightAdmin,
  previewFreightUpload,
  removeFreightPort,
  saveFreightPort,
  saveFreightSettings,
  type FreightChange,
} from "~/admin/freight-admin.server";
import { requireSeller } from "~/admin/require-seller.server";
import { AdminFreightPorts } from "~/components/admin-freight-ports";
import { AdminFreightSettings } from "~/components/admin-freight-settings";
import { AdminFreightUpload } from "~/components/admin-freight-upload";
import { Alert } from "~/components/alert";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import type { FieldErrors, FormFailure } from "~/forms/form-result";
import { readForm } from "~/forms/read-form.server";
import { freightNotice } from "~/freight/freight-admin-notice";
import type { FreightUploadPreview } from "~/freight/freight-admin-view";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/admin-freight";

const PATH = "/admin/freight";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const freight = await getFreightAdmin(context.db);
  return data({ ...freight, notice: freightNotice(new URL(request.url).searchParams) }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

/** Which form an answer is about: the page shows a failure beside it; `row` names a port's row ("" for the add form). */
interface Answered {
  part: "intent" | "settings" | "row" | "upload";
  row: string;
  upload: FreightUploadPreview | null;
}

const refused = (failure: FormFailure, answered: Answered) => failureResponse(failure, answered, PRIVATE_HEADERS);
const done = (change: Extract<FreightChange, { ok: true }>) => redirect(`${PATH}?${change.notice}`, { status: 303, headers: PRIVATE_HEADERS });

export async function action({ request, context }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const form = await readForm(request);
  const checked = checkForm(freightActionSchema, formValues(form, FREIGHT_FIELDS));
  if (!checked.ok) return refused(checked, { part: "intent", row: "", upload: null });
  const input = checked.data;
  const db = context.db;
  switch (input.intent) {
    case "settings": {
      const saved = await saveFreightSettings(db, seller, input);
      return saved.ok ? done(saved) : refused(saved, { part: "settings", row: "", upload: null });
    }
    case "add":
    case "save": {
      const saved = await saveFreightPort(db, seller, input, input.intent);
      const row = input.intent === "add" ? "" : input.code.trim().toUpperCase();
      return saved.ok ? done(saved) : refused(saved, { part: "row", row, upload: null });
    }
    case "remove": {
      const removed = await removeFreightPort(db, seller, input.code);
      return removed.ok ? done(removed) : refused(removed, { part: "row", row: input.code.trim().toUpperCase(), upload: null });
    }
    case "preview": {
      const file = form.get("file");
      const read = await previewFreightUpload(db, file instanceof File && file.size > 0 ? file : null);
      if (!read.ok) return refused(read, { part: "upload", row: "", upload: read.upload ?? null });
      const { fileName, text, fingerprint, preview } = read;
      const answered: Answered = { part: "upload", row: "", upload: { fileName, text, fingerprint, preview } };
      const fieldErrors: FieldErrors = {};
      return data({ message: "", fieldErrors, ...answered }, { headers: PRIVATE_HEADERS });
    }
    case "apply": {
      const applied = await applyFreightUpload(db, seller, { text: input.csv, fileName: input.fileName, fingerprint: input.fingerprint });
      return applied.ok ? done(applied) : refused(applied, { part: "upload", row: "", upload: null });
    }
  }
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Freight | Back office | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

export default function AdminFreight({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, ports, notice } = loaderData;
  const part = actionData?.part;
  const errors = actionData?.fieldErrors ?? {};
  const rowFailure = part === "row" && actionData ? { code: actionData.row, message: actionData.message, fieldErrors: errors } : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Freight</h1>
      <p className="mt-1 text-gray-600">
        Sea freight by destination, the port of loading and the marine insurance the prices are worked out with. A change prices what is priced after it:
        inquiries and quotes already sent keep their amounts.
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          {notice}
        </p>
      )}
      {/* Each form shows its own failure beside it; this is for a post no form on the page makes. */}
      {actionData?.message && part === "intent" && <Alert>{actionData.message}</Alert>}
      <AdminFreightSettings settings={settings} errors={part === "settings" ? errors : {}} />
      <AdminFreightPorts ports={ports} rowFailure={rowFailure} />
      <AdminFreightUpload
        error={part === "upload" ? (errors.file ?? actionData?.message) : undefined}
        upload={part === "upload" ? (actionData?.upload ?? null) : null}
      />
    </>
  );
}
