// A tyre picture that falls back to the placeholder when the tyre has none or the file is missing
// (spec §8 'Missing image'), also when the image failed before the page was hydrated.
import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_IMAGE } from "~/catalogue/placeholder-image";

/** Every tyre picture is drawn 200 x 200; the size attributes reserve its box before it loads. */
const PICTURE_SIZE = 200;

/**
 * `priority` marks the page's largest picture (its LCP element): fetched at once and first.
 * Every other picture waits until it is near the screen.
 */
export function TyreImage({ src, alt, className, priority = false }: { src: string | null; alt: string; className?: string; priority?: boolean }) {
  const [current, setCurrent] = useState(src || PLACEHOLDER_IMAGE);
  // Another tyre's picture starts again from its own file (state adjusted while rendering, the way
  // React documents for a prop change, instead of a second render from an effect).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setCurrent(src || PLACEHOLDER_IMAGE);
  }
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && current !== PLACEHOLDER_IMAGE) setCurrent(PLACEHOLDER_IMAGE);
  }, [current]);
  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      onError={() => current !== PLACEHOLDER_IMAGE && setCurrent(PLACEHOLDER_IMAGE)}
      // The alt text names the tyre by brand and model, which are never translated.
      translate="no"
      className={className}
    />
  );
}
