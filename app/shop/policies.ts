// The trade terms the spec fixes (§9); every page and e-mail that states them reads them here.
export const POLICIES = {
  minimumOrder: 50,
  deliveryDays: "15-30 days after payment",
  paymentMethods: ["bank transfer (TT)", "PayPal", "credit cards"],
  depositPercent: 30,
  guarantee: "2 years against manufacturing defects",
  returnWindowDays: 14,
  refundBusinessDays: "5-7 business days",
  containers: { "20ft": "150-160 pcs", "40ft": "270-280 pcs" },
} as const;

export const POLICIES_UPDATED = "21 November 2026";
/** The same day, for the translated pages' own way of writing a date (legal/legal-page.server.ts). */
export const POLICIES_UPDATED_ON = "2026-11-21";
