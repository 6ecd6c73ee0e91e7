// What the terms, privacy and return pages share, in English: the frame's words and the trade
// terms they state (spec §9), which the English page takes from shop/policies.ts as they are and
// every other language writes out in its own words (policies-words.test.ts keeps their figures).
import { POLICIES } from "~/shop/policies";

export const LEGAL_EN = {
  lastUpdated: "Last updated {date}",
  translationNote: "This text is a translation for your convenience; the English version prevails.",
  englishVersion: "Read the English version",
  deliveryDays: POLICIES.deliveryDays as string,
  paymentMethods: POLICIES.paymentMethods.join(", "),
  guarantee: POLICIES.guarantee as string,
  refundBusinessDays: POLICIES.refundBusinessDays as string,
  containers20: POLICIES.containers["20ft"] as string,
  containers40: POLICIES.containers["40ft"] as string,
};

export type LegalMessages = typeof LEGAL_EN;
