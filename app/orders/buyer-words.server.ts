// My inquiries and the order pages in the page's language (decision 294). The readers of a quote
// and an order (quotes/, orders/) write English, shared with the e-mails and PDFs; the loaders read
// each text they print back through the orders catalogue, whose English half holds those texts word
// for word (i18n/source-text.ts), and write the days again in the page's locale.
import type { FormFailure } from "~/forms/form-result";
import { ORDERS_CATALOGUE } from "~/i18n/catalogues.server";
import { LOCALES, type Language } from "~/i18n/languages";
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
}

export function ordersWording(language: Language): OrdersWording {
  return { language, messages: ORDERS_CATALOGUE[language], locale: LOCALES[language] };
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
  const argument = (value: string): string => dayIn(wording, value) ?? sayBack(wording, value);
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
  // "Goods €57,018.00 + freight €3,900.00 + insurance €201.69": each part's word, its amount as it is.
  const breakdown = quote.breakdown
    .split(" + ")
    .map((part) =>
      part
        .replace(/^Goods(?= )/, goods)
        .replace(/^freight(?= )/, freight)
        .replace(/^insurance(?= )/, insurance),
    )
    .join(" + ");
  return {
    ...quote,
    status: say(quote.status),
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
    amounts: quote.amounts.map((amount) => ({ ...amount, label: say(amount.label) })),
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

/** An inquiry's status and day in the wording's language (the rest of its summary is its component's). */
export function inquirySummaryIn(wording: OrdersWording, inquiry: InquirySummaryView): InquirySummaryView {
  if (wording.language === "en") return inquiry;
  const date = new Intl.DateTimeFormat(wording.locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(inquiry.createdAt));
  return { ...inquiry, status: sayBack(wording, inquiry.status), date };
}
