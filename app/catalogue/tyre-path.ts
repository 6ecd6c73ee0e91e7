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

/** The season's offer list (spec §2), filtered by brand when given. */
export function offersPath(season: string, brand?: string): string {
  const base = `/${season}-offers`;
  return brand ? `${base}?brand=${encodeURIComponent(brand)}` : base;
}
