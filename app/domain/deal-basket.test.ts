// A load of several sizes priced by the whole load (decision 132): the tier, the containers and the
// freight the planner's containers cost, by the one engine (deal.ts) without a chosen term.
import { describe, expect, it } from "vitest";
import { EMPTY_FREIGHT_TABLE } from "./freight";
import { priceDeal, resolveShipping, type DealLineInput } from "./deal";
import { MAXIMUM_ORDER_QUANTITY } from "./pricing";

const eur = (amountMinor: number) => ({ amountMinor, currency: "EUR" as const });
const line = (size: string, quantity: number, offerMinor = 10000): DealLineInput => ({ size, quantity, weightKg: null, offerPrice: eur(offerMinor) });
const basket = (lines: DealLineInput[]) => priceDeal(lines, resolveShipping({ term: null }, EMPTY_FREIGHT_TABLE));

describe("a mixed basket", () => {
  it("pays the trial surcharge on exactly 50 pieces in all", () => {
    const quote = basket([line("295/80R22.5", 30, 10000), line("315/80R22.5", 20, 20000)])!;
    expect(quote.tier).toBe("trial");
    expect(quote.lines.map((l) => l.unitPrice)).toEqual([eur(12000), eur(22000)]);
    expect(quote.goods).toEqual(eur(30 * 12000 + 20 * 22000));
    expect(quote.freight).toEqual(eur(120000));
  });

  it("pays the 20ft surcharge while the load fits one 20ft, and the offer price beyond", () => {
    const fits = basket([line("295/80R22.5", 60), line("315/80R22.5", 60)])!;
    expect([fits.tier, fits.plan.container, fits.freight]).toEqual(["20ft", "20ft", eur(120000)]);
    const overflows = basket([line("295/80R22.5", 100), line("315/80R22.5", 100)])!;
    expect([overflows.tier, overflows.plan.container, overflows.plan.containerCount, overflows.freight]).toEqual(["40ft", "40ft", 1, eur(200000)]);
    expect(overflows.lines[0]!.unitPrice).toEqual(eur(10000));
  });

  it("says when it is under the minimum order", () => {
    expect(basket([line("205/55R16", 49)])!.belowMinimum).toBe(true);
    expect(basket([line("205/55R16", 25), line("195/65R15", 25)])!.belowMinimum).toBe(false);
  });

  it("is empty without lines and refuses a second currency", () => {
    expect(basket([])).toBeNull();
    expect(() => basket([line("295/80R22.5", 50), { ...line("295/80R22.5", 50), offerPrice: { amountMinor: 100, currency: "USD" } }])).toThrow(RangeError);
    expect(() => basket([line("295/80R22.5", 0)])).toThrow(RangeError);
  });

  it("totals stay whole minor units at the largest order", () => {
    const quote = basket([line("295/80R22.5", MAXIMUM_ORDER_QUANTITY, 99_999_999), line("11R22.5", MAXIMUM_ORDER_QUANTITY, 99_999_999)])!;
    expect(Number.isSafeInteger(quote.total.amountMinor)).toBe(true);
  });
});
