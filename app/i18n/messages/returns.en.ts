// The return policy in English: the source the other languages translate whole.
export const RETURNS_EN = {
  title: "Return Policy",
  description: "Return tyres within {returnWindowDays} days of delivery; refunds in {refundBusinessDays}.",
  intro: "We want every container to arrive as ordered. If it does not, we put it right.",
  windowHeading: "Returns within {returnWindowDays} days",
  window: "You can return tyres within {returnWindowDays} days from delivery.",
  condition: "Returned tyres must be unused, unmounted and in their original condition, with the delivery reference.",
  tellUs: "Tell us first by e-mail to {email}; we send you the return address and instructions.",
  refundsHeading: "Refunds",
  refunds: "Once the returned tyres have arrived and been checked, we refund the amount in {refundBusinessDays}, by the payment method you used.",
  defectsHeading: "Defective tyres",
  defects:
    "Manufacturing defects are covered by our guarantee of {guarantee}. Send us photos of the tyre, its DOT code and the delivery reference; see also our {link}.",
  defectsLink: "terms of service",
};

export type ReturnsMessages = typeof RETURNS_EN;
