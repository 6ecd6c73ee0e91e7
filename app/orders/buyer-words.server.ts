// My inquiries and the order pages in the page's language (decision 294). The readers of a quote
// and an order (quotes/, orders/) write English, shared with the e-mails and PDFs; the loaders read
// each text they print back through the orders catalogue, whose English half holds those texts word
// for word (i18n/source-text.ts), and write the days and amounts again in the page's locale, an
// amount inside an Arabic sentence isolated left to right (decision 311).
import type { FormFailure } from "~/forms/form-result";
import { ORDERS_CATALOGUE } from "~/i18n/catalogues.server";
import { LOCALES, textDirection, type Language } from "~/i18n/languages";
import { leftToRightAmount } from "~/i18n/left-to-right";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { DUTIES_QUOTED_BY_SELLER } from "~/domain/deal-text";
import { dealWording, type DealWording } from "~/buy-now/deal-wording.server";
import type { OrdersMessages } from "~/i18n/messages/orders.en";
import { failureIn, sourceTextIn } from "~/i18n/source-text";
import type { InquirySummaryView } from "~/inquiries/buyer-inquiry";
import type { OrderProgressView } from "~/orders/order-view";
import type { BuyerQuoteView } from "~/quotes/buyer-quote";
import type { NextStepsView } from "~/quotes/next-steps";
import type { SentQuoteView } from "~/quotes/sent-quote";

export interface OrdersWording {
  language: Language;
  messages: OrdersMessages;
  locale: string;
  rtl: boolean;
}

export function ordersWording(language: Language): OrdersWording {
  return { language, messages: ORDERS_CATALOGUE[language], locale: LOCALES[language], rtl: textDirection(language) === "rtl" };
}

/** The readers' own money format (formatMoney's en-IE): "€64,934.70", "US$1,135.26", "NGN 1,092,000.00". */
const ENGLISH_AMOUNT = /^(\S+?)\u00a0?(\d{1,3}(?:,\d{3})*)(?:\.(\d+))?$/u;
let currencyOfMarker: Map<string, string> | undefined;

/** The currency en-IE writes with `marker` ("€", "US$", "NGN"), from every currency Intl knows. */
function currencyMarked(marker: string): string | undefined {
  if (!currencyOfMarker) {
    currencyOfMarker = new Map();
    for (const code of Intl.supportedValuesOf("currency")) {
      const parts = new Intl.NumberFormat("en-IE", { style: "currency", currency: code }).formatToParts(1);
      const symbol = parts.find((part) => part.type === "currency")?.value;
      if (symbol && !currencyOfMarker.has(symbol)) currencyOfMarker.set(symbol, code);
    }
  }
  return currencyOfMarker.get(marker);
}

/**
 * An amount the readers wrote in the shop's English format, written again as the locale writes
 * it ("64 934,70 €"); null for any other text. `isolated`: inside a sentence, kept left to right in
 * right-to-left text.
 */
export function amountIn(wording: OrdersWording, text: string, isolated = false): string | null {
  if (wording.language === "en") return null;
  const match = ENGLISH_AMOUNT.exec(text);
  const currency = match && currencyMarked(match[1]!);
  if (!match || !currency) return null;
  const digits = match[3]?.length ?? 0;
  const amountMinor = Number(`${match[2]!.replace(/,/g, "")}${match[3] ?? ""}`);
  const said = formatMoney({ amountMinor, currency: currency as CurrencyCode, minorUnits: digits }, wording.locale);
  return isolated ? leftToRightAmount(wording.rtl, said) : said;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));
const ENGLISH_DAY = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/;

/** "9 December 2026" or "2 Jan 2027" as the locale writes it; any other text as it is. */
function dayIn(wording: OrdersWording, text: string): string | null {
  const match = ENGLISH_DAY.exec(text);
  if (!match) return null;
  const long = MONTHS.indexOf(match[2]!);
  const month = long >= 0 ? long : SHORT_MONTHS.indexOf(match[2]!);
  if (month < 0) return null;
  const style = long >= 0 ? "long" : "medium";
  return new Intl.DateTimeFormat(wording.locale, { dateStyle: style, timeZone: "UTC" }).format(new Date(Date.UTC(Number(match[3]), month, Number(match[1]))));
}

/** One English text of the readers in the wording's language: a message, a day, or a schedule's or a line's parts. */
export function sayBack(wording: OrdersWording, text: string): string {
  if (wording.language === "en") return text;
  const argument = (value: string): string => dayIn(wording, value) ?? amountIn(wording, value, true) ?? sayBack(wording, value);
  // A trade term's schedule, part by part: "30%: €… due …; 70%: €… due …."
  if (/^\d+%: /.test(text) && text.endsWith(".") && text.includes("; ")) {
    const parts = text.slice(0, -1).split("; ").map(argument);
    const separator = { fr: " ; ", ar: "؛ " }[wording.language as string] ?? "; ";
    return `${parts.join(separator)}.`;
  }
  const said = sourceTextIn(text, ORDERS_CATALOGUE.en, wording.messages, argument);
  if (said !== text) return said;
  // A line's supply: "Lead time 35 days · ready by 2 Jan 2027 · DOT 2026".
  if (text.includes(" · ")) return text.split(" · ").map(argument).join(" · ");
  return dayIn(wording, text) ?? text;
}

export function failureSaid<Failure extends FormFailure>(wording: OrdersWording, failure: Failure): Failure {
  if (wording.language === "en") return failure;
  const said = failureIn(failure, ORDERS_CATALOGUE.en, wording.messages);
  return { ...said, message: sayBack(wording, said.message) };
}

/** The quote's figures in words, as buyerQuoteView writes them, in the wording's language. */
export function buyerQuoteIn(wording: OrdersWording, quote: BuyerQuoteView, validUntil: string): BuyerQuoteView {
  if (wording.language === "en") return quote;
  const say = (text: string) => sayBack(wording, text);
  const { goods, freight, insurance } = wording.messages;
  // "Goods €57,018.00 + freight €3,900.00 + insurance €201.69": each part's word and its amount in the language.
  const breakdown = quote.breakdown
    .split(" + ")
    .map((part) =>
      part
        .replace(/^Goods(?= )/, goods)
        .replace(/^freight(?= )/, freight)
        .replace(/^insurance(?= )/, insurance)
        .replace(/ (\S+)$/, (whole, amount: string) => ` ${amountIn(wording, amount, true) ?? amount}`),
    )
    .join(" + ");
  return {
    ...quote,
    status: say(quote.status),
    total: amountIn(wording, quote.total) ?? quote.total,
    breakdown,
    paymentTerms: say(quote.paymentTerms),
    schedule: say(quote.schedule),
    validUntil: dayOf(wording, validUntil),
    lineSupply: quote.lineSupply.map((item) => ({ line: say(item.line), supply: say(item.supply) })),
  };
}

/** A day ("2026-12-09") in the locale's long style, as the quote's validity reads. */
export function dayOf(wording: OrdersWording, day: string): string {
  return new Intl.DateTimeFormat(wording.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

export function sentQuoteIn(wording: OrdersWording, quote: SentQuoteView): SentQuoteView {
  if (wording.language === "en") return quote;
  const say = (text: string) => sayBack(wording, text);
  return {
    ...quote,
    status: say(quote.status),
    lines: quote.lines.map((line) => ({
      ...line,
      unitPrice: amountIn(wording, line.unitPrice) ?? line.unitPrice,
      lineTotal: amountIn(wording, line.lineTotal) ?? line.lineTotal,
    })),
    amounts: quote.amounts.map((amount) => ({ ...amount, label: say(amount.label), value: amountIn(wording, amount.value) ?? amount.value })),
    total: amountIn(wording, quote.total) ?? quote.total,
    paymentTerms: say(quote.paymentTerms),
    schedule: say(quote.schedule),
    validUntil: say(quote.validUntil),
  };
}

export function nextStepsIn(wording: OrdersWording, steps: NextStepsView): NextStepsView {
  if (wording.language === "en") return steps;
  const say = (text: string) => sayBack(wording, text);
  return {
    ...steps,
    heading: say(steps.heading),
    amount: amountIn(wording, steps.amount) ?? steps.amount,
    payNow: say(steps.payNow),
    bank: steps.bank && steps.bank.map(([label, value]) => [say(label), value]),
    bankChanged: steps.bankChanged && say(steps.bankChanged),
    bankWarning: steps.bankWarning && say(steps.bankWarning),
    later: steps.later.map(say),
  };
}

export function progressIn(wording: OrdersWording, progress: OrderProgressView): OrderProgressView {
  if (wording.language === "en") return progress;
  const say = (text: string) => sayBack(wording, text);
  return {
    ...progress,
    status: say(progress.status),
    steps: progress.steps.map((step) => ({ ...step, title: say(step.title), facts: step.facts.map(say) })),
    documents: progress.documents.map((document) => ({ ...document, label: say(document.label) })),
  };
}

/**
 * An inquiry's summary in the wording's language: its status and day, its lines' counts and
 * amounts, its containers and its price rows, read back from the English the stored deal's
 * readers write (stored-deal.ts, deal-text.ts) and worded again from the deal's catalogue.
 */
export function inquirySummaryIn(wording: OrdersWording, inquiry: InquirySummaryView): InquirySummaryView {
  if (wording.language === "en") return inquiry;
  const words = dealWording(wording.language);
  const { onRequest, priceOnRequest } = wording.messages;
  const amount = (text: string) => amountIn(wording, text) ?? text;
  const date = new Intl.DateTimeFormat(wording.locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(inquiry.createdAt));
  return {
    ...inquiry,
    status: sayBack(wording, inquiry.status),
    date,
    lines: inquiry.lines.map((line) => ({
      ...line,
      quantity: piecesIn(words, line.quantity),
      unitPrice: line.unitPrice && line.unitPrice.replace(/^× (.+)$/, (whole, price: string) => `× ${amount(price)}`),
      lineTotal: line.lineTotal === "On request" ? onRequest : amount(line.lineTotal),
    })),
    containers: inquiry.containers && words.storedFreightNote(inquiry.containers),
    priceRows: inquiry.priceRows.map(([label, value]) => priceRowIn(words, label, value, amount)),
    total: inquiry.total === "Price on request" ? priceOnRequest : amount(inquiry.total),
  };
}

/** "1,120 pcs" (formatPieces) in the language. */
function piecesIn(words: DealWording, text: string): string {
  const count = /^([\d,]+) pcs$/.exec(text);
  return count ? words.pieces(Number(count[1]!.replace(/,/g, ""))) : text;
}

/** One of storedDealRows' rows, label and value, in the language. */
function priceRowIn(words: DealWording, label: string, value: string, amount: (text: string) => string): [string, string] {
  // The figure first, then its note in brackets: "€3,900.00 (1 × 40ft container to Lagos Apapa at €3,900.00 each)".
  const noted = /^(.+?) \((.+)\)$/.exec(value);
  const figure = noted && amount(noted[1]!) !== noted[1] ? { value: amount(noted[1]!), note: noted[2]! } : null;
  switch (label) {
    case "Goods": {
      const goods = /^(.+) for ([\d,]+) pcs$/.exec(value);
      return [words.rows.goods, goods ? words.rows.goodsFor(amount(goods[1]!), Number(goods[2]!.replace(/,/g, ""))) : amount(value)];
    }
    case "Shipping":
    case "Sea freight": {
      const name = label === "Shipping" ? words.rows.shipping : words.seaFreight;
      if (figure) return [name, `${figure.value} (${words.storedFreightNote(figure.note, amount)})`];
      return [name, amount(value) === value ? words.storedFreightNote(value, amount) : amount(value)];
    }
    case "Insurance": {
      const basis = figure && /^([\d.]+)% of 110% of the CIF value$/.exec(figure.note);
      if (figure && basis) return [words.rows.insurance, `${figure.value} (${words.insuranceNote(Math.round(Number(basis[1]) * 100))})`];
      return [words.rows.insurance, amount(value)];
    }
    case "Duties and delivery":
      return [words.rows.dutiesAndDelivery, value === DUTIES_QUOTED_BY_SELLER ? words.dutiesQuotedBySeller : value];
    default:
      return [label, value];
  }
}
