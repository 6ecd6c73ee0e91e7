// The breakdown of one tyre's load a buyer checks before asking for a proforma: unit price,
// quantity, goods, the shipping the terms include, container and total (spec §9, decision 210).
import { DEAL_EN } from "~/i18n/messages/deal.en";
import type { BuyNowShownDeal } from "../buy-now/buy-now-pricing";
import { BreakdownRows } from "./deal-shipping-rows";
import { QuoteRow, QuoteTotal } from "./quote-row";
import { useOptionalPageMessages, usePageMessages } from "~/i18n/page-messages";

/** `deal`: the unit price at the deal's tier, subtotal, total and shipping rows, as the loader wrote them (decision 285). */
export function BulkQuote({ deal, capacityNote }: { deal: BuyNowShownDeal; capacityNote: string }) {
  const { amounts, breakdown } = deal;
  const words = usePageMessages("buyNow");
  const { total } = useOptionalPageMessages("deal") ?? DEAL_EN;
  return (
    <dl className="divide-y divide-gray-200">
      {breakdown.terms && <QuoteRow {...breakdown.terms} />}
      <QuoteRow name="unit-price" term={words.unitPrice} note={amounts.tierNote} value={amounts.unitPrice} />
      <QuoteRow name="quantity" term={words.quantity} value={amounts.pieces} />
      <QuoteRow name="subtotal" term={words.subtotal} value={amounts.goods} />
      <BreakdownRows rows={breakdown.shipping} />
      <QuoteRow name="container" term={words.container} note={capacityNote} value={deal.container} />
      <QuoteTotal total={amounts.total} label={total} />
    </dl>
  );
}
