// Data side of the EU tyre label (Regulation (EU) 2020/740): classes, noise, snow and ice grip, and its text alternative.

export type EuClass = "A" | "B" | "C" | "D" | "E";
export type NoiseClass = "A" | "B" | "C";

export interface EuLabel {
  fuelClass: EuClass | null;
  wetGripClass: EuClass | null;
  noiseDb: number | null;
  noiseClass: NoiseClass | null;
  snowGrip: boolean;
  iceGrip: boolean;
}

/** spec §3 tyre fields: fuelEfficiency, wetGrip, noiseLevel and euLabel {fuel, grip, noise}. */
export interface EuLabelInput {
  fuelEfficiency?: unknown;
  wetGrip?: unknown;
  noiseLevel?: unknown;
  euLabel?: unknown;
}

// Only text and numbers are read; anything else (objects, arrays) is reported, never String()-ed,
// since a catalogue object may not even have a working toString.
const asText = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : null;

const BLANK = new Set(["", "-", "N/A", "NA", "NONE", "UNKNOWN"]);
// External rolling noise of real tyres sits around 65-80 dB; outside 40-100 the value is a typo.
const NOISE_RANGE = { min: 40, max: 100 } as const;

function readClass(value: unknown, name: string, warnings: string[]): EuClass | null {
  if (value === undefined || value === null) return null;
  const raw = asText(value);
  if (raw === null) {
    warnings.push(`could not read ${name} class (not text)`);
    return null;
  }
  const text = raw
    .trim()
    .toUpperCase()
    .replace(/^CLASS\s*/, "");
  if (BLANK.has(text)) return null;
  if (/^[A-E]$/.test(text)) return text as EuClass;
  if (text === "F" || text === "G") {
    // 2020/740 folded the old A-G scale (Regulation (EC) 1222/2009) into A-E; F and G became E.
    warnings.push(`${name} class ${text} is from the pre-2021 label; shown as E`);
    return "E";
  }
  warnings.push(`could not read ${name} class '${raw}'`);
  return null;
}

interface Noise {
  db: number | null;
  noiseClass: NoiseClass | null;
}

function readNoise(value: unknown, name: string, warnings: string[]): Noise {
  if (value === undefined || value === null) return { db: null, noiseClass: null };
  const text = asText(value)?.trim() ?? "(not text)";
  if (BLANK.has(text.toUpperCase())) return { db: null, noiseClass: null };
  // "73 dB", "73dB(A)", "72 dB (B)", "70 B", 73
  const match = /^(\d{2,3}(?:[.,]\d)?)\s*(?:db\s*\(?a?\)?)?\s*(?:\(?\s*(?:class\s*)?([abc])\s*\)?)?$/i.exec(text);
  if (!match) {
    warnings.push(`could not read ${name} '${text}'`);
    return { db: null, noiseClass: null };
  }
  const db = Number((match[1] ?? "").replace(",", "."));
  const noiseClass = (match[2]?.toUpperCase() ?? null) as NoiseClass | null;
  if (db < NOISE_RANGE.min || db > NOISE_RANGE.max) {
    warnings.push(`${name} ${db} dB is not a plausible tyre noise level`);
    return { db: null, noiseClass };
  }
  return { db, noiseClass };
}

function readNoiseClass(value: unknown, warnings: string[]): NoiseClass | null {
  if (value === undefined || value === null) return null;
  const text = (asText(value) ?? "(not text)").trim().toUpperCase();
  if (BLANK.has(text)) return null;
  if (/^[ABC]$/.test(text)) return text as NoiseClass;
  // The pre-2021 label drew one to three sound waves; 2020/740 renamed them A to C.
  if (/^[123]$/.test(text)) {
    const mapped = "ABC"[Number(text) - 1] as NoiseClass;
    warnings.push(`noise class ${text} (sound waves) read as ${mapped}`);
    return mapped;
  }
  warnings.push(`could not read noise class '${text}'`);
  return null;
}

function readFlag(value: unknown, name: string, warnings: string[]): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (value === true) return true;
  const text = (asText(value) ?? "(not text)").trim().toLowerCase();
  if (["yes", "y", "true", "1", "3pmsf"].includes(text)) return true;
  if (["no", "n", "false", "0", ""].includes(text)) return false;
  warnings.push(`could not read ${name} '${text}'; taken as no`);
  return false;
}

// The flat fields are what the spec lists first; euLabel only fills their gaps.
function pick<T>(primary: T | null, secondary: T | null, name: string, warnings: string[]): T | null {
  if (primary !== null && secondary !== null && primary !== secondary) {
    warnings.push(`${name} differs between fields (${String(primary)} and ${String(secondary)}); using ${String(primary)}`);
  }
  return primary ?? secondary;
}

/** Reads whatever the catalogue holds about the label, warning about what it had to drop or map. */
export function parseEuLabel(input: EuLabelInput): { label: EuLabel; warnings: string[] } {
  const warnings: string[] = [];
  let nested: Record<string, unknown> = {};
  if (typeof input.euLabel === "object" && input.euLabel !== null && !Array.isArray(input.euLabel)) {
    nested = input.euLabel as Record<string, unknown>;
  } else if (input.euLabel !== undefined && input.euLabel !== null) {
    warnings.push("euLabel is not an object; ignored");
  }

  const fuelClass = pick(
    readClass(input.fuelEfficiency, "fuel efficiency", warnings),
    readClass(nested.fuel, "fuel efficiency", warnings),
    "fuel efficiency class",
    warnings,
  );
  const wetGripClass = pick(readClass(input.wetGrip, "wet grip", warnings), readClass(nested.grip, "wet grip", warnings), "wet grip class", warnings);
  const flatNoise = readNoise(input.noiseLevel, "noise level", warnings);
  const nestedNoise = readNoise(nested.noise, "noise level", warnings);
  const noiseDb = pick(flatNoise.db, nestedNoise.db, "noise level", warnings);
  const givenClass = readNoiseClass(nested.noiseClass, warnings);
  const noiseClass = pick(givenClass, flatNoise.noiseClass ?? nestedNoise.noiseClass, "noise class", warnings);

  return {
    label: {
      fuelClass,
      wetGripClass,
      noiseDb,
      noiseClass,
      snowGrip: readFlag(nested.snowGrip, "snow grip", warnings),
      iceGrip: readFlag(nested.iceGrip, "ice grip", warnings),
    },
    warnings,
  };
}

/** The words of the label's text alternative, each with plain `{name}` arguments (a page's language gives them). */
export interface EuLabelWords {
  euLabelOf: string;
  euNoData: string;
  euFuel: string;
  euWetGrip: string;
  euNoise: string;
  euNoiseClass: string;
  euSnow: string;
  euIce: string;
}

const ENGLISH_EU_LABEL: EuLabelWords = {
  euLabelOf: "EU tyre label: {parts}.",
  euNoData: "EU tyre label: no label data.",
  euFuel: "fuel efficiency class {class}",
  euWetGrip: "wet grip class {class}",
  euNoise: "external rolling noise {noise}",
  euNoiseClass: "class {class}",
  euSnow: "snow grip (3PMSF)",
  euIce: "ice grip",
};

const fill = (message: string, name: string, value: string) => message.replace(`{${name}}`, value);

/** Text alternative for the label graphic; parts the catalogue does not give are left out. */
export function describeEuLabel(label: EuLabel, words: EuLabelWords = ENGLISH_EU_LABEL): string {
  const parts: string[] = [];
  if (label.fuelClass) parts.push(fill(words.euFuel, "class", label.fuelClass));
  if (label.wetGripClass) parts.push(fill(words.euWetGrip, "class", label.wetGripClass));
  if (label.noiseDb !== null || label.noiseClass !== null) {
    const db = label.noiseDb === null ? null : `${label.noiseDb} dB`;
    const cls = label.noiseClass === null ? null : fill(words.euNoiseClass, "class", label.noiseClass);
    parts.push(fill(words.euNoise, "noise", db && cls ? `${db} (${cls})` : (db ?? cls ?? "")));
  }
  if (label.snowGrip) parts.push(words.euSnow);
  if (label.iceGrip) parts.push(words.euIce);
  return parts.length === 0 ? words.euNoData : fill(words.euLabelOf, "parts", parts.join(", "));
}
