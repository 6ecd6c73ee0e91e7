// A tyre picture that falls back to the placeholder when the tyre has none or the file is missing
// (spec §8 'Missing image'), also when the image failed before the page was hydrated.
import { useEffect, useRef, useState } from "react";

export const PLACEHOLDER_IMAGE = "/images/tyres/placeholder.svg";

export function TyreImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [current, setCurrent] = useState(src || PLACEHOLDER_IMAGE);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => setCurrent(src || PLACEHOLDER_IMAGE), [src]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && current !== PLACEHOLDER_IMAGE) setCurrent(PLACEHOLDER_IMAGE);
  }, [current]);
  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => current !== PLACEHOLDER_IMAGE && setCurrent(PLACEHOLDER_IMAGE)}
      className={className}
    />
  );
}
