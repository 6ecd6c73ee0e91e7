// The compare page's table as plain data: one row per fact, each tyre's text, whether the tyres
// differ, and which of them is best where 'best' has a meaning (decision 041).
import { payablePrice, type Tyre } from "~/catalogue/tyre";
import { SEASON_LABELS, VEHICLE_TYPE_LABELS } from "~/catalogue/seasons-and-vehicle-types";
import { describeLoadAndSpeed, parseServiceDescription } from "~/domain/load-description";
import { parseLoadIndex } from "~/domain/load-index";
import { formatMoney } from "~/domain/money";
import { figureText, lengthFigure, loadPressureFigure, revsPerMileFigure, treadDepthFigure, type Figure } from "~/domain/spec-figures";
import { speedRating } from "~/domain/speed-symbol";

export type Better = "lower" | "higher";

export interface CompareCell {
  text: string;
  best: boolean;
}

export interface CompareRow {
  key: string;
  label: string;
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

interface RowSpec {
  key: string;
  label: string;
  group: string;
  text: (t: Tyre) => string | null;
  score?: (t: Tyre) => Score | null;
  better?: Better;
  /** The legend's words for 'best' in this row. */
  bestMeans?: string;
}

export const MISSING = "—";

const EU_CLASS_RANK: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5 };
const euScore = (cls: string | null): Score | null => (cls && EU_CLASS_RANK[cls] ? { value: EU_CLASS_RANK[cls], unit: "class" } : null);
const num = (value: number | null, unit = ""): Score | null => (value === null ? null : { value, unit });
/** An imperial figure with its metric value beside it (issue 14), as on the detail page's table. */
const figure = <T extends string | number>(value: T | null, read: (value: T) => Figure) => (value === null || value === "" ? null : figureText(read(value)));
const yesNo = (value: boolean) => (value ? "Yes" : "No");

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

const ROWS: RowSpec[] = [
  { key: "brand", label: "Brand", group: "Tyre", text: (t) => t.brand },
  { key: "model", label: "Model", group: "Tyre", text: (t) => t.model },
  { key: "size", label: "Size", group: "Tyre", text: (t) => t.size.normalized },
  { key: "season", label: "Season", group: "Tyre", text: (t) => SEASON_LABELS[t.season] },
  { key: "vehicleType", label: "Vehicle type", group: "Tyre", text: (t) => VEHICLE_TYPE_LABELS[t.vehicleType] },
  { key: "pattern", label: "Pattern", group: "Tyre", text: (t) => t.pattern },
  { key: "price", label: "Regular price", group: "Price", text: (t) => (t.price ? formatMoney(t.price) : null) },
  {
    key: "offerPrice",
    label: "Offer price per tyre",
    group: "Price",
    text: (t) => {
      const p = payablePrice(t);
      return p ? formatMoney(p) : "Price on request";
    },
    score: (t) => {
      const p = payablePrice(t);
      return p ? { value: p.amountMinor, unit: p.currency } : null;
    },
    better: "lower",
    bestMeans: "lowest price (same currency)",
  },
  {
    key: "rating",
    label: "Rating",
    group: "Rating",
    text: (t) => (t.rating === null ? "Not rated yet" : `${t.rating} of 5`),
    score: (t) => num(t.rating),
    better: "higher",
    bestMeans: "highest rating",
  },
  { key: "reviews", label: "Reviews", group: "Rating", text: (t) => String(t.reviewCount) },
  {
    key: "fuel",
    label: "Fuel efficiency class",
    group: "EU label",
    text: (t) => t.euLabel.fuelClass,
    score: (t) => euScore(t.euLabel.fuelClass),
    better: "lower",
    bestMeans: "class nearest A",
  },
  {
    key: "wetGrip",
    label: "Wet grip class",
    group: "EU label",
    text: (t) => t.euLabel.wetGripClass,
    score: (t) => euScore(t.euLabel.wetGripClass),
    better: "lower",
    bestMeans: "class nearest A",
  },
  {
    key: "noiseDb",
    label: "External rolling noise",
    group: "EU label",
    text: (t) => (t.euLabel.noiseDb === null ? null : `${t.euLabel.noiseDb} dB`),
    score: (t) => num(t.euLabel.noiseDb, "dB"),
    better: "lower",
    bestMeans: "quietest",
  },
  {
    key: "noiseClass",
    label: "Noise class",
    group: "EU label",
    text: (t) => t.euLabel.noiseClass,
    score: (t) => euScore(t.euLabel.noiseClass),
    better: "lower",
    bestMeans: "class nearest A",
  },
  { key: "snowGrip", label: "Snow grip (3PMSF)", group: "EU label", text: (t) => yesNo(t.euLabel.snowGrip) },
  { key: "iceGrip", label: "Ice grip", group: "EU label", text: (t) => yesNo(t.euLabel.iceGrip) },
  {
    key: "loadIndex",
    label: "Load index",
    group: "Load and speed",
    text: (t) => serviceDescriptionOf(t).loadIndex,
    score: (t) => {
      const li = serviceDescriptionOf(t).loadIndex;
      const parsed = li === null ? null : parseLoadIndex(li);
      return parsed ? { value: parsed.single, unit: "" } : null;
    },
    better: "higher",
    bestMeans: "highest load index (single)",
  },
  {
    key: "speedSymbol",
    label: "Speed symbol",
    group: "Load and speed",
    text: (t) => serviceDescriptionOf(t).speedSymbol,
    score: (t) => {
      const s = serviceDescriptionOf(t).speedSymbol;
      const rating = s === null ? null : speedRating(s);
      return rating ? { value: rating.kmh, unit: "km/h" } : null;
    },
    better: "higher",
    bestMeans: "highest speed",
  },
  {
    key: "loadSpeedWords",
    label: "Load and speed in words",
    group: "Load and speed",
    text: (t) => {
      const { loadIndex, speedSymbol } = serviceDescriptionOf(t);
      return describeLoadAndSpeed(loadIndex, speedSymbol);
    },
  },
  {
    key: "plyRating",
    label: "Ply rating",
    group: "Specifications",
    text: (t) => (t.specifications.plyRating === null ? null : String(t.specifications.plyRating)),
    score: (t) => num(t.specifications.plyRating),
    better: "higher",
    bestMeans: "highest ply rating",
  },
  { key: "loadRange", label: "Load range", group: "Specifications", text: (t) => t.specifications.loadRange },
  { key: "overallDiameter", label: "Overall diameter", group: "Specifications", text: (t) => figure(t.specifications.overallDiameterInch, lengthFigure) },
  { key: "sectionWidth", label: "Section width", group: "Specifications", text: (t) => figure(t.specifications.sectionWidthInch, lengthFigure) },
  {
    key: "treadDepth",
    label: "Tread depth",
    group: "Specifications",
    text: (t) => figure(t.specifications.treadDepth32nds, treadDepthFigure),
    score: (t) => num(t.specifications.treadDepth32nds, "32nds"),
    better: "higher",
    bestMeans: "deepest tread",
  },
  { key: "rimWidth", label: "Rim width", group: "Specifications", text: (t) => figure(t.specifications.rimWidth, lengthFigure) },
  {
    key: "singleMaxLoad",
    label: "Single max load / pressure",
    group: "Specifications",
    text: (t) => figure(t.specifications.singleMaxLoadPressure, loadPressureFigure),
  },
  {
    key: "dualMaxLoad",
    label: "Dual max load / pressure",
    group: "Specifications",
    text: (t) => figure(t.specifications.dualMaxLoadPressure, loadPressureFigure),
  },
  { key: "staticLoadRadius", label: "Static load radius", group: "Specifications", text: (t) => figure(t.specifications.staticLoadRadius, lengthFigure) },
  {
    key: "revsPerMile",
    label: "Revs per mile",
    group: "Specifications",
    text: (t) => figure(t.specifications.revsPerMile, revsPerMileFigure),
  },
  {
    key: "weight",
    label: "Weight",
    group: "Specifications",
    text: (t) => figure(t.specifications.weight, loadPressureFigure),
    score: (t) => num(weightInKg(t.specifications.weight), "kg"),
    better: "lower",
    bestMeans: "lightest",
  },
  { key: "tireType", label: "Tyre type", group: "Specifications", text: (t) => t.specifications.tireType },
  { key: "productCode", label: "Product code", group: "Specifications", text: (t) => t.productCode },
  { key: "ean", label: "EAN", group: "Specifications", text: (t) => t.ean },
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

export function compareTyres(tyres: readonly Tyre[]): CompareRow[] {
  return ROWS.map((row) => {
    const texts = tyres.map((t) => row.text(t) ?? MISSING);
    const best = row.score && row.better ? bestOf(tyres.map(row.score), row.better) : tyres.map(() => false);
    return {
      key: row.key,
      label: row.label,
      group: row.group,
      cells: texts.map((text, i) => ({ text, best: best[i] ?? false })),
      differs: tyres.length > 1 && new Set(texts).size > 1,
      better: row.better ?? null,
    };
  });
}

/** What 'best' means in each ranked row, for the legend under the table. */
export const BEST_RULES: ReadonlyArray<{ label: string; means: string }> = ROWS.filter((r) => r.bestMeans).map((r) => ({
  label: r.label,
  means: r.bestMeans!,
}));
