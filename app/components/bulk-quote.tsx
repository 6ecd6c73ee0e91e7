// The breakdown of one tyre's load a buyer checks before asking for a proforma: unit price,
// quantity, goods, the shipping the terms include, container and total (spec §9, decision 210).
import { formatPieces, tierNote } from "../buy-now/quote-text";
import type { Deal } from "../domain/deal";
import { formatMoney } from "../domain/money";
import { DealShippingRows, DealTermsRow } from "./deal-shipping-rows";
import { QuoteRow, QuoteTotal } from "./quote-row";

export function BulkQuote({ deal, capacityNote }: { deal: Deal; capacityNote: string }) {
  const line = deal.lines[0]!;
  return (
    <dl className="divide-y divide-gray-200">
      <DealTermsRow deal={deal} />
      <QuoteRow name="unit-price" term="Unit price" note={tierNote(deal)} value={formatMoney(line.unitPrice)} />
      <QuoteRow name="quantity" term="Quantity" value={formatPieces(deal.pieces)} />
      <QuoteRow name="subtotal" term="Subtotal" value={formatMoney(deal.goods)} />
      <DealShippingRows deal={deal} />
      <QuoteRow name="container" term="Container" note={capacityNote} value={deal.plan.container} />
      <QuoteTotal total={formatMoney(deal.total)} />
    </dl>
  );
}
