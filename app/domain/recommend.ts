// Recommended tyres for the detail page carousel, scored as spec §9 describes.
import { parseTyreSize } from "./tyre-size";

export interface RecommendableTyre {
  id: number;
  brand: string;
  model: string;
  pattern: string;
  size: string;
  vehicleType: string;
  rating: number;
  offerPriceMinor: number | null;
  priceMinor: number;
}

/** spec §9: "Recommendations: 6 items". */
export const RECOMMENDATION_COUNT = 6;

// spec §9 weights.
const WEIGHTS = { brand: 50, model: 80, pattern: 40, size: 60, vehicleType: 30, perRatingPoint: 4 } as const;
const PRICE_WITHIN_10_PERCENT = 40;
const PRICE_WITHIN_25_PERCENT = 20;
const RANDOM_SPREAD = 10;

// Catalogue text is hand-typed: "Michelin" and "michelin " are the same brand; an empty field matches nothing.
const sameText = (a: string, b: string): boolean => {
  const x = a.trim().toLowerCase();
  return x !== "" && x === b.trim().toLowerCase();
};

// "315/80R22.5" and "315/80 R22.5" are the same size; unparseable sizes fall back to text.
function sameSize(a: string, b: string): boolean {
  const pa = parseTyreSize(a);
  const pb = parseTyreSize(b);
  if (pa.ok && pb.ok) return pa.size.normalized === pb.size.normalized;
  return sameText(a, b);
}

/** spec §9: the price compared is the offer price, falling back to the regular price. */
export const priceToCompare = (tyre: RecommendableTyre): number => tyre.offerPriceMinor ?? tyre.priceMinor;

function priceScore(base: RecommendableTyre, candidate: RecommendableTyre): number {
  const basePrice = priceToCompare(base);
  if (!(basePrice > 0)) return 0;
  // Integer comparison: |difference| / base <= 10% without dividing.
  const difference = Math.abs(priceToCompare(candidate) - basePrice);
  if (difference * 100 <= basePrice * 10) return PRICE_WITHIN_10_PERCENT;
  if (difference * 100 <= basePrice * 25) return PRICE_WITHIN_25_PERCENT;
  return 0;
}

/**
 * spec §9: brand +50, model +80, pattern +40, size +60, vehicle type +30, rating x 4, price
 * within 10% +40 or within 25% +20, plus random() x 10 so equal tyres rotate between visits.
 */
export function scoreRecommendation(base: RecommendableTyre, candidate: RecommendableTyre, random: () => number): number {
  const rating = Number.isFinite(candidate.rating) ? Math.min(5, Math.max(0, candidate.rating)) : 0;
  return (
    (sameText(base.brand, candidate.brand) ? WEIGHTS.brand : 0) +
    (sameText(base.model, candidate.model) ? WEIGHTS.model : 0) +
    (sameText(base.pattern, candidate.pattern) ? WEIGHTS.pattern : 0) +
    (sameSize(base.size, candidate.size) ? WEIGHTS.size : 0) +
    (sameText(base.vehicleType, candidate.vehicleType) ? WEIGHTS.vehicleType : 0) +
    rating * WEIGHTS.perRatingPoint +
    priceScore(base, candidate) +
    random() * RANDOM_SPREAD
  );
}

export interface RecommendOptions {
  count?: number;
  random?: () => number;
}

/** The best `count` candidates for `base`, highest score first, never the base tyre itself. */
export function recommendTyres(
  base: RecommendableTyre,
  candidates: readonly RecommendableTyre[],
  options: RecommendOptions = {},
): RecommendableTyre[] {
  const count = Math.max(0, Math.floor(options.count ?? RECOMMENDATION_COUNT));
  const random = options.random ?? Math.random;
  const seen = new Set<number>([base.id]);
  const scored: Array<{ tyre: RecommendableTyre; score: number }> = [];
  for (const tyre of candidates) {
    // The same tyre can appear twice when a catalogue lists it under two seasons.
    if (seen.has(tyre.id)) continue;
    seen.add(tyre.id);
    scored.push({ tyre, score: scoreRecommendation(base, tyre, random) });
  }
  // Array.prototype.sort is stable, so equal scores keep catalogue order.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, count).map((entry) => entry.tyre);
}
