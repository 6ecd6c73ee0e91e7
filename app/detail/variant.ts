// Which tyre of a model the detail URL asks for (?size=, ?pattern=), and the switcher's other choices.
// A variant, everywhere in this codebase, is one tyre of a model: one size, and for trucks sold in
// several patterns one pattern (the home form's 'model - size' options are variants too).
import type { Tyre } from "~/catalogue/tyre";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import { parseTyreSize } from "~/domain/tyre-size";

export interface VariantLink {
  label: string;
  href: string;
  current: boolean;
}

export interface VariantChoice {
  tyre: Tyre;
  /** Every size (and, for trucks sold in several patterns, pattern) of the model; empty when there is one. */
  variants: VariantLink[];
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The canonical address of one tyre's page: always with its size, and its pattern for trucks. */
export const variantPath = (tyre: Tyre): string => tyreDetailPath({ ...tyre, size: tyre.size.normalized });

/**
 * `tyres` are the model's tyres in catalogue order. Without ?size the first tyre shows; a size in
 * any spelling is compared normalised; ?pattern narrows first. Null when the query names a size or
 * pattern the model does not come in (the page answers 'Tyre not found.').
 */
export function chooseVariant(tyres: readonly Tyre[], query: { size: string | null; pattern: string | null }): VariantChoice | null {
  let matching = [...tyres];
  if (query.pattern) matching = matching.filter((t) => sameText(t.pattern, query.pattern!));
  if (query.size) {
    const parsed = parseTyreSize(query.size);
    const wanted = parsed.ok ? parsed.size.normalized : query.size.trim();
    matching = matching.filter((t) => t.size.normalized === wanted || sameText(t.size.text, query.size!));
  }
  const tyre = matching[0];
  if (!tyre) return null;
  return { tyre, variants: variantLinks(tyres, tyre) };
}

function variantLinks(tyres: readonly Tyre[], current: Tyre): VariantLink[] {
  const patterns = new Set(tyres.map((t) => t.pattern));
  const seen = new Set<string>();
  const links: VariantLink[] = [];
  for (const t of tyres) {
    const label = patterns.size > 1 ? `${t.size.normalized} · ${t.pattern}` : t.size.normalized;
    if (seen.has(label)) continue;
    seen.add(label);
    links.push({ label, href: variantPath(t), current: t.pattern === current.pattern && t.size.normalized === current.size.normalized });
  }
  return links.length > 1 ? links : [];
}
