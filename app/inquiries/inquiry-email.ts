// The two e-mails an inquiry sends: to the supplier in English (text and HTML, Reply-To the buyer,
// the tyre and its deal as stored) and a confirmation to the buyer in the language of the page the
// inquiry was sent from. The price part is the one a quote request's e-mails print too
// (deal-mail-section.ts). Every user value is HTML-escaped.
import { SHOP_INFO } from "../shop/shop-info";
import type { Inquiry } from "./inquiry-schema";
import { escapeHtml } from "../mail/escape-html";
import { mailWords, type MailKey, type MailWords } from "../mail/mail-words";
import type { Language } from "../i18n/languages";
import type { InquiryDraft } from "./basket-inquiry-draft";
import type { DealNotes } from "./buyer-deal-notes";
import { dealMailSection, htmlTable, textTable } from "./deal-mail-section";

export interface InquiryTyreDetails {
  id: number;
  brand: string;
  model: string;
  pattern: string;
  size: string;
  productCode: string | null;
}

export interface InquiryMailInput {
  inquiryId: number;
  inquiry: Inquiry;
  /** The signed-in account that sent it: the confirmation goes there, never to a typed address. */
  account: { email: string; name: string | null };
  tyre: InquiryTyreDetails | null;
  /** The deal as stored; null for a general inquiry or a tyre without a price. */
  draft: InquiryDraft | null;
  /** Why the unit price is what it is ('Full container load: the offer price'). */
  pricingNote: string | null;
  publicUrl: string;
  /** The language of the page it was sent from: the buyer's confirmation is written in it. English when not given. */
  language?: Language;
  /** The deal's notes in that language (buyer-deal-notes.ts); null: the draft's own English ones. */
  notes?: DealNotes | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export { escapeHtml, htmlTable, textTable };

const ENGLISH = mailWords("en");

const TERMS_LABELS: Record<string, MailKey> = { FOB: "termsFOB", CIF: "termsCIF", DDP: "termsDDP" };
const NAMED_PLACE_LABELS: Record<string, MailKey> = { FOB: "rowPortOfLoading", CIF: "rowDestinationPort", DDP: "rowDeliveryAddress" };

/** The shipping terms as the form named them ('CIF (Cost, Insurance and Freight)'). */
export function shippingTermsLabel(value: string, words: MailWords = ENGLISH): string {
  const key = TERMS_LABELS[value];
  return key ? words.t(key) : value;
}

/** The place the terms name ('Destination port'; named-places.ts in English). */
export function namedPlaceLabelIn(terms: string, words: MailWords = ENGLISH): string {
  return words.t(NAMED_PLACE_LABELS[terms] ?? "rowNamedPlace");
}

/** The buyer's details as typed in the form, in its order. */
export function contactRows(
  inquiry: Pick<Inquiry, "name" | "email" | "phone" | "company" | "address" | "message">,
  words: MailWords = ENGLISH,
): Array<[string, string]> {
  return [
    [words.t("rowName"), inquiry.name],
    // The e-mail typed in the form; the account's own is the "Account" row above it.
    [words.t("rowEmail"), inquiry.email],
    [words.t("rowPhone"), inquiry.phone],
    [words.t("rowCompany"), inquiry.company ?? "-"],
    [words.t("rowAddress"), inquiry.address],
    [words.t("rowMessage"), inquiry.message ?? "-"],
  ];
}

/** Label and value rows of the inquiry, in the form's order. */
function inquiryRows({ inquiry, tyre, draft }: InquiryMailInput, words: MailWords = ENGLISH): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [words.t("rowModel"), inquiry.model],
    [words.t("rowQuantity"), words.t("quantityPieces", { count: inquiry.quantity })],
    [words.t("rowShippingTerms"), shippingTermsLabel(inquiry.shippingTerms, words)],
    ...(draft ? [[namedPlaceLabelIn(inquiry.shippingTerms, words), draft.namedPlace] as [string, string]] : []),
    ...contactRows(inquiry, words),
  ];
  if (tyre) {
    rows.splice(1, 0, [words.t("rowTyre"), `${tyre.brand} ${tyre.model} ${tyre.size} (${tyre.pattern})`]);
    if (tyre.productCode) rows.splice(2, 0, [words.t("rowProductCode"), tyre.productCode]);
  }
  return rows;
}

/** The deal's part of an e-mail, or "Price on request" without one; the buyer's notes when in their language. */
function priceSection({ draft, inquiry, pricingNote, notes }: InquiryMailInput, words: MailWords = ENGLISH): { text: string[]; html: string } {
  const buyerNotes = words === ENGLISH ? null : (notes ?? null);
  if (draft) return dealMailSection(draft, inquiry.shippingTerms, buyerNotes?.pricingNote ?? pricingNote ?? "", words, buyerNotes);
  const rows: Array<[string, string]> = [[words.t("rowPrice"), words.t("priceOnRequest")]];
  const heading = words.t("priceCalculation");
  return { text: [heading, textTable(rows)], html: `<h2 style="font-size:16px">${escapeHtml(heading)}</h2>${htmlTable(rows, words)}` };
}

/** An e-mail's HTML; the buyer's is marked with its language and direction, so Arabic reads right to left. */
export const htmlPage = (title: string, body: string, words?: MailWords) => {
  const lang = words ? ` lang="${words.language}" dir="${words.direction}"` : "";
  return `<!doctype html><html${lang}><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#111">${body}</body></html>`;
};

/** "Dear Amira Haddad," or "Dear customer,": the account's name, never a typed one. */
export function greetingOf(name: string | null, words: MailWords): string {
  const trimmed = name?.trim();
  return trimmed ? words.t("greeting", { name: trimmed }) : words.t("greetingNoName");
}

/** What a subject may name: the catalogue's tyre, never text from the form. */
function subjectModel(input: InquiryMailInput): string {
  return input.tyre ? `${input.tyre.brand} ${input.tyre.model}` : "General inquiry";
}

export function supplierMail(input: InquiryMailInput): RenderedMail {
  const subject = `Purchase inquiry #${input.inquiryId}: ${subjectModel(input)}, ${input.inquiry.quantity} pcs`;
  const link = input.tyre ? `${input.publicUrl}/buy-now?tyre=${input.tyre.id}&quantity=${input.inquiry.quantity}` : null;
  const inquiry = sellerInquiryLink(input.publicUrl, input.inquiryId);
  const text = [
    `New purchase inquiry #${input.inquiryId}.`,
    `Answer it in the back office: ${inquiry}`,
    "",
    textTable([["Account", accountLine(input)], ...inquiryRows(input)]),
    "",
    ...priceSection(input).text,
    ...(link ? ["", `Calculator: ${link}`] : []),
    "",
    "Reply to this e-mail to write to the buyer.",
  ].join("\n");
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">New purchase inquiry #${input.inquiryId}</h1>${sellerInquiryLinkHtml(inquiry)}${htmlTable([["Account", accountLine(input)], ...inquiryRows(input)])}` +
      priceSection(input).html +
      (link ? `<p><a href="${escapeHtml(link)}">Open the calculator</a></p>` : "") +
      `<p>Reply to this e-mail to write to the buyer.</p>`,
  );
  return { subject, text, html };
}

/** The inquiry's page in the back office, where the seller answers it with a quote (decision 250). */
export const sellerInquiryLink = (publicUrl: string, inquiryId: number) => new URL(`/admin/inquiries/${inquiryId}`, publicUrl).href;

export const sellerInquiryLinkHtml = (href: string) => `<p><a href="${escapeHtml(href)}">Open the inquiry in the back office</a></p>`;

/** The signed-in account behind the inquiry, so the seller can tell it from what was typed. */
export function accountLine(input: Pick<InquiryMailInput, "account">): string {
  return input.account.name ? `${input.account.name} <${input.account.email}>` : input.account.email;
}

/** The confirmation, for the account's own address, in the inquiry's language: named by number, greeting the account. */
export function buyerMail(input: InquiryMailInput): RenderedMail {
  const words = mailWords(input.language);
  const subject = words.t("inquirySubject", { id: input.inquiryId });
  const greeting = greetingOf(input.account.name, words);
  const intro = words.t("inquiryIntro", { id: input.inquiryId });
  const rows = inquiryRows(input, words);
  const price = priceSection(input, words);
  const text = [greeting, "", intro, "", textTable(rows), "", ...price.text, "", ...shopSignature.text].join("\n");
  const html = htmlPage(subject, `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${htmlTable(rows, words)}` + price.html + shopSignature.html, words);
  return { subject, text, html };
}

/** The shop's name and contacts under a confirmation. */
export const shopSignature = {
  text: [SHOP_INFO.name, `${SHOP_INFO.phone} · ${SHOP_INFO.email}`],
  html: `<p>${escapeHtml(SHOP_INFO.name)}<br>${escapeHtml(SHOP_INFO.phone)} · ${escapeHtml(SHOP_INFO.email)}</p>`,
};
