// The breakdown of one tyre's load a buyer checks before asking for a proforma: unit price,
// quantity, goods, the shipping the terms include, container and total (spec §9, decision 210).
import { formatPieces, tierNote } from "../buy-now/quote-text";
import type { ShownDeal } from "../domain/deal";
import type { Money } from "../domain/money";
import { formatMoney } from "../domain/money";
import type { ShippingBreakdown } from "../buy-now/breakdown-rows";
import { BreakdownRows } from "./deal-shipping-rows";
import { QuoteRow, QuoteTotal } from "./quote-row";

/** `unitPrice`: the one tyre's price at the deal's tier; `breakdown`: the shipping rows as the loader worded them. */
export function BulkQuote({
  deal,
  unitPrice,
  capacityNote,
  breakdown,
}: {
  deal: ShownDeal;
  unitPrice: Money;
  capacityNote: string;
  breakdown: ShippingBreakdown;
}) {
  return (
    <dl className="divide-y divide-gray-200">
      {breakdown.terms && <QuoteRow {...breakdown.terms} />}
      <QuoteRow name="unit-price" term="Unit price" note={tierNote(deal)} value={formatMoney(unitPrice)} />
      <QuoteRow name="quantity" term="Quantity" value={formatPieces(deal.pieces)} />
      <QuoteRow name="subtotal" term="Subtotal" value={formatMoney(deal.goods)} />
      <BreakdownRows rows={breakdown.shipping} />
      <QuoteRow name="container" term="Container" note={capacityNote} value={deal.plan.container} />
      <QuoteTotal total={formatMoney(deal.total)} />
    </dl>
  );
}
