// What /buy-now says about one size's container counts (spec §4, §9, generalised by size in
// decision 209): the spec's own words for its reference size 295/80R22.5 at 160 / 280, the size's
// counts for any other. Pure and browser-safe: the counts come from the server, no size is parsed.
import { FORTY_FOOT_QUANTITY, TWENTY_FOOT_QUANTITY, type ContainerSize } from "../domain/pricing";

/** How many tyres of one size a 20ft and a 40ft container take. */
export type SizeCounts = Readonly<Record<ContainerSize, number>>;

/** The spec's reference size: its buy-now page keeps every word of spec §4 and §9. */
export const SPEC_REFERENCE_SIZE = "295/80R22.5";

const SPEC_RANGES: Record<ContainerSize, string> = { "20ft": "150-160 pcs", "40ft": "270-280 pcs" };

/** True when the spec's capacity texts describe this size's counts. */
export function isSpecReference(size: string, counts: SizeCounts): boolean {
  return size === SPEC_REFERENCE_SIZE && counts["20ft"] === TWENTY_FOOT_QUANTITY && counts["40ft"] === FORTY_FOOT_QUANTITY;
}

/** "150-160 pcs" for the spec's size; otherwise "about 141 pcs". */
export function containerCountText(size: string, counts: SizeCounts, container: ContainerSize): string {
  if (isSpecReference(size, counts)) return SPEC_RANGES[container];
  return `about ${counts[container].toLocaleString("en-IE")} pcs`;
}

/**
 * The quantity hint's two parts, each kept whole on one line by the page: "150-160 pcs" and
 * "270-280 pcs" for the spec's size, "about 141 pcs of 315/80R22.5" and "about 246 pcs" for another.
 */
export function capacityHintParts(size: string, counts: SizeCounts): Record<ContainerSize, string> {
  if (isSpecReference(size, counts)) return { ...SPEC_RANGES };
  return { "20ft": `${containerCountText(size, counts, "20ft")} of ${size}`, "40ft": containerCountText(size, counts, "40ft") };
}

/** The container row's note: "Capacity 270-280 pcs", or "Capacity about 246 pcs". */
export function capacityNote(size: string, counts: SizeCounts, container: ContainerSize): string {
  return `Capacity ${containerCountText(size, counts, container)}`;
}
