// The words around a priced load that /buy-now and /quote both draw in the browser (spec §9,
// decisions 210, 214): the shipping terms chooser and its opener, the purchase terms panels and the
// total. Plain {name} arguments only: the browser fills them.
export const DEAL_EN = {
  termsLegend: "Shipping terms (Incoterms 2020)",
  fobExplanation: "Goods loaded at our port; you book the sea freight",
  cifExplanation: "Sea freight and insurance to your port",
  ddpExplanation: "Delivered to your address; duties quoted by us",
  destinationPort: "Destination port",
  deliveryAddress: "Delivery address, on one line",
  placeExample: "e.g. Lagos Apapa (NGAPP), or any port",
  countryCode: "Country code",
  countryCodeNote: "(optional, e.g. NG; else the country the address ends with)",
  update: "Update",
  loadingTerms: "Loading the shipping terms…",
  chooseTerms: "Choose shipping terms (FOB, CIF or DDP)",
  shippingInfo: "Shipping Info",
  delivery: "Delivery 15-30 days after payment.",
  twentyFootCapacity: "20ft container: 150-160 pcs.",
  fortyFootCapacity: "40ft container: 270-280 pcs.",
  shippingRates: "Shipping {twentyFoot} up to 160 pcs, {fortyFoot} for 161-280 pcs, and {fortyFoot} more for each further 280 pcs.",
  paymentMethods: "Payment Methods",
  paymentWays: "Bank transfer (TT), PayPal, credit cards.",
  deposit: "30% deposit for production, balance before shipment.",
  qualityGuarantee: "Quality Guarantee",
  guarantee: "2 years against manufacturing defects.",
  total: "Total",
  vatNote: "Prices exclude VAT.",
};

export type DealMessages = typeof DEAL_EN;
