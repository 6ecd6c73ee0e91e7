// The offer lists' filters as plain data (spec §4 'Offer filters'): read from and written to the
// URL query, the cascade resets, the disabling rules, and keeping a selection consistent.
import { parseTyreSize } from "~/domain/tyre-size";
import type { ListSort } from "~/catalogue/facets";
import { isVehicleType, type Season, type VehicleType } from "~/catalogue/seasons-and-vehicle-types";

export const OFFER_FILTER_FIELDS = ["vehicleType", "brand", "pattern", "model", "size"] as const;
export type OfferFilterField = (typeof OFFER_FILTER_FIELDS)[number];

export interface OfferSelection {
  vehicleType: VehicleType | "";
  brand: string;
  /** Trucks only. */
  pattern: string;
  model: string;
  size: string;
}

export const EMPTY_SELECTION: OfferSelection = { vehicleType: "", brand: "", pattern: "", model: "", size: "" };

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim().slice(0, 200);

/** The selection a URL asks for; an unknown vehicle type is no vehicle type. */
export function readOfferSelection(params: URLSearchParams): OfferSelection {
  const vehicleType = text(params, "vehicleType");
  return {
    vehicleType: isVehicleType(vehicleType) ? vehicleType : "",
    brand: text(params, "brand"),
    pattern: text(params, "pattern"),
    model: text(params, "model"),
    size: text(params, "size"),
  };
}

/** spec §4: a change resets every filter below it; the caller also goes back to page 1. */
export function changeFilter(selection: OfferSelection, field: OfferFilterField, value: string): OfferSelection {
  const at = OFFER_FILTER_FIELDS.indexOf(field);
  const next: OfferSelection = { ...selection };
  OFFER_FILTER_FIELDS.forEach((f, i) => {
    if (i > at) next[f] = "";
  });
  if (field === "vehicleType") {
    next.vehicleType = isVehicleType(value) ? value : "";
    // A brand that arrived alone (?brand= from a tyre card) was not chosen under another vehicle
    // type, so choosing the first vehicle type keeps it (decision 040); the loader drops it when
    // that brand has no tyres of the vehicle type.
    if (selection.vehicleType === "" && selection.brand !== "") next.brand = selection.brand;
  } else {
    next[field] = value;
  }
  return next;
}

export interface DisabledFilters {
  brand: boolean;
  pattern: boolean;
  model: boolean;
  size: boolean;
}

/**
 * spec §4: brand waits for a vehicle type; pattern (trucks only) and model wait for a brand, and
 * for trucks the model waits for a pattern; size waits for a model (decision 040).
 */
export function disabledFilters(s: OfferSelection): DisabledFilters {
  const isTruck = s.vehicleType === "truck";
  const brandChosen = s.vehicleType !== "" && s.brand !== "";
  return {
    brand: s.vehicleType === "",
    pattern: !brandChosen,
    model: !brandChosen || (isTruck && s.pattern === ""),
    size: !brandChosen || s.model === "" || (isTruck && s.pattern === ""),
  };
}

/**
 * The query string of a selection, page and sort: empty filters, page 1 and the catalogue order are
 * left out (the canonical link passes no sort: a sorted list is the same list).
 */
export function offerSearch(s: OfferSelection, page = 1, sort: ListSort | null = null): string {
  const params = new URLSearchParams();
  for (const field of OFFER_FILTER_FIELDS) if (s[field] !== "") params.set(field, s[field]);
  if (sort) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export interface AvailableOptions {
  brands: string[];
  patterns: string[];
  models: string[];
  sizes: string[];
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const normalizedSize = (size: string) => {
  const parsed = parseTyreSize(size);
  return parsed.ok ? parsed.size.normalized : size;
};

/**
 * Keeps the part of a selection that the catalogue offers, top down: the first filter that is
 * not among its options is dropped with everything below it (a hand-edited URL, or a form sent
 * without JavaScript after an upper filter changed). Names take the catalogue's spelling.
 * A brand without a vehicle type is kept as it is: the list then shows that brand's tyres of
 * every vehicle type.
 */
export function keepAvailable(s: OfferSelection, options: AvailableOptions): OfferSelection {
  if (s.vehicleType === "") return { ...EMPTY_SELECTION, brand: s.brand };
  const next: OfferSelection = { ...EMPTY_SELECTION, vehicleType: s.vehicleType };
  const brand = options.brands.find((b) => sameText(b, s.brand));
  if (!brand) return next;
  next.brand = brand;
  if (s.vehicleType === "truck") {
    const pattern = options.patterns.find((p) => sameText(p, s.pattern));
    if (!pattern) return next;
    next.pattern = pattern;
  }
  const model = options.models.find((m) => m === s.model) ?? options.models.find((m) => sameText(m, s.model));
  if (!model) return next;
  next.model = model;
  const wanted = s.size === "" ? undefined : normalizedSize(s.size);
  const size = wanted === undefined ? undefined : options.sizes.find((z) => z === wanted);
  if (size) next.size = size;
  return next;
}

export function sameSelection(a: OfferSelection, b: OfferSelection): boolean {
  return OFFER_FILTER_FIELDS.every((f) => a[f] === b[f]);
}

/**
 * The season of an offer list's path: /summer-offers, /winter-offers, /allseason-offers (spec §2).
 * A client navigation asks the loader through "/summer-offers.data", which names the same list.
 */
export function seasonOfOffersPath(pathname: string): Season | null {
  const match = /^\/(summer|winter|allseason)-offers(?:\.data|\/|\/_\.data)?$/.exec(pathname);
  return match ? (match[1] as Season) : null;
}
