// Plain-words reading of a service description ("156/150 L") for specs tables and screen readers.
import { formatLoadIndex, loadIndexToKg, parseLoadIndex, type LoadIndex } from "./load-index";
import { speedRating } from "./speed-symbol";

/** The words a reading is written with, each a plain `{kg}` or `{kmh}` message; English unless told. */
export interface LoadSpeedWords {
  loadSingle: string;
  loadDual: string;
  speedUpTo: string;
  speedAbove: string;
}

const ENGLISH: LoadSpeedWords = { loadSingle: "{kg} single", loadDual: "{kg} dual", speedUpTo: "up to {kmh} km/h", speedAbove: "above {kmh} km/h" };

// Load indices and their kilograms are written as the trade writes them, in every language.
const kgFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const kg = (index: number): string => `${kgFormat.format(loadIndexToKg(index) ?? 0)} kg`;
const fill = (message: string, name: string, value: string | number) => message.replace(`{${name}}`, String(value));

/**
 * '156/150 L: 4,000 kg single, 3,350 kg dual, up to 120 km/h', '91 V: 615 kg, up to 240 km/h'.
 * An unreadable part is left out rather than guessed; null when neither part can be read.
 */
/**
 * `isolate` marks the codes and figures that read left to right inside a right-to-left sentence
 * (i18n/left-to-right.ts); unchanged by default.
 */
export function describeLoadAndSpeed(
  loadIndex: string | null,
  speedSymbol: string | null,
  words: LoadSpeedWords = ENGLISH,
  isolate: (text: string) => string = (text) => text,
): string | null {
  const load = loadIndex === null ? null : parseLoadIndex(loadIndex);
  const speed = speedSymbol === null ? null : speedRating(speedSymbol);
  if (load === null && speed === null) return null;

  const label = [load ? formatLoadIndex(load) : null, speed?.symbol ?? null].filter((p) => p !== null).join(" ");
  const facts: string[] = [];
  if (load) facts.push(...describeLoad(load, words, isolate));
  if (speed) facts.push(fill(speed.orAbove ? words.speedAbove : words.speedUpTo, "kmh", isolate(String(speed.kmh))));
  return `${isolate(label)}: ${facts.join(", ")}`;
}

function describeLoad(load: LoadIndex, words: LoadSpeedWords, isolate: (text: string) => string): string[] {
  if (load.dual === null) return [isolate(kg(load.single))];
  return [fill(words.loadSingle, "kg", isolate(kg(load.single))), fill(words.loadDual, "kg", isolate(kg(load.dual)))];
}

export interface ServiceDescription {
  loadIndex: string | null;
  speedSymbol: string | null;
}

/**
 * Splits a catalogue "loadSpeed" field ("156/150L", "91 V", "100(Y)", "(58W)") into its load
 * index and speed symbol text; null when the field does not look like one.
 */
export function parseServiceDescription(text: string): ServiceDescription | null {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  // spec §3 loadSpeed: the whole marking sometimes sits in brackets, as on ZR motorcycle tyres.
  // "(100Y)" is how "(Y)", above 300 km/h, is written; other bracketed markings keep their letter.
  const bracketed = /^\((\d.*[A-Z0-9)])\)$/.exec(compact)?.[1];
  const match = /^(\d{1,3}(?:\/\d{1,3})?)?(\(Y\)|A[1-8]|[B-HJ-NP-WY])?$/.exec(bracketed ?? compact);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const loadIndex = match[1] ?? null;
  if (loadIndex !== null && parseLoadIndex(loadIndex) === null) return null;
  const speedSymbol = bracketed !== undefined && match[2] === "Y" ? "(Y)" : (match[2] ?? null);
  return { loadIndex, speedSymbol };
}
