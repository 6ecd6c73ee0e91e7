// The compare page's table as plain data: one row per fact, each tyre's text, whether the tyres
// differ, and which of them is best where 'best' has a meaning (decision 041).
import { payablePrice, type Tyre, type TyreEuLabel, type TyreSpecifications } from "~/catalogue/tyre";
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

/** A row where one value is better than another: the number to rank each tyre by, which way is better, and the legend's words for 'best'. */
interface Rank {
  score: (t: Tyre) => Score | null;
  better: Better;
  means: string;
}

interface RowSpec {
  key: string;
  label: string;
  group: string;
  text: (t: Tyre) => string | null;
  rank?: Rank;
}

export const MISSING = "—";

const EU_CLASS_RANK: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5 };
const euScore = (cls: string | null): Score | null => (cls && EU_CLASS_RANK[cls] ? { value: EU_CLASS_RANK[cls], unit: "class" } : null);
const num = (value: number | null, unit = ""): Score | null => (value === null ? null : { value, unit });
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

/** An EU label class, A the best. */
const euClassRow = (key: string, label: string, cls: (eu: TyreEuLabel) => string | null): RowSpec => ({
  key,
  label,
  group: "EU label",
  text: (t) => cls(t.euLabel),
  rank: { score: (t) => euScore(cls(t.euLabel)), better: "lower", means: "class nearest A" },
});

/** A specification as the detail page's table shows it: the imperial figure with its metric value beside it. */
const specRow = <T extends string | number>(
  key: string,
  label: string,
  value: (s: TyreSpecifications) => T | null,
  read: (value: T) => Figure,
  rank?: Rank,
): RowSpec => ({
  key,
  label,
  group: "Specifications",
  text: (t) => {
    const imperial = value(t.specifications);
    return imperial === null || imperial === "" ? null : figureText(read(imperial));
  },
  rank,
});

/** One part of the service description (serviceDescriptionOf), ranked by what it stands for. */
const serviceRow = (key: "loadIndex" | "speedSymbol", label: string, score: (value: string) => Score | null, means: string): RowSpec => ({
  key,
  label,
  group: "Load and speed",
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
    rank: {
      score: (t) => {
        const p = payablePrice(t);
        return p ? { value: p.amountMinor, unit: p.currency } : null;
      },
      better: "lower",
      means: "lowest price (same currency)",
    },
  },
  // Not ranked: words from the loader, not numbers (decision 225).
  { key: "availability", label: "Availability", group: "Availability", text: (t: CompareTyre) => t.stockLine ?? null },
  { key: "production", label: "Production date", group: "Availability", text: (t: CompareTyre) => t.productionLine ?? null },
  {
    key: "rating",
    label: "Rating",
    group: "Rating",
    text: (t) => (t.rating === null ? "Not rated yet" : `${t.rating} of 5`),
    rank: { score: (t) => num(t.rating), better: "higher", means: "highest rating" },
  },
  { key: "reviews", label: "Reviews", group: "Rating", text: (t) => String(t.reviewCount) },
  euClassRow("fuel", "Fuel efficiency class", (eu) => eu.fuelClass),
  euClassRow("wetGrip", "Wet grip class", (eu) => eu.wetGripClass),
  {
    key: "noiseDb",
    label: "External rolling noise",
    group: "EU label",
    text: (t) => (t.euLabel.noiseDb === null ? null : `${t.euLabel.noiseDb} dB`),
    rank: { score: (t) => num(t.euLabel.noiseDb, "dB"), better: "lower", means: "quietest" },
  },
  euClassRow("noiseClass", "Noise class", (eu) => eu.noiseClass),
  { key: "snowGrip", label: "Snow grip (3PMSF)", group: "EU label", text: (t) => yesNo(t.euLabel.snowGrip) },
  { key: "iceGrip", label: "Ice grip", group: "EU label", text: (t) => yesNo(t.euLabel.iceGrip) },
  serviceRow("loadIndex", "Load index", (li) => num(parseLoadIndex(li)?.single ?? null), "highest load index (single)"),
  serviceRow("speedSymbol", "Speed symbol", (s) => num(speedRating(s)?.kmh ?? null, "km/h"), "highest speed"),
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
    rank: { score: (t) => num(t.specifications.plyRating), better: "higher", means: "highest ply rating" },
  },
  { key: "loadRange", label: "Load range", group: "Specifications", text: (t) => t.specifications.loadRange },
  specRow("overallDiameter", "Overall diameter", (s) => s.overallDiameterInch, lengthFigure),
  specRow("sectionWidth", "Section width", (s) => s.sectionWidthInch, lengthFigure),
  specRow("treadDepth", "Tread depth", (s) => s.treadDepth32nds, treadDepthFigure, {
    score: (t) => num(t.specifications.treadDepth32nds, "32nds"),
    better: "higher",
    means: "deepest tread",
  }),
  specRow("rimWidth", "Rim width", (s) => s.rimWidth, lengthFigure),
  specRow("singleMaxLoad", "Single max load / pressure", (s) => s.singleMaxLoadPressure, loadPressureFigure),
  specRow("dualMaxLoad", "Dual max load / pressure", (s) => s.dualMaxLoadPressure, loadPressureFigure),
  specRow("staticLoadRadius", "Static load radius", (s) => s.staticLoadRadius, lengthFigure),
  specRow("revsPerMile", "Revs per mile", (s) => s.revsPerMile, revsPerMileFigure),
  specRow("weight", "Weight", (s) => s.weight, loadPressureFigure, {
    score: (t) => num(weightInKg(t.specifications.weight), "kg"),
    better: "lower",
    means: "lightest",
  }),
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

/** A tyre as the compare page has it: with its availability as the loader worded it (decision 225). */
export type CompareTyre = Tyre & { stockLine?: string | null; productionLine?: string | null };

export function compareTyres(tyres: readonly CompareTyre[]): CompareRow[] {
  const rows = tyres.some((t) => t.stockLine !== undefined) ? ROWS : ROWS.filter((r) => r.group !== "Availability");
  return rows.map((row) => {
    const texts = tyres.map((t) => row.text(t) ?? MISSING);
    const best = row.rank ? bestOf(tyres.map(row.rank.score), row.rank.better) : tyres.map(() => false);
    return {
      key: row.key,
      label: row.label,
      group: row.group,
      cells: texts.map((text, i) => ({ text, best: best[i] ?? false })),
      differs: tyres.length > 1 && new Set(texts).size > 1,
      better: row.rank?.better ?? null,
    };
  });
}

/** What 'best' means in each ranked row, for the legend under the table. */
export const BEST_RULES: ReadonlyArray<{ label: string; means: string }> = ROWS.flatMap((r) => (r.rank ? [{ label: r.label, means: r.rank.means }] : []));
