// The price part both inquiry e-mails share (decision 211): the tyres, one line each, then the
// containers and the deal's rows (stored-deal.ts), in text and HTML. A single-tyre inquiry and a
// quote request read alike, from the draft they store. Every value is HTML-escaped.
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import { escapeHtml } from "../mail/escape-html";
import type { InquiryDraft } from "./basket-inquiry-draft";
import { storedDealOfDraft, storedDealRows } from "./stored-deal";

const LINE_HEADINGS = ["Tyre", "Size", "Quantity", "Unit price", "Line total"];
export const pieces = (n: number) => `${n.toLocaleString("en-IE")} pcs`;

const amount = (draft: InquiryDraft, minor: number) => formatMoney({ ...money(minor, draft.currency as CurrencyCode), minorUnits: draft.minorUnits });

function lineCells(draft: InquiryDraft): string[][] {
  return draft.lines.map((line) => [line.tyreName, line.size, pieces(line.quantity), amount(draft, line.unitPriceMinor), amount(draft, line.lineTotalMinor)]);
}

export const draftPieces = (draft: InquiryDraft) => draft.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The containers, why the unit prices are what they are, then the deal's amounts, terms and total. */
export function dealMailRows(draft: InquiryDraft, shippingTerms: string, pricingNote: string): Array<[string, string]> {
  return [
    ["Containers", `${draft.containers}. ${draft.planSummary}`],
    ["Unit prices", pricingNote],
    // A surcharge only when there is one (spec §9's under-a-container loads); none is no line.
    ...(draft.surchargeMinor > 0 ? [["Surcharge", `${amount(draft, draft.surchargeMinor)} per tyre`] as [string, string]] : []),
    ...storedDealRows(storedDealOfDraft(draft, shippingTerms), draftPieces(draft)),
  ];
}

export const textTable = (rows: Array<[string, string]>) => rows.map(([k, v]) => `${k}: ${v}`).join("\n");

export function htmlTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  return `<table cellpadding="0" cellspacing="0">${cells}</table>`;
}

function htmlLines(draft: InquiryDraft): string {
  const cell = (tag: "th" | "td", text: string, i: number) =>
    `<${tag} align="${i >= 2 ? "right" : "left"}" style="padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${LINE_HEADINGS.map((h, i) => cell("th", h, i)).join("")}</tr>`;
  const body = lineCells(draft)
    .map((cells) => `<tr>${cells.map((c, i) => cell("td", c, i)).join("")}</tr>`)
    .join("");
  return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse">${head}${body}</table>`;
}

/** Each tyre's line as text: "Tyre, size: 50 pcs × €120.00 = €6,000.00" (the e-mails and the inquiry dialog). */
export function draftLineTexts(draft: InquiryDraft): string[] {
  return lineCells(draft).map(([tyre, size, quantity, unit, total]) => `${tyre}, ${size}: ${quantity} × ${unit} = ${total}`);
}

/** The tyres and the containers and price, as both e-mails print them. */
export function dealMailSection(draft: InquiryDraft, shippingTerms: string, pricingNote: string): { text: string[]; html: string } {
  const rows = dealMailRows(draft, shippingTerms, pricingNote);
  const lines = draftLineTexts(draft)
    .map((line) => `- ${line}`)
    .join("\n");
  return {
    text: ["Tyres", lines, "", "Containers and price", textTable(rows)],
    html: `<h2 style="font-size:16px">Tyres</h2>${htmlLines(draft)}<h2 style="font-size:16px">Containers and price</h2>${htmlTable(rows)}`,
  };
}
