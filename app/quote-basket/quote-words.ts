// What /quote prints beside its numbers, worded by its loader (decision 240): the shipping rows,
// the tier's note under the subtotal, the cheaper-load hints' sentences and their buttons, and the
// lines' unit prices and totals, the subtotal and the total themselves. Sent as
// text, so the page's script carries none of the wording; null for an empty basket. Amounts in the
// buyer's display currency at `rate` (decision 298), each converted as convertedDeal converts it,
// and written as the page's language writes them, isolated left to right in Arabic (decision 317).
import { hintOrders, hintTexts, shippingBreakdown, type HintTexts, type ShippingBreakdown } from "~/buy-now/breakdown-rows";
import type { DealWording } from "~/buy-now/deal-wording.server";
import { shownDeal, type DealHints } from "~/domain/deal";
import type { ShowMoney } from "~/domain/deal-text";
import type { ExchangeRate } from "~/domain/exchange-rate";
import { convertedDeal, convertedMoney } from "~/domain/shown-money";
import { say, type BasketWording } from "./basket-wording";
import { basketTierNote } from "./plan-text";
import type { QuotePage } from "./quote.server";

export interface QuoteWords {
  breakdown: ShippingBreakdown;
  tierNote: string;
  hints: HintTexts;
  /** Each hint's button: "Order 1,120 pcs", the line's quantity the hint sets; null without the hint. */
  orders: HintTexts;
  figures: QuoteFigures;
}

/** The load's own amounts, as convertedDeal adds them up in the display currency. */
export interface QuoteFigures {
  /** Each line's unit price in a sentence ("€418.00 per tyre") and its total, in the basket's order. */
  lines: Array<{ price: string; total: string }>;
  goods: string;
  total: string;
}

/** `words` and `wording`: the page's language's deal and basket wording (English on an English page). */
export function quoteWords(
  quote: Pick<QuotePage, "deal" | "lines">,
  hints: DealHints,
  rate: ExchangeRate | null,
  words: DealWording,
  wording: BasketWording,
): QuoteWords | null {
  const { deal } = quote;
  if (!deal) return null;
  const removeFrom = hints.removeToSave ? quote.lines[hints.removeToSave.lineIndex] : undefined;
  const show: ShowMoney = (amount) => words.figure(convertedMoney(amount, rate));
  const shown = convertedDeal(deal, rate);
  return {
    breakdown: shippingBreakdown(shownDeal(deal), show, words),
    tierNote: basketTierNote(deal, wording, show),
    hints: hintTexts(hints, removeFrom?.size, show, words),
    orders: hintOrders(hints, removeFrom?.quantity, words.orderPieces),
    figures: {
      lines: shown.lines.map((line) => ({ price: say(wording, "perTyre", { price: words.figure(line.unitPrice) }), total: words.figure(line.lineTotal) })),
      goods: words.figure(shown.goods),
      total: words.figure(shown.total),
    },
  };
}
