import { describe, expect, it } from "vitest";
import { dealHints, priceDeal, resolveShipping, shownDeal, type ShippingChoice } from "../domain/deal";
import { EMPTY_FREIGHT_TABLE, type FreightTable } from "../domain/freight";
import { hintTexts, shippingBreakdown } from "./breakdown-rows";
import { capacityHintParts, capacityNote } from "./container-counts";
import { dealWording } from "./deal-wording.server";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { LOCALES } from "../i18n/languages";
import { formatPieces, tierNote } from "./quote-text";

const lagos = { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 245_000, rate40Minor: 390_000, transitDays: 18, example: true };
const table: FreightTable = { ...EMPTY_FREIGHT_TABLE, ports: [lagos] };
const dealFor = (choice: ShippingChoice, quantity: number) =>
  priceDeal([{ size: "295/80R22.5", quantity, weightKg: null, offerPrice: { amountMinor: 41_800, currency: "EUR" } }], resolveShipping(choice, table))!;

const CHOICES: ShippingChoice[] = [
  { term: null },
  { term: "FOB" },
  { term: "CIF", port: "NGAPP" },
  { term: "CIF", port: "Mombasa" },
  { term: "DDP", address: "1 Broad Street, Lagos", country: "NG" },
  { term: "DDP", address: "somewhere", country: null },
];
const QUANTITIES = [50, 120, 161, 281, 1_121];

describe("the pricing engine's sentences in a page's language", () => {
  const english = dealWording("en");

  it.each(CHOICES)("reads in English exactly as the English modules word it (%j)", (choice) => {
    for (const quantity of QUANTITIES) {
      const deal = dealFor(choice, quantity);
      const shown = shownDeal(deal);
      expect(shippingBreakdown(shown, undefined, english)).toEqual(shippingBreakdown(shown));
      const hints = dealHints(deal);
      expect(hintTexts(hints, undefined, undefined, english)).toEqual(hintTexts(hints));
      expect(hintTexts(hints, "295/80R22.5", undefined, english)).toEqual(hintTexts(hints, "295/80R22.5"));
      expect(english.tierNote(deal)).toBe(tierNote(deal));
    }
  });

  it.each([
    ["en", [1, 70, 1_120], ["Order 1 pcs", "Order 70 pcs", "Order 1,120 pcs"]],
    ["fr", [1, 70, 1_120], ["Commander 1 pièce", "Commander 70 pièces", "Commander 1\u202f120 pièces"]],
    ["ar", [1, 70, 1_120], ["اطلب 1 قطعة", "اطلب 70 قطعة", "اطلب 1,120 قطعة"]],
  ] as const)("words a hint's button in %s with the language's count", (language, counts, labels) => {
    expect(counts.map((n) => dealWording(language).orderPieces(n))).toEqual(labels);
    if (language === "en") for (const n of counts) expect(english.orderPieces(n)).toBe(`Order ${formatPieces(n)}`);
  });

  // The language's plural forms: French and Brazilian Portuguese count 0 and 1 as one; Arabic writes 3 to 10 with its own form.
  it.each([
    ["en", [0, 1, 2, 3, 11, 100, 1_120], ["0 pcs", "1 pcs", "2 pcs", "3 pcs", "11 pcs", "100 pcs", "1,120 pcs"]],
    ["fr", [0, 1, 2, 1_120], ["0 pièce", "1 pièce", "2 pièces", "1\u202f120 pièces"]],
    ["es", [0, 1, 2, 1_120], ["0 uds.", "1 ud.", "2 uds.", "1120 uds."]],
    ["pt", [0, 1, 2, 1_120], ["0 peça", "1 peça", "2 peças", "1.120 peças"]],
    ["ar", [0, 1, 2, 3, 10, 11, 100, 1_120], ["0 قطعة", "1 قطعة", "2 قطعة", "3 قطع", "10 قطع", "11 قطعة", "100 قطعة", "1,120 قطعة"]],
  ] as const)("writes a count of pieces in %s with the count's plural form", (language, counts, pieces) => {
    expect(counts.map((n) => dealWording(language).pieces(n))).toEqual(pieces);
    if (language === "en") for (const n of counts) expect(english.pieces(n)).toBe(formatPieces(n));
  });

  it.each([
    ["en", "Remove 1 pcs of 315/80R22.5 to save €3,943.04 (one 40ft less)", "Remove 20 pcs of 315/80R22.5 to save €3,943.04 (one 40ft less)"],
    ["fr", "Retirez 1 pièce en 315/80R22.5 pour", "Retirez 20 pièces en 315/80R22.5 pour"],
    ["pt", "Retire 1 peça de 315/80R22.5 e", "Retire 20 peças de 315/80R22.5 e"],
  ] as const)("counts the pieces to remove in %s with the count's plural form", (language, one, twenty) => {
    const hint = (pieces: number) => ({ lineIndex: 0, pieces, saves: { amountMinor: 394_304, currency: "EUR" as const }, container: "40ft" as const });
    expect(dealWording(language).removeToSave(hint(1), "315/80R22.5")).toContain(one);
    expect(dealWording(language).removeToSave(hint(20), "315/80R22.5")).toContain(twenty);
  });

  it("isolates the size of the pieces to remove in Arabic, and only there", () => {
    const hint = { lineIndex: 0, pieces: 20, saves: { amountMinor: 394_304, currency: "EUR" as const }, container: "40ft" as const };
    expect(english.removeToSave(hint, "315/80R22.5")).toBe("Remove 20 pcs of 315/80R22.5 to save €3,943.04 (one 40ft less)");
    expect(dealWording("fr").removeToSave(hint, "315/80R22.5")).toContain(" en 315/80R22.5 ");
    expect(dealWording("ar").removeToSave(hint, "315/80R22.5")).toContain(" من \u2066315/80R22.5\u2069 ");
  });

  it("writes the container texts in English as container-counts.ts does, for the spec's size and another", () => {
    for (const [size, counts] of [
      ["295/80R22.5", { "20ft": 160, "40ft": 280 }],
      ["315/80R22.5", { "20ft": 141, "40ft": 1_246 }],
    ] as const) {
      expect(english.capacityHintParts(size, counts)).toEqual(capacityHintParts(size, counts));
      expect(english.capacityNote(size, counts, "40ft")).toBe(capacityNote(size, counts, "40ft"));
    }
  });

  it.each(["fr", "es", "pt", "ar"] as const)("words every sentence in %s, the codes and amounts kept", (language) => {
    const words = dealWording(language);
    const deal = dealFor({ term: "CIF", port: "NGAPP" }, 281);
    const { terms, shipping } = shippingBreakdown(shownDeal(deal), undefined, words);
    const english = shippingBreakdown(shownDeal(deal));
    expect(terms?.value).toBe("CIF Lagos Apapa (NGAPP)");
    for (const [i, row] of shipping.entries()) {
      expect(row.term).not.toBe(english.shipping[i]!.term);
      expect(row.note).not.toBe(english.shipping[i]!.note);
      expect(row.value).toBe(english.shipping[i]!.value);
    }
    expect(hintTexts(dealHints(deal), undefined, undefined, words).removeToSave).toContain("€");
    expect(words.capacityNote("295/80R22.5", { "20ft": 160, "40ft": 280 }, "20ft")).toContain("150-160");
  });

  it.each(["fr", "ar"] as const)("says a stored English freight note again in %s as it words the deal itself", (language) => {
    const words = dealWording(language);
    for (const choice of CHOICES) {
      for (const quantity of QUANTITIES) {
        const deal = shownDeal(dealFor(choice, quantity));
        expect(words.storedFreightNote(english.freightNote(deal)), `${JSON.stringify(choice)} ${quantity}`).toBe(words.freightNote(deal));
      }
    }
    expect(words.storedFreightNote("2 × 40ft")).toBe(words.containers(2, "40ft"));
    expect(words.storedFreightNote("Something the seller wrote")).toBe("Something the seller wrote");
  });

  it("writes a figure as formatMoney does: en-IE in English, the page's locale in the others, isolated in Arabic", () => {
    const amount = { amountMinor: 6_493_470, currency: "EUR" } as const;
    const noDecimals = { amountMinor: 1_092_000, currency: "XOF" as CurrencyCode, minorUnits: 0 };
    expect(english.figure(amount)).toBe("€64,934.70");
    for (const shown of [amount, noDecimals]) {
      expect(english.figure(shown)).toBe(formatMoney(shown));
      for (const language of ["fr", "es", "pt"] as const) expect(dealWording(language).figure(shown)).toBe(formatMoney(shown, LOCALES[language]));
      // Arabic drops the right-to-left mark it writes before an amount: the isolate keeps its order.
      expect(dealWording("ar").figure(shown)).toBe(`\u2066${formatMoney(shown, LOCALES.ar).replace("\u200f", "")}\u2069`);
    }
  });
});
