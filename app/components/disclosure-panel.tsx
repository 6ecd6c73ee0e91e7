// An expandable panel: a button that shows and hides its region (WAI-ARIA disclosure pattern).
import { useId, useState, type ReactNode } from "react";
import { FOCUS_RING } from "~/styles/buttons";

export function DisclosurePanel({ title, children, defaultOpen = false }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className="rounded-lg border border-gray-200 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className={`flex w-full items-center justify-between gap-4 rounded-lg px-4 py-3 text-left font-semibold text-gray-900 hover:bg-gray-50 ${FOCUS_RING}`}
        >
          {title}
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            className={`size-5 shrink-0 fill-current text-gray-500 transition-transform ${open ? "rotate-180" : ""}`}
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
      </h3>
      {/* data-disclosure-panel: shown by a <noscript> rule where the button cannot work. */}
      <div id={panelId} hidden={!open} data-disclosure-panel className="px-4 pt-1 pb-4 text-gray-700">
        {children}
      </div>
    </section>
  );
}

/**
 * Without JavaScript the buttons do nothing, so every panel is shown open. Render once per page.
 * Tailwind's preflight hides [hidden] with !important in its base layer; an important rule in the
 * same layer with a more specific selector is the one that wins.
 */
export function DisclosurePanelsWithoutScript() {
  return (
    <noscript>
      <style>{"@layer base{[data-disclosure-panel][hidden]{display:block!important}}"}</style>
    </noscript>
  );
}
