// How many tyres of one size fit in a 20ft and a 40ft container. The space a tyre takes
// scales with its outer diameter squared times its section width; the scale is anchored to the
// spec: 295/80R22.5, the most common truck size, fits exactly 160 in a 20ft and 280 in a 40ft
// (spec §9 capacity texts "150-160 pcs" and "270-280 pcs"). Checked in the tests against
// exporters' published loading counts.
import { FORTY_FOOT_QUANTITY, TWENTY_FOOT_QUANTITY, type ContainerSize } from "./pricing";
import { parseTyreSize, type TyreSize } from "./tyre-size";

const MM_PER_INCH = 25.4;

export interface ContainerCapacity {
  "20ft": number;
  "40ft": number;
  /** Worked out from the size, set by the seller for this size, or the spec's counts for a size that cannot be read. */
  source: "size" | "seller" | "unknown-size";
}

/** The seller's own counts by normalized size (a table in the database). */
export type CapacityOverrides = ReadonlyMap<string, { "20ft": number; "40ft": number }>;

export interface TyreDimensions {
  diameterMm: number;
  widthMm: number;
}

/**
 * Sizes written without an aspect ratio. Metric ones (165R13, 185R14C) are the old 82 series.
 * Inch ones written with decimals (12.00R24, 7.50R16, 3.00-18) are conventional sizes whose
 * sidewall is about as tall as the section is wide; whole inches (11R22.5) are the tubeless truck
 * sizes, about 90%.
 */
const METRIC_WITHOUT_ASPECT = 0.82;
const CONVENTIONAL_INCH_ASPECT = 1;
const TUBELESS_INCH_ASPECT = 0.9;

export function tyreDimensions(size: TyreSize): TyreDimensions {
  const rimMm = size.rimDiameter * MM_PER_INCH;
  if (size.overallDiameter !== null) return { diameterMm: size.overallDiameter * MM_PER_INCH, widthMm: size.width * MM_PER_INCH };
  if (size.widthUnit === "mm") {
    const aspect = size.aspectRatio !== null ? size.aspectRatio / 100 : METRIC_WITHOUT_ASPECT;
    return { diameterMm: 2 * size.width * aspect + rimMm, widthMm: size.width };
  }
  const widthMm = size.width * MM_PER_INCH;
  const writtenWithDecimals = /^[A-Z]*\d+\.\d/.test(size.normalized);
  const aspect = writtenWithDecimals ? CONVENTIONAL_INCH_ASPECT : TUBELESS_INCH_ASPECT;
  return { diameterMm: 2 * widthMm * aspect + rimMm, widthMm };
}

/** The space a tyre takes, in the units the anchor is measured in. */
const space = ({ diameterMm, widthMm }: TyreDimensions) => diameterMm * diameterMm * widthMm;

const REFERENCE_SIZE = "295/80R22.5";
// Worked out on first use, so a module that only names these types (the browser's calculator,
// decision 209) can drop this one and the size parser from its bundle.
let referenceSpace: number | undefined;
const referenceSpaceOf = () => (referenceSpace ??= space(tyreDimensions(mustParse(REFERENCE_SIZE))));
const REFERENCE_COUNT: Record<ContainerSize, number> = { "20ft": TWENTY_FOOT_QUANTITY, "40ft": FORTY_FOOT_QUANTITY };

function mustParse(text: string): TyreSize {
  const parsed = parseTyreSize(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.size;
}

/**
 * A size's capacity of each container: the seller's count when set, else scaled from the anchor
 * (rounded down: a piece that does not fit is not promised), else the spec's 160 / 280.
 */
export function containerCapacity(sizeText: string, overrides: CapacityOverrides = new Map()): ContainerCapacity {
  const parsed = parseTyreSize(sizeText);
  const normalized = parsed.ok ? parsed.size.normalized : sizeText.trim();
  const seller = overrides.get(normalized);
  if (seller) return { ...seller, source: "seller" };
  if (!parsed.ok) return { ...REFERENCE_COUNT, source: "unknown-size" };
  const ratio = referenceSpaceOf() / space(tyreDimensions(parsed.size));
  // A ratio a hair under a whole count (floating point) still counts as that whole count.
  const count = (container: ContainerSize) => Math.max(1, Math.floor(REFERENCE_COUNT[container] * ratio + 1e-9));
  return { "20ft": count("20ft"), "40ft": count("40ft"), source: "size" };
}
