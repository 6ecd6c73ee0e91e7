// What an uploaded catalogue would change: the counts, each refusal with its place and
// reason as the CLI prints them, the new, changed and removed tyres listed (decision 256); then
// Apply or Discard. Prices in another currency than the catalogue's must be confirmed to apply.
import { Form } from "react-router";
import type { UploadPreview } from "~/catalogue/import-preview";
import type { PreviewFilter } from "~/catalogue/preview-filter";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";
import { CataloguePreviewLists } from "./catalogue-preview-lists";

/** Refusals and warnings shown on the page; the counts name them all. */
const SHOWN = 200;

export function CataloguePreview({ preview, filter, confirmError }: { preview: UploadPreview; filter: PreviewFilter; confirmError?: string | undefined }) {
  const { counts, refused, warnings, foreignCurrency } = preview;
  const figures: Array<[string, number]> = [
    ["New", counts.imported],
    ["Updated", counts.updated],
    ["Unchanged", counts.unchanged],
    ["Refused", refused.length],
  ];
  if (preview.replace) figures.push(["Removed", counts.removed]);
  return (
    <section aria-labelledby="preview-heading" data-testid="catalogue-preview" className="rounded-lg border-2 border-brand-600 p-4 sm:p-6">
      <h2 id="preview-heading" className="text-lg font-semibold break-words text-gray-900">
        Preview of {preview.fileName}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {preview.format.toUpperCase()}, {preview.replace ? "replacing the whole catalogue" : "added to the catalogue"}. Nothing has changed yet.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md bg-gray-50 px-3 py-2">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-2xl font-bold text-gray-900" data-testid={`count-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {refused.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-gray-900">Refused entries</h3>
          <ul className="mt-1 space-y-1 font-mono text-sm break-words text-gray-800" data-testid="refusals">
            {refused.slice(0, SHOWN).map((r, i) => (
              <li key={i}>
                refused {r.where}: {r.reason}
              </li>
            ))}
          </ul>
          {refused.length > SHOWN && <p className="mt-1 text-sm text-gray-600">and {refused.length - SHOWN} more.</p>}
        </div>
      )}
      <CataloguePreviewLists preview={preview} filter={filter} />
      {warnings.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold text-gray-900">Warnings ({warnings.length})</summary>
          <ul className="mt-1 space-y-1 font-mono break-words text-gray-800">
            {warnings.slice(0, SHOWN).map((w, i) => (
              <li key={i}>warning {w}</li>
            ))}
          </ul>
        </details>
      )}
      {preview.stale && (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          The catalogue changed since this preview. Upload the file again to see what it would do now.
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {!preview.stale && (
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="token" value={preview.token} />
            {foreignCurrency && (
              <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
                <div className="flex items-start gap-2">
                  <input
                    id="confirm-currency"
                    type="checkbox"
                    name="confirmCurrency"
                    required
                    aria-invalid={confirmError ? true : undefined}
                    aria-describedby={confirmError ? "confirm-currency-error" : undefined}
                    className="mt-1 size-4 shrink-0"
                  />
                  <label htmlFor="confirm-currency">
                    {foreignCurrency.count} {foreignCurrency.count === 1 ? "tyre is" : "tyres are"} priced in another currency than the catalogue&apos;s{" "}
                    {foreignCurrency.catalogueCurrency} (listed above). I confirm these prices go live in the currency written.
                  </label>
                </div>
                {confirmError && (
                  <Alert placement="field" id="confirm-currency-error">
                    {confirmError}
                  </Alert>
                )}
              </div>
            )}
            <button type="submit" name="intent" value="apply" className={`${PRIMARY_BUTTON} self-start`}>
              Apply
            </button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="token" value={preview.token} />
          <button type="submit" name="intent" value="discard" className={OUTLINE_BUTTON}>
            Discard
          </button>
        </Form>
      </div>
    </section>
  );
}
