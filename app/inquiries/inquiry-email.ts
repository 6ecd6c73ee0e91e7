// The two e-mails an inquiry sends: to the supplier (text and HTML, Reply-To the buyer,
// the tyre and its deal as stored) and a confirmation to the buyer. The price part is the one a
// quote request's e-mails print too (deal-mail-section.ts). Every user value is HTML-escaped.
import { SHOP_INFO } from "../shop/shop-info";
import { SHIPPING_TERMS, type Inquiry } from "./inquiry-schema";
import { escapeHtml } from "../mail/escape-html";
import type { InquiryDraft } from "./basket-inquiry-draft";
import { dealMailSection, htmlTable, textTable } from "./deal-mail-section";
import { namedPlaceLabel } from "./named-places";

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
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export { escapeHtml, htmlTable, textTable };

/** The shipping terms as the form named them ('CIF (Cost, Insurance and Freight)'). */
export function shippingTermsLabel(value: string): string {
  return SHIPPING_TERMS.find((t) => t.value === value)?.label ?? value;
}

/** The buyer's details as typed in the form, in its order. */
export function contactRows(inquiry: Pick<Inquiry, "name" | "email" | "phone" | "company" | "address" | "message">): Array<[string, string]> {
  return [
    ["Name", inquiry.name],
    // The e-mail typed in the form; the account's own is the "Account" row above it.
    ["Email", inquiry.email],
    ["Phone", inquiry.phone],
    ["Company", inquiry.company ?? "-"],
    ["Address", inquiry.address],
    ["Message", inquiry.message ?? "-"],
  ];
}

/** Label and value rows of the inquiry, in the form's order. */
function inquiryRows({ inquiry, tyre, draft }: InquiryMailInput): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ["Model", inquiry.model],
    ["Quantity", `${inquiry.quantity} pcs`],
    ["Shipping terms", shippingTermsLabel(inquiry.shippingTerms)],
    ...(draft ? [[namedPlaceLabel(inquiry.shippingTerms), draft.namedPlace] as [string, string]] : []),
    ...contactRows(inquiry),
  ];
  if (tyre) {
    rows.splice(1, 0, ["Tyre", `${tyre.brand} ${tyre.model} ${tyre.size} (${tyre.pattern})`]);
    if (tyre.productCode) rows.splice(2, 0, ["Product code", tyre.productCode]);
  }
  return rows;
}

/** The deal's part of an e-mail, or "Price on request" without one. */
function priceSection({ draft, inquiry, pricingNote }: InquiryMailInput): { text: string[]; html: string } {
  if (draft) return dealMailSection(draft, inquiry.shippingTerms, pricingNote ?? "");
  const rows: Array<[string, string]> = [["Price", "Price on request"]];
  return { text: ["Price calculation", textTable(rows)], html: `<h2 style="font-size:16px">Price calculation</h2>${htmlTable(rows)}` };
}

export const htmlPage = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#111">${body}</body></html>`;

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

/** The confirmation, for the account's own address: named by number, greeting the account. */
export function buyerMail(input: InquiryMailInput): RenderedMail {
  const subject = `We received your inquiry #${input.inquiryId}`;
  const greeting = `Dear ${input.account.name?.trim() || "customer"},`;
  const intro = `Thank you for your inquiry #${input.inquiryId}. Our sales team will answer within one working day.`;
  const text = [greeting, "", intro, "", textTable(inquiryRows(input)), "", ...priceSection(input).text, "", ...shopSignature.text].join("\n");
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${htmlTable(inquiryRows(input))}` + priceSection(input).html + shopSignature.html,
  );
  return { subject, text, html };
}

/** The shop's name and contacts under a confirmation. */
export const shopSignature = {
  text: [SHOP_INFO.name, `${SHOP_INFO.phone} · ${SHOP_INFO.email}`],
  html: `<p>${escapeHtml(SHOP_INFO.name)}<br>${escapeHtml(SHOP_INFO.phone)} · ${escapeHtml(SHOP_INFO.email)}</p>`,
};
