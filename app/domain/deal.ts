// The one pricing engine (decision 207): a load of tyres priced for the buyer's shipping terms.
// Each line's unit price by the whole load's tier (spec §9 bands, with each size's own container
// counts), the containers the planner chose, the freight and insurance the Incoterm includes, and
// the totals. /buy-now, the inquiry dialog, /quote, the e-mails, the stored inquiry, the back office
// and the seller's quote defaults all read this; nothing else computes a price. For one line of the
// spec's reference size 295/80R22.5 without a chosen term, every number is spec §9's.
import type { CapacityOverrides, ContainerCapacity } from "./container-capacity";
import { containerCapacity } from "./container-capacity";
import { planLoadBy, type CapacityOf, type LoadPlan } from "./container-plan";
import { findPort, portForCountry, portLabel, insurancePremiumMinor, portRateMinor, type FreightPort, type FreightTable } from "./freight";
import { addMoney, money, multiplyMoney, subtractMoney, type CurrencyCode, type Money } from "./money";
import { MINIMUM_ORDER_QUANTITY, SURCHARGE_MINOR, type ContainerSize, type PriceTier } from "./pricing";

export { INCOTERMS, isIncoterm, type Incoterm } from "./incoterms";
import type { Incoterm } from "./incoterms";

/**
 * What the buyer chose. No term is the spec's own page: shipping at the default rate, labelled
 * an estimate. CIF names a destination port as typed (a listed port's code or name, or another
 * port); DDP a delivery address and its country (ISO alpha-2, null when not known).
 */
export type ShippingChoice = { term: null } | { term: "FOB" } | { term: "CIF"; port: string } | { term: "DDP"; address: string; country: string | null };

export const NO_SHIPPING_CHOICE: ShippingChoice = { term: null };

/** Sea freight per container, and where its rate comes from. */
export interface FreightRate {
  /** "listed": the seller's rate to this port; "default": the rate for a port the table does not list. */
  basis: "listed" | "default";
  rate20Minor: number;
  rate40Minor: number;
  /** A seeded example rate not yet confirmed by the seller. */
  example: boolean;
  transitDays: number | null;
}

/** The shipping terms as priced: what the term includes, resolved against the seller's table. */
export interface DealShipping {
  /** Null: nothing chosen, the spec's estimate. */
  term: Incoterm | null;
  /** The place the term names: the port of loading (FOB), the destination port (CIF), the delivery address (DDP); "" for the estimate. */
  place: string;
  /** The listed port the freight goes to; null for FOB, the estimate and an unlisted port. */
  port: FreightPort | null;
  /** DDP: the country the address is in, when known. */
  country: string | null;
  /** Null under FOB: the buyer arranges and pays the sea freight. */
  freight: FreightRate | null;
  /** Basis points of 110% of the CIF value, under CIF and DDP; null otherwise. */
  insuranceBasisPoints: number | null;
  /** DDP: import duties, taxes and inland delivery are not in the price; the seller quotes them. */
  dutiesQuotedBySeller: boolean;
  /** The port of loading, named under FOB ("Sea freight from Rotterdam ..."). */
  portOfLoading: string;
}

function defaultRate(table: FreightTable): FreightRate {
  const { defaultRate20Minor, defaultRate40Minor } = table.settings;
  return { basis: "default", rate20Minor: defaultRate20Minor, rate40Minor: defaultRate40Minor, example: false, transitDays: null };
}

function listedRate(port: FreightPort): FreightRate {
  return { basis: "listed", rate20Minor: port.rate20Minor, rate40Minor: port.rate40Minor, example: port.example, transitDays: port.transitDays };
}

/** The buyer's choice priced against the seller's freight table. */
export function resolveShipping(choice: ShippingChoice, table: FreightTable): DealShipping {
  const { portOfLoading, insuranceBasisPoints } = table.settings;
  const base = { port: null, country: null, dutiesQuotedBySeller: false, portOfLoading };
  switch (choice.term) {
    case null:
      return { ...base, term: null, place: "", freight: defaultRate(table), insuranceBasisPoints: null };
    case "FOB":
      return { ...base, term: "FOB", place: portOfLoading, freight: null, insuranceBasisPoints: null };
    case "CIF": {
      const port = findPort(table.ports, choice.port);
      return {
        ...base,
        term: "CIF",
        place: port ? portLabel(port) : choice.port.trim(),
        port,
        country: port?.country ?? null,
        freight: port ? listedRate(port) : defaultRate(table),
        insuranceBasisPoints,
      };
    }
    case "DDP": {
      const country = choice.country?.trim().toUpperCase() || null;
      const port = country ? portForCountry(table.ports, country) : null;
      return {
        ...base,
        term: "DDP",
        place: choice.address.trim(),
        port,
        country,
        freight: port ? listedRate(port) : defaultRate(table),
        insuranceBasisPoints,
        dutiesQuotedBySeller: true,
      };
    }
  }
}

/** One tyre line of a load: its size, how many, one tyre's weight when known, its offer price. */
export interface DealLineInput {
  size: string;
  quantity: number;
  weightKg: number | null;
  offerPrice: Money;
}

export interface DealLine extends DealLineInput {
  unitPrice: Money;
  lineTotal: Money;
}

export interface Deal {
  currency: CurrencyCode;
  pieces: number;
  /** spec §9: "Minimum order: 50 pieces." A smaller load is priced but cannot be sent. */
  belowMinimum: boolean;
  tier: PriceTier;
  surchargePerUnit: Money;
  lines: DealLine[];
  plan: LoadPlan;
  /** The tyres: every line's total. */
  goods: Money;
  shipping: DealShipping;
  /** Sea freight for the planned containers; null under FOB. */
  freight: Money | null;
  /** Marine insurance; null unless the term includes it. */
  insurance: Money | null;
  total: Money;
}

/** The tier the whole load decides; a load under the minimum is priced as the smallest order. */
export function loadTier(pieces: number, plan: LoadPlan): PriceTier {
  if (pieces <= MINIMUM_ORDER_QUANTITY) return "trial";
  return plan.container === "20ft" ? "20ft" : "40ft";
}

function checkLines(lines: readonly DealLineInput[]): CurrencyCode {
  const currency = lines[0]!.offerPrice.currency;
  for (const line of lines) {
    if (line.offerPrice.currency !== currency) throw new RangeError(`a deal holds one currency: ${currency} and ${line.offerPrice.currency}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`a line's quantity must be a whole number of at least 1, got ${line.quantity}`);
    if (!Number.isSafeInteger(line.offerPrice.amountMinor) || line.offerPrice.amountMinor < 0)
      throw new RangeError(`a price must be a non-negative whole number of minor units`);
  }
  return currency;
}

/** Freight for the containers planned: each container at its size's rate. */
export function freightMinor(plan: Pick<LoadPlan, "container" | "containerCount">, rate: Pick<FreightRate, "rate20Minor" | "rate40Minor">): number {
  return plan.containerCount * portRateMinor(rate, plan.container);
}

/**
 * Prices a load for the chosen shipping. Null for no lines. Throws a RangeError for lines in more
 * than one currency, a quantity that is not a whole number of at least 1, or a negative price:
 * callers refuse those when they are entered, so one here is a programming error, not a buyer's.
 */
export function priceDeal(lines: readonly DealLineInput[], shipping: DealShipping, overrides?: CapacityOverrides): Deal | null {
  return priceDealBy(lines, shipping, capacityOfSizes(overrides));
}

/** priceDeal with each size's counts worked out once: the hints price many loads of the same sizes. */
function priceDealBy(lines: readonly DealLineInput[], shipping: DealShipping, capacityOf: CapacityOf): Deal | null {
  if (lines.length === 0) return null;
  const currency = checkLines(lines);
  const plan = planLoadBy(lines, capacityOf);
  const tier = loadTier(plan.pieces, plan);
  const surchargePerUnit = money(SURCHARGE_MINOR[tier], currency);
  const priced = lines.map((line) => {
    const unitPrice = addMoney(line.offerPrice, surchargePerUnit);
    return { ...line, unitPrice, lineTotal: multiplyMoney(unitPrice, line.quantity) };
  });
  const goods = priced.reduce((sum, line) => addMoney(sum, line.lineTotal), money(0, currency));
  const freight = shipping.freight ? money(freightMinor(plan, shipping.freight), currency) : null;
  const goodsAndFreight = freight ? addMoney(goods, freight) : goods;
  const insurance =
    shipping.insuranceBasisPoints === null ? null : money(insurancePremiumMinor(goodsAndFreight.amountMinor, shipping.insuranceBasisPoints), currency);
  return {
    currency,
    pieces: plan.pieces,
    belowMinimum: plan.pieces < MINIMUM_ORDER_QUANTITY,
    tier,
    surchargePerUnit,
    lines: priced,
    plan,
    goods,
    shipping,
    freight,
    insurance,
    total: insurance ? addMoney(goodsAndFreight, insurance) : goodsAndFreight,
  };
}

/**
 * What a page's breakdown shows of a deal: its totals, terms and containers, without the lines'
 * and the plan's working, so a page that is sent one (/buy-now) carries only what it prints.
 */
export type ShownDeal = Pick<Deal, "currency" | "pieces" | "tier" | "surchargePerUnit" | "goods" | "shipping" | "freight" | "insurance" | "total"> & {
  plan: Pick<LoadPlan, "container" | "containerCount">;
};

/** A deal as its breakdown shows it (ShownDeal). */
export function shownDeal(deal: Deal): ShownDeal {
  const { currency, pieces, tier, surchargePerUnit, goods, shipping, freight, insurance, total, plan } = deal;
  return {
    currency,
    pieces,
    tier,
    surchargePerUnit,
    goods,
    shipping,
    freight,
    insurance,
    total,
    plan: { container: plan.container, containerCount: plan.containerCount },
  };
}

/** When the last container is under this full, removing its few tyres saves a container. */
export const NEARLY_EMPTY_FILL = 0.1;

/** "Remove N pcs to save X (one 40ft less)": from which line, how many, and what the load then costs less beyond the tyres taken out. */
export interface RemoveToSave {
  lineIndex: number;
  pieces: number;
  saves: Money;
  container: ContainerSize;
}

/** "161 pcs cost X less than 160": the line's new quantity and what the load then saves. */
export interface MoreCostsLess {
  lineIndex: number;
  from: number;
  quantity: number;
  saves: Money;
}

export interface DealHints {
  removeToSave: RemoveToSave | null;
  moreCostsLess: MoreCostsLess | null;
}

const withQuantity = (lines: readonly DealLineInput[], index: number, quantity: number) => lines.map((line, i) => (i === index ? { ...line, quantity } : line));

/** The smallest n in [low, high] for which `holds(n)`, given it holds for every n above one that does; null if none. */
function smallest(low: number, high: number, holds: (n: number) => boolean): number | null {
  if (low > high || !holds(high)) return null;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

function removeToSave(deal: Deal, capacityOf: CapacityOf): RemoveToSave | null {
  const { plan } = deal;
  const last = plan.containerFills.at(-1) ?? 1;
  if (plan.containerCount < 2 || last >= NEARLY_EMPTY_FILL) return null;
  let best: RemoveToSave | null = null;
  deal.lines.forEach((line, index) => {
    // A line keeps at least one tyre: removing a whole tyre from the quote is the buyer's call.
    const fewer = (n: number) => planLoadBy(withQuantity(deal.lines, index, line.quantity - n), capacityOf).containerCount < plan.containerCount;
    const pieces = smallest(1, line.quantity - 1, fewer);
    if (pieces === null) return;
    const after = priceDealBy(withQuantity(deal.lines, index, line.quantity - pieces), deal.shipping, capacityOf)!;
    // What the container costs, not the tyres taken out: the total drops by their price too, and
    // "save X" must be the saving, not the smaller order (under FOB the buyer pays the freight: none).
    const removedGoods = multiplyMoney(line.unitPrice, pieces);
    const saves = subtractMoney(subtractMoney(deal.total, after.total), removedGoods);
    if (saves.amountMinor <= 0) return;
    if (!best || pieces < best.pieces || (pieces === best.pieces && saves.amountMinor > best.saves.amountMinor))
      best = { lineIndex: index, pieces, saves, container: plan.container };
  });
  return best;
}

function moreCostsLess(deal: Deal, capacityOf: CapacityOf): MoreCostsLess | null {
  let best: MoreCostsLess | null = null;
  deal.lines.forEach((line, index) => {
    const candidates: number[] = [];
    // spec §9: past exactly 50 pieces the trial surcharge goes.
    if (deal.pieces === MINIMUM_ORDER_QUANTITY) candidates.push(1);
    // Past what one 20ft holds, the 20ft surcharge goes (the size's own count).
    if (deal.plan.container === "20ft") {
      const leaves = (n: number) => planLoadBy(withQuantity(deal.lines, index, line.quantity + n), capacityOf).container === "40ft";
      const added = smallest(1, Math.max(1, deal.plan.lines[index]!.capacity["40ft"]), leaves);
      if (added !== null) candidates.push(added);
    }
    for (const added of candidates) {
      const after = priceDealBy(withQuantity(deal.lines, index, line.quantity + added), deal.shipping, capacityOf)!;
      const saves = subtractMoney(deal.total, after.total);
      if (saves.amountMinor > 0 && (!best || saves.amountMinor > best.saves.amountMinor))
        best = { lineIndex: index, from: line.quantity, quantity: line.quantity + added, saves };
    }
  });
  return best;
}

/** What the buyer could do for less: fewer pieces for one container less, or more for a lower tier. */
export function dealHints(deal: Deal, overrides?: CapacityOverrides): DealHints {
  const capacityOf = capacityOfSizes(overrides);
  return { removeToSave: removeToSave(deal, capacityOf), moreCostsLess: moreCostsLess(deal, capacityOf) };
}

/**
 * Each size's counts, worked out once per pricing: the hints plan the same sizes dozens of times
 * over (a binary search per line), and parsing the size each time was most of /quote's loader.
 */
function capacityOfSizes(overrides: CapacityOverrides | undefined): CapacityOf {
  const known = new Map<string, ContainerCapacity>();
  return (size) => {
    let capacity = known.get(size);
    if (!capacity) {
      capacity = containerCapacity(size, overrides);
      known.set(size, capacity);
    }
    return capacity;
  };
}
