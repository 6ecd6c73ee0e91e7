// What /quote prints beside its numbers, worded by its loader (decision 240): the shipping rows,
// the tier's note under the subtotal and the cheaper-load hints' sentences. Sent as text, so the
// page's script carries none of the wording; null for an empty basket. Amounts in the buyer's
// display currency at `rate` (decision 298), each converted as convertedDeal converts it.
import { hintTexts, shippingBreakdown, type HintTexts, type ShippingBreakdown } from "~/buy-now/breakdown-rows";
import { shownDeal, type DealHints } from "~/domain/deal";
import type { ExchangeRate } from "~/domain/exchange-rate";
import { convertedMoney, showMoney } from "~/domain/shown-money";
import { ENGLISH_BASKET, type BasketWording } from "./basket-wording";
import { basketTierNote } from "./plan-text";
import type { QuotePage } from "./quote.server";

export interface QuoteWords {
  breakdown: ShippingBreakdown;
  tierNote: string;
  hints: HintTexts;
}

export function quoteWords(
  quote: Pick<QuotePage, "deal" | "lines">,
  hints: DealHints,
  rate: ExchangeRate | null = null,
  wording: BasketWording = ENGLISH_BASKET,
): QuoteWords | null {
  const { deal } = quote;
  if (!deal) return null;
  const removeFrom = hints.removeToSave ? quote.lines[hints.removeToSave.lineIndex] : undefined;
  const show = (amount: Parameters<typeof showMoney>[0]) => showMoney(amount, rate);
  return {
    breakdown: shippingBreakdown(shownDeal(deal), show),
    tierNote: basketTierNote({ tier: deal.tier, surchargePerUnit: convertedMoney(deal.surchargePerUnit, rate) }, wording),
    hints: hintTexts(hints, removeFrom?.size, show),
  };
}
