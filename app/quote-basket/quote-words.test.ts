import { describe, expect, it } from "vitest";
import { hintTexts, shippingBreakdown } from "~/buy-now/breakdown-rows";
import { dealWording } from "~/buy-now/deal-wording.server";
import { formatPieces } from "~/buy-now/quote-text";
import { dealHints, priceDeal, resolveShipping, shownDeal } from "~/domain/deal";
import type { ExchangeRate } from "~/domain/exchange-rate";
import { EMPTY_FREIGHT_TABLE } from "~/domain/freight";
import { formatMoney } from "~/domain/money";
import { convertedDeal, convertedMoney, showMoney } from "~/domain/shown-money";
import { fillMessage } from "~/i18n/fill-message";
import type { Language } from "~/i18n/languages";
import { ENGLISH_BASKET } from "./basket-wording";
import { basketWording } from "./basket-wording.server";
import { basketTierNote } from "./plan-text";
import { NO_HINTS } from "./quote-hints.server";
import { quoteWords, type QuoteWords } from "./quote-words";

const lagos = { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 245_000, rate40Minor: 390_000, transitDays: 18, example: true };
const table = { ...EMPTY_FREIGHT_TABLE, ports: [lagos] };
const usd: ExchangeRate = { from: { code: "EUR", minorUnits: 2 }, to: { code: "USD", minorUnits: 2 }, rateMillionths: 1_081_200, asOf: "2026-11-24" };

/** Two sizes shipped CIF to Lagos: 200 + 90 pcs fill a second 40ft a little (remove to save), 30 + 20 are the minimum (one more costs less). */
function basket(quantities: [number, number]) {
  const lines = [
    { tyreId: 1, size: "295/80R22.5", quantity: quantities[0], offerPrice: { amountMinor: 41_800, currency: "EUR" as const } },
    { tyreId: 2, size: "315/80R22.5", quantity: quantities[1], offerPrice: { amountMinor: 45_500, currency: "EUR" as const } },
  ];
  const deal = priceDeal(
    lines.map((line) => ({ ...line, weightKg: null })),
    resolveShipping({ term: "CIF", port: "NGAPP" }, table),
  )!;
  return { quote: { deal, lines: lines.map((line) => ({ ...line, name: "Tyre", path: "/", image: null })) }, hints: dealHints(deal) };
}

const wordsIn = (language: Language, quantities: [number, number], rate: ExchangeRate | null) => {
  const { quote, hints } = basket(quantities);
  return quoteWords(quote, hints, rate, dealWording(language), basketWording(language))!;
};

/**
 * What /quote said before it spoke the page's language: the English modules, in the shop's money
 * format; and its figures as its page formatted them in the browser.
 */
function englishModules(quantities: [number, number], rate: ExchangeRate | null): QuoteWords {
  const { quote, hints } = basket(quantities);
  const deal = quote.deal;
  const show = (amount: Parameters<typeof showMoney>[0]) => showMoney(amount, rate);
  const removeFrom = hints.removeToSave && quote.lines[hints.removeToSave.lineIndex]!;
  const shown = convertedDeal(deal, rate);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, ENGLISH_BASKET.moneyLocale);
  return {
    breakdown: shippingBreakdown(shownDeal(deal), show),
    tierNote: basketTierNote({ tier: deal.tier, surchargePerUnit: convertedMoney(deal.surchargePerUnit, rate) }, ENGLISH_BASKET),
    hints: hintTexts(hints, removeFrom?.size, show),
    orders: {
      removeToSave: removeFrom && `Order ${formatPieces(removeFrom.quantity - hints.removeToSave!.pieces)}`,
      moreCostsLess: hints.moreCostsLess && `Order ${formatPieces(hints.moreCostsLess.quantity)}`,
    },
    figures: {
      lines: shown.lines.map((line) => ({
        price: fillMessage(ENGLISH_BASKET.messages.perTyre, { price: money(line.unitPrice) }),
        total: money(line.lineTotal),
      })),
      goods: money(shown.goods),
      total: money(shown.total),
    },
  };
}

// As the locales write amounts: French groups with a narrow no-break space and puts the currency
// after a no-break space; Arabic (Latin digits) is isolated left to right, without its right-to-left mark.
const nb = "\u00a0";
const nn = "\u202f";
const isolated = (text: string) => `\u2066${text}\u2069`;

describe("/quote's words beside its numbers, in the page's language", () => {
  it.each([
    [[200, 90], null],
    [[200, 90], usd],
    [[30, 20], null],
    [[30, 20], usd],
  ] as Array<[[number, number], ExchangeRate | null]>)("reads in English as the English modules word it (%j, %j)", (quantities, rate) => {
    expect(wordsIn("en", quantities, rate)).toEqual(englishModules(quantities, rate));
  });

  it.each([
    {
      language: "fr",
      quantities: [200, 90],
      rate: null,
      currency: "EUR",
      shipping: [
        `2 × conteneurs 40 pieds vers Lagos Apapa à 3${nn}900,00${nb}€ l’unité (tarif indicatif, à confirmer), environ 18 jours de mer`,
        `7${nn}800,00${nb}€`,
      ],
      insurance: ["0,3 % de 110 % de la valeur CIF", `438,20${nb}€`],
      tierNote: `Conteneur complet${nn}: le prix de l’offre`,
      hints: { removeToSave: `Retirez 20 pièces en 315/80R22.5 pour économiser 3${nn}943,04${nb}€ (un 40 pieds de moins)`, moreCostsLess: null },
      orders: { removeToSave: "Commander 70 pièces", moreCostsLess: null },
    },
    {
      language: "fr",
      quantities: [30, 20],
      rate: usd,
      currency: "USD",
      shipping: [
        `1 × conteneur 20 pieds vers Lagos Apapa à 2${nn}648,94${nb}$US l’unité (tarif indicatif, à confirmer), environ 18 jours de mer`,
        `2${nn}648,94${nb}$US`,
      ],
      insurance: ["0,3 % de 110 % de la valeur CIF", `89,82${nb}$US`],
      tierNote: `Commande minimum (50 pièces au total)${nn}: +21,62${nb}$US par pneu`,
      hints: { removeToSave: null, moreCostsLess: `31 pièces coûtent 78,11${nb}$US de moins que 30` },
      orders: { removeToSave: null, moreCostsLess: "Commander 31 pièces" },
    },
    {
      language: "ar",
      quantities: [200, 90],
      rate: usd,
      currency: "USD",
      shipping: [
        `2 × حاوية 40 قدم إلى Lagos Apapa بسعر ${isolated(`4,216.68${nb}US$`)} للحاوية (سعر استرشادي، يُؤكَّد لاحقاً)، نحو 18 يوماً في البحر`,
        isolated(`8,433.36${nb}US$`),
      ],
      insurance: ["0.3% من 110% من قيمة CIF", isolated(`473.78${nb}US$`)],
      tierNote: "حمولة حاوية كاملة: سعر العرض",
      hints: { removeToSave: `احذف 20 قطعة من ${isolated("315/80R22.5")} لتوفّر ${isolated(`4,263.21${nb}US$`)} (حاوية 40 قدم أقل)`, moreCostsLess: null },
      orders: { removeToSave: "اطلب 70 قطعة", moreCostsLess: null },
    },
    {
      language: "ar",
      quantities: [30, 20],
      rate: null,
      currency: "EUR",
      shipping: [
        `1 × حاوية 20 قدم إلى Lagos Apapa بسعر ${isolated(`2,450.00${nb}€`)} للحاوية (سعر استرشادي، يُؤكَّد لاحقاً)، نحو 18 يوماً في البحر`,
        isolated(`2,450.00${nb}€`),
      ],
      insurance: ["0.3% من 110% من قيمة CIF", isolated(`83.07${nb}€`)],
      tierNote: `الحد الأدنى للطلب (50 قطعة إجمالًا): \u200e+${isolated(`20.00${nb}€`)} للإطار`,
      hints: { removeToSave: null, moreCostsLess: `31 قطعة تكلّف أقل من 30 بمقدار ${isolated(`72.24${nb}€`)}` },
      orders: { removeToSave: null, moreCostsLess: "اطلب 31 قطعة" },
    },
  ] as const)("$language, $quantities pcs in $currency: every sentence and amount as the language writes it", (expected) => {
    const words = wordsIn(expected.language, [...expected.quantities], expected.rate);
    const [freight, insurance] = words.breakdown.shipping;
    expect(words.breakdown.terms?.value).toBe("CIF Lagos Apapa (NGAPP)");
    expect([freight!.note, freight!.value]).toEqual(expected.shipping);
    expect([insurance!.note, insurance!.value]).toEqual(expected.insurance);
    expect(words.tierNote).toBe(expected.tierNote);
    expect(words.hints).toEqual(expected.hints);
    expect(words.orders).toEqual(expected.orders);
    // No row keeps its English name.
    const english = englishModules([...expected.quantities], expected.rate).breakdown;
    for (const [i, row] of words.breakdown.shipping.entries()) expect(row.term).not.toBe(english.shipping[i]!.term);
    expect(words.breakdown.terms?.term).not.toBe(english.terms?.term);
  });

  it.each([
    {
      language: "fr",
      quantities: [200, 90],
      lines: [
        { price: `418,00${nb}€ le pneu`, total: `83${nn}600,00${nb}€` },
        { price: `455,00${nb}€ le pneu`, total: `40${nn}950,00${nb}€` },
      ],
      goods: `124${nn}550,00${nb}€`,
      total: `132${nn}788,20${nb}€`,
    },
    {
      language: "ar",
      quantities: [30, 20],
      lines: [
        { price: `${isolated(`438.00${nb}€`)} للإطار`, total: isolated(`13,140.00${nb}€`) },
        { price: `${isolated(`475.00${nb}€`)} للإطار`, total: isolated(`9,500.00${nb}€`) },
      ],
      goods: isolated(`22,640.00${nb}€`),
      total: isolated(`25,173.07${nb}€`),
    },
  ] as const)("$language, $quantities pcs: the unit prices, line totals, subtotal and total as the language writes them", (expected) => {
    const { language, quantities, ...figures } = expected;
    expect(wordsIn(language, [...quantities], null).figures).toEqual(figures);
  });

  it("has nothing to say for an empty basket", () => {
    expect(quoteWords({ deal: null, lines: [] }, NO_HINTS, null, dealWording("fr"), basketWording("fr"))).toBeNull();
  });
});
