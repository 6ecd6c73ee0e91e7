// The quote basket's prices: each line at its offer price plus the spec's surcharge,
// decided by the whole load (exactly 50 pieces in all: trial; a load that fits one 20ft: the 20ft
// surcharge; larger: the offer price), and shipping for the containers the planner chose.
// For one line of 295/80R22.5 this is exactly what /buy-now quotes (spec §9).
import type { CapacityOverrides } from "./container-capacity";
import { planLoad, type LoadPlan } from "./container-plan";
import { addMoney, money, multiplyMoney, type CurrencyCode, type Money } from "./money";
import { MINIMUM_ORDER_QUANTITY, SHIPPING_MINOR_PER_CONTAINER, SURCHARGE_MINOR, type PriceTier } from "./pricing";

export interface BasketLine {
  size: string;
  quantity: number;
  weightKg: number | null;
  offerPrice: Money;
}

export interface QuotedLine extends BasketLine {
  unitPrice: Money;
  lineTotal: Money;
}

export interface BasketQuote {
  currency: CurrencyCode;
  pieces: number;
  /** spec §9: "Minimum order: 50 pieces." A smaller basket is priced but cannot be sent. */
  belowMinimum: boolean;
  tier: PriceTier;
  surchargePerUnit: Money;
  lines: QuotedLine[];
  plan: LoadPlan;
  subtotal: Money;
  shipping: Money;
  total: Money;
}

/** The tier the whole load decides; a basket under the minimum is priced as the smallest order. */
export function basketTier(pieces: number, plan: LoadPlan): PriceTier {
  if (pieces <= MINIMUM_ORDER_QUANTITY) return "trial";
  return plan.container === "20ft" ? "20ft" : "40ft";
}

/**
 * Prices a basket. Throws a RangeError for lines in more than one currency, a quantity that is not
 * a whole number of at least 1, or a negative price: the basket refuses those when they are added,
 * so one here is a programming error, not a buyer's.
 */
export function quoteBasket(lines: readonly BasketLine[], overrides?: CapacityOverrides): BasketQuote | null {
  if (lines.length === 0) return null;
  const currency = lines[0]!.offerPrice.currency;
  for (const line of lines) {
    if (line.offerPrice.currency !== currency) throw new RangeError(`a basket holds one currency: ${currency} and ${line.offerPrice.currency}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`a line's quantity must be a whole number of at least 1, got ${line.quantity}`);
    if (!Number.isSafeInteger(line.offerPrice.amountMinor) || line.offerPrice.amountMinor < 0)
      throw new RangeError(`a price must be a non-negative whole number of minor units`);
  }
  const plan = planLoad(lines, overrides);
  const tier = basketTier(plan.pieces, plan);
  const surchargePerUnit = money(SURCHARGE_MINOR[tier], currency);
  const quoted = lines.map((line) => {
    const unitPrice = addMoney(line.offerPrice, surchargePerUnit);
    return { ...line, unitPrice, lineTotal: multiplyMoney(unitPrice, line.quantity) };
  });
  const subtotal = quoted.reduce((sum, line) => addMoney(sum, line.lineTotal), money(0, currency));
  const shipping = money(plan.containerCount * SHIPPING_MINOR_PER_CONTAINER[plan.container], currency);
  return {
    currency,
    pieces: plan.pieces,
    belowMinimum: plan.pieces < MINIMUM_ORDER_QUANTITY,
    tier,
    surchargePerUnit,
    lines: quoted,
    plan,
    subtotal,
    shipping,
    total: addMoney(subtotal, shipping),
  };
}
