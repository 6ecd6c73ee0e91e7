// The tyre as the app sees it: what repositories return and what the API sends.
import type { Money } from "../domain/money";
import type { Season, VehicleType } from "./seasons-and-vehicle-types";

export interface TyreSizeParts {
  /** As the catalogue wrote it, e.g. "10 R22.5". */
  text: string;
  /** Canonical, e.g. "10R22.5". */
  normalized: string;
  width: number;
  aspectRatio: number | null;
  construction: string;
  rimDiameter: number;
  loadIndex: string | null;
  speedSymbol: string | null;
}

export interface TyreEuLabel {
  fuelClass: string | null;
  wetGripClass: string | null;
  noiseDb: number | null;
  noiseClass: string | null;
  snowGrip: boolean;
  iceGrip: boolean;
}

/** spec §3 specification-table fields. */
export interface TyreSpecifications {
  plyRating: number | null;
  loadRange: string | null;
  loadIndex: string | null;
  speedSymbol: string | null;
  overallDiameterInch: number | null;
  sectionWidthInch: number | null;
  treadDepth32nds: number | null;
  rimWidth: string | null;
  singleMaxLoadPressure: string | null;
  dualMaxLoadPressure: string | null;
  staticLoadRadius: number | null;
  revsPerMile: number | null;
  weight: string | null;
  tireType: string | null;
}

/** What a catalogue entry says about a tyre beyond its identity and prices. */
export interface TyreDescription {
  rating: number | null;
  reviewCount: number;
  euLabel: TyreEuLabel;
  loadSpeed: string | null;
  specifications: TyreSpecifications;
  image: string | null;
  productCode: string | null;
  ean: string | null;
  description: string | null;
  offerLink: string | null;
}

export interface Tyre extends TyreDescription {
  id: number;
  season: Season;
  vehicleType: VehicleType;
  brand: string;
  brandSlug: string;
  brandLogo: string | null;
  pattern: string;
  model: string;
  size: TyreSizeParts;
  /** Null when the catalogue gave no price at all ("price on request"). */
  price: Money | null;
  /** Null when the catalogue gave no offer price; the regular price is then the price to pay. */
  offerPrice: Money | null;
}

/** The price a buyer pays per piece before bulk surcharges: the offer price, else the regular one. */
export function payablePrice(tyre: Pick<Tyre, "price" | "offerPrice">): Money | null {
  return tyre.offerPrice ?? tyre.price;
}
