// The words of a size page: its heading, the line under it, and its title and description for
// search engines, from the size and its facet counts.
import type { FacetCounts } from "~/catalogue/facets";

export interface SizePageText {
  heading: string;
  title: string;
  intro: string;
  description: string;
}

/** `counts` without a selection: the size as a whole. */
export function describeSizePage(size: { normalized: string; tyreCount: number }, counts: FacetCounts): SizePageText {
  const values = (facet: string) => counts.facets.find((f) => f.facet === facet)?.values ?? [];
  const brands = values("brand").length;
  const seasons = values("season").map((v) => v.label.toLowerCase());
  const vehicles = values("vehicle").map((v) => v.label.toLowerCase());
  const tyres = `${size.tyreCount.toLocaleString("en-GB")} ${size.tyreCount === 1 ? "tyre" : "tyres"}`;
  const brandText = `${brands} ${brands === 1 ? "brand" : "brands"}`;
  return {
    heading: `${size.normalized} tyres`,
    title: `${size.normalized} Tyres in Bulk`,
    intro: `${tyres} in size ${size.normalized} from ${brandText}. Wholesale prices per tyre, minimum order 50 pieces.`,
    description: `${size.normalized} ${list(seasons)} ${list(vehicles)} tyres from ${brandText} at wholesale prices from 50 pieces, shipped worldwide by 20ft or 40ft container.`,
  };
}

function list(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
