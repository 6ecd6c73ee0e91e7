// Paths to the shop's real legacy catalogue files (tests/fixtures, kept as they came) and small file builders.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "../../scripts/support/repo-root";

export { REPO_ROOT };
export const LEGACY_DIR = resolve(REPO_ROOT, "tests/fixtures/legacy-catalogues");
export const LEGACY_FILES = {
  doubleCoin: resolve(LEGACY_DIR, "double-coin-truck.json"),
  fourBrands: resolve(LEGACY_DIR, "truck-four-brands.json"),
};
export const SAMPLE_CATALOGUE = resolve(REPO_ROOT, "data/tyre_data.json");

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Counts the tyre entries in a nested file the way a person would: every list item is one. */
export function countEntries(file: unknown): number {
  let n = 0;
  for (const vehicles of Object.values(file as Record<string, unknown>)) {
    for (const brands of Object.values(vehicles as Record<string, unknown>)) {
      for (const groups of Object.values(brands as Record<string, unknown>)) {
        for (const list of Object.values(groups as Record<string, unknown>)) n += (list as unknown[]).length;
      }
    }
  }
  return n;
}

/** A minimal valid truck entry; tests override what they are about. */
export function truckEntry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productCode: "T-1",
    model: "X Multi D",
    size: "315/80R22.5",
    price: "€400.00",
    offerPrice: "€350.00",
    rating: 4.5,
    reviewCount: 12,
    loadIndex: "156/150",
    speedSymbol: "L",
    ...overrides,
  };
}

export function truckFile(brand: string, pattern: string, entries: Record<string, unknown>[]) {
  return { summer: { truck: { [brand]: { [pattern]: entries } } } };
}
