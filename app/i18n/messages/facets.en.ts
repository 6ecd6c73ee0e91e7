// The facets' names and value labels on the search and size pages, in English: the source every
// other language translates. Server only: the loader labels the facet counts it sends.
export const FACETS_EN = {
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
  snowMarked: "3PMSF (severe snow)",
  inStock: "In stock",
  readySoon: "Ready within 2 weeks",
  priceUnder: "Under {max}",
  priceBetween: "{min} to {max}",
  priceOver: "{min} and over",
};

export type FacetsMessages = typeof FACETS_EN;
