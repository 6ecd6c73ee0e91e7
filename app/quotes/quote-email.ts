// The quote's e-mails: to the buyer with the PDF attached, and to the seller when the
// buyer accepts or declines. Every value the buyer or seller typed is escaped in the HTML part.
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import { escapeHtml } from "../mail/escape-html";
import { SHOP_INFO } from "../shop/shop-info";
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
  const { total, breakdown, terms, schedule, validUntil } = quoteTermsText(input);
  const answerAt = new URL("/account/inquiries", input.publicUrl).href;
  const lines = [
    `Dear ${input.buyerName},`,
    `Thank you for your inquiry #${input.inquiryId}. Our proforma quote ${input.number} is attached as a PDF.`,
    `Total: ${total} (${terms})\n${breakdown}`,
    `Payment terms: ${input.paymentTerms}\n${schedule}`,
    `Valid until: ${validUntil}`,
    ...(input.note ? [`Note: ${input.note}`] : []),
    `Accept or decline it on My inquiries: ${answerAt}`,
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
  answer: "accepted" | "declined";
  buyer: { name: string; company: string | null; email: string };
  currency: CurrencyCode;
  totalMinor: number;
  publicUrl: string;
}

/** To the seller: the buyer's answer, with where to find the inquiry. */
export function quoteAnswerMail(input: QuoteAnswerMailInput): RenderedMail {
  const who = input.buyer.company ? `${input.buyer.name} (${input.buyer.company})` : input.buyer.name;
  const total = formatMoney(money(input.totalMinor, input.currency));
  const lines = [
    `${who} ${input.answer} quote ${input.number} (${total}) for inquiry #${input.inquiryId}.`,
    `The inquiry is now ${input.answer === "accepted" ? "won" : "lost"}.`,
    `Buyer's account: ${input.buyer.email}`,
    `Inquiry: ${new URL(`/admin/inquiries/${input.inquiryId}`, input.publicUrl).href}`,
  ];
  return {
    subject: `Quote ${input.number} ${input.answer} (inquiry #${input.inquiryId})`,
    text: lines.join("\n\n"),
    html: paragraphs(lines),
  };
}
