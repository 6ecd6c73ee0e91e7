// The stock feed upload of /admin/stock (decision 245): a CSV or XLSX file previewed (lines, codes
// known and unknown, or every refused line with its reason: a refused feed has no Apply button),
// then applied; and the last feeds applied, by hand or by API key.
import { Form } from "react-router";
import type { FeedHistoryEntry, FeedPreview } from "~/admin/stock-view";
import { STOCK_FEED_LIMIT_BYTES, STOCK_FEED_MAX_LINES } from "~/admin/stock-feed-limit";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";

const count = (n: number) => n.toLocaleString("en-GB");

export function AdminStockFeed({ error, preview, feeds }: { error?: string; preview: FeedPreview | null; feeds: FeedHistoryEntry[] }) {
  return (
    <section aria-labelledby="stock-feed-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="stock-feed-heading" className="text-lg font-semibold text-gray-900">
        Stock feed (CSV or XLSX)
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        A header line naming a <code>code</code> (or <code>ean</code>) column, a <code>pieces</code> column and, when you have several warehouses, a{" "}
        <code>warehouse</code> column; then one line per tyre and warehouse. Up to {count(STOCK_FEED_MAX_LINES)} lines and{" "}
        {STOCK_FEED_LIMIT_BYTES / 1024 / 1024} MB. A feed with a bad line changes nothing; codes the catalogue does not have are listed and left out.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <div>
          <label htmlFor="stock-file" className="block font-semibold text-gray-900">
            Feed file
          </label>
          <input
            id="stock-file"
            name="file"
            type="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "stock-file-error" : undefined}
            className="mt-1 block w-full max-w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          />
          {error && (
            <Alert id="stock-file-error" placement="field">
              {error}
            </Alert>
          )}
        </div>
        <button type="submit" name="intent" value="preview" className={OUTLINE_BUTTON}>
          Preview
        </button>
      </Form>
      {preview && !preview.ok && preview.refused.length > 0 && (
        <div className="mt-4" data-testid="stock-refused">
          <h3 className="font-semibold text-gray-900">Refused lines in {preview.fileName}</h3>
          <ul className="mt-1 space-y-1 text-sm break-words text-red-800">
            {preview.refused.map((r) => (
              <li key={r.line}>
                Line {r.line}: {r.reason}
              </li>
            ))}
          </ul>
          {preview.refusedCount > preview.refused.length && (
            <p className="mt-1 text-sm text-gray-700">and {count(preview.refusedCount - preview.refused.length)} more.</p>
          )}
        </div>
      )}
      {preview?.ok && <FeedPreviewBox preview={preview} />}
      {feeds.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold text-gray-900">Last feeds applied</h3>
          <ul className="mt-1 space-y-1 text-sm break-words text-gray-800" data-testid="stock-feeds">
            {feeds.map((f) => (
              <li key={f.at + f.source}>
                {f.at.slice(0, 16).replace("T", " ")} UTC, {f.source} by {f.actor}: {count(f.applied)} of {count(f.lines)} lines written
                {f.unknown > 0 ? `, ${count(f.unknown)} unknown ${f.unknown === 1 ? "code" : "codes"}` : ""}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function FeedPreviewBox({ preview }: { preview: Extract<FeedPreview, { ok: true }> }) {
  return (
    <div data-testid="stock-preview" className="mt-5 rounded-lg border-2 border-brand-600 p-4">
      <h3 className="font-semibold break-words text-gray-900">Preview of {preview.fileName}</h3>
      <p className="mt-1 text-sm text-gray-600">Nothing has changed yet.</p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {(
          [
            ["Lines", preview.lines, "lines"],
            ["Known codes", preview.known, "known"],
            ["Unknown codes", preview.unknownCount, "unknown"],
          ] as const
        ).map(([label, value, id]) => (
          <div key={id} className="rounded-md bg-gray-50 px-3 py-2">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-2xl font-bold text-gray-900" data-testid={`stock-count-${id}`}>
              {count(value)}
            </dd>
          </div>
        ))}
      </dl>
      {preview.unknown.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-gray-900">Codes the catalogue does not have (left out)</h4>
          <ul className="mt-1 space-y-1 text-sm break-words text-gray-800" data-testid="stock-unknown">
            {preview.unknown.map((u) => (
              <li key={u.line}>
                Line {u.line}: {u.code}
              </li>
            ))}
          </ul>
          {preview.unknownCount > preview.unknown.length && (
            <p className="mt-1 text-sm text-gray-700">and {count(preview.unknownCount - preview.unknown.length)} more.</p>
          )}
        </div>
      )}
      <Form method="post" className="mt-4">
        <input type="hidden" name="draft" value={preview.draftId} />
        <button type="submit" name="intent" value="apply" className={PRIMARY_BUTTON}>
          Apply {count(preview.known)} {preview.known === 1 ? "line" : "lines"}
        </button>
      </Form>
    </div>
  );
}
