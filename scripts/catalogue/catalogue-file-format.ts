// The nested catalogue file as the generator writes it (spec §3): season > vehicle type > brand
// (> truck pattern) > tyres. Its season keys are the file's own ("allSeason"); the storefront's
// name for that season is "allseason" (app/catalogue/seasons-and-vehicle-types.ts), mapped here once.
import type { Season } from "../../app/catalogue/seasons-and-vehicle-types";
import type { Grade, TruckPattern } from "./model-lines";

export interface CatalogueEuLabel {
  fuel: Grade;
  grip: Grade;
  noise: number;
  noiseClass: "A" | "B" | "C";
  snowGrip: boolean;
  iceGrip: boolean;
}

/** One tyre as the catalogue file writes it; EU-label fields are absent on motorcycle tyres. */
export interface CatalogueTyreEntry {
  productCode: string;
  ean: string;
  brand: string;
  model: string;
  size: string;
  pattern: TruckPattern | "Standard";
  price: string;
  offerPrice: string;
  rating: number;
  reviewCount: number;
  fuelEfficiency?: Grade;
  wetGrip?: Grade;
  noiseLevel?: string;
  euLabel?: CatalogueEuLabel;
  loadSpeed: string;
  loadIndex: string;
  speedSymbol: string;
  plyRating?: number;
  loadRange?: string;
  overallDiameter_inch: number;
  sectionWidth_inch: number;
  treadDepth_32nds: number;
  rim: string;
  singleMaxLoadPressure: string;
  dualMaxLoadPressure?: string;
  staticLoadRadius: number;
  revsPerMile: number;
  weight: string;
  tireType: "Summer" | "Winter" | "All Season";
  image: string;
  brandLogo: string;
  description: string;
  /** Availability (decision 225): pieces by warehouse, lead time in days or "not available", DOT. */
  stock?: Record<string, number>;
  leadTimeDays?: number | "not available";
  dotYear?: number;
  dotWeek?: number;
  dotMaxAgeMonths?: number;
}

export interface BrandTyres {
  tyres: CatalogueTyreEntry[];
}
export type TruckBrandTyres = Partial<Record<TruckPattern, CatalogueTyreEntry[]>>;
export interface SeasonCatalogue {
  car: Record<string, BrandTyres>;
  motorcycle: Record<string, BrandTyres>;
  truck: Record<string, TruckBrandTyres>;
  offRoad: Record<string, BrandTyres>;
}
/** The file's key for each season (spec §3 writes all-season as "allSeason"). */
export const FILE_SEASON_KEY = { summer: "summer", winter: "winter", allseason: "allSeason" } as const satisfies Record<Season, string>;
export type FileSeasonKey = (typeof FILE_SEASON_KEY)[Season];

export type NestedCatalogue = Record<FileSeasonKey, SeasonCatalogue>;
