// The Unicode Bidirectional Algorithm (UAX #9) as far as the buyer's documents need it, so an
// Arabic PDF prints each line in the order an Arabic reader reads it (decision 312): pdfkit lays a
// line out left to right and has no bidirectional layout of its own. Covered: each character's
// bidirectional type (by block and general category: right for Arabic, Hebrew and their
// neighbours, numbers, separators and currency signs as the Unicode data has them), the weak
// types (W1-W7), bracket pairs (N0), neutrals (N1-N2), the implicit levels (I1-I2), isolates (LRI,
// RLI, FSI ... PDI, how a value printed as it is keeps its own order), trailing spaces (L1) and the
// reordering of a line (L2). Left out: the explicit embeddings and overrides (LRE, RLE, LRO, RLO,
// PDF), which no text of ours carries and are read as formatting marks without effect.

export type BidiType = "L" | "R" | "AL" | "EN" | "ES" | "ET" | "AN" | "CS" | "NSM" | "BN" | "B" | "S" | "WS" | "ON" | "LRI" | "RLI" | "FSI" | "PDI";

export const LRI = "\u2066";
export const PDI = "\u2069";

const ISOLATE_CONTROLS = new Set<BidiType>(["LRI", "RLI", "FSI", "PDI"]);
/** Marks that steer the algorithm and draw nothing: isolates, embeddings, LRM, RLM, ALM. */
const FORMAT_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const FORMAT_MARK = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ISOLATE_MARK = /[\u2066-\u2069]/;

const EUROPEAN_TERMINATORS = new Set([..."#$%°±‰‱′″‴℮∓\u0609\u060a\u066a"]);
const COMMON_SEPARATORS = new Set([...",./:\u00a0\u060c\u202f\u2044\ufe50\ufe52\ufe55\uff0c\uff0e\uff0f\uff1a"]);
const EUROPEAN_SEPARATORS = new Set([..."+-\u207a\u207b\u208a\u208b\u2212\ufb29\ufe62\ufe63\uff0b\uff0d"]);
const SPACES = new Set([..." \f\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u205f\u3000"]);

const inRange = (code: number, ranges: ReadonlyArray<readonly [number, number]>) => ranges.some(([from, to]) => code >= from && code <= to);
const ARABIC_NUMBERS: ReadonlyArray<readonly [number, number]> = [
  [0x0600, 0x0605],
  [0x0660, 0x0669],
  [0x066b, 0x066c],
  [0x06dd, 0x06dd],
  [0x0890, 0x0891],
  [0x08e2, 0x08e2],
  [0x10e60, 0x10e7e],
];
const EUROPEAN_NUMBERS: ReadonlyArray<readonly [number, number]> = [
  [0x30, 0x39],
  [0xb2, 0xb3],
  [0xb9, 0xb9],
  [0x06f0, 0x06f9],
  [0x2070, 0x2070],
  [0x2074, 0x2079],
  [0x2080, 0x2089],
  [0xff10, 0xff19],
];
/** Arabic-script letters (Arabic, Syriac, Thaana and their supplements, presentation forms). */
const ARABIC_LETTERS: ReadonlyArray<readonly [number, number]> = [
  [0x0600, 0x07bf],
  [0x0860, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
  [0x10d00, 0x10d3f],
  [0x10ec0, 0x10eff],
  [0x10f30, 0x10f6f],
  [0x1ec70, 0x1ecbf],
  [0x1ed00, 0x1ed4f],
  [0x1ee00, 0x1eeff],
];
/** The few signs in the Arabic blocks that are neutral: cube and fourth roots, ornate parentheses, marks. */
const ARABIC_NEUTRALS = new Set([0x0606, 0x0607, 0x060e, 0x060f, 0x06de, 0x06e9, 0xfd3e, 0xfd3f]);
/** Other right-to-left scripts: Hebrew, NKo, Samaritan, Mandaic, and the historic ones. */
const RIGHT_TO_LEFT_LETTERS: ReadonlyArray<readonly [number, number]> = [
  [0x0590, 0x05ff],
  [0x07c0, 0x085f],
  [0xfb1d, 0xfb4f],
  [0x10800, 0x10fff],
  [0x1e800, 0x1efff],
];

const typeCache = new Map<string, BidiType>();

/** A character's bidirectional type (Bidi_Class), close enough for trade documents' text. */
export function bidiType(char: string): BidiType {
  let type = typeCache.get(char);
  if (type === undefined) {
    type = typeOf(char);
    if (typeCache.size < 4096) typeCache.set(char, type);
  }
  return type;
}

function typeOf(char: string): BidiType {
  const code = char.codePointAt(0)!;
  switch (code) {
    case 0x2066:
      return "LRI";
    case 0x2067:
      return "RLI";
    case 0x2068:
      return "FSI";
    case 0x2069:
      return "PDI";
    case 0x200e:
      return "L";
    case 0x200f:
      return "R";
    case 0x061c:
      return "AL";
    case 0x0a:
    case 0x0d:
    case 0x1c:
    case 0x1d:
    case 0x1e:
    case 0x85:
    case 0x2029:
      return "B";
    case 0x09:
    case 0x0b:
    case 0x1f:
      return "S";
  }
  if (SPACES.has(char)) return "WS";
  if (/\p{Mn}|\p{Me}/u.test(char)) return "NSM";
  if (inRange(code, EUROPEAN_NUMBERS)) return "EN";
  if (inRange(code, ARABIC_NUMBERS)) return "AN";
  if ((code >= 0x202a && code <= 0x202e) || /\p{Cf}|\p{Cc}/u.test(char)) return "BN";
  if (EUROPEAN_TERMINATORS.has(char) || /\p{Sc}/u.test(char)) return "ET";
  if (COMMON_SEPARATORS.has(char)) return "CS";
  if (EUROPEAN_SEPARATORS.has(char)) return "ES";
  if (inRange(code, ARABIC_LETTERS)) return ARABIC_NEUTRALS.has(code) ? "ON" : "AL";
  if (inRange(code, RIGHT_TO_LEFT_LETTERS)) return "R";
  if (/\p{L}|\p{Mc}|\p{Nd}|\p{Nl}/u.test(char)) return "L";
  return "ON";
}

/** True when the text has a letter written right to left (Arabic, Hebrew...). */
export function hasRightToLeft(text: string): boolean {
  for (const char of text) {
    const type = bidiType(char);
    if (type === "R" || type === "AL") return true;
  }
  return false;
}

/**
 * A value printed as it is in every language (an amount, a date, a code, a brand, a size) kept in
 * its own left-to-right order inside right-to-left text: "2026-11-25" would otherwise read
 * "25-11-2026" after an Arabic word. Text with a right-to-left letter is left to flow as it is.
 */
export function isolateLeftToRight(value: string): string {
  return value === "" || hasRightToLeft(value) ? value : `${LRI}${value}${PDI}`;
}

/** The text without the marks that only steer the ordering (a PDF's title, a file name). */
export function withoutBidiMarks(text: string): string {
  return text.replace(FORMAT_MARKS, "");
}

/** Each UTF-16 unit's type; the second half of a surrogate pair takes the first's. */
function typesOf(text: string): BidiType[] {
  const types: BidiType[] = [];
  for (const char of text) {
    const type = bidiType(char);
    for (let i = 0; i < char.length; i++) types.push(type);
  }
  return types;
}

const direction = (level: number): "L" | "R" => (level % 2 === 0 ? "L" : "R");
/** The direction a type gives its neighbours in N0 and N1: numbers count as right to left. */
const strongDirection = (type: BidiType): "L" | "R" | null =>
  type === "L" ? "L" : type === "R" || type === "AL" || type === "EN" || type === "AN" ? "R" : null;
const isNeutral = (type: BidiType) => type === "B" || type === "S" || type === "WS" || type === "ON" || ISOLATE_CONTROLS.has(type);

/**
 * The embedding level of each UTF-16 unit of one paragraph (no line breaks in it) at the given
 * paragraph level: 0 left to right, 1 right to left. Even levels read left to right.
 */
export function bidiLevels(text: string, paragraphLevel: 0 | 1): number[] {
  const types = typesOf(text);
  const levels = new Array<number>(text.length).fill(paragraphLevel);
  resolveIsolatingSequence(
    text,
    types,
    levels,
    types.map((_, i) => i),
    paragraphLevel,
  );
  return levels;
}

/** The first strong direction in a run of units, nested isolates skipped (P2, for FSI). */
function firstStrong(types: BidiType[], indices: number[]): "L" | "R" | null {
  let depth = 0;
  for (const i of indices) {
    const type = types[i]!;
    if (type === "LRI" || type === "RLI" || type === "FSI") depth++;
    else if (type === "PDI" && depth > 0) depth--;
    else if (depth === 0 && type === "L") return "L";
    else if (depth === 0 && (type === "R" || type === "AL")) return "R";
  }
  return null;
}

/**
 * Resolves one isolating run sequence at `level`: each isolate inside it is resolved on its own at
 * the next level of its direction, and stands in this sequence as a neutral (its LRI and PDI).
 */
function resolveIsolatingSequence(text: string, types: BidiType[], levels: number[], indices: number[], level: number): void {
  const sequence: number[] = [];
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k]!;
    sequence.push(i);
    const type = types[i]!;
    if (type !== "LRI" && type !== "RLI" && type !== "FSI") continue;
    let depth = 1;
    let end = k + 1;
    for (; end < indices.length; end++) {
      const nested = types[indices[end]!]!;
      if (nested === "LRI" || nested === "RLI" || nested === "FSI") depth++;
      else if (nested === "PDI" && --depth === 0) break;
    }
    const content = indices.slice(k + 1, end);
    const rightToLeft = type === "RLI" || (type === "FSI" && firstStrong(types, content) === "R");
    // The least odd (right to left) or even (left to right) level above this one (X5a-X5c).
    const inner = rightToLeft ? level + 1 + (level % 2) : level + 2 - (level % 2);
    resolveIsolatingSequence(text, types, levels, content, inner);
    k = end - 1;
  }
  resolveSequence(text, types, levels, sequence, level);
}

const BRACKETS: Record<string, string> = {
  "(": ")",
  "[": "]",
  "{": "}",
  "\u2045": "\u2046",
  "\u207d": "\u207e",
  "\u208d": "\u208e",
  "\uff08": "\uff09",
  "\uff3b": "\uff3d",
};
const CLOSING = new Set(Object.values(BRACKETS));

/** The bracket pairs of a sequence (BD16), by the position of their opening bracket. */
function bracketPairs(text: string, sequence: number[], resolved: BidiType[]): Array<[number, number]> {
  const stack: Array<{ closing: string; at: number }> = [];
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < sequence.length; k++) {
    if (resolved[k] !== "ON") continue;
    const char = text[sequence[k]!]!;
    const closing = BRACKETS[char];
    if (closing) {
      if (stack.length === 63) break;
      stack.push({ closing, at: k });
    } else if (CLOSING.has(char)) {
      const open = stack.findLastIndex((entry) => entry.closing === char);
      if (open === -1) continue;
      pairs.push([stack[open]!.at, k]);
      stack.length = open;
    }
  }
  return pairs.sort((a, b) => a[0] - b[0]);
}

function resolveSequence(text: string, types: BidiType[], levels: number[], sequence: number[], level: number): void {
  const n = sequence.length;
  if (n === 0) return;
  const original = sequence.map((i) => types[i]!);
  const t = [...original];
  const sos = direction(level);
  const embedding = sos;

  // W1: a mark takes the type of what it sits on (a formatting character is read the same way).
  for (let k = 0; k < n; k++) {
    if (t[k] !== "NSM" && t[k] !== "BN") continue;
    const before = k === 0 ? sos : t[k - 1]!;
    t[k] = ISOLATE_CONTROLS.has(before) ? "ON" : before;
  }
  // W2: a European number after Arabic letters is an Arabic number. W3: Arabic letters are R.
  let lastStrong: BidiType = sos;
  for (let k = 0; k < n; k++) {
    if (t[k] === "L" || t[k] === "R" || t[k] === "AL") lastStrong = t[k]!;
    else if (t[k] === "EN" && lastStrong === "AL") t[k] = "AN";
  }
  for (let k = 0; k < n; k++) if (t[k] === "AL") t[k] = "R";
  // W4: one separator between two numbers of a kind joins them.
  for (let k = 1; k < n - 1; k++) {
    const [before, after] = [t[k - 1], t[k + 1]];
    if (t[k] === "ES" && before === "EN" && after === "EN") t[k] = "EN";
    else if (t[k] === "CS" && before === "EN" && after === "EN") t[k] = "EN";
    else if (t[k] === "CS" && before === "AN" && after === "AN") t[k] = "AN";
  }
  // W5: currency and percent signs beside a European number belong to it.
  for (let k = 0; k < n; k++) {
    if (t[k] !== "ET") continue;
    let end = k;
    while (end < n && t[end] === "ET") end++;
    if ((k > 0 && t[k - 1] === "EN") || (end < n && t[end] === "EN")) for (let j = k; j < end; j++) t[j] = "EN";
    k = end - 1;
  }
  // W6: any other separator or sign is neutral.
  for (let k = 0; k < n; k++) if (t[k] === "ES" || t[k] === "ET" || t[k] === "CS") t[k] = "ON";
  // W7: a European number after left-to-right letters reads as they do.
  lastStrong = sos;
  for (let k = 0; k < n; k++) {
    if (t[k] === "L" || t[k] === "R") lastStrong = t[k]!;
    else if (t[k] === "EN" && lastStrong === "L") t[k] = "L";
  }

  // N0: a bracket pair takes the direction of what it holds, or of what comes before it.
  for (const [open, close] of bracketPairs(text, sequence, t)) {
    let inside: "L" | "R" | null = null;
    for (let k = open + 1; k < close; k++) {
      const strong = strongDirection(t[k]!);
      if (strong === embedding) {
        inside = embedding;
        break;
      }
      if (strong) inside = strong;
    }
    if (inside === null) continue;
    let chosen = inside;
    if (inside !== embedding) {
      let context: "L" | "R" = sos;
      for (let k = open - 1; k >= 0; k--) {
        const strong = strongDirection(t[k]!);
        if (strong) {
          context = strong;
          break;
        }
      }
      chosen = context === inside ? inside : embedding;
    }
    for (const at of [open, close]) {
      t[at] = chosen;
      for (let k = at + 1; k < n && original[k] === "NSM"; k++) t[k] = chosen;
    }
  }

  // N1, N2: neutrals between two of the same direction take it; the others the embedding's.
  for (let k = 0; k < n; k++) {
    if (!isNeutral(t[k]!)) continue;
    let end = k;
    while (end < n && isNeutral(t[end]!)) end++;
    const before = k === 0 ? sos : strongDirection(t[k - 1]!)!;
    const after = end === n ? sos : strongDirection(t[end]!)!;
    const chosen = before === after ? before : embedding;
    for (let j = k; j < end; j++) t[j] = chosen;
    k = end - 1;
  }

  // I1, I2.
  for (let k = 0; k < n; k++) {
    const type = t[k]!;
    let resolved = level;
    if (level % 2 === 0) resolved += type === "R" ? 1 : type === "AN" || type === "EN" ? 2 : 0;
    else resolved += type === "L" || type === "EN" || type === "AN" ? 1 : 0;
    levels[sequence[k]!] = resolved;
  }
}

export interface BidiRun {
  /** The run's characters in logical (reading) order, steering marks left out. */
  text: string;
  level: number;
  /** Drawn right to left: its characters appear in the reverse of their reading order. */
  rightToLeft: boolean;
}

/**
 * The line text[start, end) of a paragraph whose levels bidiLevels gave, as runs of one level in
 * the order they stand on the page from left to right (L1, L2). Each run keeps its reading order:
 * the caller draws a right-to-left run reversed (the font engine does so for Arabic letters).
 */
export function visualRuns(text: string, levels: number[], paragraphLevel: 0 | 1, start = 0, end = text.length): BidiRun[] {
  const units: Array<{ at: number; level: number }> = [];
  for (let i = start; i < end; i++) units.push({ at: i, level: levels[i]! });
  // L1: spaces and isolate marks at the end of a line stand at the paragraph's level.
  for (let k = units.length - 1; k >= 0 && (SPACES.has(text[units[k]!.at]!) || ISOLATE_MARK.test(text[units[k]!.at]!)); k--) units[k]!.level = paragraphLevel;
  // The marks keep their levels while the runs are ordered (they part runs) and are not drawn.
  const runs: BidiRun[] = [];
  for (const unit of units) {
    const last = runs.at(-1);
    const char = text[unit.at]!;
    const drawn = FORMAT_MARK.test(char) ? "" : char;
    if (last && last.level === unit.level) last.text += drawn;
    else runs.push({ text: drawn, level: unit.level, rightToLeft: unit.level % 2 === 1 });
  }
  if (runs.length === 0) return runs;
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
  // L2: from the highest level down to the lowest odd one, reverse every stretch at that level or above.
  for (let level = highest; level >= lowestOdd; level--) {
    for (let k = 0; k < runs.length; k++) {
      if (runs[k]!.level < level) continue;
      let stop = k;
      while (stop < runs.length && runs[stop]!.level >= level) stop++;
      runs.splice(k, stop - k, ...runs.slice(k, stop).reverse());
      k = stop;
    }
  }
  return runs.filter((run) => run.text !== "");
}

const MIRRORED: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
  "‹": "›",
  "›": "‹",
  "\u2045": "\u2046",
  "\u2046": "\u2045",
  "\uff08": "\uff09",
  "\uff09": "\uff08",
};

/** A right-to-left run's brackets as they are drawn there (L4): "(" opens on the right, so it is drawn as ")". */
export function mirrorBrackets(text: string): string {
  return text.replace(/[()[\]{}<>«»‹›\u2045\u2046\uff08\uff09]/g, (char) => MIRRORED[char]!);
}

/** A run's characters in the order they stand on the page: reversed and mirrored when right to left. */
export function visualText(run: BidiRun): string {
  return run.rightToLeft ? [...mirrorBrackets(run.text)].reverse().join("") : run.text;
}
