// The e-mail a buyer gets when the seller records a step and ticks "E-mail the buyer" (decision 271):
// the step in the buyer's words with its facts, and where to follow the order. Typed values are
// escaped in the HTML part.
import type { CurrencyCode } from "../domain/money";
import { BUYER_STEP_WORDS, type OrderStep } from "../domain/order-timeline";
import { escapeHtml } from "../mail/escape-html";
import { SHOP_INFO } from "../shop/shop-info";
import { buyerOrderPath } from "../quotes/buyer-quote";
import type { RenderedMail } from "../quotes/quote-email";
import { stepFacts } from "./order-view";

export interface OrderStepMailInput {
  buyerName: string;
  inquiryId: number;
  number: string;
  step: OrderStep;
  currency: CurrencyCode;
  publicUrl: string;
}

export function orderStepMail(input: OrderStepMailInput): RenderedMail {
  const words = BUYER_STEP_WORDS[input.step.kind];
  const follow = new URL(buyerOrderPath(input.inquiryId), input.publicUrl).href;
  const lines = [
    `Dear ${input.buyerName},`,
    `Your order ${input.number} (inquiry #${input.inquiryId}): ${words} on ${input.step.on}.`,
    ...(stepFacts(input.step, input.currency).length > 0 ? [stepFacts(input.step, input.currency).join("\n")] : []),
    `Follow the order and download its documents: ${follow}`,
    `Kind regards,\n${SHOP_INFO.name}\n${SHOP_INFO.phone}`,
  ];
  return {
    subject: `Your order ${input.number}: ${words}`,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n"),
  };
}
