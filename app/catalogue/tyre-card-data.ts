// What a result card shows (components/offer-result.tsx on offer lists and search, tyre-card.tsx
// on the home explorer). Loaders send cards only this: a whole Tyre is about 1 KB of loader data
// (specifications, EU label, description), serialised into every page and read again by the
// browser, for fields no card shows (rendering cost and page weight).
import type { Tyre, TyreEuLabel, TyreSizeParts } from "./tyre";

export type TyreCardData = Pick<
  Tyre,
  "id" | "season" | "vehicleType" | "brand" | "brandLogo" | "model" | "pattern" | "loadSpeed" | "rating" | "reviewCount" | "price" | "offerPrice" | "image"
> & {
  size: Pick<TyreSizeParts, "normalized">;
  /** The 3PMSF snow mark, shown with the season; the same path as in a whole Tyre, so /api/tyres pages serve as cards. */
  euLabel: Pick<TyreEuLabel, "snowGrip">;
  /** "In stock: 1,240 pcs (Rotterdam) · DOT 2026", worked out by the loader (decision 225); absent when nothing is known. */
  availabilityLine?: string;
};

export function toCardData(tyre: Tyre): TyreCardData {
  return {
    id: tyre.id,
    season: tyre.season,
    vehicleType: tyre.vehicleType,
    brand: tyre.brand,
    brandLogo: tyre.brandLogo,
    model: tyre.model,
    pattern: tyre.pattern,
    loadSpeed: tyre.loadSpeed,
    rating: tyre.rating,
    reviewCount: tyre.reviewCount,
    price: tyre.price,
    offerPrice: tyre.offerPrice,
    image: tyre.image,
    size: { normalized: tyre.size.normalized },
    euLabel: { snowGrip: tyre.euLabel.snowGrip },
  };
}
