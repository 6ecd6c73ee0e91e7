// An upload preview's lists (decision 256): the new tyres with their price and stock, the changed
// ones with the price and stock before and after, the removed ones and the prices in another
// currency, filtered by kind and by words in a plain GET form (works without JavaScript). Each list
// scrolls inside a box of its own: a big upload listed whole made the page 10,000 px tall on a
// phone, with Apply and the filter far apart.
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ChangedTyre, RemovedTyre, UploadPreview } from "~/catalogue/import-preview";
import { filterPreviewLists, type PreviewFilter } from "~/catalogue/preview-filter";
import { formatMoney, type Money } from "~/domain/money";
import { FOCUS_RING, SMALL_QUIET_BUTTON } from "~/styles/buttons";
import { FREIGHT_INPUT } from "./admin-freight-field";

const price = (money: Money | null) => (money ? formatMoney(money) : "no price");
const name = (t: RemovedTyre) => `${t.brand} ${t.model} ${t.size}${t.vehicleType === "truck" ? ` (${t.pattern})` : ""}`;

function changeText(t: ChangedTyre): string {
  const parts: string[] = [];
  const { before, after } = t.offerPrice;
  if (price(before) !== price(after)) parts.push(`price ${price(before)} → ${price(after)}`);
  if (t.stock && t.stock.before !== t.stock.after) parts.push(`stock ${t.stock.before} → ${t.stock.after}`);
  if (t.otherChanges) parts.push("other details");
  return parts.join("; ") || "details";
}

function List({ title, kind, shown, total, children }: { title: string; kind: string; shown: number | null; total: number; children: ReactNode }) {
  // null: the filter chose another kind.
  if (total === 0 || shown === null) return null;
  const headingId = `preview-list-${kind}`;
  return (
    <div className="mt-4" data-preview-list={kind}>
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title} ({shown === total ? total : `${shown} of ${total} shown`})
      </h3>
      {/* A region a keyboard can scroll too (a scrolling list of plain text has no other stop). */}
      {shown > 0 && (
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className={`mt-1 max-h-96 overflow-y-auto rounded border border-gray-200 px-3 py-2 ${FOCUS_RING}`}
        >
          <ul className="space-y-1 text-sm break-words text-gray-800">{children}</ul>
        </div>
      )}
    </div>
  );
}

export function CataloguePreviewLists({ preview, filter }: { preview: UploadPreview; filter: PreviewFilter }) {
  const lists = filterPreviewLists(preview, filter);
  const { counts } = preview;
  const shown = (kind: PreviewFilter["show"], list: readonly unknown[]) => (filter.show === "all" || filter.show === kind ? list.length : null);
  return (
    <div className="mt-4">
      <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Filter the preview">
        <input type="hidden" name="preview" value={preview.token} />
        <div>
          <label htmlFor="preview-show" className="block text-sm font-semibold text-gray-900">
            Show
          </label>
          <select id="preview-show" name="show" defaultValue={filter.show} className={FREIGHT_INPUT}>
            <option value="all">All changes</option>
            <option value="new">New tyres</option>
            <option value="changed">Changed tyres</option>
            <option value="removed">Removed tyres</option>
            <option value="currency">Other currency</option>
          </select>
        </div>
        <div className="grow">
          <label htmlFor="preview-q" className="block text-sm font-semibold text-gray-900">
            Brand, model, size or pattern
          </label>
          <input id="preview-q" name="q" type="search" defaultValue={filter.q} className={FREIGHT_INPUT} />
        </div>
        <button type="submit" className={SMALL_QUIET_BUTTON}>
          Filter
        </button>
      </Form>
      <List title="Prices in another currency" kind="currency" shown={shown("currency", lists.foreign)} total={preview.foreignCurrency?.count ?? 0}>
        {lists.foreign.map((t, i) => (
          <li key={i}>
            {name(t)}: {price(t.price)}
          </li>
        ))}
      </List>
      <List title="New tyres" kind="new" shown={shown("new", lists.added)} total={counts.imported}>
        {lists.added.map((t, i) => (
          <li key={i}>
            {name(t)}: {price(t.offerPrice)}
            {t.stock === null ? "" : `, ${t.stock} in stock`}
          </li>
        ))}
      </List>
      <List title="Changed tyres" kind="changed" shown={shown("changed", lists.changed)} total={counts.updated}>
        {lists.changed.map((t, i) => (
          <li key={i}>
            {name(t)}: {changeText(t)}
          </li>
        ))}
      </List>
      {preview.replace && (
        <List title="Tyres that would be removed" kind="removed" shown={shown("removed", lists.removed)} total={counts.removed}>
          {lists.removed.map((t, i) => (
            <li key={i}>{name(t)}</li>
          ))}
        </List>
      )}
    </div>
  );
}
