// A tyre as the search index holds it, for tests: a truck summer tyre of brand 1 unless `extra` says otherwise.
import type { IndexedTyre } from "./search-index";

export function indexedTyre(rank: number, searchText: string, rating: number | null, extra: Partial<IndexedTyre> = {}): IndexedTyre {
  return {
    rank,
    tyreId: 100 + rank,
    rating,
    searchText,
    sizeKey: "",
    season: "summer",
    snowMark: false,
    vehicleType: "truck",
    brandId: 1,
    brand: "Brand",
    pattern: "Drive",
    model: "Model",
    sizeNormalized: "",
    ...extra,
  };
}
