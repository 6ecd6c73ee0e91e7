// Bulk-order pricing (spec §9): unit price by quantity band, container shipping, totals in minor units.
import { addMoney, money, multiplyMoney, type Money } from "./money";

/** spec §9: "Minimum order: 50 pieces." */
export const MINIMUM_ORDER_QUANTITY = 50;
/** An inquiry or quote opened without a quantity asks for the minimum order. */
export const DEFAULT_ORDER_QUANTITY = MINIMUM_ORDER_QUANTITY;
/**
 * Not in the spec: a sanity ceiling (about 360 40ft containers) so every total stays an exact
 * integer far below Number.MAX_SAFE_INTEGER even at high unit prices.
 */
export const MAXIMUM_ORDER_QUANTITY = 100_000;
/** spec §4: the 20ft shortcut button sets 160 and the 40ft one sets 280. */
export const TWENTY_FOOT_QUANTITY = 160;
export const FORTY_FOOT_QUANTITY = 280;

// spec §9, in minor units of the offer's currency (20.00 → 2000).
const TRIAL_SURCHARGE_MINOR = 2000;
const TWENTY_FOOT_SURCHARGE_MINOR = 1000;
const TWENTY_FOOT_SHIPPING_MINOR = 120000;
const FORTY_FOOT_SHIPPING_MINOR = 200000;

export type PriceTier = "trial" | "20ft" | "40ft";
export type ContainerSize = "20ft" | "40ft";

export interface BulkQuote {
  quantity: number;
  unitPrice: Money;
  surchargePerUnit: Money;
  tier: PriceTier;
  subtotal: Money;
  shipping: Money;
  total: Money;
  container: ContainerSize;
  capacityText: "150-160 pcs" | "270-280 pcs";
  /** 20ft or 40ft containers needed: one up to 280 pieces, then one more per 280 (spec §9 shipping). */
  containerCount: number;
}

/**
 * spec §4/§5: the quantity field is an integer of at least 50; non-numeric or empty input
 * becomes 50 and lower values are raised to 50. Fractions are floored (typing 120.7 never
 * quotes a piece the buyer did not ask for); a floored value below 50 is then raised to 50.
 * Values above MAXIMUM_ORDER_QUANTITY are lowered to it.
 */
export function clampQuantity(input: unknown): number {
  const value = typeof input === "number" ? input : typeof input === "string" && input.trim() !== "" ? Number(input.trim()) : NaN;
  if (!Number.isFinite(value)) return MINIMUM_ORDER_QUANTITY;
  return Math.min(MAXIMUM_ORDER_QUANTITY, Math.max(MINIMUM_ORDER_QUANTITY, Math.floor(value)));
}

/** spec §9: exactly 50 pays the trial surcharge, 51-160 the 20ft surcharge, above 160 none. */
export function priceTier(quantity: number): PriceTier {
  if (quantity === MINIMUM_ORDER_QUANTITY) return "trial";
  return quantity <= TWENTY_FOOT_QUANTITY ? "20ft" : "40ft";
}

/** spec §9: 1200 up to 160 pcs; 2000 for 161-280; beyond 280, 2000 more per started 280 pcs. */
export function shippingMinor(quantity: number): number {
  if (quantity <= TWENTY_FOOT_QUANTITY) return TWENTY_FOOT_SHIPPING_MINOR;
  if (quantity <= FORTY_FOOT_QUANTITY) return FORTY_FOOT_SHIPPING_MINOR;
  const extraContainers = Math.ceil((quantity - FORTY_FOOT_QUANTITY) / FORTY_FOOT_QUANTITY);
  return FORTY_FOOT_SHIPPING_MINOR + extraContainers * FORTY_FOOT_SHIPPING_MINOR;
}

/** spec §9: the surcharge a tyre pays on the offer price, by price tier, in minor units. */
export const SURCHARGE_MINOR: Readonly<Record<PriceTier, number>> = {
  trial: TRIAL_SURCHARGE_MINOR,
  "20ft": TWENTY_FOOT_SURCHARGE_MINOR,
  "40ft": 0,
};

/** spec §9 shipping rates: 1200 for a 20ft, 2000 for each 40ft, in minor units. */
export const SHIPPING_MINOR_PER_CONTAINER: Readonly<Record<ContainerSize, number>> = {
  "20ft": TWENTY_FOOT_SHIPPING_MINOR,
  "40ft": FORTY_FOOT_SHIPPING_MINOR,
};

/**
 * Quotes a bulk order at the offer price. Throws a RangeError for a quantity that is not a
 * whole number from 50 to MAXIMUM_ORDER_QUANTITY, or a negative price: callers pass user input through
 * clampQuantity first, so a bad value here is a programming error, not a user's.
 */
export function quoteBulkOrder(offerPrice: Money, quantity: number): BulkQuote {
  if (!Number.isInteger(quantity) || quantity < MINIMUM_ORDER_QUANTITY || quantity > MAXIMUM_ORDER_QUANTITY) {
    throw new RangeError(`quantity must be a whole number from ${MINIMUM_ORDER_QUANTITY} to ${MAXIMUM_ORDER_QUANTITY}, got ${quantity}`);
  }
  if (!Number.isSafeInteger(offerPrice.amountMinor) || offerPrice.amountMinor < 0) {
    throw new RangeError(`offer price must be a non-negative whole number of minor units, got ${offerPrice.amountMinor}`);
  }
  const { currency } = offerPrice;
  const tier = priceTier(quantity);
  const surchargePerUnit = money(SURCHARGE_MINOR[tier], currency);
  const unitPrice = addMoney(offerPrice, surchargePerUnit);
  const subtotal = multiplyMoney(unitPrice, quantity);
  const shipping = money(shippingMinor(quantity), currency);
  const container: ContainerSize = quantity <= TWENTY_FOOT_QUANTITY ? "20ft" : "40ft";
  return {
    quantity,
    unitPrice,
    surchargePerUnit,
    tier,
    subtotal,
    shipping,
    total: addMoney(subtotal, shipping),
    container,
    capacityText: container === "20ft" ? "150-160 pcs" : "270-280 pcs",
    containerCount: Math.ceil(quantity / FORTY_FOOT_QUANTITY),
  };
}
