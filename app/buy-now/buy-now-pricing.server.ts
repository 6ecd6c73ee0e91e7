// /buy-now's deal for one tyre, a quantity and the buyer's choice, priced with the same tables and
// rules /quote prices with (loadQuote), so one tyre's load costs the same on both (decision 209).
import { payablePrice, type Tyre } from "~/catalogue/tyre";
import type { FreightTable } from "~/domain/freight";
import { containerCapacity, type CapacityOverrides } from "~/domain/container-capacity";
import { dealHints, priceDeal, resolveShipping, shownDeal, type ShippingChoice } from "~/domain/deal";
import type { ShowMoney } from "~/domain/deal-text";
import type { ExchangeRate } from "~/domain/exchange-rate";
import type { CurrencyCode, Money } from "~/domain/money";
import { convertDealAmounts, convertedMoney } from "~/domain/shown-money";
import { weightKgOf } from "~/domain/tyre-weight";
import { choiceFields } from "~/freight/choice-fields";
import type { BuyNowAmounts, BuyNowPagePricing, BuyNowPricing, BuyNowShownDeal, ShownHint } from "./buy-now-pricing";
import type { PriceTier } from "~/domain/pricing";
import { hintOrders, hintTexts, shippingBreakdown } from "./breakdown-rows";
import { dealWording, type DealWording } from "./deal-wording.server";

/**
 * The unit price, subtotal and total as the page writes them: in the catalogue's currency, or at
 * the display rate with the goods from the converted unit price and the total the sum of the
 * converted parts, so the breakdown adds up in the buyer's currency too (decision 285). `show`
 * writes the surcharge inside the tier's note.
 */
function amountsOf(
  deal: { pieces: number; tier: PriceTier; surchargePerUnit: Money; goods: Money; freight: Money | null; insurance: Money | null; total: Money },
  unitPrice: Money,
  rate: ExchangeRate | null,
  words: DealWording,
  show: ShowMoney,
): BuyNowAmounts {
  const note = words.tierNote(deal, show);
  const pieces = words.pieces(deal.pieces);
  if (!rate) return { unitPrice: words.figure(unitPrice), tierNote: note, pieces, goods: words.figure(deal.goods), total: words.figure(deal.total) };
  const converted = convertDealAmounts({ unitPrice, pieces: deal.pieces, freight: deal.freight, insurance: deal.insurance }, rate);
  // A display currency may be any the seller keeps a rate for (decision 285), with its own decimals.
  const figure = (amountMinor: number) => words.figure({ amountMinor, currency: rate.to.code as CurrencyCode, minorUnits: rate.to.minorUnits });
  return { unitPrice: figure(converted.unitMinor), tierNote: note, pieces, goods: figure(converted.goodsMinor), total: figure(converted.totalMinor) };
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
  // Every amount on the page, in its figures and inside its notes and hints, as the page's language
  // writes it, on the server: a new quantity reloads them as text (decisions 214, 317).
  const show: ShowMoney = (amount) => words.figure(convertedMoney(amount, rate));
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
    hintTexts: hints && hintTexts(hints, undefined, show, words),
    hintOrders: deal && hints && hintOrders(hints, deal.pieces, words.orderPieces),
    breakdown: shown && shippingBreakdown(shown, show, { ...words, freightNote: (deal) => words.freightNote(deal, show) }),
    amounts: deal && amountsOf(deal, deal.lines[0]!.unitPrice, rate, words, show),
    fields: choiceFields(choice),
  };
}

/**
 * The part of `pricing` the page's browser code reads (decision 328): the deal's words and figures
 * as written, its container and its hints, each hint with the quantity its button orders.
 */
export function pagePricing({ counts, capacityWords, deal, hints, hintTexts, hintOrders, breakdown, amounts, fields }: BuyNowPricing): BuyNowPagePricing {
  if (!deal || !amounts || !breakdown) return { counts, capacityWords, deal: null, fields };
  const shown: BuyNowShownDeal = { amounts, breakdown, container: deal.plan.container };
  const removeToSave: ShownHint | null | undefined = hints?.removeToSave && {
    text: hintTexts?.removeToSave ?? "",
    order: hintOrders?.removeToSave ?? "",
    quantity: deal.pieces - hints.removeToSave.pieces,
  };
  const moreCostsLess: ShownHint | null | undefined = hints?.moreCostsLess && {
    text: hintTexts?.moreCostsLess ?? "",
    order: hintOrders?.moreCostsLess ?? "",
    quantity: hints.moreCostsLess.quantity,
  };
  if (removeToSave) shown.removeToSave = removeToSave;
  if (moreCostsLess) shown.moreCostsLess = moreCostsLess;
  return { counts, capacityWords, deal: shown, fields };
}
