import { describe, expect, it } from "vitest";
import { priceDeal, resolveShipping } from "~/domain/deal";
import { EMPTY_FREIGHT_TABLE } from "~/domain/freight";
import { planLoad } from "~/domain/container-plan";
import { basketShippingNote, basketTierNote, fillSuggestions, planSummary } from "./plan-text";

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
