// The specification table's figures as a buyer reads them: the catalogue's imperial value with its
// metric value beside it, for the detail page's table and the compare table alike.
import { inchesToMillimetres, perMileToPerKilometre, poundsToKilograms, psiToKilopascals, thirtySecondsToMillimetres } from "./metric-conversion";

/** A figure as the catalogue gives it (imperial where it is), and the same in metric; null when there is nothing to convert. */
export interface Figure {
  text: string;
  metric: string | null;
}

const grouped = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const format = (value: number) => grouped.format(value);

/** One line: "42.3 in (1,074 mm)", for a cell that has room for one string. */
export function figureText(figure: Figure): string {
  return figure.metric === null ? figure.text : `${figure.text} (${figure.metric})`;
}

/** The unit words a figure is written with in a language: English "in", "at", "per km" unless told. */
export interface FigureWords {
  unitInch: string;
  unitAt: string;
  unitPerKm: string;
}

/**
 * A figure's text with its English unit words in `words`' language: "in", " at " and "per km" are
 * the only words this module writes; lb, psi, kg, kPa and mm are the trade's symbols everywhere.
 */
export function figureInWords(text: string, words: FigureWords): string {
  return text
    .replace(/(\d) in\b/g, `$1 ${words.unitInch}`)
    .replace(/ at (?=\d)/g, ` ${words.unitAt} `)
    .replace(/ per km(?=\)?$)/, ` ${words.unitPerKm}`);
}

/** The catalogue's tyre types in a language: the three it writes ("Summer", "Winter", "All Season"); any other as it is. */
export function tyreTypeInWords(tyreType: string, words: { summer: string; winter: string; allSeason: string }): string {
  if (tyreType === "Summer") return words.summer;
  if (tyreType === "Winter") return words.winter;
  return tyreType === "All Season" ? words.allSeason : tyreType;
}

const DECIMAL = /^\s*(\d+(?:\.\d+)?)\s*$/;

/** Inches as written ("9.00", 42.3) with millimetres; text that is no number keeps its words. */
export function lengthFigure(inches: number | string): Figure {
  const number = typeof inches === "number" ? inches : DECIMAL.exec(inches) ? Number(inches) : null;
  const written = String(inches).trim();
  if (number === null) return { text: written, metric: null };
  return { text: `${written} in`, metric: `${format(inchesToMillimetres(number))} mm` };
}

export function treadDepthFigure(thirtySeconds: number): Figure {
  return { text: `${thirtySeconds}/32 in`, metric: `${format(thirtySecondsToMillimetres(thirtySeconds))} mm` };
}

export function revsPerMileFigure(perMile: number): Figure {
  return { text: String(perMile), metric: `${format(perMileToPerKilometre(perMile))} per km` };
}

type Unit = "lb" | "kg" | "psi" | "kPa";
const QUANTITY = /(\d[\d,]*(?:\.\d+)?)\s*(lbs?|pounds?|kgs?|psi|kpa)(?![a-z])/gi;
// What may stand between the quantities of "8820lb/130psi", "140 lb / 64 kg" or "6,940 lbs @ 120 psi".
const SEPARATORS = /^[\s/@,;&]*(?:at)?[\s/@,;&]*$/i;

function unitOf(word: string): Unit {
  const w = word.toLowerCase();
  if (w.startsWith("lb") || w.startsWith("pound")) return "lb";
  if (w.startsWith("kg")) return "kg";
  return w === "psi" ? "psi" : "kPa";
}

/**
 * A load, a pressure, or both, or a weight, as the catalogue writes it ("8820lb/130psi",
 * "140lb/64kg"): the pounds and psi, with kilograms and kPa beside them, taken from the text where
 * it gives them and converted where it does not. Text with words besides the figures keeps its
 * wording, with the metric figures beside; text without pounds or psi is left as it is.
 */
export function loadPressureFigure(written: string): Figure {
  const found = new Map<Unit, number>();
  let rest = "";
  let last = 0;
  for (const match of written.matchAll(QUANTITY)) {
    rest += written.slice(last, match.index);
    last = match.index + match[0].length;
    const unit = unitOf(match[2]!);
    if (!found.has(unit)) found.set(unit, Number(match[1]!.replace(/,/g, "")));
  }
  rest += written.slice(last);
  const pounds = found.get("lb");
  const psi = found.get("psi");
  if (pounds === undefined && psi === undefined) return { text: written.trim(), metric: null };
  const kg = found.get("kg") ?? (pounds === undefined ? undefined : poundsToKilograms(pounds));
  const kpa = found.get("kPa") ?? (psi === undefined ? undefined : psiToKilopascals(psi));
  const join = (load: string | null, pressure: string | null) => [load, pressure].filter((part) => part !== null).join(" at ");
  const metric = join(kg === undefined ? null : `${format(kg)} kg`, kpa === undefined ? null : `${format(kpa)} kPa`);
  if (!SEPARATORS.test(rest)) return { text: written.trim(), metric };
  return { text: join(pounds === undefined ? null : `${format(pounds)} lb`, psi === undefined ? null : `${format(psi)} psi`), metric };
}
