// The two e-mails of a quote request: to the supplier (Reply-To the buyer) and the buyer's
// confirmation, both with the price part every inquiry e-mail shares (deal-mail-section.ts): the
// lines, the containers, the goods, freight, insurance and total, and the terms with their named
// place. Text and HTML; every value is HTML-escaped.
import type { BasketInquiryForm } from "./basket-inquiry-schema";
import {
  accountLine,
  contactRows,
  escapeHtml,
  htmlPage,
  htmlTable,
  sellerInquiryLink,
  sellerInquiryLinkHtml,
  shippingTermsLabel,
  shopSignature,
  textTable,
  type RenderedMail,
} from "./inquiry-email";
import type { InquiryDraft } from "./basket-inquiry-draft";
import { dealMailSection, draftPieces, pieces } from "./deal-mail-section";
import { namedPlaceLabel } from "./named-places";

export interface BasketInquiryMailInput {
  inquiryId: number;
  form: BasketInquiryForm;
  /** The signed-in account that sent it: the confirmation goes there, never to a typed address. */
  account: { email: string; name: string | null };
  basket: InquiryDraft;
  /** Why the unit prices are what they are ('The load fits one 20ft container: +€10.00 per tyre'). */
  pricingNote: string;
  publicUrl: string;
}

function termsRows({ form, basket }: BasketInquiryMailInput): Array<[string, string]> {
  return [
    ["Shipping terms", shippingTermsLabel(form.shippingTerms)],
    [namedPlaceLabel(form.shippingTerms), basket.namedPlace],
  ];
}

function sizesAndPieces({ basket }: BasketInquiryMailInput): string {
  const count = basket.lines.length;
  return `${count} tyre${count === 1 ? "" : "s"}, ${pieces(draftPieces(basket))}`;
}

/** The body both e-mails share: the details, then the lines and the containers and price. */
function basketBody(input: BasketInquiryMailInput, details: Array<[string, string]>): { text: string[]; html: string } {
  const deal = dealMailSection(input.basket, input.form.shippingTerms, input.pricingNote);
  return { text: [textTable(details), "", ...deal.text], html: htmlTable(details) + deal.html };
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

export function buyerBasketMail(input: BasketInquiryMailInput): RenderedMail {
  const subject = `We received your quote request #${input.inquiryId}`;
  const greeting = `Dear ${input.account.name?.trim() || "customer"},`;
  const intro = `Thank you for your quote request #${input.inquiryId} (${sizesAndPieces(input)}). Our sales team will answer within one working day.`;
  const link = `${input.publicUrl}/account/inquiries`;
  const details = [...termsRows(input), ...contactRows(input.form)];
  const body = basketBody(input, details);
  const text = [greeting, "", intro, "", ...body.text, "", `Your inquiries: ${link}`, "", ...shopSignature.text].join("\n");
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${body.html}` + `<p><a href="${escapeHtml(link)}">Your inquiries</a></p>${shopSignature.html}`,
  );
  return { subject, text, html };
}
