// The e-mail a buyer gets when the seller records a step and ticks "E-mail the buyer" (decision 271):
// the step in the buyer's words with its facts, and where to follow the order, in the language of
// the inquiry (the days written out in it; English keeps the timeline's own "2026-12-03"). Typed
// values are escaped in the HTML part.
import { moneyIn } from "../domain/currency-minor-units";
import type { CurrencyCode } from "../domain/money";
import type { OrderStep, OrderStepKind } from "../domain/order-timeline";
import { escapeHtml } from "../mail/escape-html";
import { mailWords, type MailKey, type MailWords } from "../mail/mail-words";
import { pathInLanguage } from "../i18n/languages";
import { SHOP_INFO } from "../shop/shop-info";
import { buyerOrderPath } from "../quotes/buyer-quote";
import type { RenderedMail } from "../quotes/quote-email";

export interface OrderStepMailInput {
  buyerName: string;
  inquiryId: number;
  number: string;
  step: OrderStep;
  currency: CurrencyCode;
  publicUrl: string;
  /** The inquiry's language (en, fr, es, pt, ar); English when not given. */
  language?: string;
}

/** BUYER_STEP_WORDS (order-timeline.ts) in the buyer's language. */
const STEP_WORDS: Record<OrderStepKind, MailKey> = {
  "deposit-received": "stepDepositReceived",
  "in-production": "stepInProduction",
  loaded: "stepLoaded",
  shipped: "stepShipped",
  "balance-received": "stepBalanceReceived",
  delivered: "stepDelivered",
};

/** A step's facts (order-view.ts stepFacts) in the buyer's language. */
function factsIn(words: MailWords, step: OrderStep, currency: CurrencyCode, day: (isoDay: string) => string): string[] {
  switch (step.kind) {
    case "deposit-received":
    case "balance-received":
      return [words.t("factAmountReceived", { amount: words.money(moneyIn(step.amountMinor, currency)) })];
    case "loaded":
      return step.containers.map((container) => words.t("factContainer", { number: container.number, seal: container.seal }));
    case "shipped":
      return [
        words.t("factBillOfLading", { number: step.billOfLading }),
        words.t("factVessel", { vessel: step.vessel, voyage: step.voyage }),
        words.t("factDates", { etd: day(step.etd), eta: day(step.eta) }),
      ];
    default:
      return [];
  }
}

export function orderStepMail(input: OrderStepMailInput): RenderedMail {
  const words = mailWords(input.language);
  const day = (isoDay: string) => (words.language === "en" ? isoDay : words.day(isoDay));
  const step = words.t(STEP_WORDS[input.step.kind]);
  const follow = new URL(pathInLanguage(words.language, buyerOrderPath(input.inquiryId)), input.publicUrl).href;
  const facts = factsIn(words, input.step, input.currency, day);
  const lines = [
    words.t("greeting", { name: input.buyerName }),
    words.t("stepIntro", { number: input.number, id: input.inquiryId, step, date: day(input.step.on) }),
    ...(facts.length > 0 ? [facts.join("\n")] : []),
    words.t("stepFollow", { link: follow }),
    `${words.t("kindRegards")}\n${SHOP_INFO.name}\n${SHOP_INFO.phone}`,
  ];
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n");
  return {
    subject: words.t("stepSubject", { number: input.number, step }),
    text: lines.join("\n\n"),
    html: words.language === "en" ? paragraphs : `<div lang="${words.language}" dir="${words.direction}">\n${paragraphs}\n</div>`,
  };
}
