// The pricing engine's sentences in a page's language (decisions 210, 240, 257): what
// app/domain/deal-text.ts, quote-text.ts and container-counts.ts say in English, worded from the
// `dealText` catalogue by the loaders of /buy-now and /inquiry-price.json. English reads exactly
// as those modules write it (deal-wording.test.ts), so the spec's words stay word for word.
import { DEAL_TEXT_CATALOGUE } from "../i18n/catalogues.server";
import { formatMessage, type MessageValues } from "../i18n/format-message";
import { LOCALES, moneyLocale, textDirection, type Language } from "../i18n/languages";
import { leftToRightAmount, leftToRightIn } from "../i18n/left-to-right";
import type { DealShipping, MoreCostsLess, RemoveToSave, ShownDeal } from "../domain/deal";
import type { ShowMoney } from "../domain/deal-text";
import { formatMoney, money, type Money } from "../domain/money";
import type { ContainerSize, PriceTier } from "../domain/pricing";
import { isSpecReference, type SizeCounts } from "./container-counts";

const SPEC_RANGES: Record<ContainerSize, string> = { "20ft": "150-160", "40ft": "270-280" };

export type DealWording = ReturnType<typeof makeDealWording>;

/** Each language's, made once: a page's loader asked anew, an Intl formatter each time. */
const dealWordings = new Map<Language, DealWording>();

export function dealWording(language: Language): DealWording {
  let wording = dealWordings.get(language);
  if (!wording) dealWordings.set(language, (wording = makeDealWording(language)));
  return wording;
}

function makeDealWording(language: Language) {
  const words = DEAL_TEXT_CATALOGUE[language];
  const locale = LOCALES[language];
  // Counts and amounts as the language writes them ("1 120", "64 934,70 €"); English keeps the
  // shop's en-IE ("1,120", "€64,934.70"), as the pages did.
  const numberLocale = moneyLocale(language);
  const rtl = textDirection(language) === "rtl";
  const numbers = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 0 });
  const say = (message: string, values: MessageValues = {}) => formatMessage(locale, message, values);
  const count = (n: number) => numbers.format(n);
  const pieces = (n: number) => say(words.pieces, { count: count(n), n });
  const containers = (n: number, container: string) => say(words.containers, { count: n, container });
  const buyerFreight = (shipping: Pick<DealShipping, "portOfLoading">) => say(words.buyerFreight, { port: shipping.portOfLoading });
  const containerCount = (size: string, counts: SizeCounts, container: ContainerSize) =>
    isSpecReference(size, counts)
      ? say(words.pieces, { count: SPEC_RANGES[container], n: counts[container] })
      : say(words.about, { count: count(counts[container]) });

  return {
    language,
    /** An amount as the page's language writes it: "€1,049.90" in English, "1 049,90 €" in French. */
    money: (amount: Money) => formatMoney(amount, numberLocale),
    /**
     * An amount as the page prints it, alone or in a sentence: as `money` writes it, and isolated
     * left to right where the page reads right to left (decisions 311, 317).
     */
    figure: (amount: Money) => leftToRightAmount(rtl, formatMoney(amount, numberLocale)),
    pieces,
    /** A hint's button: "Order 1,120 pcs" (quote-text.ts' formatPieces in English). */
    orderPieces: (n: number) => say(words.orderPieces, { pieces: pieces(n) }),
    containers,
    buyerFreight,
    dutiesQuotedBySeller: words.dutiesQuotedBySeller,
    shippingEstimate: words.shippingEstimate,
    seaFreight: words.seaFreight,
    marineInsurance: words.marineInsurance,
    shippingTerms: words.shippingTerms,

    /** "CIF Lagos Apapa (NGAPP)", "FOB Rotterdam". */
    terms(shipping: Pick<DealShipping, "term" | "place">): string {
      if (shipping.term === null) return words.termsNotChosen;
      return shipping.place ? say(words.termsAndPlace, { term: shipping.term, place: shipping.place }) : shipping.term;
    },

    /** The note under the freight amount: the containers, where to, and where the rate comes from. */
    freightNote(deal: Pick<ShownDeal, "plan" | "shipping" | "currency">, show: ShowMoney = formatMoney): string {
      const { plan, shipping } = deal;
      const load = containers(plan.containerCount, plan.container);
      const freight = shipping.freight;
      if (!freight) return buyerFreight(shipping);
      const rate = show(money(plan.container === "20ft" ? freight.rate20Minor : freight.rate40Minor, deal.currency));
      if (shipping.term === null) return say(words.estimate, { load, rate });
      const transit = freight.transitDays === null ? "" : say(words.transit, { days: freight.transitDays });
      if (shipping.port) {
        const example = freight.example ? words.exampleRate : "";
        const port = { load, rate, example, transit, port: shipping.port.name };
        return shipping.term === "DDP" ? say(words.viaPort, { ...port, code: shipping.port.code }) : say(words.toPort, port);
      }
      const reason = shipping.term === "DDP" ? (shipping.country ? words.noPortInCountry : words.noCountry) : words.unlistedPort;
      return say(words.defaultRate, { load, rate, reason });
    },

    /**
     * A note freightNote (app/domain/deal-text.ts) wrote in English and an inquiry stored, worded
     * again in the language, each amount in it by `amount`; a note of another shape as it is.
     */
    storedFreightNote(note: string, amount: (text: string) => string = (text) => text): string {
      const buyer = /^Sea freight from (.+) is arranged and paid by the buyer$/.exec(note);
      if (buyer) return buyerFreight({ portOfLoading: buyer[1]! });
      const loaded = /^(\d+) × (20ft|40ft)(?: containers?)?(.*)$/.exec(note);
      if (!loaded) return note;
      const load = containers(Number(loaded[1]), loaded[2]!);
      const rest = loaded[3]!;
      if (rest === "") return load;
      const estimate = /^, estimate at (.+) each$/.exec(rest);
      if (estimate) return say(words.estimate, { load, rate: amount(estimate[1]!) });
      const port = /^ (?:to (.+?)|via (.+) \(([A-Z0-9]+)\)) at (.+?) each( \(example rate, to be confirmed\))?(?:, about (\d+) days at sea)?$/.exec(rest);
      if (port) {
        const [, to, via, code, rate, example, days] = port;
        const values = {
          load,
          rate: amount(rate!),
          example: example ? words.exampleRate : "",
          transit: days ? say(words.transit, { days: Number(days) }) : "",
          port: (to ?? via)!,
        };
        return via ? say(words.viaPort, { ...values, code: code! }) : say(words.toPort, values);
      }
      const fallback = /^ at our default rate of (.+) each \((.+)\)$/.exec(rest);
      const reasons: Record<string, string> = {
        "we list no port in that country": words.noPortInCountry,
        "the country was not given": words.noCountry,
        "we do not list this port": words.unlistedPort,
      };
      if (fallback && reasons[fallback[2]!]) return say(words.defaultRate, { load, rate: amount(fallback[1]!), reason: reasons[fallback[2]!]! });
      return note;
    },

    /** "0.3% of 110% of the CIF value". */
    insuranceNote(basisPoints: number): string {
      return say(words.insurance, { percent: (basisPoints / 100).toLocaleString(numberLocale, { maximumFractionDigits: 2 }) });
    },

    /** `size`: the line's, where a load has several (/quote): read left to right in Arabic, as the basket's sentences read it. */
    removeToSave(hint: RemoveToSave, size: string | undefined, show: ShowMoney = formatMoney): string {
      const values = { pieces: pieces(hint.pieces), saves: show(hint.saves), container: hint.container };
      return size ? say(words.removeToSaveOf, { ...values, size: leftToRightIn(rtl, size) }) : say(words.removeToSave, values);
    },

    moreCostsLess(hint: MoreCostsLess, show: ShowMoney = formatMoney): string {
      return say(words.moreCostsLess, { quantity: count(hint.quantity), saves: show(hint.saves), from: count(hint.from) });
    },

    /** spec §9 unit price bands, with the surcharge. */
    tierNote(quote: { tier: PriceTier; surchargePerUnit: Money }, show: ShowMoney = formatMoney): string {
      const surcharge = show(quote.surchargePerUnit);
      if (quote.tier === "trial") return say(words.minimumOrderSurcharge, { surcharge });
      return quote.tier === "20ft" ? say(words.twentyFootRate, { surcharge }) : words.fortyFootRate;
    },

    /** spec §9 shipping: one 20ft container up to 160 pcs, else one 40ft container per started 280 pcs. */
    shippingNote(quote: { container: ContainerSize; containerCount: number }): string {
      return containers(quote.container === "20ft" ? 1 : quote.containerCount, quote.container);
    },

    /** The quantity hint's two parts: "150-160 pcs" for the spec's size, "about 141 pcs of 315/80R22.5" for another. */
    capacityHintParts(size: string, counts: SizeCounts): Record<ContainerSize, string> {
      if (isSpecReference(size, counts)) return { "20ft": containerCount(size, counts, "20ft"), "40ft": containerCount(size, counts, "40ft") };
      return { "20ft": say(words.aboutOf, { count: count(counts["20ft"]), size }), "40ft": containerCount(size, counts, "40ft") };
    },

    /** "Capacity 270-280 pcs", or "Capacity about 246 pcs". */
    capacityNote(size: string, counts: SizeCounts, container: ContainerSize): string {
      return say(words.capacity, { count: containerCount(size, counts, container) });
    },

    /** The stored deal's row labels and values (stored-deal.ts' storedDealRows). */
    rows: {
      goods: words.goods,
      goodsFor: (amount: string, n: number) => say(words.goodsFor, { amount, count: count(n) }),
      shipping: words.shipping,
      insurance: words.insuranceRow,
      dutiesAndDelivery: words.dutiesAndDelivery,
      total: words.total,
      terms: words.terms,
    },

    /** "Tyre, size: 50 pcs × €120.00 = €6,000.00". */
    line(values: { tyre: string; size: string; quantity: number; unit: string; total: string }): string {
      return say(words.line, { ...values, quantity: pieces(values.quantity) });
    },
  };
}
