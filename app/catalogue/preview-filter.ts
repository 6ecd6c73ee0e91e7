// Which of an upload preview's tyres the page lists (decision 256): one kind or all, and those
// whose brand, model, size or pattern holds the words typed. Read from the URL, so the filter
// works without JavaScript. Browser-safe.
import type { UploadPreview, RemovedTyre } from "./import-preview";

export const PREVIEW_SHOWS = ["all", "new", "changed", "removed", "currency"] as const;
export type PreviewShow = (typeof PREVIEW_SHOWS)[number];

export interface PreviewFilter {
  show: PreviewShow;
  /** The words typed, trimmed; "" lists every tyre of the kind. */
  q: string;
}

export function previewFilterOf(params: Pick<URLSearchParams, "get">): PreviewFilter {
  const show = params.get("show") ?? "all";
  return { show: (PREVIEW_SHOWS as readonly string[]).includes(show) ? (show as PreviewShow) : "all", q: (params.get("q") ?? "").trim().slice(0, 100) };
}

/** Every word typed is in the tyre's brand, model, size or pattern (any case). */
export function tyreMatches(tyre: RemovedTyre, q: string): boolean {
  const text = [tyre.brand, tyre.model, tyre.size, tyre.pattern].join(" ").toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export interface PreviewLists {
  added: UploadPreview["added"];
  changed: UploadPreview["changed"];
  removed: UploadPreview["removedSample"];
  foreign: NonNullable<UploadPreview["foreignCurrency"]>["sample"];
}

/** The preview's lists as the filter leaves them; a kind not shown is empty. */
export function filterPreviewLists(
  preview: Pick<UploadPreview, "added" | "changed" | "removedSample" | "foreignCurrency">,
  filter: PreviewFilter,
): PreviewLists {
  const keep = <T extends RemovedTyre>(kind: PreviewShow, list: readonly T[]) =>
    filter.show === "all" || filter.show === kind ? list.filter((tyre) => tyreMatches(tyre, filter.q)) : [];
  return {
    added: keep("new", preview.added),
    changed: keep("changed", preview.changed),
    removed: keep("removed", preview.removedSample),
    foreign: keep("currency", preview.foreignCurrency?.sample ?? []),
  };
}
