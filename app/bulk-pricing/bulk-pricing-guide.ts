// What the bulk pricing page (/bulk-pricing) says, worked out by the one pricing engine (decisions
// 207-210) rather than retyped: the price tiers as priceDeal prices a load at each tier's edge, each
// size's container counts as the planner reads them (the seller's, else worked out from the size),
// and the freight terms with the seller's own rates. Pure: the page's loader brings the data.
import { containerCapacity, type CapacityOverrides } from "~/domain/container-capacity";
import { priceDeal, resolveShipping, NO_SHIPPING_CHOICE } from "~/domain/deal";
import type { ExchangeRate } from "~/domain/exchange-rate";
import type { FreightTable } from "~/domain/freight";
import { formatMoney, money, type CurrencyCode, type Money } from "~/domain/money";
import { MINIMUM_ORDER_QUANTITY, type PriceTier } from "~/domain/pricing";
import { convertedMoney } from "~/domain/shown-money";
import { formatMessage } from "~/i18n/format-message";
import { DEFAULT_LANGUAGE, moneyLocale } from "~/i18n/languages";
import { BULK_PRICING_EN, type BulkPricingMessages } from "~/i18n/messages/bulk-pricing.en";

/**
 * The language and currency the guide is written in: the page's words, its Intl locale, and the
 * rate to the buyer's display currency (decision 298). English in the catalogue's currency unless told.
 */
export interface GuideLanguage {
  words: BulkPricingMessages;
  /** The locale counts, plurals and amounts are written in: `moneyLocale(language)`, the shop's en-IE in English. */
  locale: string;
  rate: ExchangeRate | null;
}

export const ENGLISH_GUIDE: GuideLanguage = { words: BULK_PRICING_EN, locale: moneyLocale(DEFAULT_LANGUAGE), rate: null };

/** An amount of the catalogue's currency as the page shows it: converted at the language's rate, in its locale. */
const showAmount = (amount: Money, language: GuideLanguage) => formatMoney(convertedMoney(amount, language.rate), language.locale);
const say = (language: GuideLanguage, message: string, values: Record<string, string | number> = {}) => formatMessage(language.locale, message, values);
const pieces = (language: GuideLanguage, quantity: number) => say(language, language.words.pieces, { n: quantity.toLocaleString(language.locale) });

/** The note a quote shows beside the subtotal at a tier, as the page's language words it. */
function tierNote(deal: { tier: PriceTier; surchargePerUnit: Money }, language: GuideLanguage): string {
  const { words } = language;
  const amount = showAmount(deal.surchargePerUnit, language);
  if (deal.tier === "trial") return say(language, words.trialNote, { amount });
  if (deal.tier === "20ft") return say(language, words.twentyNote, { amount });
  return words.fortyNote;
}

/** One tier as a buyer reads it: which loads, what each tyre costs over its offer price, why. */
export interface TierRow {
  tier: PriceTier;
  /** "Exactly 50 pcs in all", "51 to 160 pcs", "161 pcs and more", for the example size. */
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
  /** "(2 tyres)": how many tyres of the size the catalogue has, worded. */
  tyreCountText: string;
  /** "160 pcs" and "280 pcs": what a 20ft and a 40ft hold, worded. */
  twentyText: string;
  fortyText: string;
  twenty: number;
  forty: number;
  /** The seller's own count, not one worked out from the size. */
  seller: boolean;
}

export interface BulkPricingGuide {
  /** The currency the amounts are shown in: the catalogue's, or the buyer's display currency. */
  currency: string;
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
export function tierRows(
  size: string,
  currency: CurrencyCode,
  table: FreightTable,
  overrides?: CapacityOverrides,
  language: GuideLanguage = ENGLISH_GUIDE,
): TierRow[] {
  const { words } = language;
  const offer = money(10_000, currency);
  const shipping = resolveShipping(NO_SHIPPING_CHOICE, table);
  const at = (quantity: number) => priceDeal([{ size, quantity, weightKg: null, offerPrice: offer }], shipping, overrides)!;
  const twenty = containerCapacity(size, overrides)["20ft"];
  const first = MINIMUM_ORDER_QUANTITY + 1;
  const past = Math.max(twenty, MINIMUM_ORDER_QUANTITY) + 1;
  const count = (quantity: number) => pieces(language, quantity);
  const edges: Array<[number, string]> = [[MINIMUM_ORDER_QUANTITY, say(language, words.exactly, { n: count(MINIMUM_ORDER_QUANTITY) })]];
  // A size whose 20ft holds no more than the minimum has no 20ft tier.
  if (twenty > MINIMUM_ORDER_QUANTITY)
    edges.push([first, first === twenty ? count(first) : say(language, words.range, { from: first.toLocaleString(language.locale), to: count(twenty) })]);
  edges.push([past, say(language, words.andMore, { n: count(past) })]);
  return edges.map(([quantity, piecesText]) => {
    const deal = at(quantity);
    const extra = deal.surchargePerUnit.amountMinor;
    return {
      tier: deal.tier,
      pieces: piecesText,
      surcharge: extra > 0 ? say(language, words.surcharge, { amount: showAmount(deal.surchargePerUnit, language) }) : words.offerPrice,
      note: tierNote(deal, language),
    };
  });
}

/** The most stocked sizes with what one 20ft and one 40ft container hold of each. */
export function sizeCountRows(
  sizes: ReadonlyArray<{ normalized: string; slug: string; tyreCount: number }>,
  overrides?: CapacityOverrides,
  limit = GUIDE_SIZES,
  language: GuideLanguage = ENGLISH_GUIDE,
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
        tyreCountText: `(${say(language, language.words.tyreCount, { n: s.tyreCount })})`,
        twentyText: pieces(language, capacity["20ft"]),
        fortyText: pieces(language, capacity["40ft"]),
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
  language: GuideLanguage = ENGLISH_GUIDE,
): BulkPricingGuide {
  const rows = sizeCountRows(sizes, overrides, GUIDE_SIZES, language);
  // The spec's reference size (spec §9: 160 per 20ft, 280 per 40ft) when the shop sells nothing yet.
  const exampleSize = rows[0]?.normalized ?? "295/80R22.5";
  const amount = (minor: number) => showAmount(money(minor, currency), language);
  const { settings } = table;
  const percent = (settings.insuranceBasisPoints / 100).toLocaleString(language.locale, { maximumFractionDigits: 2 });
  return {
    currency: language.rate?.to.code ?? currency,
    minimumOrder: MINIMUM_ORDER_QUANTITY,
    exampleSize,
    tiers: tierRows(exampleSize, currency, table, overrides, language),
    sizes: rows,
    freight: {
      portOfLoading: settings.portOfLoading,
      default20: amount(settings.defaultRate20Minor),
      default40: amount(settings.defaultRate40Minor),
      insurance: say(language, language.words.insurance, { percent }),
      ports: table.ports.map((p) => ({ code: p.code, name: p.name, rate20: amount(p.rate20Minor), rate40: amount(p.rate40Minor) })),
    },
  };
}
