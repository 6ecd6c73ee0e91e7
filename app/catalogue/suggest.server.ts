// The header's suggestions (spec §2): up to 10 tyres matching the text, brand and model prefixes
// first, then the best rated. At 100,000 tyres a broad word matches thousands, so they are never
// all ordered: up to 1,000 matches are read once and ordered here; more are read best rated first
// from an index, which finds 10 after a few rows (decision 070).
import type { Expression, Kysely, SqlBool } from "kysely";
import { descNullsLast } from "../db/dialect.server";
import type { Database } from "../db/schema";
import { listTyresById } from "./repository.server";
import { currentSearchIndex } from "./search-index.server";
import type { CatalogueSearchIndex } from "./search-index";
import { suggestionLabel, type SuggestionItem } from "./suggestion";
import { someMatches, startsWith, substringsOf, textCondition, type OrderEb, type OrderFilter, type SuggestionCandidate } from "./search-condition.server";
import type { Tyre } from "./tyre";
import { LRUCache } from "lru-cache";

export const SUGGESTION_LIMIT = 10;

const suggestionItem = (t: Omit<SuggestionItem, "label">): SuggestionItem => ({ ...t, label: suggestionLabel(t) });

/**
 * The header's suggestions for `text`. From the search index they need no database read at all
 * (it holds every field a suggestion shows); otherwise from suggestTyres.
 */
export async function suggestionsFor(db: Kysely<Database>, text: string): Promise<SuggestionItem[]> {
  if (text.trim() === "") return [];
  const index = await currentSearchIndex(db);
  if (index) {
    const kept = keptSuggestions.get(index) ?? new LRUCache<string, SuggestionItem[]>({ max: KEPT_SUGGESTIONS });
    keptSuggestions.set(index, kept);
    const known = kept.get(text);
    if (known) return known;
    const items = suggestFromIndex(index, text);
    kept.set(text, items);
    return items;
  }
  return (await suggestTyres(db, text)).map((t) =>
    suggestionItem({
      id: t.id,
      brand: t.brand,
      model: t.model,
      size: t.size.normalized,
      season: t.season,
      snowMark: t.euLabel.snowGrip,
      vehicleType: t.vehicleType,
      pattern: t.pattern,
    }),
  );
}

/**
 * Each index's answers by the text asked (decision 185): the header asks for every letter a
 * buyer types, and buyers type the same few brands and sizes, so most answers were worked out
 * before. The index is the catalogue of one revision: a new revision has a new index and memo.
 */
const keptSuggestions = new WeakMap<CatalogueSearchIndex, LRUCache<string, SuggestionItem[]>>();
const KEPT_SUGGESTIONS = 2_000;

function suggestFromIndex(index: CatalogueSearchIndex, text: string): SuggestionItem[] {
  const prefix = text
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "");
  return index.suggest(substringsOf(text), prefix, SUGGESTION_LIMIT).flatMap((id) => {
    const t = index.tyre(id);
    return t
      ? [
          suggestionItem({
            id,
            brand: t.brand,
            model: t.model,
            size: t.sizeNormalized,
            season: t.season,
            snowMark: t.snowMark,
            vehicleType: t.vehicleType,
            pattern: t.pattern,
          }),
        ]
      : [];
  });
}

/** Up to this many matches are ordered outright; beyond it every match is at least 1 in 100 tyres. */
const FEW = 1000;

/** spec §2 header: up to 10 suggestions; brand and model prefixes first, then the best rated. */
export async function suggestTyres(db: Kysely<Database>, text: string, limit = SUGGESTION_LIMIT): Promise<Tyre[]> {
  if (text.trim() === "") return [];
  const count = Math.min(limit, SUGGESTION_LIMIT);
  // The brand and model lead the search text, so "brand and model prefixes" are its prefix.
  const prefix = text
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "");
  // From the process's search index when it is built (decision 093); SQL gives the same answer.
  const index = await currentSearchIndex(db);
  if (index) return listTyresById(db, index.suggest(substringsOf(text), prefix, count));
  const matches = await someMatches(db, text, FEW + 1, prefix);
  if (matches && matches.length <= FEW)
    return listTyresById(
      db,
      [...matches]
        .sort(suggestionOrder)
        .slice(0, count)
        .map((m) => m.tyreId),
    );
  const matching = (eb: OrderEb) => textCondition(eb, text) ?? eb.and([]);
  // Few prefix matches are one short range of the search-text index; many are found sooner by
  // walking the rating index, so the prefix is then tested row by row.
  const inRange = (eb: OrderEb) => eb.and([prefixRange(eb, prefix), matching(eb)]);
  const manyPrefixed =
    (
      await db
        .selectFrom("tyre_order")
        .select("tyre_id")
        .where(inRange)
        .limit(FEW + 1)
        .execute()
    ).length > FEW;
  const prefixed = await bestRated(db, manyPrefixed ? (eb) => eb.and([startsWith(eb, prefix), matching(eb)]) : inRange, count);
  const others = prefixed.length < count ? await bestRated(db, (eb) => eb.and([eb.not(startsWith(eb, prefix)), matching(eb)]), count - prefixed.length) : [];
  return listTyresById(db, [...prefixed, ...others]);
}

/** Prefix matches first, then the best rated (unrated last), then by id: the order bestRated reads. */
function suggestionOrder(a: SuggestionCandidate, b: SuggestionCandidate): number {
  if (a.prefixed !== b.prefixed) return a.prefixed ? -1 : 1;
  if (a.rating !== b.rating) return a.rating === null ? 1 : b.rating === null ? -1 : b.rating - a.rating;
  return a.tyreId - b.tyreId;
}

// Any text starting with `prefix` sorts between it and it followed by the highest code point;
// tyre_order.search_text compares bytes on both databases, so this is one index range.
function prefixRange(eb: OrderEb, prefix: string): Expression<SqlBool> {
  return eb.and([eb("tyre_order.search_text", ">=", prefix), eb("tyre_order.search_text", "<", `${prefix}\u{10FFFF}`)]);
}

/** Tyre ids passing `where`, best rated first (unrated last), ties by id. */
async function bestRated(db: Kysely<Database>, where: OrderFilter, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom("tyre_order")
    .select("tyre_order.tyre_id")
    .where(where)
    .orderBy("tyre_order.rating", descNullsLast(db))
    .orderBy("tyre_order.tyre_id")
    .limit(count)
    .execute();
  return rows.map((r) => Number(r.tyre_id));
}
