// Reads the markings written after a tyre's core size: service description, XL, ply rating, run-flat.
import { parseLoadIndex, type LoadIndex } from "./load-index";
import { parseServiceDescription } from "./load-description";

/** What a size string says beyond its core dimensions; `TyreSize` carries these too. */
export interface SizeMarkings {
  loadIndex: LoadIndex | null;
  speedSymbol: string | null;
  /** XL / RF / "extra load": a reinforced carcass rated for more load at higher pressure. */
  reinforced: boolean;
  /** Run-flat systems (ZP is Michelin's "zero pressure"); RFT, ROF, SSR, RSC, DSST, EMT. */
  runFlat: boolean;
  /** "16PR" / "PR16": ply rating, common on truck and light-truck sizes. */
  plyRating: number | null;
  /** TL / TT when the text says so; null when it does not. */
  tubeless: boolean | null;
}

export interface TyreMarkings extends SizeMarkings {
  /** "C" or "LT" written apart from the size ("195/70R15 C"); the caller decides where it goes. */
  looseSuffix: string | null;
  warnings: string[];
}

const REINFORCED = new Set(["XL", "RF", "REINF", "REINFORCED", "EXTRALOAD"]);
const RUN_FLAT = new Set(["RFT", "ROF", "ZP", "SSR", "RSC", "DSST", "EMT", "RUNFLAT"]);
const TUBELESS = new Set(["TL", "TUBELESS"]);
const TUBE_TYPE = new Set(["TT", "TUBETYPE"]);
// Winter and other sidewall marks the size parser knows but does not need to keep.
const IGNORED = new Set(["M+S", "M/S", "MS", "3PMSF", "IND", "STEEL", "RADIAL"]);

/** Splits the text after the core size into tokens and reads each one it recognises. */
export function parseMarkings(rest: string): TyreMarkings {
  const markings: TyreMarkings = {
    loadIndex: null,
    speedSymbol: null,
    reinforced: false,
    runFlat: false,
    plyRating: null,
    tubeless: null,
    looseSuffix: null,
    warnings: [],
  };
  const tokens = rest
    .toUpperCase()
    .replace(/\bEXTRA\s+LOAD\b/g, "EXTRALOAD")
    .replace(/\bRUN[\s-]+FLAT\b/g, "RUNFLAT")
    .replace(/\bTUBE\s+TYPE\b/g, "TUBETYPE")
    .replace(/(\d)\s*-?\s*(PLY|PR)\b/g, "$1$2")
    .replace(/(\d)\s+\/\s*(\d)/g, "$1/$2")
    // "91 V" and "156/150 L" are one service description typed with a space.
    .replace(/(\d)\s+(\(Y\)|A[1-8]|[B-HJ-NP-WY])(?=\s|$)/g, "$1$2")
    .split(/\s+/)
    .filter((t) => t !== "");

  for (const [position, token] of tokens.entries()) {
    // A lone "C" straight after the size is the commercial mark, not the 60 km/h speed symbol.
    if (position === 0 && (token === "C" || token === "LT")) {
      markings.looseSuffix = token;
      continue;
    }
    if (readServiceDescription(markings, token)) continue;
    const ply = /^(\d{1,2})PR$|^PR(\d{1,2})$|^(\d{1,2})PLY$/.exec(token);
    if (ply) {
      markings.plyRating = Number(ply[1] ?? ply[2] ?? ply[3]);
    } else if (REINFORCED.has(token)) {
      markings.reinforced = true;
    } else if (RUN_FLAT.has(token)) {
      markings.runFlat = true;
    } else if (TUBELESS.has(token)) {
      markings.tubeless = true;
    } else if (TUBE_TYPE.has(token)) {
      markings.tubeless = false;
    } else if (!IGNORED.has(token)) {
      markings.warnings.push(`ignored '${token}' after the size`);
    }
  }
  return markings;
}

function readServiceDescription(markings: TyreMarkings, token: string): boolean {
  // Farm tyres carry two ratings in one mark ("145A8/142B"): the first is the headline one.
  const [first, second] = token.split("/");
  const pair = second !== undefined && /[A-Z]/.test(first ?? "") && /^\d.*[A-Z]/.test(second);
  const service = parseServiceDescription(pair ? (first ?? "") : token);
  if (service === null) return false;
  if (markings.loadIndex !== null || markings.speedSymbol !== null) {
    // Truck tyres often carry a second, alternative rating such as "(154/150M)".
    markings.warnings.push(`second service description '${token}' ignored`);
    return true;
  }
  markings.loadIndex = service.loadIndex === null ? null : parseLoadIndex(service.loadIndex);
  markings.speedSymbol = service.speedSymbol;
  return true;
}
