// The rows of a priced load that follow from its shipping terms, the same on /buy-now and /quote
// (decision 210): the sea freight (an estimate when no term is chosen, the buyer's own under FOB),
// the marine insurance under CIF and DDP, and DDP's duties left to the seller.
import { shippingNote } from "../buy-now/quote-text";
import type { ShownDeal } from "../domain/deal";
import { buyerFreightText, DUTIES_QUOTED_BY_SELLER, freightNote, insuranceNote, termsText } from "../domain/deal-text";
import { formatMoney } from "../domain/money";
import { QuoteRow } from "./quote-row";

export function DealTermsRow({ deal }: { deal: ShownDeal }) {
  if (deal.shipping.term === null) return null;
  return <QuoteRow name="terms" term="Shipping terms" value={termsText(deal.shipping)} wrap />;
}

export function DealShippingRows({ deal }: { deal: ShownDeal }) {
  const { shipping } = deal;
  return (
    <>
      {shipping.term === null ? (
        // spec §9's own shipping, at the default rate: an estimate until the buyer names a place.
        <QuoteRow name="shipping" term="Shipping (estimate)" note={shippingNote(deal.plan)} value={deal.freight ? formatMoney(deal.freight) : ""} />
      ) : deal.freight === null ? (
        <QuoteRow name="shipping" term="Sea freight" note={buyerFreightText(shipping)} value="" />
      ) : (
        <QuoteRow name="shipping" term="Sea freight" note={freightNote(deal)} value={formatMoney(deal.freight)} />
      )}
      {deal.insurance && shipping.insuranceBasisPoints !== null && (
        <QuoteRow name="insurance" term="Marine insurance" note={insuranceNote(shipping.insuranceBasisPoints)} value={formatMoney(deal.insurance)} />
      )}
      {shipping.dutiesQuotedBySeller && <QuoteRow name="duties" term={DUTIES_QUOTED_BY_SELLER} value="" />}
    </>
  );
}
