// 'Compare' on a tyre card or detail page: adds the tyre to the compare tray (at most 4).
import type { Tyre } from "~/catalogue/tyre";
import { MAX_COMPARE } from "~/compare/compare-selection";
import { toggleCompare, useCompareItems } from "~/compare/compare-store";
import { showErrorToast } from "../toasts/toast-queue";

export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} tyres. Remove one from the compare tray to add another.`;

export function CompareToggle({
  tyre,
  className = "",
}: {
  tyre: Pick<Tyre, "id" | "brand" | "model"> & { size: Pick<Tyre["size"], "normalized"> };
  className?: string;
}) {
  const items = useCompareItems();
  const checked = items.some((i) => i.id === tyre.id);
  const label = `${tyre.brand} ${tyre.model} ${tyre.size.normalized}`;
  return (
    <label className={`inline-flex cursor-pointer select-none items-center gap-2 text-sm font-medium text-gray-800 ${className}`}>
      <input
        type="checkbox"
        data-compare-toggle={tyre.id}
        checked={checked}
        aria-label={`Compare ${label}`}
        onChange={() => {
          if (toggleCompare({ id: tyre.id, label }) === "full") showErrorToast(COMPARE_FULL_MESSAGE);
        }}
        className="size-4 rounded border-gray-400 accent-brand-600"
      />
      Compare
    </label>
  );
}
