// The quote's e-mails: to the buyer with the PDF attached, to the seller when the buyer accepts,
// declines or asks for changes, and to the buyer who accepted, with the next steps (decision 251). Every value the buyer or seller typed is escaped in the HTML part.
import { moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { escapeHtml } from "../mail/escape-html";
import { SHOP_INFO } from "../shop/shop-info";
import { buyerOrderPath } from "./buyer-quote";
import { nextStepsText, type NextStepsView } from "./next-steps";
import { quoteTermsText, type QuoteTerms } from "./quote-terms";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface QuoteMailInput extends QuoteTerms {
  buyerName: string;
  publicUrl: string;
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");

/** To the buyer: the quote in a few lines, the PDF attached, and where to accept or decline it. */
export function quoteMail(input: QuoteMailInput): RenderedMail {
  const { total, breakdown, terms, schedule, validUntil, rate } = quoteTermsText(input);
  const answerAt = new URL("/account/inquiries", input.publicUrl).href;
  const lines = [
    `Dear ${input.buyerName},`,
    `Thank you for your inquiry #${input.inquiryId}. Our proforma quote ${input.number} is attached as a PDF.`,
    `Total: ${total} (${terms})\n${breakdown}`,
    ...(rate ? [`Exchange rate: ${rate}, fixed for this quote.`] : []),
    `Payment terms: ${input.paymentTerms}\n${schedule}`,
    `Valid until: ${validUntil}`,
    ...(input.note ? [`Note: ${input.note}`] : []),
    `Accept it, ask for changes or decline it on My inquiries: ${answerAt}`,
    `Kind regards,\n${SHOP_INFO.name}\n${SHOP_INFO.phone}`,
  ];
  return {
    subject: `Your quote ${input.number} for inquiry #${input.inquiryId}`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
  };
}

export interface QuoteAnswerMailInput {
  number: string;
  inquiryId: number;
  answer: "accept" | "decline" | "changes";
  /** What the buyer asked to change. */
  message: string | null;
  buyer: { name: string; company: string | null; email: string };
  currency: CurrencyCode;
  totalMinor: number;
  publicUrl: string;
}

const ANSWER_WORDS = {
  accept: { verb: "accepted", then: "The inquiry is now won: the buyer has the next steps (the deposit, the bank details and the reference)." },
  decline: { verb: "declined", then: "The inquiry is now lost." },
  changes: { verb: "asked for changes to", then: "The inquiry is back in To answer: send a revised quote." },
} as const;

/** To the seller: the buyer's answer (and what they ask to change), with a link to the inquiry. */
export function quoteAnswerMail(input: QuoteAnswerMailInput): RenderedMail {
  const who = input.buyer.company ? `${input.buyer.name} (${input.buyer.company})` : input.buyer.name;
  const total = formatMoney(moneyIn(input.totalMinor, input.currency));
  const words = ANSWER_WORDS[input.answer];
  const lines = [
    `${who} ${words.verb} quote ${input.number} (${total}) for inquiry #${input.inquiryId}.`,
    ...(input.message === null ? [] : [`Their message:\n${input.message}`]),
    words.then,
    `Buyer's account: ${input.buyer.email}`,
    `Inquiry: ${new URL(`/admin/inquiries/${input.inquiryId}`, input.publicUrl).href}`,
  ];
  const subject = input.answer === "changes" ? `Changes asked to quote ${input.number}` : `Quote ${input.number} ${words.verb}`;
  return {
    subject: `${subject} (inquiry #${input.inquiryId})`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
  };
}

export interface QuoteAcceptedMailInput extends QuoteTerms {
  buyerName: string;
  steps: NextStepsView;
  publicUrl: string;
}

/** To the buyer who accepted: the order confirmed, what to pay first and where, the PI attached. */
export function quoteAcceptedMail(input: QuoteAcceptedMailInput): RenderedMail {
  const { total, terms } = quoteTermsText(input);
  const lines = [
    `Dear ${input.buyerName},`,
    `Thank you for accepting our quote ${input.number} for inquiry #${input.inquiryId}: ${total} (${terms}). The proforma invoice is attached as a PDF.`,
    ...nextStepsText(input.steps),
    `Your order and its next steps: ${new URL(buyerOrderPath(input.inquiryId), input.publicUrl).href}`,
    `Kind regards,\n${SHOP_INFO.name}\n${SHOP_INFO.phone}`,
  ];
  return {
    subject: `Order confirmed: quote ${input.number} accepted (inquiry #${input.inquiryId})`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
  };
}
