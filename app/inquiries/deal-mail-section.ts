// The price part both inquiry e-mails share (decision 211): the tyres, one line each, then the
// containers and the deal's rows (stored-deal.ts), in text and HTML. A single-tyre inquiry and a
// quote request read alike, from the draft they store. The supplier's copy is English; the buyer's
// confirmation is in the buyer's language (`words`), with the deal's notes worded in it
// (buyer-deal-notes.ts). Every value is HTML-escaped.
import { money, type CurrencyCode } from "../domain/money";
import { escapeHtml } from "../mail/escape-html";
import { mailWords, type MailWords } from "../mail/mail-words";
import type { InquiryDraft } from "./basket-inquiry-draft";
import type { DealNotes } from "./buyer-deal-notes";
import { storedDealOfDraft, type StoredDeal } from "./stored-deal";

const ENGLISH = mailWords("en");

export const pieces = (n: number) => ENGLISH.pieces(n);

const amount = (words: MailWords, draft: InquiryDraft, minor: number) =>
  words.money({ ...money(minor, draft.currency as CurrencyCode), minorUnits: draft.minorUnits });

function lineCells(draft: InquiryDraft, words: MailWords = ENGLISH): string[][] {
  return draft.lines.map((line) => [
    line.tyreName,
    line.size,
    words.pieces(line.quantity),
    amount(words, draft, line.unitPriceMinor),
    amount(words, draft, line.lineTotalMinor),
  ]);
}

export const draftPieces = (draft: InquiryDraft) => draft.lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The deal's price rows as stored-deal.ts's storedDealRows words them, in the buyer's language: the
 * goods, the sea freight with its note (or who pays it under FOB), the insurance with its rate,
 * DDP's duties, the total and the terms. Codes and places stay as written.
 */
function dealRowsIn(words: MailWords, deal: StoredDeal, count: number, freightNote: string | null): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (deal.goods) rows.push([words.t("rowGoods"), words.t("goodsFor", { amount: words.money(deal.goods), pieces: words.pieces(count) })]);
  if (deal.freight) {
    const label = words.t(deal.freightBasis === null ? "rowShipping" : "rowSeaFreight");
    rows.push([label, freightNote ? `${words.money(deal.freight)} (${freightNote})` : words.money(deal.freight)]);
  } else if (freightNote) rows.push([words.t("rowSeaFreight"), freightNote]);
  if (deal.insurance) {
    const note = words.t("insuranceNote", { percent: words.number((deal.insuranceBasisPoints ?? 0) / 100, { maximumFractionDigits: 2 }) });
    rows.push([words.t("rowInsurance"), deal.insuranceBasisPoints === null ? words.money(deal.insurance) : `${words.money(deal.insurance)} (${note})`]);
  }
  if (deal.terms === "DDP" && deal.freightBasis !== null) rows.push([words.t("rowDuties"), words.t("dutiesQuotedBySeller")]);
  rows.push([words.t("rowTotal"), words.money(deal.total)]);
  rows.push([words.t("rowTerms"), deal.namedPlace ? `${deal.terms} ${deal.namedPlace}` : deal.terms]);
  return rows;
}

/**
 * The containers, why the unit prices are what they are, then the deal's amounts, terms and total;
 * in English with the draft's own notes unless the buyer's words and notes are given.
 */
export function dealMailRows(
  draft: InquiryDraft,
  shippingTerms: string,
  pricingNote: string,
  words: MailWords = ENGLISH,
  notes: Omit<DealNotes, "pricingNote"> | null = null,
): Array<[string, string]> {
  const deal = storedDealOfDraft(draft, shippingTerms);
  return [
    [words.t("rowContainers"), `${notes?.containers ?? draft.containers}. ${notes?.planSummary ?? draft.planSummary}`],
    [words.t("rowUnitPrices"), pricingNote],
    // A surcharge only when there is one (spec §9's under-a-container loads); none is no line.
    ...(draft.surchargeMinor > 0
      ? [[words.t("rowSurcharge"), words.t("surchargePerTyre", { amount: amount(words, draft, draft.surchargeMinor) })] as [string, string]]
      : []),
    ...dealRowsIn(words, deal, draftPieces(draft), notes ? notes.freightNote : deal.freightNote),
  ];
}

export const textTable = (rows: Array<[string, string]>) => rows.map(([k, v]) => `${k}: ${v}`).join("\n");

/** The side a row's label and a line's text start on: the left, the right in Arabic. */
const startSide = (words: MailWords) => (words.direction === "rtl" ? "right" : "left");
const endSide = (words: MailWords) => (words.direction === "rtl" ? "left" : "right");

export function htmlTable(rows: Array<[string, string]>, words: MailWords = ENGLISH): string {
  const gap = words.direction === "rtl" ? "4px 0 4px 12px" : "4px 12px 4px 0";
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><th align="${startSide(words)}" style="padding:${gap};vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  return `<table cellpadding="0" cellspacing="0">${cells}</table>`;
}

function htmlLines(draft: InquiryDraft, words: MailWords): string {
  const headings = [words.t("lineTyre"), words.t("lineSize"), words.t("lineQuantity"), words.t("lineUnitPrice"), words.t("lineTotal")];
  const cell = (tag: "th" | "td", text: string, i: number) =>
    `<${tag} align="${i >= 2 ? endSide(words) : startSide(words)}" style="padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${headings.map((h, i) => cell("th", h, i)).join("")}</tr>`;
  const body = lineCells(draft, words)
    .map((cells) => `<tr>${cells.map((c, i) => cell("td", c, i)).join("")}</tr>`)
    .join("");
  return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse">${head}${body}</table>`;
}

/** Each tyre's line as text: "Tyre, size: 50 pcs × €120.00 = €6,000.00" (the e-mails and the inquiry dialog). */
export function draftLineTexts(draft: InquiryDraft, words: MailWords = ENGLISH): string[] {
  return lineCells(draft, words).map(([tyre, size, quantity, unit, total]) => `${tyre}, ${size}: ${quantity} × ${unit} = ${total}`);
}

/** The tyres and the containers and price, as both e-mails print them. */
export function dealMailSection(
  draft: InquiryDraft,
  shippingTerms: string,
  pricingNote: string,
  words: MailWords = ENGLISH,
  notes: Omit<DealNotes, "pricingNote"> | null = null,
): { text: string[]; html: string } {
  const rows = dealMailRows(draft, shippingTerms, pricingNote, words, notes);
  const lines = draftLineTexts(draft, words)
    .map((line) => `- ${line}`)
    .join("\n");
  const tyres = words.t("tyresHeading");
  const price = words.t("containersAndPrice");
  return {
    text: [tyres, lines, "", price, textTable(rows)],
    html: `<h2 style="font-size:16px">${escapeHtml(tyres)}</h2>${htmlLines(draft, words)}<h2 style="font-size:16px">${escapeHtml(price)}</h2>${htmlTable(rows, words)}`,
  };
}
