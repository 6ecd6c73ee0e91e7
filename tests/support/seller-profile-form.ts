// The company profile form as a seller fills it (decision 230), with the password every test
// account signs up with, for the tests that save a profile before sending a quote.

/** signedUpBuyer's password (tests/support/inquiry-fixtures.ts). */
export const SELLER_PASSWORD = "correct horse 1";

export const PROFILE_FORM: Record<string, string> = {
  legalName: "Tyre Wholesale B.V.",
  address: "Waalhaven Oostzijde 81\n3087 BM Rotterdam\nThe Netherlands",
  vatNumber: "NL123456789B01",
  registrationNumber: "KvK 12345678",
  beneficiary: "Tyre Wholesale B.V.",
  bankName: "ABN AMRO Bank N.V.",
  bankAddress: "Gustav Mahlerlaan 10, 1082 PP Amsterdam, The Netherlands",
  iban: "NL91 ABNA 0417 1643 00",
  swift: "ABNANL2A",
  defaultPaymentTerm: "tt-30-70-bl",
  "term-tt-30-70-bl": "on",
  "term-tt-100-advance": "on",
  "term-lc-at-sight": "on",
  validityDays: "21",
  leadTime: "20-30 days after the deposit is received",
  "hs-truck": "4011.20",
  "hs-car": "4011.10",
  "hs-motorcycle": "4011.40",
  "hs-offRoad": "4011.80",
  password: SELLER_PASSWORD,
};
