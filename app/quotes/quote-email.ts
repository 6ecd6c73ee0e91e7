// The quote's e-mails: to the buyer with the PDF attached, to the seller when the buyer accepts,
// declines or asks for changes, and to the buyer who accepted, with the next steps (decision 251). Every value the buyer or seller typed is escaped in the HTML part.
// The buyer's are in the language of the inquiry (quote-words.ts); the seller's stay English.
import { moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { escapeHtml } from "../mail/escape-html";
import { SHOP_INFO } from "../shop/shop-info";
import { buyerOrderPath } from "./buyer-quote";
import { nextStepsText, type NextStepsInput, type NextStepsView } from "./next-steps";
import type { QuoteTerms } from "./quote-terms";
import { nextStepsTextIn, paymentTermsIn, quoteTermsIn } from "./quote-words";
import { mailWords, type MailWords } from "../mail/mail-words";
import { pathInLanguage } from "../i18n/languages";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface QuoteMailInput extends QuoteTerms {
  buyerName: string;
  publicUrl: string;
  /** The inquiry's language (en, fr, es, pt, ar); English when not given. */
  language?: string;
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");

/** The buyer's HTML part: marked with its language, and right to left in Arabic. */
const buyerParagraphs = (lines: string[], words: MailWords) =>
  words.language === "en" ? paragraphs(lines) : `<div lang="${words.language}" dir="${words.direction}">\n${paragraphs(lines)}\n</div>`;

/** "Kind regards," and the shop's name and phone. */
const signOff = (words: MailWords) => `${words.t("kindRegards")}\n${SHOP_INFO.name}\n${SHOP_INFO.phone}`;

/** A page of the shop in the buyer's language. */
const shopLink = (words: MailWords, path: string, publicUrl: string) => new URL(pathInLanguage(words.language, path), publicUrl).href;

/** To the buyer: the quote in a few lines, the PDF attached, and where to accept or decline it. */
export function quoteMail(input: QuoteMailInput): RenderedMail {
  const words = mailWords(input.language);
  const { total, breakdown, terms, schedule, validUntil, rate } = quoteTermsIn(words, input);
  const answerAt = shopLink(words, "/account/inquiries", input.publicUrl);
  const lines = [
    words.t("greeting", { name: input.buyerName }),
    words.t("quoteIntro", { id: input.inquiryId, number: input.number }),
    `${words.t("quoteTotal", { total, terms })}\n${breakdown}`,
    ...(rate ? [words.t("quoteRate", { rate })] : []),
    `${words.t("quotePaymentTerms", { terms: paymentTermsIn(words, input.paymentTerms) })}\n${schedule}`,
    words.t("quoteValidUntil", { date: validUntil }),
    ...(input.note ? [words.t("quoteNote", { note: input.note })] : []),
    words.t("quoteAnswerAt", { link: answerAt }),
    signOff(words),
  ];
  return {
    subject: words.t("quoteSubject", { number: input.number, id: input.inquiryId }),
    text: lines.join("\n\n"),
    html: buyerParagraphs(lines, words),
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
  /** What the steps were made of (nextStepsOf's input): the buyer's language words them again from it. */
  stepsOf: NextStepsInput;
  publicUrl: string;
  /** The inquiry's language (en, fr, es, pt, ar); English when not given. */
  language?: string;
}

/** To the buyer who accepted: the order confirmed, what to pay first and where, the PI attached. */
export function quoteAcceptedMail(input: QuoteAcceptedMailInput): RenderedMail {
  const words = mailWords(input.language);
  const { total, terms } = quoteTermsIn(words, input);
  const lines = [
    words.t("greeting", { name: input.buyerName }),
    words.t("acceptedIntro", { number: input.number, id: input.inquiryId, total, terms }),
    ...(words.language === "en" ? nextStepsText(input.steps) : nextStepsTextIn(words, input.stepsOf)),
    words.t("acceptedFollow", { link: shopLink(words, buyerOrderPath(input.inquiryId), input.publicUrl) }),
    signOff(words),
  ];
  return {
    subject: words.t("acceptedSubject", { number: input.number, id: input.inquiryId }),
    text: lines.join("\n\n"),
    html: buyerParagraphs(lines, words),
  };
}
