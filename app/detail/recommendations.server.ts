// The detail page's recommendations (spec §9, decision 031), worked out once per catalogue revision
// and tyre: the 300 candidates and their scores without the random part are remembered here, so a
// request only draws the random part for the few that can still reach the top 6 and reads those 6.
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import { listRecommendationCandidates, listTyresById } from "~/catalogue/repository.server";
import { getCatalogueRevision } from "~/catalogue/revision.server";
import type { Tyre } from "~/catalogue/tyre";
import type { Database } from "~/db/schema";
import { pickRecommendations, recommendationShortlist, type RecommendableTyre, type ShortlistEntry } from "~/domain/recommend";

/** Tyres whose shortlists are kept per process; the least recently used go first. */
const REMEMBERED = 5000;

/** A shortlist in 12 bytes a candidate (a few dozen candidates a tyre, at most 300). */
interface KeptShortlist {
  ids: Int32Array;
  likeness: Float64Array;
}
const shortlists = new LRUCache<string, KeptShortlist>({ max: REMEMBERED });

const keep = (entries: readonly ShortlistEntry[]): KeptShortlist => ({
  ids: Int32Array.from(entries, (e) => e.id),
  likeness: Float64Array.from(entries, (e) => e.likeness),
});
const expand = (kept: KeptShortlist): ShortlistEntry[] => Array.from(kept.ids, (id, i) => ({ id, likeness: kept.likeness[i]! }));

export function recommendable(tyre: Tyre): RecommendableTyre {
  return {
    id: tyre.id,
    brand: tyre.brand,
    model: tyre.model,
    pattern: tyre.pattern,
    size: tyre.size.normalized,
    vehicleType: tyre.vehicleType,
    rating: tyre.rating ?? 0,
    offerPriceMinor: tyre.offerPrice?.amountMinor ?? null,
    priceMinor: tyre.price?.amountMinor ?? 0,
  };
}

async function shortlistFor(db: Kysely<Database>, tyre: Tyre): Promise<readonly ShortlistEntry[]> {
  // Keyed by the revision's stamp: an import changes candidates and prices, every process sees
  // the new stamp at once, and two databases never share one (decision 081).
  const { stamp } = await getCatalogueRevision(db);
  const key = `${stamp}:${tyre.id}`;
  const known = shortlists.get(key);
  if (known) return expand(known);
  const candidates = await listRecommendationCandidates(db, tyre);
  const shortlist = recommendationShortlist(recommendable(tyre), candidates.map(recommendable));
  shortlists.set(key, keep(shortlist));
  return shortlist;
}

/** spec §9 recommendations, computed on the server so the page hydrates with the same 6. */
export async function recommendationsFor(db: Kysely<Database>, tyre: Tyre, random: () => number = Math.random): Promise<Tyre[]> {
  return listTyresById(db, pickRecommendations(await shortlistFor(db, tyre), { random }));
}
