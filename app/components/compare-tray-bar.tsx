// The compare tray's bar (compare-tray.tsx draws it while tyres are picked): each tyre's remove
// button, 'Clear' and 'Compare now'. A chunk of its own, loaded when the first tyre is picked: a
// first visit, with nothing picked yet, does not load it (about 1 KiB on every page).
import { Link } from "react-router";
import { comparePath, MAX_COMPARE, type CompareItem } from "~/compare/compare-selection";
import { clearCompare, removeFromCompare } from "~/compare/compare-store";
import { useShellText } from "~/i18n/use-shell-text";

export default function CompareTrayBar({ items }: { items: readonly CompareItem[] }) {
  const text = useShellText();
  return (
    <>
      {/* Keeps the end of the page (the footer) scrollable into view above the fixed tray. */}
      <div aria-hidden="true" className="h-28 sm:h-20" />
      <section
        aria-label={text("compareTray")}
        data-compare-tray
        className="fixed bottom-14 start-2 end-2 z-30 rounded-xl border border-gray-300 bg-white p-2 shadow-xl sm:start-4 sm:end-28 sm:bottom-4 sm:p-3"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="shrink-0 text-sm font-semibold text-gray-900">
            {text("compareHeading")} <span className="font-normal text-gray-700">{text("compareCount", { count: items.length, max: MAX_COMPARE })}</span>
          </p>
          {/* On a wide screen the names give way (two lines, then an ellipsis) so each remove button
              stays in view; a phone scrolls the row sideways (the third one was clipped). */}
          <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto sm:overflow-visible">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex shrink-0 items-center gap-1 rounded-lg bg-gray-100 py-1 ps-2.5 pe-1 text-xs text-gray-900 sm:min-w-0 sm:shrink"
                data-compare-tray-item
              >
                <span className="line-clamp-2 max-w-40 min-w-0 leading-tight sm:max-w-56" title={item.label} translate="no" dir="ltr">
                  {item.label}
                </span>
                <button
                  type="button"
                  onClick={() => removeFromCompare(item.id)}
                  aria-label={text("compareRemove", { name: item.label })}
                  className="grid size-6 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-gray-200"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="flex shrink-0 items-center gap-2">
            <button type="button" onClick={clearCompare} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-gray-800 underline hover:text-brand-700">
              {text("compareClear")}
            </button>
            <Link to={comparePath(items.map((i) => i.id))} className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
              {text("compareNow")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
