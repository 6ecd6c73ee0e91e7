// What /quote prints beside its numbers, worded by its loader (decision 240): the shipping rows,
// the tier's note under the subtotal and the cheaper-load hints' sentences. Sent as text, so the
// page's script carries none of the wording; null for an empty basket.
import { hintTexts, shippingBreakdown, type HintTexts, type ShippingBreakdown } from "~/buy-now/breakdown-rows";
import { shownDeal, type DealHints } from "~/domain/deal";
import { basketTierNote } from "./plan-text";
import type { QuotePage } from "./quote.server";

export interface QuoteWords {
  breakdown: ShippingBreakdown;
  tierNote: string;
  hints: HintTexts;
}

export function quoteWords(quote: Pick<QuotePage, "deal" | "lines">, hints: DealHints): QuoteWords | null {
  const { deal } = quote;
  if (!deal) return null;
  const removeFrom = hints.removeToSave ? quote.lines[hints.removeToSave.lineIndex] : undefined;
  return { breakdown: shippingBreakdown(shownDeal(deal)), tierNote: basketTierNote(deal), hints: hintTexts(hints, removeFrom?.size) };
}
