// A quote's terms in the buyer's language, for the e-mails and the PDF the buyer receives: the
// total and what it is made of, the payment schedule, the validity and the rate, with amounts and
// days in the language's locale. The figures are quote-terms.ts's; only the words differ. The
// payment terms the seller picked are named in the language; anything the seller typed after the
// term's name stays as typed.
import { rateSentence } from "../domain/exchange-rate";
import { minorUnitsOf, moneyIn } from "../domain/currency-minor-units";
import type { Money } from "../domain/money";
import { PAYMENT_TERMS, paymentTermOfText, paymentTermSchedule, type PaymentTermKind } from "../domain/payment-terms";
import { paymentSchedule } from "../domain/seller-quote";
import { LOCALES } from "../i18n/languages";
import type { MailKey, MailWords } from "../mail/mail-words";
import { quoteAmountLines, type QuoteTerms, type QuoteTermsText } from "./quote-terms";
import { firstPayment, type FirstPaymentKind } from "../domain/order-next-steps";
import { printedIban } from "../domain/seller-profile";
import { SHOP_INFO } from "../shop/shop-info";
import type { NextStepsInput } from "./next-steps";

const TERM_LABELS: Record<PaymentTermKind, MailKey> = {
  "tt-30-70-bl": "termTt3070",
  "tt-100-advance": "termTt100",
  "lc-at-sight": "termLcAtSight",
  cad: "termCad",
  "spec-30-balance": "termSpec",
};

/** Each part's "due …" words (payment-terms.ts), by their English. */
const DUE_WORDS: Record<string, MailKey> = {
  "by bank transfer on order, before production": "dueTransferOnOrder",
  "by bank transfer against a copy of the bill of lading": "dueTransferAgainstBl",
  "by irrevocable letter of credit, paid at sight against the shipping documents": "dueLetterOfCredit",
  "through the banks, against the shipping documents": "dueAgainstDocuments",
  "on order, for production": "dueOnOrder",
  "before shipment": "dueBeforeShipment",
};

const BREAKDOWN: Record<"Goods" | "Freight" | "Insurance", MailKey> = { Goods: "breakdownGoods", Freight: "breakdownFreight", Insurance: "breakdownInsurance" };

/** "T/T 100% in advance. Reference: PI number" with the term's name in the language and the rest as typed. */
export function paymentTermsIn(words: MailWords, text: string): string {
  const kind = paymentTermOfText(text);
  if (kind === null || words.language === "en") return text;
  const label = PAYMENT_TERMS[kind].label;
  const typedStart = text.trimStart();
  const rest = typedStart.toLowerCase().startsWith(label.toLowerCase()) ? typedStart.slice(label.length) : "";
  return `${words.t(TERM_LABELS[kind])}${rest}`;
}

/** Each part of the schedule as a line: "30%: €18,000.00 due by bank transfer on order, before production"; amounts as `show` writes them. */
export function scheduleLinesIn(
  words: MailWords,
  quote: Pick<QuoteTerms, "paymentTerms" | "totalMinor" | "currency">,
  show: (amount: Money) => string = words.money,
): string[] {
  const kind = paymentTermOfText(quote.paymentTerms);
  const amount = (minor: number) => show(moneyIn(minor, quote.currency));
  const parts = paymentTermSchedule(kind ?? "spec-30-balance", quote.totalMinor);
  return parts.map((part) => {
    const due = DUE_WORDS[part.due];
    return words.t("schedulePart", { percent: part.percent, amount: amount(part.amountMinor), due: due ? words.t(due) : part.due });
  });
}

/** Spec §9's sentence for its own term and for free text; a trade term lists each part. */
function scheduleIn(words: MailWords, quote: Pick<QuoteTerms, "paymentTerms" | "totalMinor" | "currency">): string {
  const kind = paymentTermOfText(quote.paymentTerms);
  if (kind === null || kind === "spec-30-balance") {
    const { depositMinor, balanceMinor } = paymentSchedule(quote.totalMinor);
    const digits = minorUnitsOf(quote.currency);
    const amount = (minor: number) => words.money({ ...moneyIn(minor, quote.currency), minorUnits: digits });
    return words.t("scheduleSpec", { deposit: amount(depositMinor), balance: amount(balanceMinor) });
  }
  return `${scheduleLinesIn(words, quote).join("; ")}.`;
}

/** quoteTermsText's words in the buyer's language. */
export function quoteTermsIn(words: MailWords, quote: QuoteTerms): QuoteTermsText {
  const text = (minor: number) => words.money(moneyIn(minor, quote.currency));
  return {
    total: text(quote.totalMinor),
    breakdown: quoteAmountLines(quote)
      .map((line) => words.t(BREAKDOWN[line.label], { amount: text(line.minor) }))
      .join(" + "),
    terms: `${quote.incoterm}, ${quote.namedPlace}`,
    schedule: scheduleIn(words, quote),
    validUntil: words.day(quote.validUntil),
    rate: quote.rate && rateSentence(quote.rate, LOCALES[words.language]),
  };
}

const FIRST_STEP: Record<FirstPaymentKind, (percent: number) => MailKey> = {
  transfer: (percent) => (percent === 100 ? "nextPayAdvance" : "nextPayDeposit"),
  "letter-of-credit": () => "nextOpenCredit",
  "against-documents": () => "nextNothingYet",
};

/** next-steps.ts's nextStepsText in the buyer's language, from the same facts: what to pay first and how, the bank, what follows. */
export function nextStepsTextIn(words: MailWords, input: NextStepsInput): string[] {
  const term = paymentTermOfText(input.paymentTerms) ?? "spec-30-balance";
  const first = firstPayment(term, input.totalMinor);
  const text = (minor: number) => words.money(moneyIn(minor, input.currency));
  const due = (english: string) => (DUE_WORDS[english] ? words.t(DUE_WORDS[english]) : english);
  const amount = text(first.part.amountMinor);
  const { bank } = input.seller;
  const action = {
    transfer: () =>
      words.t("payTransfer", { amount, percent: first.part.percent, total: text(input.totalMinor), due: due(first.part.due), number: input.number }),
    "letter-of-credit": () => words.t("payLetterOfCredit", { amount, beneficiary: bank.beneficiary || input.seller.legalName, number: input.number }),
    "against-documents": () => words.t("payAgainstDocuments", { amount, due: due(first.part.due) }),
  }[first.kind]();
  const bankRows: Array<[MailKey | null, string]> = [
    ["bankBeneficiary", bank.beneficiary],
    ["bankName", bank.bankName],
    ["bankAddress", bank.bankAddress.replace(/\s*\n\s*/g, ", ")],
    [null, `IBAN: ${printedIban(bank.iban)}`],
    [null, `SWIFT/BIC: ${bank.swift}`],
    ["bankReference", input.number],
  ];
  const changedSinceQuote = input.seller.bankChangedAt !== null && input.seller.bankChangedAt > input.createdAt;
  const later = first.later.map((part) => words.t("schedulePart", { percent: part.percent, amount: text(part.amountMinor), due: due(part.due) }));
  return [
    words.t("nextStep", { heading: words.t(FIRST_STEP[first.kind](first.part.percent)), action }),
    bank.iban ? bankRows.map(([label, value]) => (label ? `${words.t(label)}: ${value}` : value)).join("\n") : words.t("bankNotYet"),
    ...(input.seller.bankChangedAt ? [words.t("bankChangedOn", { date: words.day(input.seller.bankChangedAt) })] : []),
    ...(changedSinceQuote ? [words.t("bankChangedSinceQuote")] : []),
    words.t("neverByEmail", { phone: SHOP_INFO.phone, hours: words.t("openingHours") }),
    ...(later.length > 0 ? [words.t("thenLater", { later: later.join("; ") })] : []),
    words.t("leadTimeLine", { leadTime: input.seller.leadTime }),
  ];
}
