// Tyre size markings: parse the many ways sizes are written into one structured, canonical value.
import { parseMarkings, type SizeMarkings } from "./tyre-markings";

export type SizeSystem = "metric" | "numeric" | "flotation" | "motorcycle-inch" | "agricultural";
export type Construction = "R" | "D" | "B" | "-";

/** The core dimensions plus the markings read after them (load index, speed symbol, XL...). */
export interface TyreSize extends SizeMarkings {
  /** Canonical core size without service description: "315/80R22.5", "35x12.50R20LT". */
  normalized: string;
  /** Digits and dots of `normalized`: what size search compares ("3158022.5"). */
  searchKey: string;
  width: number;
  widthUnit: "mm" | "inch";
  aspectRatio: number | null;
  /** Flotation sizes only: the overall diameter in inches (the 35 of 35x12.50R20). */
  overallDiameter: number | null;
  construction: Construction;
  /** Speed letter inside the size, as in "225/45ZR17"; null for plain R/D/B/- sizes. */
  speedInSize: "Z" | "V" | "H" | "W" | null;
  rimDiameter: number;
  prefix: string | null;
  suffix: string | null;
  system: SizeSystem;
}

export type ParseTyreSizeResult = { ok: true; size: TyreSize; warnings: string[] } | { ok: false; error: string };

const PREFIX = "(LT|ST|VF|IF|P|T)?";
const WIDTH = "(\\d{1,4}(?:\\.\\d{1,2})?)";
const CONSTRUCTION = "(?:([ZVHW])R|(R|D|B|-))";
const RIM = "(\\d{1,2}(?:\\.\\d{1,2})?)";
const GLUED = "([A-Z]{1,3})?(?=[\\s(]|$)";
const METRIC = new RegExp(`^${PREFIX}\\s*${WIDTH}\\s*/\\s*(\\d{2,3})\\s*${CONSTRUCTION}\\s*${RIM}${GLUED}`);
const FLOTATION = new RegExp(`^(LT)?\\s*(\\d{2}(?:\\.\\d)?)\\s*X\\s*${WIDTH}\\s*${CONSTRUCTION}\\s*${RIM}${GLUED}`);
const NUMERIC = new RegExp(`^${PREFIX}\\s*${WIDTH}\\s*${CONSTRUCTION}\\s*${RIM}${GLUED}`);

const STANDARD_SUFFIXES = new Set(["C", "LT", "CP"]);
// spec §3: sizes come from a hand-kept catalogue; marks glued to the rim are read, not refused.
const GLUED_MARKINGS = new Set(["TL", "TT", "XL", "RF"]);

interface Core {
  prefix: string | null;
  overallDiameter: number | null;
  widthText: string;
  aspectRatio: number | null;
  speedInSize: TyreSize["speedInSize"];
  construction: Construction;
  rimText: string;
  glued: string | null;
  rest: string;
}

function matchCore(text: string): Core | null {
  const metric = METRIC.exec(text);
  if (metric) return core(metric, metric[1], null, metric[2], Number(metric[3]), 4);
  const flotation = FLOTATION.exec(text);
  if (flotation) return core(flotation, flotation[1], Number(flotation[2]), flotation[3], null, 4);
  const numeric = NUMERIC.exec(text);
  if (numeric) return core(numeric, numeric[1], null, numeric[2], null, 3);
  return null;
}

function core(
  m: RegExpExecArray,
  prefix: string | undefined,
  overallDiameter: number | null,
  widthText: string | undefined,
  aspectRatio: number | null,
  at: number,
): Core {
  return {
    prefix: prefix ?? null,
    overallDiameter,
    widthText: (widthText ?? "").replace(/^0+(?=\d)/, ""),
    aspectRatio,
    speedInSize: (m[at] ?? null) as TyreSize["speedInSize"],
    construction: (m[at] === undefined ? m[at + 1] : "R") as Construction,
    rimText: m[at + 2] ?? "",
    glued: m[at + 3] ?? null,
    rest: m.input.slice(m[0].length),
  };
}

/** Rims tyres are actually made for: whole inches, half inches (truck 17.5-24.5), and 15.3 implement rims. */
function isRimSize(rim: number): boolean {
  if (Number.isInteger(rim)) return rim >= 4 && rim <= 63;
  return (rim * 2 === Math.round(rim * 2) && rim >= 8.5 && rim <= 32.5) || rim === 15.3;
}

/** Parses "315/80 R22.5 156/150L", "35x12.50R20LT", "3.00-18 47P" and the like, case-insensitively. */
export function parseTyreSize(input: string): ParseTyreSizeResult {
  if (typeof input !== "string") return { ok: false, error: "size must be text" };
  // "22,5" is a European decimal comma; "×" and "*" are how some sheets write flotation sizes.
  const text = input
    .trim()
    .toUpperCase()
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/[×*]/g, "X")
    .replace(/\s+/g, " ");
  if (text === "") return { ok: false, error: "size is empty" };
  const found = matchCore(text);
  if (!found) return { ok: false, error: `could not read a tyre size from '${input.trim()}'` };

  const warnings: string[] = [];
  let widthText = found.widthText;
  const rimDiameter = Number(found.rimText);
  if (!isRimSize(rimDiameter)) return { ok: false, error: `rim diameter ${found.rimText} is not a tyre rim size` };
  let width = Number(widthText);
  if (width === 0) return { ok: false, error: "width 0 is not a tyre width" };
  const undotted = !widthText.includes(".") && found.aspectRatio === null && found.overallDiameter === null;
  if (undotted && width >= 600) {
    // "1200R20", "750R16": truck sizes typed without the dot; no tyre is 600 mm wide without an aspect ratio.
    const dotted = `${widthText.slice(0, -2)}.${widthText.slice(-2)}`;
    warnings.push(`read width ${widthText} as ${dotted}`);
    widthText = dotted;
    width = Number(dotted);
  } else if (width >= 1000) {
    return { ok: false, error: `width ${widthText} is not a tyre width` };
  }

  const widthUnit = found.overallDiameter !== null || widthText.includes(".") || width <= 50 ? "inch" : "mm";
  if (widthUnit === "inch" && width > 50) warnings.push(`width ${widthText} is unusual for an inch size`);
  const aspect = found.aspectRatio;
  if (aspect !== null && (aspect < 20 || aspect > 100)) warnings.push(`aspect ratio ${aspect} is unusual`);

  let suffix: string | null = null;
  let rest = found.rest;
  if (found.glued !== null && GLUED_MARKINGS.has(found.glued)) rest = `${found.glued} ${rest}`;
  else if (found.glued !== null) {
    suffix = found.glued;
    if (!STANDARD_SUFFIXES.has(suffix)) warnings.push(`suffix '${suffix}' is not a standard size marking`);
  }
  const { looseSuffix, warnings: markingWarnings, ...markings } = parseMarkings(rest);
  warnings.push(...markingWarnings);
  if (suffix === null && looseSuffix !== null) suffix = looseSuffix;

  const system = sizeSystem(found, width, widthUnit, rimDiameter);
  const rimText = String(rimDiameter);
  const head = found.overallDiameter === null ? "" : `${found.overallDiameter}x`;
  const aspectText = aspect === null ? "" : `/${aspect}`;
  const construction = `${found.speedInSize ?? ""}${found.construction}`;
  const normalized = `${found.prefix ?? ""}${head}${widthText}${aspectText}${construction}${rimText}${suffix ?? ""}`;

  const size: TyreSize = {
    normalized,
    searchKey: normalized.replace(/[^0-9.]/g, ""),
    width,
    widthUnit,
    aspectRatio: aspect,
    overallDiameter: found.overallDiameter,
    construction: found.construction,
    speedInSize: found.speedInSize,
    rimDiameter,
    prefix: found.prefix,
    suffix,
    system,
    ...markings,
  };
  return { ok: true, size, warnings };
}

// Farm tyres sit on even rims from 26" up (18.4-30, 480/70R38); everything else is told apart
// by how the width is written. A heuristic, documented in the tests with its known edges.
function sizeSystem(found: Core, width: number, unit: "mm" | "inch", rim: number): SizeSystem {
  if (found.overallDiameter !== null) return "flotation";
  if (Number.isInteger(rim) && rim >= 26 && rim % 2 === 0) return "agricultural";
  if (unit === "mm") return "metric";
  if (found.aspectRatio === null && found.widthText.includes(".") && width <= 5.1) return "motorcycle-inch";
  return "numeric";
}

/**
 * Turns how people type a size into the key `TyreSize.searchKey` holds: "315/80R22.5",
 * "315/80 R22.5", "315 80 22.5", "3158022.5" and "315/80r22.5 156/150L" all give "3158022.5".
 * Partial sizes give partial keys ("315/80" → "31580"). Null when the query is not a size.
 */
export function sizeSearchKey(query: string): string | null {
  if (typeof query !== "string") return null;
  const parsed = parseTyreSize(query);
  if (parsed.ok) return parsed.size.searchKey;
  const text = query
    .trim()
    .toUpperCase()
    .replace(/(\d),(\d)/g, "$1.$2")
    // A service description typed after the size is not part of the key.
    .replace(/\s+\(?\d{2,3}(?:\/\d{2,3})?(?:\(Y\)|[A-Z]\d?)\)?$/, "");
  if (!/^[\d\s./\-XRZDBCLTPS]*$/.test(text)) return null;
  const key = text
    .replace(/[^\d.]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^\.+|\.+$/g, "");
  return (key.match(/\d/g) ?? []).length >= 2 ? key : null;
}
