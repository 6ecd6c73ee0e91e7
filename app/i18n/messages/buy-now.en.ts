// /buy-now's own words in English (spec §2 buy-now, §9): the page, its quantity calculator and its
// breakdown. Plain {name} arguments only: the calculator fills them in the browser as the buyer types.
export const BUY_NOW_EN = {
  noProduct: "No product selected. Please go back and try again.",
  noProductTitle: "No product selected",
  refusedTitle: "Shipping terms not understood",
  title: "Purchase details: {name}",
  description: "Bulk price for {name}: minimum order 50 pcs, shipped worldwide in 20ft or 40ft containers.",
  descriptionFrom: "Bulk price for {name} from {price} per tyre: minimum order 50 pcs, shipped worldwide in 20ft or 40ft containers.",
  goBack: "Go Back",
  heading: "Purchase details",
  bulkPrice: "Bulk price",
  priceOnRequest: "Price on request",
  askForQuote: "Ask the supplier for a quote for {quantity} pcs or more.",
  termsHeading: "Shipping, payment and guarantee",
  quantityLabel: "Quantity (pieces)",
  quantityHint: "Minimum order {minimum} pcs. A 20ft container takes {twenty}, a 40ft container {forty}.",
  update: "Update",
  fullContainer: "Full container:",
  addToQuote: "Add {quantity} to quote",
  notANumber: '"{typed}" is not a number, so the price is for the minimum order of {priced} pcs.',
  belowMinimum: "The minimum order is {minimum} pcs, so the price is for {priced} pcs.",
  aboveMaximum: "We price up to {maximum} pcs here, so the price is for {priced} pcs. Contact us for a larger order.",
  soldWhole: "Tyres are sold whole, so the price is for {priced} pcs.",
  unitPrice: "Unit price",
  quantity: "Quantity",
  subtotal: "Subtotal",
  container: "Container",
};

export type BuyNowMessages = typeof BUY_NOW_EN;
