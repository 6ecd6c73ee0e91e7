// An in-memory index of the catalogue's search text (decision 093): every process keeps one per
// catalogue revision and answers text searches and suggestions from it in well under a
// millisecond at 100,000 tyres, where even an indexed SQL search costs 2-10 ms of the database's
// time per request. Pure: it is built from rows in catalogue order and knows nothing of SQL.
//
// Matching is the same as the SQL search (search-condition.server.ts): every group of a query
// must hold, and a group holds when one of its substrings is in its column. A trigram index
// names candidates; each candidate is then tested with the plain substring test, so the index
// only has to be a superset of the answer.
import type { ListSort } from "./facets";
import type { Season } from "./seasons-and-vehicle-types";

/** One tyre as the index reads it, in catalogue order. */
export interface IndexedTyre {
  rank: number;
  tyreId: number;
  rating: number | null;
  searchText: string;
  sizeKey: string;
  season: Season;
  /** The 3PMSF snow mark, which a suggestion shows beside the season. */
  snowMark: boolean;
  vehicleType: string;
  brandId: number;
  brand: string;
  pattern: string;
  model: string;
  sizeNormalized: string;
  /** What facet counts and sorted pages read (decision 267); a tyre without them has no facet values and sorts last. */
  list?: ListFacts;
}

/** A tyre's facet key and sort keys as tyre_order holds them, and its availability when the index was built. */
export interface ListFacts {
  facetKey: string;
  payablePrice: number | null;
  reviewCount: number;
  createdAt: string;
  fuelClass: string | null;
  /** Pieces on hand that no quote holds, in all warehouses. */
  available: number;
  /** In stock, incoming or made to order within two weeks (decision 267). */
  readySoon: boolean;
}

/** The sorts a list offers, each an order over the index's rows. */
export type IndexSort = ListSort;

/**
 * One facet combination of a search's matches: its facet key, its availability flags, how many
 * matches have it. `id` names it for `sortedPage`.
 */
export interface IndexCombination {
  id: number;
  facetKey: string;
  inStock: boolean;
  readySoon: boolean;
  count: number;
}

/** A search's matches as a list reads them: every combination's count, and the matches themselves. */
export interface IndexedList {
  combinations: IndexCombination[];
  /** Positions of the matches, ascending (catalogue order). */
  positions: Int32Array;
}

export type SearchColumn = "search_text" | "size_key";
/** A query as substrings: every group must hold; one substring of a group is enough. */
export type SubstringGroups = Array<Array<{ column: SearchColumn; text: string }>>;

/** The filters lists and the API combine with a text search, as values. */
export interface IndexFilter {
  season?: string;
  vehicleType?: string;
  brandIds?: readonly number[];
  pattern?: string;
  model?: string;
  sizeNormalized?: string;
}

export interface IndexedMatch {
  rank: number;
  tyreId: number;
}

const GRAM = 3;
/** Candidates up to this many are tested and ordered outright; more are walked best rated first. */
const ORDER_OUTRIGHT = 3000;

export class CatalogueSearchIndex {
  readonly size: number;
  private readonly ranks: Int32Array;
  private readonly tyreIds: Int32Array;
  private readonly ratings: Float64Array;
  private readonly texts: string[];
  private readonly sizeKeys: string[];
  private readonly rows: IndexedTyre[];
  private readonly byId: Map<number, IndexedTyre>;
  /** Positions in the order suggestions weigh them: best rated first, unrated last, then by tyre id. */
  private readonly byRating: Int32Array;
  /** Positions ordered by search text, so every text starting with a prefix is one range. */
  private readonly byText: Int32Array;
  private readonly textGrams: Map<string, Int32Array>;
  private readonly sizeGrams: Map<string, Int32Array>;
  /** Two-character grams, for terms too short for a trigram ("rl", the "44" of a size key). */
  private readonly textPairs: Map<string, Int32Array>;
  private readonly sizePairs: Map<string, Int32Array>;
  /** Each row's combination: its facet key's number times 4, plus 2 when in stock, plus 1 when ready soon. */
  private readonly comboOf: Int32Array;
  private readonly facetKeys: string[];
  /** Per sort, positions in its order, and each position's place in it, made on first use. */
  private readonly orders = new Map<IndexSort, { byPlace: Int32Array; placeOf: Int32Array }>();

  /**
   * The index of `rows` (in catalogue order, ascending rank). Built in steps, with `pause` between
   * them: at 100,000 tyres the whole build takes over a second, which a server must not spend
   * without answering anyone.
   */
  static async build(rows: IndexedTyre[], pause: () => Promise<void> = async () => {}): Promise<CatalogueSearchIndex> {
    const texts = rows.map((r) => r.searchText);
    const sizeKeys = rows.map((r) => r.sizeKey);
    const grams = {
      textGrams: await gramIndex(texts, GRAM, pause),
      sizeGrams: await gramIndex(sizeKeys, GRAM, pause),
      textPairs: await gramIndex(texts, 2, pause),
      sizePairs: await gramIndex(sizeKeys, 2, pause),
    };
    return new CatalogueSearchIndex(rows, texts, sizeKeys, grams);
  }

  private constructor(
    rows: IndexedTyre[],
    texts: string[],
    sizeKeys: string[],
    grams: Record<"textGrams" | "sizeGrams" | "textPairs" | "sizePairs", Map<string, Int32Array>>,
  ) {
    this.rows = rows;
    this.byId = new Map(rows.map((r) => [r.tyreId, r]));
    this.size = rows.length;
    this.ranks = Int32Array.from(rows, (r) => r.rank);
    this.tyreIds = Int32Array.from(rows, (r) => r.tyreId);
    this.ratings = Float64Array.from(rows, (r) => (r.rating === null ? Number.NaN : r.rating));
    this.texts = texts;
    this.sizeKeys = sizeKeys;
    const positions = Array.from({ length: rows.length }, (_, i) => i);
    this.byRating = Int32Array.from([...positions].sort((a, b) => this.ratingOrder(a, b)));
    this.byText = Int32Array.from([...positions].sort((a, b) => (texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : a - b)));
    this.textGrams = grams.textGrams;
    this.sizeGrams = grams.sizeGrams;
    this.textPairs = grams.textPairs;
    this.sizePairs = grams.sizePairs;
    const keyNumbers = new Map<string, number>();
    this.facetKeys = [];
    this.comboOf = Int32Array.from(rows, (r) => {
      const key = r.list?.facetKey ?? "";
      let n = keyNumbers.get(key);
      if (n === undefined) {
        n = this.facetKeys.push(key) - 1;
        keyNumbers.set(key, n);
      }
      return n * 4 + (r.list && r.list.available > 0 ? 2 : 0) + (r.list?.readySoon ? 1 : 0);
    });
  }

  /**
   * Every match of `groups` (null: every tyre) and their count per facet combination: a few
   * milliseconds at 100,000 tyres where SQL's GROUP BY over the matches took tens (decision 267).
   */
  list(groups: SubstringGroups | null): IndexedList {
    const positions = this.allMatches(groups);
    const counts = new Map<number, number>();
    if (positions.length > this.facetKeys.length) {
      // Many matches: counted in an array of every combination, faster than a map per match.
      const all = new Int32Array(this.facetKeys.length * 4);
      for (const p of positions) all[this.comboOf[p]!]!++;
      all.forEach((count, id) => count > 0 && counts.set(id, count));
    } else {
      for (const p of positions) {
        const combo = this.comboOf[p]!;
        counts.set(combo, (counts.get(combo) ?? 0) + 1);
      }
    }
    const combinations = [...counts].map(([id, count]) => ({
      id,
      facetKey: this.facetKeys[id >> 2]!,
      inStock: (id & 2) !== 0,
      readySoon: (id & 1) !== 0,
      count,
    }));
    return { combinations, positions };
  }

  /**
   * Tyre ids of one page of `list`'s matches whose combination `keep` names (null: all), in
   * `sort`'s order (null: catalogue order); ties in catalogue order, as SQL sorts them.
   */
  sortedPage(list: IndexedList, keep: ReadonlySet<number> | null, sort: IndexSort | null, offset: number, limit: number): number[] {
    const kept = keep ? list.positions.filter((p) => keep.has(this.comboOf[p]!)) : list.positions;
    const wanted = offset + limit;
    let page: ArrayLike<number>;
    if (sort === null) page = kept.subarray(offset, wanted);
    else {
      const { byPlace, placeOf } = this.order(sort);
      if (kept.length * 16 < this.size) {
        // Few matches: their places in the order, sorted as numbers.
        const places = Int32Array.from(kept, (p) => placeOf[p]!).sort();
        page = Int32Array.from(places.subarray(offset, wanted), (place) => byPlace[place]!);
      } else {
        // Many: walk the whole order, keeping the marked ones, until the page is full.
        const marked = new Uint8Array(this.size);
        for (const p of kept) marked[p] = 1;
        const found: number[] = [];
        for (let i = 0; i < byPlace.length && found.length < wanted; i++) if (marked[byPlace[i]!]) found.push(byPlace[i]!);
        page = found.slice(offset);
      }
    }
    return Array.from(page, (p) => this.tyreIds[p]!);
  }

  private order(sort: IndexSort): { byPlace: Int32Array; placeOf: Int32Array } {
    let found = this.orders.get(sort);
    if (!found) {
      const compare = sortOrder(sort, this.rows);
      const byPlace = Int32Array.from({ length: this.size }, (_, i) => i).sort((a, b) => compare(a, b) || a - b);
      const placeOf = new Int32Array(this.size);
      byPlace.forEach((p, place) => (placeOf[p] = place));
      found = { byPlace, placeOf };
      this.orders.set(sort, found);
    }
    return found;
  }

  /** Every position matching `groups` (null: all), ascending. */
  private allMatches(groups: SubstringGroups | null): Int32Array {
    if (groups === null) return Int32Array.from({ length: this.size }, (_, i) => i);
    const test = this.tester(groups, {});
    const found: number[] = [];
    const candidates = this.candidates(groups);
    if (candidates)
      forEachInOrder(candidates.lists, (p) => {
        if (test(p)) found.push(p);
        return false;
      });
    else for (let p = 0; p < this.size; p++) if (test(p)) found.push(p);
    return Int32Array.from(found);
  }

  /** Makes every sort's order now (a build step), so no buyer's request waits for one. */
  prepareOrders(sorts: readonly IndexSort[]): void {
    for (const sort of sorts) this.order(sort);
  }

  /**
   * Matches of `groups` passing `filter`, in catalogue order, from `offset`, at most `limit`.
   * `groups` null restricts nothing (the caller lists by filter alone).
   */
  matches(groups: SubstringGroups, filter: IndexFilter, offset: number, limit: number): IndexedMatch[] {
    const wanted = offset + limit;
    const found: IndexedMatch[] = [];
    const test = this.tester(groups, filter);
    const consider = (p: number) => {
      if (!test(p)) return false;
      found.push({ rank: this.ranks[p]!, tyreId: this.tyreIds[p]! });
      return found.length >= wanted;
    };
    const candidates = this.candidates(groups);
    if (candidates) forEachInOrder(candidates.lists, consider);
    else for (let p = 0; p < this.size; p++) if (consider(p)) break;
    return found.slice(offset, wanted);
  }

  /** The tyre with this id as the index holds it (what a suggestion shows), or null. */
  tyre(tyreId: number): IndexedTyre | null {
    return this.byId.get(tyreId) ?? null;
  }

  /**
   * spec §2 header: up to `count` tyre ids matching `groups` (null: every tyre), those whose search
   * text starts with `prefix` first, then the best rated (unrated last), then by id.
   */
  suggest(groups: SubstringGroups | null, prefix: string, count: number): number[] {
    const test = this.tester(groups ?? [], {});
    const startsWithPrefix = (p: number) => this.texts[p]!.startsWith(prefix);
    const prefixed = this.best(this.prefixRange(prefix), (p) => startsWithPrefix(p) && test(p), count);
    if (prefixed.length >= count) return prefixed.map((p) => this.tyreIds[p]!);
    const others = this.best(this.candidates(groups ?? []), (p) => !startsWithPrefix(p) && test(p), count - prefixed.length);
    return [...prefixed, ...others].map((p) => this.tyreIds[p]!);
  }

  /** The `count` best-rated positions among `candidates` (null: all) that pass `keep`. */
  private best(candidates: Candidates | null, keep: (p: number) => boolean, count: number): number[] {
    if (count <= 0) return [];
    if (candidates && candidates.total <= ORDER_OUTRIGHT) {
      const kept: number[] = [];
      for (const list of candidates.lists) for (const p of list) if (keep(p)) kept.push(p);
      // A position in two lists (a size matched by its key and its text) is kept once.
      return topK(candidates.lists.length > 1 ? [...new Set(kept)] : kept, count, (a, b) => this.ratingOrder(a, b));
    }
    // Many candidates: the best rated are found after a short walk down the rating order.
    const found: number[] = [];
    for (const p of this.byRating) {
      if (keep(p)) found.push(p);
      if (found.length === count) break;
    }
    return found;
  }

  /** Positions whose search text starts with `prefix`, by text (one binary search each end). */
  private prefixRange(prefix: string): Candidates {
    const first = (beyond: (text: string) => boolean) => {
      let lo = 0;
      let hi = this.size;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (beyond(this.texts[this.byText[mid]!]!)) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    const start = first((text) => text >= prefix);
    const end = first((text) => text >= prefix && !text.startsWith(prefix));
    return { lists: [this.byText.subarray(start, end)], total: end - start };
  }

  private ratingOrder(a: number, b: number): number {
    const ra = this.ratings[a]!;
    const rb = this.ratings[b]!;
    if (ra !== rb && !(Number.isNaN(ra) && Number.isNaN(rb))) {
      if (Number.isNaN(ra)) return 1;
      if (Number.isNaN(rb)) return -1;
      return rb - ra;
    }
    return this.tyreIds[a]! - this.tyreIds[b]!;
  }

  /**
   * Positions that may match, through the gram index, as ascending lists whose union holds every
   * match; null when no group can name candidates. One group gives its lists as they are (a walk
   * in order stops early); several are merged and intersected, so "dunlop winter" is tested on
   * the tyres that hold both words' rarest grams, not on every Dunlop.
   */
  private candidates(groups: SubstringGroups): Candidates | null {
    const named: Int32Array[][] = [];
    for (const group of groups) {
      const lists: Int32Array[] = [];
      for (const { column, text } of group) {
        const list = this.rarestGram(column, text);
        if (list === null) {
          lists.length = 0;
          break;
        }
        lists.push(list);
      }
      if (lists.length > 0) named.push(lists);
    }
    if (named.length === 0) return null;
    if (named.length === 1) return { lists: named[0]!, total: named[0]!.reduce((sum, list) => sum + list.length, 0) };
    const unions = named.map((lists) => (lists.length === 1 ? lists[0]! : union(lists))).sort((a, b) => a.length - b.length);
    let common = unions[0]!;
    for (const list of unions.slice(1)) common = intersection(common, list);
    return { lists: [common], total: common.length };
  }

  /** The posting list of the text's least common gram (empty when one never occurs); null for a single character. */
  private rarestGram(column: SearchColumn, text: string): Int32Array | null {
    if (text.length < 2) return null;
    const size = text.length >= GRAM ? GRAM : 2;
    const index = column === "size_key" ? (size === GRAM ? this.sizeGrams : this.sizePairs) : size === GRAM ? this.textGrams : this.textPairs;
    let rarest: Int32Array | null = null;
    for (let i = 0; i + size <= text.length; i++) {
      const list = index.get(text.slice(i, i + size));
      if (!list) return EMPTY;
      if (rarest === null || list.length < rarest.length) rarest = list;
    }
    return rarest ?? EMPTY;
  }

  private tester(groups: SubstringGroups, filter: IndexFilter): (p: number) => boolean {
    const brandIds = filter.brandIds ? new Set(filter.brandIds) : null;
    const hasFilter = Object.values(filter).some((v) => v !== undefined);
    return (p) => {
      for (const group of groups) {
        let held = false;
        for (const { column, text } of group) {
          if ((column === "size_key" ? this.sizeKeys[p]! : this.texts[p]!).includes(text)) {
            held = true;
            break;
          }
        }
        if (!held) return false;
      }
      if (!hasFilter) return true;
      const row = this.rows[p]!;
      if (filter.season !== undefined && row.season !== filter.season) return false;
      if (filter.vehicleType !== undefined && row.vehicleType !== filter.vehicleType) return false;
      if (brandIds && !brandIds.has(row.brandId)) return false;
      if (filter.pattern !== undefined && row.pattern !== filter.pattern) return false;
      if (filter.model !== undefined && row.model !== filter.model) return false;
      if (filter.sizeNormalized !== undefined && row.sizeNormalized !== filter.sizeNormalized) return false;
      return true;
    };
  }
}

const EMPTY = new Int32Array(0);

/** `sort`'s order of two positions before the catalogue order, as tyre-facets.server.ts's SORT_KEYS orders rows. */
function sortOrder(sort: IndexSort, rows: readonly IndexedTyre[]): (a: number, b: number) => number {
  const nullsLast =
    <T>(get: (f: ListFacts) => T | null, compare: (x: T, y: T) => number) =>
    (a: number, b: number) => {
      const x = rows[a]!.list ? get(rows[a]!.list) : null;
      const y = rows[b]!.list ? get(rows[b]!.list) : null;
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return compare(x, y);
    };
  const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const facts = (p: number) => rows[p]!.list;
  switch (sort) {
    case "price-asc":
      return nullsLast(
        (f) => f.payablePrice,
        (x, y) => x - y,
      );
    case "price-desc":
      return nullsLast(
        (f) => f.payablePrice,
        (x, y) => y - x,
      );
    case "rating":
      return (a, b) => {
        const x = rows[a]!.rating;
        const y = rows[b]!.rating;
        if (x !== y) {
          if (x === null || y === null) return x === null ? 1 : -1;
          return y - x;
        }
        return (facts(b)?.reviewCount ?? 0) - (facts(a)?.reviewCount ?? 0);
      };
    case "newest":
      return (a, b) => text(facts(b)?.createdAt ?? "", facts(a)?.createdAt ?? "") || rows[b]!.tyreId - rows[a]!.tyreId;
    case "fuel":
      return nullsLast((f) => f.fuelClass, text);
    case "availability":
      return (a, b) =>
        Number((facts(b)?.available ?? 0) > 0) - Number((facts(a)?.available ?? 0) > 0) ||
        Number(facts(b)?.readySoon ?? false) - Number(facts(a)?.readySoon ?? false) ||
        (facts(b)?.available ?? 0) - (facts(a)?.available ?? 0);
  }
}

/**
 * For each gram of `size` characters in the texts, the positions holding it, ascending. Two
 * passes (count, then fill typed arrays) leave no garbage of growing arrays behind: at 100,000
 * tyres that garbage was over 200 MB of a server's resident memory.
 */
async function gramIndex(texts: string[], size: number, pause: () => Promise<void>): Promise<Map<string, Int32Array>> {
  interface Posting {
    list: Int32Array | null;
    count: number;
    last: number;
  }
  const postings = new Map<string, Posting>();
  for (const fill of [false, true]) {
    for (let p = 0; p < texts.length; p++) {
      if (p % 10_000 === 9_999) await pause();
      const text = texts[p]!;
      for (let i = 0; i + size <= text.length; i++) {
        const gram = text.slice(i, i + size);
        let posting = postings.get(gram);
        if (posting === undefined) {
          posting = { list: null, count: 0, last: -1 };
          postings.set(gram, posting);
        }
        // A gram seen twice in one text is listed once.
        if (posting.last === p) continue;
        posting.last = p;
        if (fill) posting.list![posting.count++] = p;
        else posting.count++;
      }
    }
    if (!fill) {
      for (const posting of postings.values()) {
        posting.list = new Int32Array(posting.count);
        posting.count = 0;
        posting.last = -1;
      }
    }
  }
  const index = new Map<string, Int32Array>();
  for (const [gram, posting] of postings) index.set(gram, posting.list!);
  return index;
}

/** Ascending lists whose union is the candidates; `total` counts a position once per list. */
interface Candidates {
  lists: Int32Array[];
  total: number;
}

/** The `k` first of `items` by `order`, without sorting them all. */
function topK(items: number[], k: number, order: (a: number, b: number) => number): number[] {
  if (items.length <= k * 4) return items.sort(order).slice(0, k);
  const top: number[] = [];
  for (const item of items) {
    if (top.length === k && order(item, top[k - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && order(item, top[at - 1]!) < 0) at--;
    top.splice(at, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}

/** The union of ascending lists, ascending, once each. */
function union(lists: Int32Array[]): Int32Array {
  const out: number[] = [];
  forEachInOrder(lists, (p) => {
    out.push(p);
    return false;
  });
  return Int32Array.from(out);
}

/** The positions in both ascending lists; the shorter list is searched for in the longer. */
function intersection(shorter: Int32Array, longer: Int32Array): Int32Array {
  const out: number[] = [];
  let from = 0;
  for (const p of shorter) {
    // Gallop forward, then bisect: cheap when one list is much shorter than the other.
    let step = 1;
    let hi = from;
    while (hi < longer.length && longer[hi]! < p) {
      from = hi + 1;
      hi += step;
      step *= 2;
    }
    hi = Math.min(hi, longer.length);
    let lo = from;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (longer[mid]! < p) lo = mid + 1;
      else hi = mid;
    }
    from = lo;
    if (from < longer.length && longer[from] === p) out.push(p);
  }
  return Int32Array.from(out);
}

/** Calls `visit` with the union of ascending lists in ascending order, once each, until it returns true. */
function forEachInOrder(lists: Int32Array[], visit: (p: number) => boolean): void {
  if (lists.length === 1) {
    for (const p of lists[0]!) if (visit(p)) return;
    return;
  }
  const at = lists.map(() => 0);
  for (;;) {
    let next = -1;
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i]!;
      if (at[i]! < list.length && (next === -1 || list[at[i]!]! < next)) next = list[at[i]!]!;
    }
    if (next === -1) return;
    for (let i = 0; i < lists.length; i++) if (at[i]! < lists[i]!.length && lists[i]![at[i]!] === next) at[i]!++;
    if (visit(next)) return;
  }
}
