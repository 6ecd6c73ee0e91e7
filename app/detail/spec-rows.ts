// The detail page's specification table (spec §3 specification-table fields), as label/value rows,
// imperial figures with their metric value beside them.
import type { Tyre } from "~/catalogue/tyre";
import type { VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { describeLoadAndSpeed, type LoadSpeedWords } from "~/domain/load-description";
import { figureInWords, lengthFigure, tyreTypeInWords, loadPressureFigure, revsPerMileFigure, treadDepthFigure, type Figure } from "~/domain/spec-figures";
import { DETAIL_EN, type DetailMessages } from "~/i18n/messages/detail.en";

export const MISSING_VALUE = "—";

type SpecLabel = Extract<keyof DetailMessages, `spec${string}`>;
/** The words a table is written with: its row labels, the all-season default and the figures' units. */
export type SpecWords = Pick<DetailMessages, SpecLabel | "allSeasonTyreType" | "seasonSummer" | "seasonWinter" | "unitInch" | "unitAt" | "unitPerKm">;

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
const TRUCK_ONLY_ROWS: ReadonlySet<SpecLabel> = new Set(["specPlyRating", "specLoadRange", "specDualMaxLoad"]);
const WITHOUT_TRUCK_ROWS: ReadonlySet<VehicleType> = new Set(["car", "motorcycle"]);

const isMissing = (value: string | number | null): value is null | "" => value === null || (typeof value === "string" && value.trim() === "");
const plain = (value: string | number | null): Figure => ({ text: isMissing(value) ? MISSING_VALUE : String(value), metric: null });
const measured = <T extends string | number>(value: T | null, figure: (value: T) => Figure): Figure => (isMissing(value) ? plain(null) : figure(value));

/** Every row in the same order; a value the catalogue lacks reads '—' (decision 030), but for empty truck-only rows on cars and motorcycles. */
export function specificationRows(tyre: Pick<Tyre, "season" | "vehicleType" | "specifications">, words: SpecWords = DETAIL_EN): SpecRow[] {
  const s = tyre.specifications;
  // spec §3: tireType "defaults to 'All Season' on the all-season table".
  const typeWords = { summer: words.seasonSummer, winter: words.seasonWinter, allSeason: words.allSeasonTyreType };
  const tyreType = s.tireType !== null ? tyreTypeInWords(s.tireType, typeWords) : tyre.season === "allseason" ? words.allSeasonTyreType : null;
  const rows: Array<[SpecLabel, Figure]> = [
    ["specPlyRating", plain(s.plyRating)],
    ["specLoadRange", plain(s.loadRange)],
    ["specLoadIndex", plain(s.loadIndex)],
    ["specSpeedSymbol", plain(s.speedSymbol)],
    ["specOverallDiameter", measured(s.overallDiameterInch, lengthFigure)],
    ["specSectionWidth", measured(s.sectionWidthInch, lengthFigure)],
    ["specTreadDepth", measured(s.treadDepth32nds, treadDepthFigure)],
    ["specRim", measured(s.rimWidth, lengthFigure)],
    ["specSingleMaxLoad", measured(s.singleMaxLoadPressure, loadPressureFigure)],
    ["specDualMaxLoad", measured(s.dualMaxLoadPressure, loadPressureFigure)],
    ["specStaticLoadRadius", measured(s.staticLoadRadius, lengthFigure)],
    ["specRevsPerMile", measured(s.revsPerMile, revsPerMileFigure)],
    ["specWeight", measured(s.weight, loadPressureFigure)],
    ["specTyreType", plain(tyreType)],
  ];
  const hideEmptyTruckRows = WITHOUT_TRUCK_ROWS.has(tyre.vehicleType);
  return rows
    .filter(([label, figure]) => !(hideEmptyTruckRows && TRUCK_ONLY_ROWS.has(label) && figure.text === MISSING_VALUE))
    .map(([label, figure]) => ({
      label: words[label],
      value: figureInWords(figure.text, words),
      metric: figure.metric === null ? null : figureInWords(figure.metric, words),
    }));
}

/** '156/150 L: 4,000 kg single, 3,350 kg dual, up to 120 km/h', from the table's fields or the size marking. */
export function loadAndSpeedWords(tyre: Pick<Tyre, "specifications" | "size">, words?: LoadSpeedWords, isolate?: (text: string) => string): string | null {
  return describeLoadAndSpeed(tyre.specifications.loadIndex ?? tyre.size.loadIndex, tyre.specifications.speedSymbol ?? tyre.size.speedSymbol, words, isolate);
}
