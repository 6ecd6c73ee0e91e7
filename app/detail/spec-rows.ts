// The detail page's specification table (spec §3 specification-table fields), as label/value rows.
import type { Tyre } from "~/catalogue/tyre";
import { describeLoadAndSpeed } from "~/domain/load-description";

export const MISSING_VALUE = "—";

/** spec §3: tireType "defaults to 'All Season' on the all-season table". */
export const ALL_SEASON_TYRE_TYPE = "All Season";

export interface SpecRow {
  label: string;
  value: string;
}

const text = (value: string | number | null, unit = ""): string => (value === null || value === "" ? MISSING_VALUE : `${value}${unit}`);

/** Every row, always in the same order; a value the catalogue lacks reads '—' (decision 030). */
export function specificationRows(tyre: Pick<Tyre, "season" | "specifications">): SpecRow[] {
  const s = tyre.specifications;
  const tyreType = s.tireType ?? (tyre.season === "allseason" ? ALL_SEASON_TYRE_TYPE : null);
  return [
    { label: "Ply rating", value: text(s.plyRating) },
    { label: "Load range", value: text(s.loadRange) },
    { label: "Load index", value: text(s.loadIndex) },
    { label: "Speed symbol", value: text(s.speedSymbol) },
    { label: "Overall diameter", value: text(s.overallDiameterInch, " in") },
    { label: "Section width", value: text(s.sectionWidthInch, " in") },
    { label: "Tread depth", value: text(s.treadDepth32nds, "/32 in") },
    { label: "Rim", value: text(s.rimWidth, s.rimWidth === null ? "" : " in") },
    { label: "Single max load and pressure", value: text(s.singleMaxLoadPressure) },
    { label: "Dual max load and pressure", value: text(s.dualMaxLoadPressure) },
    { label: "Static load radius", value: text(s.staticLoadRadius, " in") },
    { label: "Revs per mile", value: text(s.revsPerMile) },
    { label: "Weight", value: text(s.weight) },
    { label: "Tyre type", value: text(tyreType) },
  ];
}

/** '156/150 L: 4,000 kg single, 3,350 kg dual, up to 120 km/h', from the table's fields or the size marking. */
export function loadAndSpeedWords(tyre: Pick<Tyre, "specifications" | "size">): string | null {
  return describeLoadAndSpeed(tyre.specifications.loadIndex ?? tyre.size.loadIndex, tyre.specifications.speedSymbol ?? tyre.size.speedSymbol);
}
