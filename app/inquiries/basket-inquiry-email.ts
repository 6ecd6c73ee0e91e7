// The two e-mails of a quote request: to the supplier (Reply-To the buyer) and the
// buyer's confirmation, both with the table of lines, the container plan, the surcharge, shipping
// and totals, and the terms with their named place. Text and HTML; every value is HTML-escaped.
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import type { BasketInquiryForm } from "./basket-inquiry-schema";
import { accountLine, contactRows, escapeHtml, htmlPage, htmlTable, shippingTermsLabel, shopSignature, textTable, type RenderedMail } from "./inquiry-email";
import type { BasketInquiryDraft } from "./basket-inquiry-draft";
import { namedPlaceLabel } from "./named-places";

export interface BasketInquiryMailInput {
  inquiryId: number;
  form: BasketInquiryForm;
  /** The signed-in account that sent it: the confirmation goes there, never to a typed address. */
  account: { email: string; name: string | null };
  basket: BasketInquiryDraft;
  /** Why the unit prices are what they are ('The load fits one 20ft container: +€10.00 per tyre'). */
  pricingNote: string;
  publicUrl: string;
}

const LINE_HEADINGS = ["Tyre", "Size", "Quantity", "Unit price", "Line total"];
const pieces = (n: number) => `${n.toLocaleString("en-IE")} pcs`;

function amount(basket: BasketInquiryDraft, minor: number): string {
  return formatMoney(money(minor, basket.currency as CurrencyCode));
}

function termsRows({ form }: BasketInquiryMailInput): Array<[string, string]> {
  return [
    ["Shipping terms", shippingTermsLabel(form.shippingTerms)],
    [namedPlaceLabel(form.shippingTerms), form.namedPlace],
  ];
}

function lineCells(input: BasketInquiryMailInput): string[][] {
  return input.basket.lines.map((line) => [
    line.tyreName,
    line.size,
    pieces(line.quantity),
    amount(input.basket, line.unitPriceMinor),
    amount(input.basket, line.lineTotalMinor),
  ]);
}

function priceRows({ basket, pricingNote }: BasketInquiryMailInput): Array<[string, string]> {
  const total = basket.lines.reduce((sum, line) => sum + line.quantity, 0);
  return [
    ["Containers", `${basket.containers}. ${basket.planSummary}`],
    ["Unit prices", pricingNote],
    ["Surcharge", `${amount(basket, basket.surchargeMinor)} per tyre`],
    ["Subtotal", `${amount(basket, basket.subtotalMinor)} for ${pieces(total)}`],
    ["Shipping", `${amount(basket, basket.shippingMinor)}, ${basket.containers}`],
    ["Total", amount(basket, basket.totalMinor)],
  ];
}

function textLines(input: BasketInquiryMailInput): string {
  return lineCells(input)
    .map(([tyre, size, quantity, unit, total]) => `- ${tyre}, ${size}: ${quantity} × ${unit} = ${total}`)
    .join("\n");
}

function htmlLines(input: BasketInquiryMailInput): string {
  const cell = (tag: "th" | "td", text: string, i: number) =>
    `<${tag} align="${i >= 2 ? "right" : "left"}" style="padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${LINE_HEADINGS.map((h, i) => cell("th", h, i)).join("")}</tr>`;
  const body = lineCells(input)
    .map((cells) => `<tr>${cells.map((c, i) => cell("td", c, i)).join("")}</tr>`)
    .join("");
  return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse">${head}${body}</table>`;
}

function sizesAndPieces({ basket }: BasketInquiryMailInput): string {
  const count = basket.lines.length;
  return `${count} tyre${count === 1 ? "" : "s"}, ${pieces(basket.lines.reduce((sum, line) => sum + line.quantity, 0))}`;
}

/** The body both e-mails share: the details, then the lines and the containers and price. */
function basketBody(input: BasketInquiryMailInput, details: Array<[string, string]>): { text: string[]; html: string } {
  return {
    text: [textTable(details), "", "Tyres", textLines(input), "", "Containers and price", textTable(priceRows(input))],
    html:
      htmlTable(details) +
      `<h2 style="font-size:16px">Tyres</h2>${htmlLines(input)}` +
      `<h2 style="font-size:16px">Containers and price</h2>${htmlTable(priceRows(input))}`,
  };
}

export function supplierBasketMail(input: BasketInquiryMailInput): RenderedMail {
  const subject = `Quote request #${input.inquiryId}: ${sizesAndPieces(input)}`;
  const details: Array<[string, string]> = [["Account", accountLine(input)], ...termsRows(input), ...contactRows(input.form)];
  const body = basketBody(input, details);
  const text = [
    `New quote request #${input.inquiryId}: ${sizesAndPieces(input)} in one shipment.`,
    "",
    ...body.text,
    "",
    "Reply to this e-mail to answer the buyer.",
  ].join("\n");
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">New quote request #${input.inquiryId}</h1>${body.html}<p>Reply to this e-mail to answer the buyer.</p>`,
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
