// An offer list's own words (/summer-offers, /winter-offers, /allseason-offers) in English: the
// source every other language translates. The heading names the season and vehicle type by key.
export const OFFERS_EN = {
  heading:
    "{brand} {season, select, summer {Summer} winter {Winter} other {All-Season}} {vehicle, select, car {Car} motorcycle {Motorcycle} truck {Truck} offRoad {Off-Road} other {}} Tyre Offers",
  pageNote: "(page {page})",
  description: "{heading}: wholesale prices from 50 pieces, filter by vehicle type, brand, pattern, model and size, and ship worldwide by container.",
  lead: "Wholesale prices per tyre, minimum order 50 pieces.",
  offers: "Offers",
  offerPages: "Offer pages",
  empty: "No tyres found matching your criteria.",
  loadFailed: "Failed to load tyre data. Please try again later.",
  filterOffers: "Filter offers",
  vehicleType: "Vehicle type",
  allVehicleTypes: "All vehicle types",
  carTyres: "Car Tyres",
  motorcycleTyres: "Motorcycle Tyres",
  truckTyres: "Truck Tyres",
  offRoadTyres: "Off-Road Tyres",
  brand: "Brand",
  selectBrand: "Select brand",
  pattern: "Pattern",
  selectPattern: "Select pattern",
  model: "Model",
  selectModel: "Select model",
  size: "Size",
  selectSize: "Select size",
  brandOnly: "Showing {brand} tyres for every vehicle type. Choose a vehicle type to narrow the list.",
  apply: "Apply",
  resetAll: "Reset All Filters",
  downloadCsv: "Download price list (CSV)",
  or: "or",
  priceListNote: "every tyre of this list, for signed-in buyers",
};

export type OffersMessages = typeof OFFERS_EN;
