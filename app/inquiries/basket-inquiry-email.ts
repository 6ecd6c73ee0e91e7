// The two e-mails of a quote request: to the supplier (Reply-To the buyer) and the buyer's
// confirmation, both with the price part every inquiry e-mail shares (deal-mail-section.ts): the
// lines, the containers, the goods, freight, insurance and total, and the terms with their named
// place. Text and HTML; every value is HTML-escaped. The supplier's is English, the buyer's in the
// language of the page the request was sent from.
import type { BasketInquiryForm } from "./basket-inquiry-schema";
import {
  accountLine,
  contactRows,
  escapeHtml,
  greetingOf,
  htmlPage,
  htmlTable,
  namedPlaceLabelIn,
  sellerInquiryLink,
  sellerInquiryLinkHtml,
  shippingTermsLabel,
  shopSignature,
  textTable,
  type RenderedMail,
} from "./inquiry-email";
import type { InquiryDraft } from "./basket-inquiry-draft";
import type { DealNotes } from "./buyer-deal-notes";
import { dealMailSection, draftPieces } from "./deal-mail-section";
import { mailWords, type MailWords } from "../mail/mail-words";
import { pathInLanguage, type Language } from "../i18n/languages";

export interface BasketInquiryMailInput {
  inquiryId: number;
  form: BasketInquiryForm;
  /** The signed-in account that sent it: the confirmation goes there, never to a typed address. */
  account: { email: string; name: string | null };
  basket: InquiryDraft;
  /** Why the unit prices are what they are ('The load fits one 20ft container: +€10.00 per tyre'). */
  pricingNote: string;
  publicUrl: string;
  /** The language of the page it was sent from: the buyer's confirmation is written in it. English when not given. */
  language?: Language;
  /** The deal's notes in that language (buyer-deal-notes.ts); null: the draft's own English ones. */
  notes?: DealNotes | null;
}

const ENGLISH = mailWords("en");

function termsRows({ form, basket }: BasketInquiryMailInput, words: MailWords = ENGLISH): Array<[string, string]> {
  return [
    [words.t("rowShippingTerms"), shippingTermsLabel(form.shippingTerms, words)],
    [namedPlaceLabelIn(form.shippingTerms, words), basket.namedPlace],
  ];
}

/** "2 tyres, 120 pcs" */
function sizesAndPieces({ basket }: BasketInquiryMailInput, words: MailWords = ENGLISH): string {
  return words.t("basketSummary", { tyres: basket.lines.length, pieces: words.pieces(draftPieces(basket)) });
}

/** The body both e-mails share: the details, then the lines and the containers and price. */
function basketBody(input: BasketInquiryMailInput, details: Array<[string, string]>, words: MailWords = ENGLISH): { text: string[]; html: string } {
  const notes = words === ENGLISH ? null : (input.notes ?? null);
  const deal = dealMailSection(input.basket, input.form.shippingTerms, notes?.pricingNote ?? input.pricingNote, words, notes);
  return { text: [textTable(details), "", ...deal.text], html: htmlTable(details, words) + deal.html };
}

export function supplierBasketMail(input: BasketInquiryMailInput): RenderedMail {
  const subject = `Quote request #${input.inquiryId}: ${sizesAndPieces(input)}`;
  const details: Array<[string, string]> = [["Account", accountLine(input)], ...termsRows(input), ...contactRows(input.form)];
  const body = basketBody(input, details);
  const inquiry = sellerInquiryLink(input.publicUrl, input.inquiryId);
  const text = [
    `New quote request #${input.inquiryId}: ${sizesAndPieces(input)} in one shipment.`,
    `Answer it in the back office: ${inquiry}`,
    "",
    ...body.text,
    "",
    "Reply to this e-mail to write to the buyer.",
  ].join("\n");
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">New quote request #${input.inquiryId}</h1>${sellerInquiryLinkHtml(inquiry)}${body.html}<p>Reply to this e-mail to write to the buyer.</p>`,
  );
  return { subject, text, html };
}

/** The buyer's confirmation, in the request's language, with a link to My inquiries in that language. */
export function buyerBasketMail(input: BasketInquiryMailInput): RenderedMail {
  const words = mailWords(input.language);
  const subject = words.t("basketSubject", { id: input.inquiryId });
  const greeting = greetingOf(input.account.name, words);
  const intro = words.t("basketIntro", { id: input.inquiryId, summary: sizesAndPieces(input, words) });
  const link = `${input.publicUrl}${pathInLanguage(words.language, "/account/inquiries")}`;
  const details = [...termsRows(input, words), ...contactRows(input.form, words)];
  const body = basketBody(input, details, words);
  const text = [greeting, "", intro, "", ...body.text, "", words.t("yourInquiriesAt", { link }), "", ...shopSignature.text].join("\n");
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${body.html}` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.t("yourInquiries"))}</a></p>${shopSignature.html}`,
    words,
  );
  return { subject, text, html };
}
