// Speed symbols (ISO 4223 / ECE R30, R54, R75) and the top speed in km/h each one stands for.

// "(Y)" in brackets means above 300 km/h and "ZR" in the size means above 240 km/h: both are
// open-ended, so the table keeps the threshold and marks it as a floor rather than a ceiling.
const SPEED_SYMBOLS: ReadonlyArray<readonly [symbol: string, kmh: number, orAbove: boolean]> = [
  ["A1", 5, false],
  ["A2", 10, false],
  ["A3", 15, false],
  ["A4", 20, false],
  ["A5", 25, false],
  ["A6", 30, false],
  ["A7", 35, false],
  ["A8", 40, false],
  ["B", 50, false],
  ["C", 60, false],
  ["D", 65, false],
  ["E", 70, false],
  ["F", 80, false],
  ["G", 90, false],
  ["J", 100, false],
  ["K", 110, false],
  ["L", 120, false],
  ["M", 130, false],
  ["N", 140, false],
  ["P", 150, false],
  ["Q", 160, false],
  ["R", 170, false],
  ["S", 180, false],
  ["T", 190, false],
  ["U", 200, false],
  ["H", 210, false],
  ["V", 240, false],
  ["W", 270, false],
  ["Y", 300, false],
  ["(Y)", 300, true],
  ["ZR", 240, true],
];

const BY_SYMBOL = new Map(SPEED_SYMBOLS.map(([symbol, kmh, orAbove]) => [symbol, { symbol, kmh, orAbove }]));

export interface SpeedRating {
  /** The symbol as the standard writes it: "L", "A8", "(Y)", "ZR". */
  symbol: string;
  kmh: number;
  /** True for "(Y)" and "ZR", whose km/h is a floor ("above 300 km/h"), not a top speed. */
  orAbove: boolean;
}

/** Every symbol the table knows, slowest first as listed by the standard. */
export const SPEED_SYMBOL_LIST: readonly string[] = SPEED_SYMBOLS.map(([symbol]) => symbol);

/** Looks up a symbol case-insensitively, ignoring spaces: "l", " (y) ", "zr". */
export function speedRating(symbol: string): SpeedRating | null {
  return BY_SYMBOL.get(symbol.replace(/\s+/g, "").toUpperCase()) ?? null;
}

/** Top speed in km/h ("(Y)" → 300 and "ZR" → 240, each meaning "above"); null when unknown. */
export function speedSymbolToKmh(symbol: string): number | null {
  return speedRating(symbol)?.kmh ?? null;
}
