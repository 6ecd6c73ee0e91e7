// The buyer's e-mails tied to no inquiry page (the quote, its acceptance, an order's step, a
// password reset) in each language: every line differs from the English e-mail's, but for what
// is the same in every language (the shop's name and phone, links, codes and amounts alone), and
// English reads exactly as before.
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../i18n/languages";
import { passwordResetMail } from "../auth/password-reset-mail";
import { orderStepMail } from "../orders/order-mail";
import { nextStepsOf, type NextStepsInput } from "../quotes/next-steps";
import { quoteAcceptedMail, quoteMail } from "../quotes/quote-email";
import type { QuoteTerms } from "../quotes/quote-terms";
import { SHOP_INFO } from "../shop/shop-info";

const QUOTE: QuoteTerms = {
  number: "Q-2026-000042",
  inquiryId: 42,
  currency: "EUR",
  subtotalMinor: 12_187_800,
  shippingMinor: 780_000,
  insuranceMinor: 42_935,
  totalMinor: 13_010_735,
  rate: null,
  incoterm: "CIF",
  namedPlace: "Lagos Apapa (NGAPP)",
  validUntil: "2026-12-18",
  paymentTerms: "T/T 30% deposit, 70% against copy of B/L",
  note: null,
};

const STEPS_OF: NextStepsInput = {
  number: QUOTE.number,
  currency: "EUR",
  totalMinor: QUOTE.totalMinor,
  paymentTerms: QUOTE.paymentTerms,
  createdAt: "2026-11-27T10:00:00.000Z",
  seller: {
    legalName: "Tyre Wholesale B.V.",
    bank: {
      beneficiary: "Tyre Wholesale B.V.",
      bankName: "ABN AMRO Bank N.V.",
      bankAddress: "Gustav Mahlerlaan 10\nAmsterdam",
      iban: "NL91ABNA0417164300",
      swift: "ABNANL2A",
    },
    bankChangedAt: "2026-11-28T09:00:00.000Z",
    leadTime: "20-30 days",
  },
};

const PUBLIC_URL = "https://tyres.example";

function mailsIn(language: Language) {
  return {
    quote: quoteMail({ ...QUOTE, buyerName: "Ada Buyer", publicUrl: PUBLIC_URL, language }),
    accepted: quoteAcceptedMail({ ...QUOTE, buyerName: "Ada Buyer", steps: nextStepsOf(STEPS_OF), stepsOf: STEPS_OF, publicUrl: PUBLIC_URL, language }),
    step: orderStepMail({
      buyerName: "Ada Buyer",
      inquiryId: 42,
      number: QUOTE.number,
      step: { kind: "shipped", on: "2026-12-20", billOfLading: "MAEU123456789", vessel: "Maersk Kendal", voyage: "448N", etd: "2026-12-21", eta: "2027-01-09" },
      currency: "EUR",
      publicUrl: PUBLIC_URL,
      language,
    }),
    reset: { ...passwordResetMail("Ada Buyer", `${PUBLIC_URL}/reset-password?token=t`, language), html: "" },
  };
}

/** Lines that read the same in every language: the shop's own, and a code, link or amount alone. */
const ANY_LANGUAGE = (line: string) =>
  line === SHOP_INFO.name || line === SHOP_INFO.phone || /^(IBAN|SWIFT\/BIC): /.test(line) || /^https?:\/\/\S+$/.test(line);

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

describe("the buyer's e-mails in each language", () => {
  const english = mailsIn("en");

  it("keep the English e-mails word for word", () => {
    expect(english.quote.subject).toBe("Your quote Q-2026-000042 for inquiry #42");
    expect(english.quote.text).toContain(
      "Payment terms: T/T 30% deposit, 70% against copy of B/L\n30%: €39,032.21 due by bank transfer on order, before production;",
    );
    expect(english.accepted.text).toContain("Pay the deposit: Transfer €39,032.21 (30% of €130,107.35) by bank transfer on order, before production");
    expect(english.step.subject).toBe("Your order Q-2026-000042: Shipped");
    expect(english.step.text).toContain(
      "Your order Q-2026-000042 (inquiry #42): Shipped on 2026-12-20.\n\nBill of lading MAEU123456789\nVessel Maersk Kendal, voyage 448N\nETD 2026-12-21, ETA 2027-01-09",
    );
    expect(english.reset.subject).toBe("Reset your Tyre Wholesale password");
    expect(english.quote.html).not.toContain("dir=");
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))("leave no line of the English e-mail in %s, and link the pages in it", (language) => {
    const translated = mailsIn(language);
    for (const kind of ["quote", "accepted", "step", "reset"] as const) {
      const englishLines = new Set(linesOf(english[kind].text));
      expect(translated[kind].subject, `${kind} subject`).not.toBe(english[kind].subject);
      expect(
        linesOf(translated[kind].text).filter((line) => englishLines.has(line) && !ANY_LANGUAGE(line)),
        kind,
      ).toEqual([]);
    }
    expect(translated.quote.text).toContain(`${PUBLIC_URL}/${language}/account/inquiries`);
    expect(translated.accepted.text).toContain(`${PUBLIC_URL}/${language}/account/inquiries/42/order`);
    expect(translated.step.text).toContain("MAEU123456789");
    expect(translated.quote.html).toContain(`lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"`);
  });
});
