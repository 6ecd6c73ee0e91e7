// The compare page's table as plain data: one row per fact, each tyre's text, whether the tyres
// differ, and which of them is best where 'best' has a meaning (decision 041).
import { leftToRightIn } from "~/i18n/left-to-right";
import { payablePrice, type Tyre, type TyreEuLabel, type TyreSpecifications } from "~/catalogue/tyre";
import { patternInWords, type Season, type VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { describeLoadAndSpeed, parseServiceDescription } from "~/domain/load-description";
import { parseLoadIndex } from "~/domain/load-index";
import { formatMoney } from "~/domain/money";
import { COMPARE_EN, type CompareMessages } from "~/i18n/messages/compare.en";
import { fillMessage } from "~/i18n/fill-message";
import {
  figureInWords,
  figureText,
  lengthFigure,
  tyreTypeInWords,
  loadPressureFigure,
  revsPerMileFigure,
  treadDepthFigure,
  type Figure,
} from "~/domain/spec-figures";
import { speedRating } from "~/domain/speed-symbol";

export type Better = "lower" | "higher";

export interface CompareCell {
  text: string;
  best: boolean;
}

export interface CompareRow {
  key: string;
  label: string;
  /** The row's values are brand, model, size or codes: never translated. */
  code: boolean;
  group: string;
  cells: CompareCell[];
  /** The tyres do not all show the same text. */
  differs: boolean;
  /** How 'best' is judged in this row; null where no value is better than another. */
  better: Better | null;
}

/** A number to rank by, and its unit: only values in the same unit are ranked together. */
interface Score {
  value: number;
  unit: string;
}

/** A row where one value is better than another: the number to rank each tyre by, which way is better, and the legend's words for 'best'. */
interface Rank {
  score: (t: Tyre) => Score | null;
  better: Better;
  means: Extract<keyof CompareMessages, `means${string}`>;
}

type RowLabel = Extract<keyof CompareMessages, `row${string}`>;
type RowGroup = Extract<keyof CompareMessages, `group${string}`>;

/** The table's language: its words, and the Intl locale of its numbers (the catalogue's own formatting in English). */
export interface CompareLanguage {
  words: CompareMessages;
  locale?: string;
  /** The page reads right to left: codes and figures inside a sentence are isolated left to right (decision 311). */
  rtl?: boolean;
}

interface RowSpec {
  key: string;
  label: RowLabel;
  group: RowGroup;
  text: (t: CompareTyre, language: CompareLanguage) => string | null;
  rank?: Rank;
  code?: true;
}

const SEASON_WORD: Record<Season, keyof CompareMessages> = { summer: "seasonSummer", winter: "seasonWinter", allseason: "seasonAllseason" };
const VEHICLE_WORD: Record<VehicleType, keyof CompareMessages> = {
  car: "vehicleCar",
  motorcycle: "vehicleMotorcycle",
  truck: "vehicleTruck",
  offRoad: "vehicleOffRoad",
};

export const MISSING = "—";

const EU_CLASS_RANK: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5 };
const euScore = (cls: string | null): Score | null => (cls && EU_CLASS_RANK[cls] ? { value: EU_CLASS_RANK[cls], unit: "class" } : null);
const num = (value: number | null, unit = ""): Score | null => (value === null ? null : { value, unit });
const yesNo = (value: boolean, { words }: CompareLanguage) => (value ? words.yes : words.no);

/** The load index and speed symbol: the specification's, else the size marking's, else the loadSpeed field's. */
export function serviceDescriptionOf(t: Tyre): { loadIndex: string | null; speedSymbol: string | null } {
  const fromField = t.loadSpeed ? parseServiceDescription(t.loadSpeed) : null;
  return {
    loadIndex: t.specifications.loadIndex ?? t.size.loadIndex ?? fromField?.loadIndex ?? null,
    speedSymbol: t.specifications.speedSymbol ?? t.size.speedSymbol ?? fromField?.speedSymbol ?? null,
  };
}

/** "140lb/64kg", "64 kg", "141 lbs" → kilograms; null when there is no readable weight. */
export function weightInKg(text: string | null): number | null {
  if (!text) return null;
  const kg = /(\d+(?:[.,]\d+)?)\s*kgs?\b/i.exec(text);
  if (kg) return Number(kg[1]!.replace(",", "."));
  const lb = /(\d+(?:[.,]\d+)?)\s*(?:lbs?|pounds?)\b/i.exec(text);
  return lb ? Math.round(Number(lb[1]!.replace(",", ".")) * 0.45359237 * 10) / 10 : null;
}

/** An EU label class, A the best. */
const euClassRow = (key: string, label: RowLabel, cls: (eu: TyreEuLabel) => string | null): RowSpec => ({
  key,
  label,
  group: "groupEuLabel",
  text: (t) => cls(t.euLabel),
  rank: { score: (t) => euScore(cls(t.euLabel)), better: "lower", means: "meansNearestA" },
});

/** A specification as the detail page's table shows it: the imperial figure with its metric value beside it. */
const specRow = <T extends string | number>(
  key: string,
  label: RowLabel,
  value: (s: TyreSpecifications) => T | null,
  read: (value: T) => Figure,
  rank?: Rank,
): RowSpec => ({
  key,
  label,
  group: "groupSpecifications",
  text: (t, { words }) => {
    const imperial = value(t.specifications);
    return imperial === null || imperial === "" ? null : figureInWords(figureText(read(imperial)), words);
  },
  rank,
});

/** One part of the service description (serviceDescriptionOf), ranked by what it stands for. */
const serviceRow = (key: "loadIndex" | "speedSymbol", label: RowLabel, score: (value: string) => Score | null, means: Rank["means"]): RowSpec => ({
  key,
  label,
  group: "groupLoadSpeed",
  code: true,
  text: (t) => serviceDescriptionOf(t)[key],
  rank: {
    score: (t) => {
      const value = serviceDescriptionOf(t)[key];
      return value === null ? null : score(value);
    },
    better: "higher",
    means,
  },
});

const ROWS: RowSpec[] = [
  { key: "brand", label: "rowBrand", group: "groupTyre", text: (t) => t.brand, code: true },
  { key: "model", label: "rowModel", group: "groupTyre", text: (t) => t.model, code: true },
  { key: "size", label: "rowSize", group: "groupTyre", text: (t) => t.size.normalized, code: true },
  { key: "season", label: "rowSeason", group: "groupTyre", text: (t, { words }) => words[SEASON_WORD[t.season]] },
  { key: "vehicleType", label: "rowVehicleType", group: "groupTyre", text: (t, { words }) => words[VEHICLE_WORD[t.vehicleType]] },
  { key: "pattern", label: "rowPattern", group: "groupTyre", text: (t, { words }) => patternInWords(t.pattern, words) },
  { key: "price", label: "rowPrice", group: "groupPrice", text: (t, { locale }) => (t.price ? formatMoney(t.price, locale) : null) },
  {
    key: "offerPrice",
    label: "rowOfferPrice",
    group: "groupPrice",
    text: (t, { words, locale }) => {
      const p = payablePrice(t);
      return p ? formatMoney(p, locale) : words.priceOnRequest;
    },
    rank: {
      score: (t) => {
        const p = payablePrice(t);
        return p ? { value: p.amountMinor, unit: p.currency } : null;
      },
      better: "lower",
      means: "meansLowestPrice",
    },
  },
  // Not ranked: words from the loader, not numbers (decision 225).
  { key: "availability", label: "rowAvailability", group: "groupAvailability", text: (t: CompareTyre) => t.stockLine ?? null },
  { key: "production", label: "rowProduction", group: "groupAvailability", text: (t: CompareTyre) => t.productionLine ?? null },
  {
    key: "rating",
    label: "rowRating",
    group: "groupRating",
    text: (t, { words, locale }) =>
      t.rating === null ? words.notRated : fillMessage(words.ratingOf, { rating: locale ? t.rating.toLocaleString(locale) : t.rating }),
    rank: { score: (t) => num(t.rating), better: "higher", means: "meansHighestRating" },
  },
  {
    key: "reviews",
    label: "rowReviews",
    group: "groupRating",
    text: (t, { locale }) => (locale ? t.reviewCount.toLocaleString(locale) : String(t.reviewCount)),
  },
  euClassRow("fuel", "rowFuel", (eu) => eu.fuelClass),
  euClassRow("wetGrip", "rowWetGrip", (eu) => eu.wetGripClass),
  {
    key: "noiseDb",
    label: "rowNoiseDb",
    group: "groupEuLabel",
    text: (t) => (t.euLabel.noiseDb === null ? null : `${t.euLabel.noiseDb} dB`),
    rank: { score: (t) => num(t.euLabel.noiseDb, "dB"), better: "lower", means: "meansQuietest" },
  },
  euClassRow("noiseClass", "rowNoiseClass", (eu) => eu.noiseClass),
  { key: "snowGrip", label: "rowSnowGrip", group: "groupEuLabel", text: (t, language) => yesNo(t.euLabel.snowGrip, language) },
  { key: "iceGrip", label: "rowIceGrip", group: "groupEuLabel", text: (t, language) => yesNo(t.euLabel.iceGrip, language) },
  serviceRow("loadIndex", "rowLoadIndex", (li) => num(parseLoadIndex(li)?.single ?? null), "meansHighestLoad"),
  serviceRow("speedSymbol", "rowSpeedSymbol", (s) => num(speedRating(s)?.kmh ?? null, "km/h"), "meansHighestSpeed"),
  {
    key: "loadSpeedWords",
    label: "rowLoadSpeedWords",
    group: "groupLoadSpeed",
    text: (t, { words, rtl = false }) => {
      const { loadIndex, speedSymbol } = serviceDescriptionOf(t);
      return describeLoadAndSpeed(loadIndex, speedSymbol, words, (text) => leftToRightIn(rtl, text));
    },
  },
  {
    key: "plyRating",
    label: "rowPlyRating",
    group: "groupSpecifications",
    text: (t) => (t.specifications.plyRating === null ? null : String(t.specifications.plyRating)),
    rank: { score: (t) => num(t.specifications.plyRating), better: "higher", means: "meansHighestPly" },
  },
  { key: "loadRange", label: "rowLoadRange", group: "groupSpecifications", text: (t) => t.specifications.loadRange, code: true },
  specRow("overallDiameter", "rowOverallDiameter", (s) => s.overallDiameterInch, lengthFigure),
  specRow("sectionWidth", "rowSectionWidth", (s) => s.sectionWidthInch, lengthFigure),
  specRow("treadDepth", "rowTreadDepth", (s) => s.treadDepth32nds, treadDepthFigure, {
    score: (t) => num(t.specifications.treadDepth32nds, "32nds"),
    better: "higher",
    means: "meansDeepestTread",
  }),
  specRow("rimWidth", "rowRimWidth", (s) => s.rimWidth, lengthFigure),
  specRow("singleMaxLoad", "rowSingleMaxLoad", (s) => s.singleMaxLoadPressure, loadPressureFigure),
  specRow("dualMaxLoad", "rowDualMaxLoad", (s) => s.dualMaxLoadPressure, loadPressureFigure),
  specRow("staticLoadRadius", "rowStaticLoadRadius", (s) => s.staticLoadRadius, lengthFigure),
  specRow("revsPerMile", "rowRevsPerMile", (s) => s.revsPerMile, revsPerMileFigure),
  specRow("weight", "rowWeight", (s) => s.weight, loadPressureFigure, {
    score: (t) => num(weightInKg(t.specifications.weight), "kg"),
    better: "lower",
    means: "meansLightest",
  }),
  {
    key: "tireType",
    label: "rowTireType",
    group: "groupSpecifications",
    text: (t, { words }) =>
      t.specifications.tireType &&
      tyreTypeInWords(t.specifications.tireType, { summer: words.seasonSummer, winter: words.seasonWinter, allSeason: words.allSeasonTyreType }),
  },
  { key: "productCode", label: "rowProductCode", group: "groupSpecifications", text: (t) => t.productCode, code: true },
  { key: "ean", label: "rowEan", group: "groupSpecifications", text: (t) => t.ean, code: true },
];

/**
 * Marks the best tyres of a row: only when at least two tyres have a value in the same unit and
 * those values are not all equal (a tie for everyone is no 'best'). Ties for best are all marked.
 */
export function bestOf(scores: Array<Score | null>, better: Better): boolean[] {
  const known = scores.filter((s): s is Score => s !== null);
  if (known.length < 2 || new Set(known.map((s) => s.unit)).size > 1) return scores.map(() => false);
  const values = known.map((s) => s.value);
  const top = better === "lower" ? Math.min(...values) : Math.max(...values);
  if (values.every((v) => v === top)) return scores.map(() => false);
  return scores.map((s) => s !== null && s.value === top);
}

/** A tyre as the compare page has it: with its availability as the loader worded it (decision 225). */
export type CompareTyre = Tyre & { stockLine?: string | null; productionLine?: string | null };

/** The rows in `language` (English, with the catalogue's own number formatting, unless told). */
export function compareTyres(tyres: readonly CompareTyre[], language: CompareLanguage = { words: COMPARE_EN }): CompareRow[] {
  const { words } = language;
  const rows = tyres.some((t) => t.stockLine !== undefined) ? ROWS : ROWS.filter((r) => r.group !== "groupAvailability");
  return rows.map((row) => {
    const texts = tyres.map((t) => row.text(t, language) ?? MISSING);
    const best = row.rank ? bestOf(tyres.map(row.rank.score), row.rank.better) : tyres.map(() => false);
    return {
      key: row.key,
      label: words[row.label],
      group: words[row.group],
      code: row.code ?? false,
      cells: texts.map((text, i) => ({ text, best: best[i] ?? false })),
      differs: tyres.length > 1 && new Set(texts).size > 1,
      better: row.rank?.better ?? null,
    };
  });
}

/** What 'best' means in each ranked row, for the legend under the table. */
export function bestRules(words: CompareMessages = COMPARE_EN): Array<{ label: string; means: string }> {
  return ROWS.flatMap((r) => (r.rank ? [{ label: words[r.label], means: words[r.rank.means] }] : []));
}
