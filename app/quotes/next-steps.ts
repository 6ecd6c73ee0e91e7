// The next steps after a buyer accepts a quote (decision 251), in words: what to pay first and
// how, the seller's bank with when it last changed, the reference on the transfer, what follows,
// and the lead time. One view for the order page and the acceptance e-mail. Browser-safe.
import { moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { firstPayment, type FirstPaymentKind } from "../domain/order-next-steps";
import { paymentTermOfText } from "../domain/payment-terms";
import { printedIban, type SellerBank } from "../domain/seller-profile";
import { SHOP_INFO } from "../shop/shop-info";
import { formatQuoteDateText } from "./quote-dates";

export interface NextStepsInput {
  number: string;
  currency: CurrencyCode;
  totalMinor: number;
  paymentTerms: string;
  /** When the quote was sent (ISO instant): a bank change after it is pointed out. */
  createdAt: string;
  seller: { legalName: string; bank: SellerBank; bankChangedAt: string | null; leadTime: string };
}

export interface NextStepsView {
  kind: FirstPaymentKind;
  /** "Pay the deposit", "Pay in advance", "Open the letter of credit", "Nothing to pay yet". */
  heading: string;
  /** The amount paid first, "€64,934.70". */
  amount: string;
  /** One sentence: what to pay, how and when. */
  payNow: string;
  /** The reference the transfer carries: the PI number. */
  reference: string;
  /** Label and value of each bank detail; null until the seller gave them. */
  bank: Array<[string, string]> | null;
  /** "Bank details last changed on 28 November 2026." or null. */
  bankChanged: string | null;
  /** The bank changed after this quote was sent: the PI the buyer holds shows the old details. */
  bankChangedSinceQuote: boolean;
  /** What to do then (BANK_CHANGED_SINCE_QUOTE), or null. */
  bankWarning: string | null;
  /** Each later payment: "70%: €151,514.30 due by bank transfer against a copy of the bill of lading". */
  later: string[];
  leadTime: string;
  /** Whom to call before paying to details that arrive any other way. */
  checkBy: string;
  /** Everything is paid (nextStepsWithPayments): no bank details or payment warnings are shown. */
  settled?: boolean;
}

const HEADINGS: Record<FirstPaymentKind, (percent: number) => string> = {
  transfer: (percent) => (percent === 100 ? "Pay in advance" : "Pay the deposit"),
  "letter-of-credit": () => "Open the letter of credit",
  "against-documents": () => "Nothing to pay yet",
};

export const BANK_CHANGED_SINCE_QUOTE =
  "Our bank details changed after this quote's PI was made: pay only to the account shown here, and call us to confirm it.";

export function nextStepsOf(input: NextStepsInput): NextStepsView {
  // Free text names no term: read as spec §9's 30% deposit, as the PI does (decision 231).
  const term = paymentTermOfText(input.paymentTerms) ?? "spec-30-balance";
  const first = firstPayment(term, input.totalMinor);
  const text = (minor: number) => formatMoney(moneyIn(minor, input.currency));
  const amount = text(first.part.amountMinor);
  const { bank } = input.seller;
  const bankChangedSinceQuote = input.seller.bankChangedAt !== null && input.seller.bankChangedAt > input.createdAt;
  const payNow: Record<FirstPaymentKind, string> = {
    transfer: `Transfer ${amount} (${first.part.percent}% of ${text(input.totalMinor)}) ${first.part.due}, to the account below with ${input.number} as the reference.`,
    "letter-of-credit": `Ask your bank to open an irrevocable letter of credit at sight for ${amount} in favour of ${bank.beneficiary || input.seller.legalName}, quoting ${input.number}.`,
    "against-documents": `${amount} is due ${first.part.due}; we tell you when the documents are on their way.`,
  };
  return {
    kind: first.kind,
    heading: HEADINGS[first.kind](first.part.percent),
    amount,
    payNow: payNow[first.kind],
    reference: input.number,
    bank: bank.iban
      ? [
          ["Beneficiary", bank.beneficiary],
          ["Bank", bank.bankName],
          ["Bank address", bank.bankAddress.replace(/\s*\n\s*/g, ", ")],
          ["IBAN", printedIban(bank.iban)],
          ["SWIFT/BIC", bank.swift],
          ["Reference", input.number],
        ]
      : null,
    bankChanged: input.seller.bankChangedAt ? `Bank details last changed on ${formatQuoteDateText(input.seller.bankChangedAt.slice(0, 10))}.` : null,
    bankChangedSinceQuote,
    bankWarning: bankChangedSinceQuote ? BANK_CHANGED_SINCE_QUOTE : null,
    later: first.later.map((part) => `${part.percent}%: ${text(part.amountMinor)} due ${part.due}`),
    leadTime: input.seller.leadTime,
    checkBy: `${SHOP_INFO.phone} (${SHOP_INFO.openingHours})`,
  };
}

/** A payment the seller recorded as received (order-timeline.ts), in words. */
export interface ReceivedPayment {
  /** The day, as the order's timeline prints it ("2026-12-03"). */
  on: string;
  /** "Amount received: €64,934.70". */
  fact: string;
}

/**
 * The next steps once the seller has recorded payments (decision 271): the first payment reads as
 * received instead of asking for it again, the later ones too once the balance came, and the bank
 * stays shown while anything is still due.
 */
export function nextStepsWithPayments(view: NextStepsView, received: { first?: ReceivedPayment; balance?: ReceivedPayment }): NextStepsView {
  const firstPaid = received.first ? `Received on ${received.first.on}. ${received.first.fact}. Thank you.` : null;
  const laterPaid = received.balance ? `Balance received on ${received.balance.on}. ${received.balance.fact}. Thank you.` : null;
  const due = !firstPaid || (view.later.length > 0 && !laterPaid);
  return {
    ...view,
    heading: firstPaid ? "Paid" : view.heading,
    payNow: firstPaid ?? view.payNow,
    later: laterPaid ? [laterPaid] : view.later,
    bank: due ? view.bank : null,
    bankWarning: due ? view.bankWarning : null,
    settled: !due,
  };
}

/** The next steps as lines of an e-mail. */
export function nextStepsText(view: NextStepsView): string[] {
  return [
    `${view.heading}: ${view.payNow}`,
    view.bank ? view.bank.map(([label, value]) => `${label}: ${value}`).join("\n") : "Our bank details: we send them to you before any payment is due.",
    ...(view.bankChanged ? [view.bankChanged] : []),
    ...(view.bankWarning ? [view.bankWarning] : []),
    `We never change our bank details by e-mail. If you receive other details, call us first: ${view.checkBy}.`,
    ...(view.later.length > 0 ? [`Then: ${view.later.join("; ")}.`] : []),
    `Lead time: ${view.leadTime}.`,
  ];
}
