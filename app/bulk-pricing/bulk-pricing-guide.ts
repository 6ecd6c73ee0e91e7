// What the bulk pricing page (/bulk-pricing) says, worked out by the one pricing engine (decisions
// 207-210) rather than retyped: the price tiers as priceDeal prices a load at each tier's edge, each
// size's container counts as the planner reads them (the seller's, else worked out from the size),
// and the freight terms with the seller's own rates. Pure: the page's loader brings the data.
import { formatPieces, tierNote } from "~/buy-now/quote-text";
import { containerCapacity, type CapacityOverrides } from "~/domain/container-capacity";
import { priceDeal, resolveShipping, NO_SHIPPING_CHOICE } from "~/domain/deal";
import { insuranceNote } from "~/domain/deal-text";
import type { FreightTable } from "~/domain/freight";
import { formatMoney, money, type CurrencyCode } from "~/domain/money";
import { MINIMUM_ORDER_QUANTITY, type PriceTier } from "~/domain/pricing";

/** One tier as a buyer reads it: which loads, what each tyre costs over its offer price, why. */
export interface TierRow {
  tier: PriceTier;
  /** "Exactly 50 pcs", "51 to 160 pcs", "161 pcs and more", for the example size. */
  pieces: string;
  /** "+€20.00 per tyre", "The offer price". */
  surcharge: string;
  /** The note the quote shows beside the subtotal (quote-text.ts). */
  note: string;
}

/** A size's container counts, as the planner loads it. */
export interface SizeCountRow {
  normalized: string;
  slug: string;
  tyreCount: number;
  twenty: number;
  forty: number;
  /** The seller's own count, not one worked out from the size. */
  seller: boolean;
}

export interface BulkPricingGuide {
  currency: CurrencyCode;
  minimumOrder: number;
  /** The size the tier rows count in: the most stocked one. */
  exampleSize: string;
  tiers: TierRow[];
  sizes: SizeCountRow[];
  freight: {
    portOfLoading: string;
    default20: string;
    default40: string;
    insurance: string;
    ports: Array<{ code: string; name: string; rate20: string; rate40: string }>;
  };
}

/** The sizes the page lists: the most stocked first (then the catalogue's own order). */
export const GUIDE_SIZES = 12;

/**
 * The tiers at their edges for `size`: exactly the minimum, one more, all one 20ft holds, one more
 * than that. Each row's surcharge is what priceDeal charges there over the offer price.
 */
export function tierRows(size: string, currency: CurrencyCode, table: FreightTable, overrides?: CapacityOverrides): TierRow[] {
  const offer = money(10_000, currency);
  const shipping = resolveShipping(NO_SHIPPING_CHOICE, table);
  const at = (quantity: number) => priceDeal([{ size, quantity, weightKg: null, offerPrice: offer }], shipping, overrides)!;
  const twenty = containerCapacity(size, overrides)["20ft"];
  const first = MINIMUM_ORDER_QUANTITY + 1;
  const past = Math.max(twenty, MINIMUM_ORDER_QUANTITY) + 1;
  const edges: Array<[number, string]> = [[MINIMUM_ORDER_QUANTITY, `Exactly ${formatPieces(MINIMUM_ORDER_QUANTITY)} in all`]];
  // A size whose 20ft holds no more than the minimum has no 20ft tier.
  if (twenty > MINIMUM_ORDER_QUANTITY) edges.push([first, first === twenty ? formatPieces(first) : `${first} to ${formatPieces(twenty)}`]);
  edges.push([past, `${formatPieces(past)} and more`]);
  return edges.map(([quantity, pieces]) => {
    const deal = at(quantity);
    const extra = deal.surchargePerUnit.amountMinor;
    return { tier: deal.tier, pieces, surcharge: extra > 0 ? `+${formatMoney(deal.surchargePerUnit)} per tyre` : "The offer price", note: tierNote(deal) };
  });
}

/** The most stocked sizes with what one 20ft and one 40ft container hold of each. */
export function sizeCountRows(
  sizes: ReadonlyArray<{ normalized: string; slug: string; tyreCount: number }>,
  overrides?: CapacityOverrides,
  limit = GUIDE_SIZES,
): SizeCountRow[] {
  return [...sizes]
    .sort((a, b) => b.tyreCount - a.tyreCount)
    .slice(0, limit)
    .map((s) => {
      const capacity = containerCapacity(s.normalized, overrides);
      return {
        normalized: s.normalized,
        slug: s.slug,
        tyreCount: s.tyreCount,
        twenty: capacity["20ft"],
        forty: capacity["40ft"],
        seller: capacity.source === "seller",
      };
    });
}

/** The whole page's content. */
export function bulkPricingGuide(
  sizes: ReadonlyArray<{ normalized: string; slug: string; tyreCount: number }>,
  table: FreightTable,
  overrides?: CapacityOverrides,
  currency: CurrencyCode = "EUR",
): BulkPricingGuide {
  const rows = sizeCountRows(sizes, overrides);
  // The spec's reference size (spec §9: 160 per 20ft, 280 per 40ft) when the shop sells nothing yet.
  const exampleSize = rows[0]?.normalized ?? "295/80R22.5";
  const amount = (minor: number) => formatMoney(money(minor, currency));
  const { settings } = table;
  return {
    currency,
    minimumOrder: MINIMUM_ORDER_QUANTITY,
    exampleSize,
    tiers: tierRows(exampleSize, currency, table, overrides),
    sizes: rows,
    freight: {
      portOfLoading: settings.portOfLoading,
      default20: amount(settings.defaultRate20Minor),
      default40: amount(settings.defaultRate40Minor),
      insurance: insuranceNote(settings.insuranceBasisPoints),
      ports: table.ports.map((p) => ({ code: p.code, name: p.name, rate20: amount(p.rate20Minor), rate40: amount(p.rate40Minor) })),
    },
  };
}
