// /buy-now's deal for one tyre, a quantity and the buyer's choice, priced with the same tables and
// rules /quote prices with (loadQuote), so one tyre's load costs the same on both (decision 209).
import { payablePrice, type Tyre } from "~/catalogue/tyre";
import type { FreightTable } from "~/domain/freight";
import { containerCapacity, type CapacityOverrides } from "~/domain/container-capacity";
import { dealHints, priceDeal, resolveShipping, shownDeal, type ShippingChoice } from "~/domain/deal";
import type { ShowMoney } from "~/domain/deal-text";
import type { ExchangeRate } from "~/domain/exchange-rate";
import { formatMoney, type Money } from "~/domain/money";
import { convertDealAmounts, convertedMoney, formatMinorUnits, showMoney } from "~/domain/shown-money";
import { weightKgOf } from "~/domain/tyre-weight";
import { choiceFields } from "~/freight/choice-fields";
import type { BuyNowAmounts, BuyNowPricing } from "./buy-now-pricing";
import type { PriceTier } from "~/domain/pricing";
import { hintTexts, shippingBreakdown } from "./breakdown-rows";
import { dealWording, type DealWording } from "./deal-wording.server";

/**
 * The unit price, subtotal and total as the page writes them: in the catalogue's currency, or at
 * the display rate with the goods from the converted unit price and the total the sum of the
 * converted parts, so the breakdown adds up in the buyer's currency too (decision 285).
 */
function amountsOf(
  deal: { pieces: number; tier: PriceTier; surchargePerUnit: Money; goods: Money; freight: Money | null; insurance: Money | null; total: Money },
  unitPrice: Money,
  rate: ExchangeRate | null,
  words: DealWording,
): BuyNowAmounts {
  // Inside a sentence an amount is written as the page's language writes it (decision 310).
  const note = words.tierNote(deal, (amount) => words.money(convertedMoney(amount, rate)));
  const pieces = words.pieces(deal.pieces);
  if (!rate) return { unitPrice: formatMoney(unitPrice), tierNote: note, pieces, goods: formatMoney(deal.goods), total: formatMoney(deal.total) };
  const converted = convertDealAmounts({ unitPrice, pieces: deal.pieces, freight: deal.freight, insurance: deal.insurance }, rate);
  const show = (minor: number) => formatMinorUnits(minor, rate.to);
  return { unitPrice: show(converted.unitMinor), tierNote: note, pieces, goods: show(converted.goodsMinor), total: show(converted.totalMinor) };
}

/**
 * `tables`: the seller's counts by size and freight table, read by the route (kept per revision);
 * `rate`: the display currency's; `words`: the page's language's (English unless told).
 */
export function priceBuyNow(
  tyre: Tyre,
  quantity: number,
  choice: ShippingChoice,
  { overrides, table }: { overrides: CapacityOverrides; table: FreightTable },
  rate: ExchangeRate | null = null,
  words: DealWording = dealWording("en"),
): BuyNowPricing {
  const show: ShowMoney = (amount) => showMoney(amount, rate);
  // The breakdown's figures keep the calculator's format; the amounts inside its notes and hints are the language's (decision 310).
  const said: ShowMoney = (amount) => words.money(convertedMoney(amount, rate));
  const capacity = containerCapacity(tyre.size.normalized, overrides);
  const price = payablePrice(tyre);
  const line = price && { size: tyre.size.normalized, quantity, weightKg: weightKgOf(tyre.specifications.weight), offerPrice: price };
  const deal = line ? priceDeal([line], resolveShipping(choice, table), overrides) : null;
  const shown = deal && shownDeal(deal);
  const hints = deal && dealHints(deal, overrides);
  const counts = { "20ft": capacity["20ft"], "40ft": capacity["40ft"] };
  return {
    counts,
    capacityWords: {
      hint: words.capacityHintParts(tyre.size.normalized, counts),
      note: shown ? words.capacityNote(tyre.size.normalized, counts, shown.plan.container) : "",
    },
    deal: shown,
    unitPrice: deal && deal.lines[0]!.unitPrice,
    hints,
    hintTexts: hints && hintTexts(hints, undefined, said, words),
    breakdown: shown && shippingBreakdown(shown, show, { ...words, freightNote: (deal) => words.freightNote(deal, said) }),
    amounts: deal && amountsOf(deal, deal.lines[0]!.unitPrice, rate, words),
    fields: choiceFields(choice),
  };
}
