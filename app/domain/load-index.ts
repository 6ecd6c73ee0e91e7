// The ISO 4223 / ETRTO load index table (0-279 → kg per tyre) and reading "156/150"-style markings.

// Public standard data, ten indices per row. Above index 80 each value is ten times the value
// 80 indices earlier (the table is a geometric series), which the tests check row by row.
const LOAD_INDEX_KG: readonly number[] = [
  /*   0 */ 45, 46.2, 47.5, 48.7, 50, 51.5, 53, 54.5, 56, 58, /*  10 */ 60, 61.5, 63, 65, 67, 69, 71, 73, 75, 77.5, /*  20 */ 80, 82.5, 85, 87.5, 90, 92.5, 95,
  97.5, 100, 103, /*  30 */ 106, 109, 112, 115, 118, 121, 125, 128, 132, 136, /*  40 */ 140, 145, 150, 155, 160, 165, 170, 175, 180, 185, /*  50 */ 190, 195,
  200, 206, 212, 218, 224, 230, 236, 243, /*  60 */ 250, 257, 265, 272, 280, 290, 300, 307, 315, 325, /*  70 */ 335, 345, 355, 365, 375, 387, 400, 412, 425,
  437, /*  80 */ 450, 462, 475, 487, 500, 515, 530, 545, 560, 580, /*  90 */ 600, 615, 630, 650, 670, 690, 710, 730, 750, 775, /* 100 */ 800, 825, 850, 875,
  900, 925, 950, 975, 1000, 1030, /* 110 */ 1060, 1090, 1120, 1150, 1180, 1215, 1250, 1285, 1320, 1360, /* 120 */ 1400, 1450, 1500, 1550, 1600, 1650, 1700,
  1750, 1800, 1850, /* 130 */ 1900, 1950, 2000, 2060, 2120, 2180, 2240, 2300, 2360, 2430, /* 140 */ 2500, 2575, 2650, 2725, 2800, 2900, 3000, 3075, 3150, 3250,
  /* 150 */ 3350, 3450, 3550, 3650, 3750, 3875, 4000, 4125, 4250, 4375, /* 160 */ 4500, 4625, 4750, 4875, 5000, 5150, 5300, 5450, 5600, 5800, /* 170 */ 6000,
  6150, 6300, 6500, 6700, 6900, 7100, 7300, 7500, 7750, /* 180 */ 8000, 8250, 8500, 8750, 9000, 9250, 9500, 9750, 10000, 10300, /* 190 */ 10600, 10900, 11200,
  11500, 11800, 12150, 12500, 12850, 13200, 13600, /* 200 */ 14000, 14500, 15000, 15500, 16000, 16500, 17000, 17500, 18000, 18500, /* 210 */ 19000, 19500,
  20000, 20600, 21200, 21800, 22400, 23000, 23600, 24300, /* 220 */ 25000, 25750, 26500, 27250, 28000, 29000, 30000, 30750, 31500, 32500, /* 230 */ 33500,
  34500, 35500, 36500, 37500, 38750, 40000, 41250, 42500, 43750, /* 240 */ 45000, 46250, 47500, 48750, 50000, 51500, 53000, 54500, 56000, 58000,
  /* 250 */ 60000, 61500, 63000, 65000, 67000, 69000, 71000, 73000, 75000, 77500, /* 260 */ 80000, 82500, 85000, 87500, 90000, 92500, 95000, 97500, 100000,
  103000, /* 270 */ 106000, 109000, 112000, 115000, 118000, 121500, 125000, 128500, 132000, 136000,
];

export const MAX_LOAD_INDEX = LOAD_INDEX_KG.length - 1;

/** Maximum load in kg per tyre for a load index; null outside 0-279 or for non-integers. */
export function loadIndexToKg(index: number): number | null {
  if (!Number.isInteger(index) || index < 0 || index > MAX_LOAD_INDEX) return null;
  return LOAD_INDEX_KG[index] ?? null;
}

export interface LoadIndex {
  single: number;
  dual: number | null;
}

/**
 * Reads the load part of a service description: "160", "104/102", "156/150" (single/dual
 * fitment on trucks and C tyres). Null when it is not one or two indices in the table, or
 * when the dual index is higher than the single one (a dual tyre always carries less).
 */
export function parseLoadIndex(text: string): LoadIndex | null {
  const match = /^\s*(\d{1,3})\s*(?:\/\s*(\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const single = Number(match[1]);
  const dual = match[2] === undefined ? null : Number(match[2]);
  if (loadIndexToKg(single) === null) return null;
  if (dual !== null && (loadIndexToKg(dual) === null || dual > single)) return null;
  return { single, dual };
}

/** Writes a load index back the standard way: "156/150" or "91". */
export function formatLoadIndex(load: LoadIndex): string {
  return load.dual === null ? String(load.single) : `${load.single}/${load.dual}`;
}
