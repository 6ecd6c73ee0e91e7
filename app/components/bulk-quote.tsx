// The breakdown of one tyre's load a buyer checks before asking for a proforma: unit price,
// quantity, goods, the shipping the terms include, container and total (spec §9, decision 210).
import type { BuyNowAmounts } from "../buy-now/buy-now-pricing";
import { formatPieces } from "../buy-now/quote-text";
import type { ShownDeal } from "../domain/deal";
import type { ShippingBreakdown } from "../buy-now/breakdown-rows";
import { BreakdownRows } from "./deal-shipping-rows";
import { QuoteRow, QuoteTotal } from "./quote-row";

/** `amounts`: the unit price at the deal's tier, subtotal and total, and `breakdown` the shipping rows, as the loader wrote them (decision 285). */
export function BulkQuote({
  deal,
  amounts,
  capacityNote,
  breakdown,
}: {
  deal: ShownDeal;
  amounts: BuyNowAmounts;
  capacityNote: string;
  breakdown: ShippingBreakdown;
}) {
  return (
    <dl className="divide-y divide-gray-200">
      {breakdown.terms && <QuoteRow {...breakdown.terms} />}
      <QuoteRow name="unit-price" term="Unit price" note={amounts.tierNote} value={amounts.unitPrice} />
      <QuoteRow name="quantity" term="Quantity" value={formatPieces(deal.pieces)} />
      <QuoteRow name="subtotal" term="Subtotal" value={amounts.goods} />
      <BreakdownRows rows={breakdown.shipping} />
      <QuoteRow name="container" term="Container" note={capacityNote} value={deal.plan.container} />
      <QuoteTotal total={amounts.total} />
    </dl>
  );
}
