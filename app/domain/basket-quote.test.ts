import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteBasket, type BasketLine } from "./basket-quote";
import { MAXIMUM_ORDER_QUANTITY, MINIMUM_ORDER_QUANTITY, quoteBulkOrder } from "./pricing";

const eur = (amountMinor: number) => ({ amountMinor, currency: "EUR" as const });
const line = (size: string, quantity: number, offerMinor = 10000): BasketLine => ({ size, quantity, weightKg: null, offerPrice: eur(offerMinor) });

describe("a basket of one line of the reference size quotes what /buy-now quotes", () => {
  it("at every spec §9 boundary and beyond", () => {
    fc.assert(
      fc.property(fc.integer({ min: MINIMUM_ORDER_QUANTITY, max: 5000 }), fc.integer({ min: 0, max: 1_000_000 }), (quantity, offerMinor) => {
        const basket = quoteBasket([line("295/80R22.5", quantity, offerMinor)])!;
        const buyNow = quoteBulkOrder(eur(offerMinor), quantity);
        expect([basket.tier, basket.lines[0]!.unitPrice, basket.subtotal, basket.shipping, basket.total]).toEqual([
          buyNow.tier,
          buyNow.unitPrice,
          buyNow.subtotal,
          buyNow.shipping,
          buyNow.total,
        ]);
      }),
    );
  });

  it.each([
    // pieces, unit, shipping: worked by hand from spec §9 for a €100.00 offer
    [50, 12000, 120000],
    [51, 11000, 120000],
    [160, 11000, 120000],
    [161, 10000, 200000],
    [281, 10000, 400000],
    [561, 10000, 600000],
  ])("%d pieces: unit %d, shipping %d", (quantity, unit, shipping) => {
    const quote = quoteBasket([line("295/80R22.5", quantity)])!;
    expect(quote.lines[0]!.unitPrice).toEqual(eur(unit));
    expect(quote.shipping).toEqual(eur(shipping));
    expect(quote.total).toEqual(eur(unit * quantity + shipping));
  });
});

describe("a mixed basket", () => {
  it("pays the trial surcharge on exactly 50 pieces in all", () => {
    const quote = quoteBasket([line("295/80R22.5", 30, 10000), line("315/80R22.5", 20, 20000)])!;
    expect(quote.tier).toBe("trial");
    expect(quote.lines.map((l) => l.unitPrice)).toEqual([eur(12000), eur(22000)]);
    expect(quote.subtotal).toEqual(eur(30 * 12000 + 20 * 22000));
    expect(quote.shipping).toEqual(eur(120000));
  });

  it("pays the 20ft surcharge while the load fits one 20ft, and the offer price beyond", () => {
    const fits = quoteBasket([line("295/80R22.5", 60), line("315/80R22.5", 60)])!;
    expect([fits.tier, fits.plan.container, fits.shipping]).toEqual(["20ft", "20ft", eur(120000)]);
    const overflows = quoteBasket([line("295/80R22.5", 100), line("315/80R22.5", 100)])!;
    expect([overflows.tier, overflows.plan.container, overflows.plan.containerCount, overflows.shipping]).toEqual(["40ft", "40ft", 1, eur(200000)]);
    expect(overflows.lines[0]!.unitPrice).toEqual(eur(10000));
  });

  it("says when it is under the minimum order", () => {
    expect(quoteBasket([line("205/55R16", 49)])!.belowMinimum).toBe(true);
    expect(quoteBasket([line("205/55R16", 25), line("195/65R15", 25)])!.belowMinimum).toBe(false);
  });

  it("is empty without lines and refuses a second currency", () => {
    expect(quoteBasket([])).toBeNull();
    expect(() => quoteBasket([line("295/80R22.5", 50), { ...line("295/80R22.5", 50), offerPrice: { amountMinor: 100, currency: "USD" } }])).toThrow(RangeError);
    expect(() => quoteBasket([line("295/80R22.5", 0)])).toThrow(RangeError);
  });

  it("totals stay whole minor units at the largest order", () => {
    const quote = quoteBasket([line("295/80R22.5", MAXIMUM_ORDER_QUANTITY, 99_999_999), line("11R22.5", MAXIMUM_ORDER_QUANTITY, 99_999_999)])!;
    expect(Number.isSafeInteger(quote.total.amountMinor)).toBe(true);
  });
});
