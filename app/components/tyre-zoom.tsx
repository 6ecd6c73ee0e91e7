// The detail page's tyre picture with zoom from 1x to 5x in 0.5 steps (spec §2, §9); the enlarged
// picture scrolls inside its frame so every part of it can be seen.
import { useState } from "react";
import { formatZoom, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from "~/detail/zoom";
import { TyreImage } from "./tyre-image";
import { FOCUS_RING } from "~/styles/buttons";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";

const button = `inline-flex size-10 items-center justify-center rounded-md border border-gray-300 bg-white text-lg font-bold text-gray-900 hover:border-brand-600 hover:text-brand-700 ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-gray-300 disabled:hover:text-gray-900`;

export function TyreZoom({ src, alt }: { src: string | null; alt: string }) {
  const [level, setLevel] = useState(ZOOM_MIN);
  const words = usePageMessages("detail");
  const zoom = formatZoom(level);
  return (
    <figure className="space-y-3">
      <div
        className="aspect-[4/3] overflow-auto lg:aspect-square rounded-xl border border-gray-200 bg-gray-50"
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        role="region"
        aria-label={fillMessage(words.zoomRegion, { zoom })}
        data-zoom-frame
      >
        <div style={{ width: `${level * 100}%`, height: `${level * 100}%` }} data-zoom-level={level}>
          <TyreImage src={src} alt={alt} priority className="h-full w-full object-contain p-6" />
        </div>
      </div>
      <figcaption className="flex items-center justify-center gap-2">
        <button type="button" className={button} aria-label={words.zoomOut} disabled={level <= ZOOM_MIN} onClick={() => setLevel(zoomOut)}>
          <span aria-hidden="true">−</span>
        </button>
        <output className="min-w-24 text-center font-semibold text-gray-900" aria-live="polite" data-zoom-text>
          {fillMessage(words.zoomLevel, { zoom })}
        </output>
        <button type="button" className={button} aria-label={words.zoomIn} disabled={level >= ZOOM_MAX} onClick={() => setLevel(zoomIn)}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className={`${button} w-auto px-3 text-sm`} disabled={level === ZOOM_MIN} onClick={() => setLevel(ZOOM_MIN)}>
          {words.zoomReset}
        </button>
      </figcaption>
    </figure>
  );
}
