// The detail page's specification table (spec §3 specification-table fields), as label/value rows,
// imperial figures with their metric value beside them.
import type { Tyre } from "~/catalogue/tyre";
import type { VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { describeLoadAndSpeed } from "~/domain/load-description";
import { lengthFigure, loadPressureFigure, revsPerMileFigure, treadDepthFigure, type Figure } from "~/domain/spec-figures";

export const MISSING_VALUE = "—";

/** spec §3: tireType "defaults to 'All Season' on the all-season table". */
export const ALL_SEASON_TYRE_TYPE = "All Season";

export interface SpecRow {
  label: string;
  value: string;
  /** The value in metric units, shown beside an imperial value; null when there is none. */
  metric: string | null;
}

/**
 * Rows only truck (and light-truck) tyres fill: the catalogue leaves them empty on every car and
 * motorcycle tyre. On those an empty one is left out; one with a value always shows.
 */
const TRUCK_ONLY_ROWS = new Set(["Ply rating", "Load range", "Dual max load and pressure"]);
const WITHOUT_TRUCK_ROWS: ReadonlySet<VehicleType> = new Set(["car", "motorcycle"]);

const isMissing = (value: string | number | null): value is null | "" => value === null || (typeof value === "string" && value.trim() === "");
const plain = (value: string | number | null): Figure => ({ text: isMissing(value) ? MISSING_VALUE : String(value), metric: null });
const measured = <T extends string | number>(value: T | null, figure: (value: T) => Figure): Figure => (isMissing(value) ? plain(null) : figure(value));

/** Every row in the same order; a value the catalogue lacks reads '—' (decision 030), but for empty truck-only rows on cars and motorcycles. */
export function specificationRows(tyre: Pick<Tyre, "season" | "vehicleType" | "specifications">): SpecRow[] {
  const s = tyre.specifications;
  const tyreType = s.tireType ?? (tyre.season === "allseason" ? ALL_SEASON_TYRE_TYPE : null);
  const rows: Array<[string, Figure]> = [
    ["Ply rating", plain(s.plyRating)],
    ["Load range", plain(s.loadRange)],
    ["Load index", plain(s.loadIndex)],
    ["Speed symbol", plain(s.speedSymbol)],
    ["Overall diameter", measured(s.overallDiameterInch, lengthFigure)],
    ["Section width", measured(s.sectionWidthInch, lengthFigure)],
    ["Tread depth", measured(s.treadDepth32nds, treadDepthFigure)],
    ["Rim", measured(s.rimWidth, lengthFigure)],
    ["Single max load and pressure", measured(s.singleMaxLoadPressure, loadPressureFigure)],
    ["Dual max load and pressure", measured(s.dualMaxLoadPressure, loadPressureFigure)],
    ["Static load radius", measured(s.staticLoadRadius, lengthFigure)],
    ["Revs per mile", measured(s.revsPerMile, revsPerMileFigure)],
    ["Weight", measured(s.weight, loadPressureFigure)],
    ["Tyre type", plain(tyreType)],
  ];
  const hideEmptyTruckRows = WITHOUT_TRUCK_ROWS.has(tyre.vehicleType);
  return rows
    .filter(([label, figure]) => !(hideEmptyTruckRows && TRUCK_ONLY_ROWS.has(label) && figure.text === MISSING_VALUE))
    .map(([label, figure]) => ({ label, value: figure.text, metric: figure.metric }));
}

/** '156/150 L: 4,000 kg single, 3,350 kg dual, up to 120 km/h', from the table's fields or the size marking. */
export function loadAndSpeedWords(tyre: Pick<Tyre, "specifications" | "size">): string | null {
  return describeLoadAndSpeed(tyre.specifications.loadIndex ?? tyre.size.loadIndex, tyre.specifications.speedSymbol ?? tyre.size.speedSymbol);
}
