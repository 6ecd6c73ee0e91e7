// The URL of a tyre's detail page (spec §2): /tyres/{season}/{vehicleType}/{brand}/{model}?size=,
// the model URL-encoded and 'unknown' when empty. Shared by cards, suggestions and the home form.

export interface TyrePathParts {
  season: string;
  vehicleType: string;
  brand: string;
  model: string;
  size?: string | null;
  pattern?: string | null;
}

export function tyreDetailPath(t: TyrePathParts): string {
  const model = t.model.trim() === "" ? "unknown" : t.model;
  const path = `/tyres/${t.season}/${t.vehicleType}/${encodeURIComponent(t.brand)}/${encodeURIComponent(model)}`;
  const query = new URLSearchParams();
  if (t.size) query.set("size", t.size);
  if (t.pattern && t.vehicleType === "truck") query.set("pattern", t.pattern);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The season's offer list (spec §2), filtered by vehicle type and brand when given. A card's
 * 'View All Offers' passes both: the list's brand filter waits for a vehicle type (spec §4), so a
 * brand alone fell back to trucks and lost a car card's filter.
 */
export function offersPath(season: string, filter: { vehicleType?: string; brand?: string } = {}): string {
  // Brand first: the spec's link is "the season offers route filtered by brand".
  const query = new URLSearchParams();
  if (filter.brand) query.set("brand", filter.brand);
  if (filter.vehicleType) query.set("vehicleType", filter.vehicleType);
  const search = query.toString();
  return search ? `/${season}-offers?${search}` : `/${season}-offers`;
}

/** A size's page: `/tyres/size/315-80r22.5`, from the size's slug. */
export function sizePagePath(slug: string): string {
  return `/tyres/size/${encodeURIComponent(slug)}`;
}

/** The size finder, and where a typed size or a finder choice goes first. */
export const SIZE_FINDER_PATH = "/tyres/size";
