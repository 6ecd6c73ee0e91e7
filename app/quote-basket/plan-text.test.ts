import { describe, expect, it } from "vitest";
import { priceDeal, resolveShipping } from "~/domain/deal";
import { EMPTY_FREIGHT_TABLE } from "~/domain/freight";
import { planLoad } from "~/domain/container-plan";
import { basketWording } from "./basket-wording.server";
import { basketShippingNote, basketTierNote, fillSuggestions, planSummary, planTexts } from "./plan-text";

const line = (size: string, quantity: number) => ({ size, quantity, weightKg: null });
const eur = (amountMinor: number) => ({ amountMinor, currency: "EUR" as const });

describe("the words beside a plan", () => {
  it.each([
    [[line("295/80R22.5", 200)], "Fills 71% of a 40ft container: room for about 80 more 295/80R22.5."],
    [[line("295/80R22.5", 160)], "Fills 100% of a 20ft container."],
    [[line("295/80R22.5", 80)], "Fills 50% of a 20ft container: room for about 80 more 295/80R22.5."],
    [[line("295/80R22.5", 600)], "Fills 2 40ft containers and 14% of one more: room for about 240 more 295/80R22.5."],
    [[], "Nothing to ship yet."],
  ])("%j: %s", (lines, text) => {
    expect(planSummary(planLoad(lines))).toBe(text);
  });

  it("suggests more of the sizes already in the load", () => {
    expect(fillSuggestions(planLoad([line("295/80R22.5", 140), line("295/80R22.5", 10)]))).toEqual(["10 pcs more of 295/80R22.5"]);
  });

  it.each([
    [50, "Minimum order (50 pieces in all): +€20.00 per tyre", "1 × 20ft container"],
    [120, "The load fits one 20ft container: +€10.00 per tyre", "1 × 20ft container"],
    [561, "Full container load: the offer price", "3 × 40ft containers"],
  ])("%d pieces: %s, %s", (quantity, tier, shipping) => {
    const quote = priceDeal([{ ...line("295/80R22.5", quantity), offerPrice: eur(10000) }], resolveShipping({ term: null }, EMPTY_FREIGHT_TABLE))!;
    expect(basketTierNote(quote)).toBe(tier);
    expect(basketShippingNote(quote)).toBe(shipping);
  });
});

describe("the words beside a plan in another language", () => {
  it("are the language's catalogue, with its numbers and the container's length", () => {
    const plan = planLoad([line("295/80R22.5", 600)]);
    // Intl writes a no-break space before French "%": read here as a space.
    const texts = JSON.parse(JSON.stringify(planTexts(plan, basketWording("fr"))).replace(/[\u00a0\u202f]/g, " ")) as ReturnType<typeof planTexts>;
    expect(texts.summary).toBe("Remplit 2 conteneurs 40 pieds et 14 % d’un autre : encore de la place pour environ 240 295/80R22.5.");
    expect(texts.bars.map((bar) => `${bar.label} · ${bar.full}`)).toEqual([
      "Conteneur 1 : 40 pieds · rempli à 100 %",
      "Conteneur 2 : 40 pieds · rempli à 100 %",
      "Conteneur 3 : 40 pieds · rempli à 14 %",
    ]);
    expect(texts.fillLast).toBe("Pour remplir le dernier conteneur : 240 pièces de plus en 295/80R22.5.");
  });

  it("keep a size left to right inside Arabic", () => {
    const texts = planTexts(planLoad([line("295/80R22.5", 80)]), basketWording("ar"));
    expect(texts.summary).toContain("\u2066295/80R22.5\u2069");
    expect(texts.summary).toMatch(/^تملأ /);
  });

  it("are the English ones for English", () => {
    const plan = planLoad([line("295/80R22.5", 600)]);
    expect(planTexts(plan, basketWording("en")).summary).toBe(planSummary(plan));
  });
});
