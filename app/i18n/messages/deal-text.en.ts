// The pricing engine's sentences as its readers word them on the server (decisions 210, 240, 257):
// the freight, insurance and duties notes, the cheaper-load hints, the container texts and the
// inquiry's price rows. ICU messages, formatted by the loaders (app/buy-now/deal-wording.server.ts); the
// browser never receives this area.
export const DEAL_TEXT_EN = {
  // {count}: the count as the language writes it, or the spec's range ("150-160"); {n}: the number
  // its plural form follows. English writes "pcs" for every count, as spec §9 does.
  pieces: "{n, plural, one {{count} pcs} other {{count} pcs}}",
  // /quote's hint buttons: {pieces} is `pieces` worded.
  orderPieces: "Order {pieces}",
  containers: "{count} × {container, select, 20ft {20ft} other {40ft}} {count, plural, one {container} other {containers}}",
  termsNotChosen: "Shipping terms not chosen",
  termsAndPlace: "{term} {place}",
  buyerFreight: "Sea freight from {port} is arranged and paid by the buyer",
  dutiesQuotedBySeller: "Import duties, taxes and inland delivery are quoted by the seller",
  estimate: "{load}, estimate at {rate} each",
  toPort: "{load} to {port} at {rate} each{example}{transit}",
  viaPort: "{load} via {port} ({code}) at {rate} each{example}{transit}",
  exampleRate: " (example rate, to be confirmed)",
  transit: ", about {days} days at sea",
  defaultRate: "{load} at our default rate of {rate} each ({reason})",
  noPortInCountry: "we list no port in that country",
  noCountry: "the country was not given",
  unlistedPort: "we do not list this port",
  insurance: "{percent}% of 110% of the CIF value",
  removeToSave: "Remove {pieces} to save {saves} (one {container, select, 20ft {20ft} other {40ft}} less)",
  removeToSaveOf: "Remove {pieces} of {size} to save {saves} (one {container, select, 20ft {20ft} other {40ft}} less)",
  moreCostsLess: "{quantity} pcs cost {saves} less than {from}",
  shippingEstimate: "Shipping (estimate)",
  seaFreight: "Sea freight",
  marineInsurance: "Marine insurance",
  shippingTerms: "Shipping terms",
  minimumOrderSurcharge: "Minimum-order surcharge +{surcharge} per tyre",
  twentyFootRate: "20ft container rate +{surcharge} per tyre",
  fortyFootRate: "40ft container rate",
  about: "about {count} pcs",
  aboutOf: "about {count} pcs of {size}",
  capacity: "Capacity {count}",
  goods: "Goods",
  goodsFor: "{amount} for {count} pcs",
  shipping: "Shipping",
  insuranceRow: "Insurance",
  dutiesAndDelivery: "Duties and delivery",
  total: "Total",
  terms: "Terms",
  line: "{tyre}, {size}: {quantity} × {unit} = {total}",
  // /inquiry-price.json's refusals (the dialog shows them under its price).
  nameTyre: "Name a tyre by its id.",
  noSuchTyre: "No such tyre in the catalogue.",
};

export type DealTextMessages = typeof DEAL_TEXT_EN;
