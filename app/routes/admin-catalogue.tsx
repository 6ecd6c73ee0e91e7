// /admin/catalogue (decisions 178-179, 190-191): upload a catalogue file and preview what it would
// change, then apply it in one transaction; the import history; the catalogue as CSV or nested JSON.
import { data, redirect } from "react-router";
import { readForm } from "~/forms/read-form.server";
import { CATALOGUE_UPLOAD_LIMIT_BYTES } from "~/admin/catalogue-upload-limit";
import { CATALOGUE_PREVIEW_FIELDS, cataloguePreviewSchema } from "~/admin/catalogue-preview-form";
import { CONFIRM_CURRENCY, discardCatalogueUpload, getCatalogueUpload } from "~/admin/catalogue-upload.server";
import { formFailure } from "~/forms/form-result";
import { previewFilterOf } from "~/catalogue/preview-filter";
import { noteDroppedUpload, receiveCatalogueUpload, removeReceived, takeDroppedUploads } from "~/admin/catalogue-upload-receive.server";
import { requireSeller } from "~/admin/require-seller.server";
import { getImportRecord, IMPORT_HISTORY_PAGE_SIZE, listImportHistory } from "~/catalogue/import-history.server";
import { countTyres } from "~/catalogue/repository.server";
import { CatalogueDownloads } from "~/components/catalogue-downloads";
import { CataloguePreview } from "~/components/catalogue-preview";
import { CatalogueUploadForm } from "~/components/catalogue-upload-form";
import { ImportHistoryList } from "~/components/import-history-list";
import { Pagination } from "~/components/pagination";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import type { Route } from "./+types/admin-catalogue";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { pageNumberOf, parseRowId } from "~/http/number-param";
import { Alert } from "~/components/alert";

const PATH = "/admin/catalogue";

export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await requireSeller(request, context);
  const url = new URL(request.url);
  const page = pageNumberOf(url.searchParams.get("page"));
  const token = url.searchParams.get("preview");
  const appliedId = parseRowId(url.searchParams.get("applied"));
  const [preview, history, applied, tyreCount, dropped] = await Promise.all([
    token ? getCatalogueUpload(context.db, token, seller.id) : null,
    listImportHistory(context.db, page),
    appliedId === null ? null : getImportRecord(context.db, appliedId),
    countTyres(context.db),
    takeDroppedUploads(context.db, seller.id),
  ]);
  return data(
    {
      preview,
      filter: previewFilterOf(url.searchParams),
      previewGone: token !== null && preview === null,
      applied,
      history: history.rows,
      page,
      pageCount: Math.max(1, Math.ceil(history.total / IMPORT_HISTORY_PAGE_SIZE)),
      tyreCount,
      dropped,
      limitMb: CATALOGUE_UPLOAD_LIMIT_BYTES / 1024 / 1024,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const received = await receiveCatalogueUpload(request);
    if (!received.ok) {
      // Nobody reads this answer: the seller is told on their next visit (decision 191).
      if (received.dropped) await noteDroppedUpload(context.db, seller.id, received.dropped.fileName);
      return failureResponse(received, undefined, PRIVATE_HEADERS);
    }
    const { path, fileName, replace } = received;
    const previewed = await context.catalogueUploads
      .preview({ seller, path, fileName, replace, now: new Date().toISOString() })
      .finally(() => removeReceived(received));
    if (!previewed.ok) return failureResponse(previewed, undefined, PRIVATE_HEADERS);
    return redirect(`${PATH}?preview=${previewed.token}`, { status: 303, headers: PRIVATE_HEADERS });
  }
  const checked = checkForm(cataloguePreviewSchema, formValues(await readForm(request), CATALOGUE_PREVIEW_FIELDS));
  if (!checked.ok) return failureResponse(checked, undefined, PRIVATE_HEADERS);
  const { intent, token, confirmCurrency } = checked.data;
  if (intent === "discard") {
    await discardCatalogueUpload(context.db, token, seller.id);
    return redirect(PATH, { status: 303, headers: PRIVATE_HEADERS });
  }
  // Prices in another currency than the catalogue's go live only when confirmed (decision 256).
  const previewed = await getCatalogueUpload(context.db, token, seller.id);
  if (previewed && !previewed.stale && previewed.foreignCurrency && confirmCurrency !== "on") {
    const reason = CONFIRM_CURRENCY(previewed);
    return failureResponse(formFailure("invalid", reason, { confirmCurrency: reason }), undefined, PRIVATE_HEADERS);
  }
  const applied = await context.catalogueUploads.apply({ seller, token, now: new Date().toISOString() });
  if (!applied.ok) return failureResponse(applied, undefined, PRIVATE_HEADERS);
  context.log.info({ requestId: context.requestId, importId: applied.importId, actor: seller.email }, "catalogue upload applied");
  return redirect(`${PATH}?applied=${applied.importId}`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Catalogue | Back office | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

export default function AdminCatalogue({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, filter, previewGone, applied, history, page, pageCount, tyreCount, dropped, limitMb } = loaderData;
  const fileError = actionData?.fieldErrors.file;
  const formError = actionData && !fileError && !actionData.fieldErrors.confirmCurrency ? actionData.message : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Catalogue</h1>
      <p className="mt-1 text-gray-600">{tyreCount.toLocaleString("en-GB")} tyres in the catalogue.</p>
      {applied && (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          Applied {applied.fileName}: {applied.imported} new, {applied.updated} updated, {applied.unchanged} unchanged, {applied.refused} refused
          {applied.replace ? `, ${applied.removed} removed` : ""}. Every page shows the new catalogue now.
        </p>
      )}
      {dropped.map(({ fileName, at }) => (
        <Alert key={at} data-testid="upload-dropped">
          Your upload of {fileName || "a file"} at {at.slice(11, 16)} UTC did not arrive whole (the connection closed before the end); nothing was changed.
          Choose the file and send it again.
        </Alert>
      ))}
      {(formError || previewGone) && <Alert>{formError ?? "This preview has expired or was already applied. Upload the file again."}</Alert>}
      <div className="mt-6 space-y-6">
        {preview && <CataloguePreview preview={preview} filter={filter} confirmError={actionData?.fieldErrors.confirmCurrency} />}
        <CatalogueUploadForm error={fileError} limitMb={limitMb} />
        <CatalogueDownloads />
        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="text-lg font-semibold text-gray-900">
            Import history
          </h2>
          <ImportHistoryList rows={history} />
          {pageCount > 1 && (
            <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n === 1 ? PATH : `${PATH}?page=${n}`)} label="Import history pages" />
          )}
        </section>
      </div>
    </>
  );
}
