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

/** A size's canonical spelling, parsed once per distinct text (null when it does not parse). */
type SizeReader = (size: string) => string | null;

function sizeReader(): SizeReader {
  const seen = new Map<string, string | null>();
  return (size) => {
    let normalized = seen.get(size);
    if (normalized === undefined) {
      const parsed = parseTyreSize(size);
      normalized = parsed.ok ? parsed.size.normalized : null;
      seen.set(size, normalized);
    }
    return normalized;
  };
}

// "315/80R22.5" and "315/80 R22.5" are the same size; unparseable sizes fall back to text.
function sameSize(a: string, b: string, read: SizeReader): boolean {
  const na = read(a);
  const nb = read(b);
  if (na !== null && nb !== null) return na === nb;
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
  return likeness(base, candidate, sizeReader()) + random() * RANDOM_SPREAD;
}

/** The score without its random part. */
function likeness(base: RecommendableTyre, candidate: RecommendableTyre, read: SizeReader): number {
  const rating = Number.isFinite(candidate.rating) ? Math.min(5, Math.max(0, candidate.rating)) : 0;
  return (
    (sameText(base.brand, candidate.brand) ? WEIGHTS.brand : 0) +
    (sameText(base.model, candidate.model) ? WEIGHTS.model : 0) +
    (sameText(base.pattern, candidate.pattern) ? WEIGHTS.pattern : 0) +
    (sameSize(base.size, candidate.size, read) ? WEIGHTS.size : 0) +
    (sameText(base.vehicleType, candidate.vehicleType) ? WEIGHTS.vehicleType : 0) +
    rating * WEIGHTS.perRatingPoint +
    priceScore(base, candidate)
  );
}

export interface RecommendOptions {
  count?: number;
  random?: () => number;
}

/** A candidate and its score without the random part. */
export interface ShortlistEntry {
  id: number;
  likeness: number;
}

const countOf = (options: RecommendOptions) => Math.max(0, Math.floor(options.count ?? RECOMMENDATION_COUNT));

/**
 * The candidates that can still be among the best `count` once random() x 10 is added: all whose
 * score without it is within 10 of the count-th best (anything lower loses to each of those
 * whatever the draws). In candidate order, never the base, each tyre once. Depends on the
 * catalogue only, so it can be kept per catalogue revision and tyre.
 */
export function recommendationShortlist(base: RecommendableTyre, candidates: readonly RecommendableTyre[], options: RecommendOptions = {}): ShortlistEntry[] {
  const read = sizeReader();
  const seen = new Set<number>([base.id]);
  const scored: ShortlistEntry[] = [];
  for (const tyre of candidates) {
    // The same tyre can appear twice when a catalogue lists it under two seasons.
    if (seen.has(tyre.id)) continue;
    seen.add(tyre.id);
    scored.push({ id: tyre.id, likeness: likeness(base, tyre, read) });
  }
  const count = countOf(options);
  if (count === 0) return [];
  if (scored.length <= count) return scored;
  const countThBest = scored.map((s) => s.likeness).sort((a, b) => b - a)[count - 1]!;
  return scored.filter((s) => s.likeness > countThBest - RANDOM_SPREAD);
}

/** The ids of the best `count` of a shortlist once each draws its random() x 10 (in shortlist order), best first. */
export function pickRecommendations(shortlist: readonly ShortlistEntry[], options: RecommendOptions = {}): number[] {
  const random = options.random ?? Math.random;
  const scored = shortlist.map((s) => ({ id: s.id, score: s.likeness + random() * RANDOM_SPREAD }));
  // Array.prototype.sort is stable, so equal scores keep catalogue order.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, countOf(options)).map((s) => s.id);
}

/** The best `count` candidates for `base`, highest score first, never the base tyre itself. */
export function recommendTyres(base: RecommendableTyre, candidates: readonly RecommendableTyre[], options: RecommendOptions = {}): RecommendableTyre[] {
  // The first of a repeated tyre is the one scored.
  const byId = new Map<number, RecommendableTyre>();
  for (const c of candidates) if (!byId.has(c.id)) byId.set(c.id, c);
  return pickRecommendations(recommendationShortlist(base, candidates, options), options).map((id) => byId.get(id)!);
}
