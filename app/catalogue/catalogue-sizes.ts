// The sizes the catalogue sells, as size pages and the size finder use them (decision 140): which
// size a spelling names, and the width / profile / rim parts the size finder offers (size-finder.ts).
import { parseTyreSize } from "../domain/tyre-size";
import { sizeSlug, type SizeSpelling } from "../domain/size-spelling";
import type { FinderSize } from "./size-finder";

/** A size the catalogue sells; its finder parts are "315", "80" ("" without a profile), "R22.5". */
export interface CatalogueSize extends FinderSize {
  /** As stored: "315/80R22.5". */
  normalized: string;
  /** The size page's address segment: "315-80r22.5". */
  slug: string;
  /** Digits and dots: "3158022.5". */
  key: string;
  tyreCount: number;
}

/** A stored size and its count as a CatalogueSize; sizes the parser cannot read keep their text whole. */
export function catalogueSize(normalized: string, tyreCount: number): CatalogueSize {
  const parsed = parseTyreSize(normalized);
  const base = { normalized, slug: sizeSlug(normalized), tyreCount };
  if (!parsed.ok) return { ...base, key: normalized.replace(/[^\d.]/g, ""), width: normalized, profile: "", rim: "" };
  const s = parsed.size;
  const widthText = normalized.slice((s.prefix ?? "").length).split(/[/RDBZVHW-]/i)[0] ?? "";
  // Light-truck sizes are marked before ("LT265/70R17") or after ("35x12.50R20LT"): the rim says so.
  const mark = s.prefix ?? s.suffix;
  return {
    ...base,
    key: s.searchKey,
    width: widthText,
    profile: s.aspectRatio === null ? "" : String(s.aspectRatio),
    rim: `${s.speedInSize ?? ""}${s.construction}${s.rimDiameter}${mark ? ` ${mark}` : ""}`,
  };
}

/** Without a light-truck or commercial mark (the rim choice carries the mark after a space). */
const plain = (size: CatalogueSize) => !size.rim.includes(" ");

/**
 * The catalogue's size a spelling names, or null. A whole size must be sold as written; a key
 * alone ("315 80 22.5") names the plain size of that key first (265/75R16 before LT265/75R16),
 * then the one with the most tyres.
 */
export function findCatalogueSize(sizes: readonly CatalogueSize[], spelling: SizeSpelling): CatalogueSize | null {
  if (spelling.normalized !== null) {
    const exact = sizes.find((s) => s.normalized === spelling.normalized);
    // "315-80-22.5" (dashes throughout, as a size page's own address writes the slash) reads as the
    // diagonal 315/80-22.5; when no such size is sold, the dashes meant what search reads in them.
    if (exact || !spelling.normalized.includes("-")) return exact ?? null;
  }
  const candidates = sizes.filter((s) => s.key === spelling.key);
  candidates.sort((a, b) => Number(plain(b)) - Number(plain(a)) || b.tyreCount - a.tyreCount || (a.normalized < b.normalized ? -1 : 1));
  return candidates[0] ?? null;
}

/** Sizes in the order buyers scan them: rim, then width, then profile. */
export function compareSizes(a: CatalogueSize, b: CatalogueSize): number {
  const rim = (s: CatalogueSize) => Number.parseFloat(s.rim.replace(/^\D+/, "")) || 0;
  const number = (text: string) => Number.parseFloat(text.replace(/^\d+x/, "")) || 0;
  return rim(a) - rim(b) || number(a.width) - number(b.width) || number(a.profile) - number(b.profile) || (a.normalized < b.normalized ? -1 : 1);
}

/** Only the finder's parts of each size: what the home page and the finder page send the browser. */
export const finderSizes = (sizes: readonly CatalogueSize[]): FinderSize[] => sizes.map(({ width, profile, rim, slug }) => ({ width, profile, rim, slug }));
