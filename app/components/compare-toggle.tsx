// 'Compare' on a tyre card or detail page: adds the tyre to the compare tray (at most 4).
import type { Tyre } from "~/catalogue/tyre";
import { MAX_COMPARE } from "~/compare/compare-selection";
import { toggleCompare, useCompareItems } from "~/compare/compare-store";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";
import { showErrorToast } from "../toasts/toast-queue";

export function CompareToggle({
  tyre,
  className = "",
}: {
  tyre: Pick<Tyre, "id" | "brand" | "model"> & { size: Pick<Tyre["size"], "normalized"> };
  className?: string;
}) {
  const listing = usePageMessages("listing");
  const items = useCompareItems();
  const checked = items.some((i) => i.id === tyre.id);
  const label = `${tyre.brand} ${tyre.model} ${tyre.size.normalized}`;
  return (
    <label className={`inline-flex cursor-pointer select-none items-center gap-2 text-sm font-medium text-gray-800 ${className}`}>
      <input
        type="checkbox"
        data-compare-toggle={tyre.id}
        checked={checked}
        aria-label={fillMessage(listing.compareNamed, { name: label })}
        onChange={() => {
          if (toggleCompare({ id: tyre.id, label }) === "full") showErrorToast(fillMessage(listing.compareFull, { max: MAX_COMPARE }));
        }}
        className="size-4 rounded border-gray-400 accent-brand-600"
      />
      {listing.compare}
    </label>
  );
}
