// Facets and sorting of a tyre list (decision 140): the selection read from and written
// to the URL query, one canonical query per selection, and the counts of every facet value folded
// from the database's counts per combination of values. Pure, so the size pages and the search
// page (decision 160) share it.
import { SPEED_SYMBOL_LIST } from "../domain/speed-symbol";
import { SEASONS, SEASON_LABELS, VEHICLE_TYPES, VEHICLE_TYPE_LABELS, isSeason, isVehicleType } from "./seasons-and-vehicle-types";
import { pageNumberOf } from "../http/number-param";

/** In the order the page shows them and the query writes them. */
// What can be loaded and when comes first: a container buyer's first question (decision 267).
export const FACETS = ["stock", "ready", "season", "vehicle", "pattern", "brand", "load", "speed", "fuel", "wet", "snow", "price"] as const;
export type FacetName = (typeof FACETS)[number];
/**
 * The facets of what a buyer can have and when (decision 267). They change with every stock feed,
 * so they are not in tyre_order's facet key (written with the catalogue order) but read from the
 * stock tables: by the search index per catalogue revision, by SQL on the size pages.
 */
export const AVAILABILITY_FACETS = ["stock", "ready"] as const satisfies readonly FacetName[];
export type AvailabilityFacet = (typeof AVAILABILITY_FACETS)[number];
/** The facets tyre_order.facet_key holds. */
export type KeyFacet = Exclude<FacetName, AvailabilityFacet>;

export const FACET_LABELS: Record<FacetName, string> = {
  season: "Season",
  vehicle: "Vehicle type",
  pattern: "Pattern / axle position",
  brand: "Brand",
  load: "Load index",
  speed: "Speed symbol",
  fuel: "EU fuel class",
  wet: "EU wet grip class",
  snow: "Snow mark",
  price: "Price per tyre",
  stock: "Availability",
  ready: "Ready to load",
};

/** Per facet, the values chosen; a facet without values restricts nothing. */
export type FacetSelection = Partial<Record<FacetName, string[]>>;

/** The one value of the snow facet: the tyre carries the 3PMSF (three-peak mountain snowflake) mark. */
export const SNOW_MARKED = "3pmsf";
/** The one value of the stock facet: pieces on hand that no quote holds (decision 267). */
export const IN_STOCK = "in-stock";
/** The one value of the ready facet: in stock, incoming or made to order within READY_WITHIN_DAYS (decision 267). */
export const READY_SOON = "2-weeks";
export const READY_WITHIN_DAYS = 14;

/** Price buckets of the price a buyer pays per tyre (offer price, else regular), in euro cents. */
export const PRICE_BUCKETS = [
  { id: "0-100", min: 0, max: 10_000 },
  { id: "100-150", min: 10_000, max: 15_000 },
  { id: "150-200", min: 15_000, max: 20_000 },
  { id: "200-300", min: 20_000, max: 30_000 },
  { id: "300-400", min: 30_000, max: 40_000 },
  { id: "400-500", min: 40_000, max: 50_000 },
  { id: "500-", min: 50_000, max: null },
] as const satisfies ReadonlyArray<{ id: string; min: number; max: number | null }>;
export type PriceBucket = (typeof PRICE_BUCKETS)[number];

export const SORTS = ["price-asc", "price-desc", "rating", "newest", "fuel", "availability"] as const;
export type ListSort = (typeof SORTS)[number];
export const SORT_LABELS: Record<ListSort | "", string> = {
  "": "Brand and model",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  rating: "Best rated",
  newest: "Newest",
  fuel: "Fuel efficiency",
  availability: "Availability",
};

export interface ListQuery {
  /** The search's text (`?q=`), written first; size pages have none. */
  q?: string;
  selection: FacetSelection;
  /** null: catalogue order (brand, model, pattern, size). */
  sort: ListSort | null;
  page: number;
}

/** Enough values of one facet for any real choice; more are dropped (a hostile URL stays cheap). */
const MAX_VALUES = 40;
const PRICE_IDS: readonly string[] = PRICE_BUCKETS.map((b) => b.id);

/** Whether a value can belong to a facet at all (a well-formed value may still match no tyre). */
const VALID: Record<FacetName, (value: string) => boolean> = {
  season: isSeason,
  vehicle: isVehicleType,
  pattern: (v) => v.length <= 100,
  brand: (v) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(v),
  load: (v) => /^\d{2,3}(?:\/\d{2,3})?$/.test(v),
  speed: (v) => SPEED_SYMBOL_LIST.includes(v),
  fuel: (v) => /^[A-G]$/.test(v),
  wet: (v) => /^[A-G]$/.test(v),
  snow: (v) => v === SNOW_MARKED,
  price: (v) => PRICE_IDS.includes(v),
  stock: (v) => v === IN_STOCK,
  ready: (v) => v === READY_SOON,
};

/** The order values are shown and written in. */
export function compareFacetValues(facet: FacetName, a: string, b: string): number {
  const rank = (list: readonly string[], v: string) => list.indexOf(v);
  switch (facet) {
    case "season":
      return rank(SEASONS, a) - rank(SEASONS, b);
    case "vehicle":
      return rank(VEHICLE_TYPES, a) - rank(VEHICLE_TYPES, b);
    case "speed":
      return rank(SPEED_SYMBOL_LIST, a) - rank(SPEED_SYMBOL_LIST, b);
    case "price":
      return rank(PRICE_IDS, a) - rank(PRICE_IDS, b);
    case "load":
      return Number.parseInt(a, 10) - Number.parseInt(b, 10) || (a < b ? -1 : a > b ? 1 : 0);
    default:
      return a < b ? -1 : a > b ? 1 : 0;
  }
}

/**
 * The list query in a URL: `?season=winter&brand=michelin&brand=pirelli&sort=price-asc&page=2`.
 * Lenient like the offer lists (decision 040): a value no tyre could have is dropped, and the
 * caller redirects to `search` when it differs from what was asked.
 */
export function readListQuery(params: URLSearchParams): { query: ListQuery; search: string } {
  const selection: FacetSelection = {};
  for (const facet of FACETS) {
    const values = [...new Set(params.getAll(facet).map((v) => v.trim()))].filter((v) => v !== "" && VALID[facet](v));
    if (values.length) selection[facet] = values.sort((a, b) => compareFacetValues(facet, a, b)).slice(0, MAX_VALUES);
  }
  const sort = readListSort(params);
  const page = pageNumberOf(params.get("page"));
  const query = { selection, sort, page };
  return { query, search: listSearch(query) };
}

/** ?sort= as one of SORTS; anything else (missing, unknown) is the catalogue order. */
export function readListSort(params: URLSearchParams): ListSort | null {
  const text = params.get("sort") ?? "";
  return (SORTS as readonly string[]).includes(text) ? (text as ListSort) : null;
}

/** The canonical query string ("" or "?..."): q, facets in FACETS order, values sorted, page 1 left out. */
export function listSearch(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q !== undefined) params.set("q", query.q);
  for (const facet of FACETS) for (const value of query.selection[facet] ?? []) params.append(facet, value);
  if (query.sort) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The selection with `value` of `facet` added or taken away. */
export function toggleFacetValue(selection: FacetSelection, facet: FacetName, value: string): FacetSelection {
  const current = selection[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort((a, b) => compareFacetValues(facet, a, b));
  const { [facet]: _dropped, ...rest } = selection;
  return next.length ? { ...rest, [facet]: next } : rest;
}

export const isFiltered = (selection: FacetSelection) => FACETS.some((f) => (selection[f]?.length ?? 0) > 0);

/** Whether tyres with these facet values are in the list a selection keeps. */
export function combinationMatches(values: Record<FacetName, string | null>, selection: FacetSelection): boolean {
  return FACETS.every((facet) => {
    const chosen = selection[facet];
    const value = values[facet];
    return !chosen?.length || (value !== null && chosen.includes(value));
  });
}

/** The price bucket of a price in euro cents; null for a tyre without a price. */
export function priceBucketOf(amountMinor: number | null): string | null {
  if (amountMinor === null) return null;
  return PRICE_BUCKETS.find((b) => amountMinor >= b.min && (b.max === null || amountMinor < b.max))?.id ?? null;
}

/** One combination of facet values and how many tyres have it, as the database counts them. */
export interface FacetCombination {
  /** The combination as the database stores it (tyre_order.facet_key), to select its tyres by. */
  key: string;
  values: Record<FacetName, string | null>;
  /** The brand's name, for the brand facet's label (its value is the slug). */
  brandName: string;
  count: number;
}

export interface FacetValueCount {
  value: string;
  label: string;
  /** Tyres the list would hold with this value chosen, the other facets' choices kept. */
  count: number;
  selected: boolean;
}

export interface FacetCounts {
  /** Tyres matching the whole selection. */
  total: number;
  facets: Array<{ facet: FacetName; label: string; values: FacetValueCount[] }>;
}

/**
 * Counts every facet value the way a buyer reads a checkbox: the tyres there would be with it
 * ticked. Values of one facet are alternatives (OR), facets narrow each other (AND), so a facet's
 * counts apply every other facet's choices but not its own (decision 140).
 */
export function foldFacetCounts(combinations: readonly FacetCombination[], selection: FacetSelection): FacetCounts {
  const chosen = FACETS.map((f) => (selection[f]?.length ? new Set(selection[f]) : null));
  const counts = FACETS.map(() => new Map<string, number>());
  const brandNames = new Map<string, string>();
  let total = 0;
  for (const combination of combinations) {
    if (combination.values.brand !== null) brandNames.set(combination.values.brand, combination.brandName);
    let failed = -1;
    let failures = 0;
    FACETS.forEach((facet, i) => {
      const set = chosen[i];
      const value = combination.values[facet];
      if (set && (value === null || !set.has(value)) && ++failures === 1) failed = i;
    });
    if (failures > 1) continue;
    if (failures === 0) total += combination.count;
    FACETS.forEach((facet, i) => {
      const value = combination.values[facet];
      if (value === null || (failures === 1 && failed !== i)) return;
      counts[i]!.set(value, (counts[i]!.get(value) ?? 0) + combination.count);
    });
  }
  const facets = FACETS.map((facet, i) => {
    const values = new Set([...counts[i]!.keys(), ...(selection[facet] ?? [])]);
    return {
      facet,
      label: FACET_LABELS[facet],
      values: [...values]
        .sort((a, b) => compareFacetValues(facet, a, b))
        .map((value) => ({
          value,
          label: facetValueLabel(facet, value, brandNames),
          count: counts[i]!.get(value) ?? 0,
          selected: chosen[i]?.has(value) ?? false,
        })),
    };
  });
  return { total, facets };
}

const euros = (cents: number) => `€${cents / 100}`;

export function facetValueLabel(facet: FacetName, value: string, brandNames: ReadonlyMap<string, string> = new Map()): string {
  switch (facet) {
    case "season":
      return isSeason(value) ? SEASON_LABELS[value] : value;
    case "vehicle":
      return isVehicleType(value) ? VEHICLE_TYPE_LABELS[value] : value;
    case "brand":
      return brandNames.get(value) ?? value;
    case "snow":
      return "3PMSF (severe snow)";
    case "stock":
      return "In stock";
    case "ready":
      return "Ready within 2 weeks";
    case "price": {
      const bucket = PRICE_BUCKETS.find((b) => b.id === value);
      if (!bucket) return value;
      if (bucket.min === 0) return `Under ${euros(bucket.max)}`;
      return bucket.max === null ? `${euros(bucket.min)} and over` : `${euros(bucket.min)} to ${euros(bucket.max)}`;
    }
    default:
      return value;
  }
}
