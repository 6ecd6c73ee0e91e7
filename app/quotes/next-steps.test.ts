import { describe, expect, it } from "vitest";
import { BANK_CHANGED_SINCE_QUOTE, nextStepsOf, nextStepsText, nextStepsWithPayments, type NextStepsInput } from "./next-steps";

const BANK = {
  beneficiary: "Tyre Wholesale B.V.",
  bankName: "ABN AMRO",
  bankAddress: "Gustav Mahlerlaan 10\n1082 PP Amsterdam",
  iban: "NL91ABNA0417164300",
  swift: "ABNANL2A",
};

const input = (over: Partial<NextStepsInput> = {}, seller: Partial<NextStepsInput["seller"]> = {}): NextStepsInput => ({
  number: "Q-2026-000042",
  currency: "EUR",
  totalMinor: 216_449_00,
  paymentTerms: "T/T 30% deposit, 70% against copy of B/L",
  createdAt: "2026-11-28T10:00:00.000Z",
  ...over,
  seller: {
    legalName: "Tyre Wholesale B.V.",
    bank: BANK,
    bankChangedAt: "2026-11-20T09:00:00.000Z",
    leadTime: "20-30 days after the deposit is received",
    ...seller,
  },
});

describe("the next steps after accepting", () => {
  it("asks for the deposit by transfer with the PI number as reference, the bank with its last change, and the balance after", () => {
    const view = nextStepsOf(input());
    expect(view).toMatchObject({
      kind: "transfer",
      heading: "Pay the deposit",
      amount: "€64,934.70",
      reference: "Q-2026-000042",
      bankChanged: "Bank details last changed on 20 November 2026.",
      bankChangedSinceQuote: false,
      later: ["70%: €151,514.30 due by bank transfer against a copy of the bill of lading"],
    });
    expect(view.payNow).toBe(
      "Transfer €64,934.70 (30% of €216,449.00) by bank transfer on order, before production, to the account below with Q-2026-000042 as the reference.",
    );
    expect(view.bank).toContainEqual(["IBAN", "NL91 ABNA 0417 1643 00"]);
    expect(view.bank).toContainEqual(["Bank address", "Gustav Mahlerlaan 10, 1082 PP Amsterdam"]);
    expect(nextStepsText(view)).not.toContain(BANK_CHANGED_SINCE_QUOTE);
  });

  it.each([
    ["T/T 100% in advance", "Pay in advance", "€216,449.00"],
    ["Irrevocable L/C at sight", "Open the letter of credit", "€216,449.00"],
    ["Cash against documents (CAD)", "Nothing to pay yet", "€216,449.00"],
    // spec §9's sentence, and free text read as it (decision 231).
    ["30% deposit for production, balance before shipment. Payment by bank transfer (TT).", "Pay the deposit", "€64,934.70"],
    ["Whatever we agreed on the phone", "Pay the deposit", "€64,934.70"],
  ])("reads %s as: %s, %s", (paymentTerms, heading, amount) => {
    expect(nextStepsOf(input({ paymentTerms }))).toMatchObject({ heading, amount });
  });

  it("says so when the bank changed after the quote was sent, and when there is no bank yet", () => {
    const changed = nextStepsOf(input({}, { bankChangedAt: "2026-11-29T08:00:00.000Z" }));
    expect(changed.bankChangedSinceQuote).toBe(true);
    expect(nextStepsText(changed)).toContain(BANK_CHANGED_SINCE_QUOTE);
    const none = nextStepsOf(input({}, { bank: { beneficiary: "", bankName: "", bankAddress: "", iban: "", swift: "" }, bankChangedAt: null }));
    expect([none.bank, none.bankChanged]).toEqual([null, null]);
    expect(nextStepsText(none).join("\n")).toContain("Our bank details: we send them to you before any payment is due.");
  });

  it("reads a recorded deposit as received, keeps the bank while the balance is due, and drops it once all is paid", () => {
    const view = nextStepsOf(input());
    const deposit = { on: "2026-12-03", fact: "Amount received: €64,934.70" };
    const afterDeposit = nextStepsWithPayments(view, { first: deposit });
    expect(afterDeposit).toMatchObject({ heading: "Paid", payNow: "Received on 2026-12-03. Amount received: €64,934.70. Thank you.", settled: false });
    expect(afterDeposit.later).toEqual(view.later);
    expect(afterDeposit.bank).toEqual(view.bank);
    const paidUp = nextStepsWithPayments(view, { first: deposit, balance: { on: "2027-01-20", fact: "Amount received: €151,514.30" } });
    expect(paidUp).toMatchObject({
      later: ["Balance received on 2027-01-20. Amount received: €151,514.30. Thank you."],
      bank: null,
      bankWarning: null,
      settled: true,
    });
    // A payment in full in advance has nothing later: received, it is settled.
    expect(nextStepsWithPayments(nextStepsOf(input({ paymentTerms: "T/T 100% in advance" })), { first: deposit })).toMatchObject({ settled: true, bank: null });
    // Nothing recorded: the view as it was.
    expect(nextStepsWithPayments(view, {})).toEqual({ ...view, settled: false });
  });
});
