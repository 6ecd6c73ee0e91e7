// The one place where tyre rows become Tyre objects and catalogue entries become rows.
import type { CurrencyCode } from "../domain/money";
import type { BrandRow, NewTyreRow, TyreRow } from "../db/schema";
import type { CatalogueTyreInput } from "./catalogue-entry";
import type { Tyre } from "./tyre";
import type { Season, VehicleType } from "./seasons-and-vehicle-types";

/** Every catalogue amount without a written currency is taken to be in the store's currency. */
export const STORE_CURRENCY: CurrencyCode = "EUR";

export type TyreWithBrandRow = TyreRow & { brand_name: string; brand_slug: string; brand_logo: string | null };

export function rowToTyre(row: TyreWithBrandRow): Tyre {
  const money = (amountMinor: number | null, currency: string | null) =>
    amountMinor === null ? null : { amountMinor, currency: (currency ?? STORE_CURRENCY) as CurrencyCode };
  return {
    id: Number(row.id),
    season: row.season as Season,
    vehicleType: row.vehicle_type as VehicleType,
    brand: row.brand_name,
    brandSlug: row.brand_slug,
    brandLogo: row.brand_logo,
    pattern: row.pattern,
    model: row.model,
    size: {
      text: row.size_text,
      normalized: row.size_normalized,
      width: row.size_width,
      aspectRatio: row.size_aspect_ratio,
      construction: row.size_construction,
      rimDiameter: row.size_rim_diameter,
      loadIndex: row.size_load_index,
      speedSymbol: row.size_speed_symbol,
    },
    price: money(row.price_minor, row.price_currency),
    offerPrice: money(row.offer_price_minor, row.offer_price_currency),
    rating: row.rating,
    reviewCount: row.review_count,
    euLabel: {
      fuelClass: row.fuel_class,
      wetGripClass: row.wet_grip_class,
      noiseDb: row.noise_db,
      noiseClass: row.noise_class,
      snowGrip: Boolean(row.snow_grip),
      iceGrip: Boolean(row.ice_grip),
    },
    loadSpeed: row.load_speed,
    specifications: {
      plyRating: row.ply_rating,
      loadRange: row.load_range,
      loadIndex: row.load_index,
      speedSymbol: row.speed_symbol,
      overallDiameterInch: row.overall_diameter_inch,
      sectionWidthInch: row.section_width_inch,
      treadDepth32nds: row.tread_depth_32nds,
      rimWidth: row.rim_width,
      singleMaxLoadPressure: row.single_max_load_pressure,
      dualMaxLoadPressure: row.dual_max_load_pressure,
      staticLoadRadius: row.static_load_radius,
      revsPerMile: row.revs_per_mile,
      weight: row.weight,
      tireType: row.tire_type,
    },
    image: row.image,
    productCode: row.product_code,
    ean: row.ean,
    description: row.description,
    offerLink: row.offer_link,
  };
}

/** spec §5: search is a substring match over brand, model, pattern and size. */
export function searchTextFor(input: Pick<CatalogueTyreInput, "brand" | "model" | "pattern" | "sizeText"> & { size: { normalized: string } }): string {
  const parts = [input.brand, input.model, input.pattern, input.sizeText, input.size.normalized];
  return [...new Set(parts)].join(" | ").toLowerCase();
}

export function inputToRow(input: CatalogueTyreInput, brand: BrandRow, now: string): NewTyreRow {
  const spec = input.specifications;
  return {
    season: input.season,
    vehicle_type: input.vehicleType,
    brand_id: brand.id,
    pattern: input.pattern,
    model: input.model,
    size_text: input.sizeText,
    size_normalized: input.size.normalized,
    size_key: input.size.searchKey,
    size_width: input.size.width,
    size_aspect_ratio: input.size.aspectRatio,
    size_construction: input.size.construction,
    size_rim_diameter: input.size.rimDiameter,
    size_load_index: formatLoadIndex(input.size.loadIndex),
    size_speed_symbol: input.size.speedSymbol,
    price_minor: input.priceMinor,
    price_currency: input.priceMinor === null ? null : (input.priceCurrency ?? STORE_CURRENCY),
    offer_price_minor: input.offerPriceMinor,
    offer_price_currency: input.offerPriceMinor === null ? null : (input.offerPriceCurrency ?? STORE_CURRENCY),
    rating: input.rating,
    review_count: input.reviewCount,
    fuel_class: input.euLabel.fuelClass,
    wet_grip_class: input.euLabel.wetGripClass,
    noise_db: input.euLabel.noiseDb,
    noise_class: input.euLabel.noiseClass,
    snow_grip: input.euLabel.snowGrip ? 1 : 0,
    ice_grip: input.euLabel.iceGrip ? 1 : 0,
    load_speed: input.loadSpeed,
    ply_rating: spec.plyRating,
    load_range: spec.loadRange,
    load_index: spec.loadIndex,
    speed_symbol: spec.speedSymbol,
    overall_diameter_inch: spec.overallDiameterInch,
    section_width_inch: spec.sectionWidthInch,
    tread_depth_32nds: spec.treadDepth32nds,
    rim_width: spec.rimWidth,
    single_max_load_pressure: spec.singleMaxLoadPressure,
    dual_max_load_pressure: spec.dualMaxLoadPressure,
    static_load_radius: spec.staticLoadRadius,
    revs_per_mile: spec.revsPerMile,
    weight: spec.weight,
    tire_type: spec.tireType,
    image: input.image,
    product_code: input.productCode,
    ean: input.ean,
    description: input.description,
    offer_link: input.offerLink,
    search_text: searchTextFor(input),
    created_at: now,
    updated_at: now,
  };
}

function formatLoadIndex(loadIndex: { single: number; dual: number | null } | null): string | null {
  if (!loadIndex) return null;
  return loadIndex.dual === null ? String(loadIndex.single) : `${loadIndex.single}/${loadIndex.dual}`;
}

/** URL-safe brand slug: "Toyo Tires" → "toyo-tires". */
export function brandSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "brand" : slug;
}
