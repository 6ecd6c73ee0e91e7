// The terms of service in English: the source the other languages translate whole.
export const TERMS_EN = {
  title: "Terms of Service",
  description: "The terms for buying tyres in bulk from Tyre Wholesale: minimum order, prices, payment, delivery and guarantee.",
  intro: 'These terms apply to every quotation, order and delivery of {company} ("we"). By sending a purchase inquiry or placing an order you accept them.',
  ordersHeading: "Orders",
  ordersMinimum: "We sell in bulk: the minimum order is {minimumOrder} pieces.",
  ordersSurcharge:
    "An order of exactly {minimumOrder} pieces is a minimum order and carries a minimum-order surcharge per tyre; from 51 pieces the 20ft container rate applies, and above 160 pieces the 40ft container rate.",
  ordersContainers: "A 20ft container holds {containers20}, a 40ft container {containers40}, depending on the size.",
  ordersPrices:
    "Prices on the website are per tyre and include the shipping cost shown in the price calculation. An order is binding once we confirm it in writing.",
  paymentHeading: "Payment",
  paymentMethods: "We accept {paymentMethods}.",
  paymentDeposit: "A deposit of {depositPercent}% starts production; the balance is due before shipment.",
  deliveryHeading: "Delivery",
  delivery:
    "Delivery takes {deliveryDays}. Goods travel at our risk until they are handed to the carrier named in the agreed shipping terms (FOB, CIF or DDP).",
  guaranteeHeading: "Guarantee",
  guarantee: "Every tyre carries a guarantee of {guarantee}. Wear, wrong fitting, wrong pressure and accident damage are not covered.",
  returnsHeading: "Returns",
  returns: "You may return goods within {returnWindowDays} days of delivery; see our {link}.",
  returnsLink: "return policy",
  contactHeading: "Contact",
  contact: "Questions about these terms: {email} or {link}.",
  contactLink: "our contact page",
};

export type TermsMessages = typeof TERMS_EN;
