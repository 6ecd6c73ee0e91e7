import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addToBasket,
  basketPieces,
  decodeBasket,
  encodeBasket,
  MAX_BASKET_LINES,
  mergeBaskets,
  removeFromBasket,
  setBasketQuantity,
  swapInBasket,
  type BasketEntry,
} from "./basket-lines";

const entry = (tyreId: number, quantity: number): BasketEntry => ({ tyreId, quantity });
const entriesArbitrary = fc.uniqueArray(fc.record({ tyreId: fc.integer({ min: 1, max: 2_147_483_647 }), quantity: fc.integer({ min: 1, max: 100_000 }) }), {
  selector: (e) => e.tyreId,
  maxLength: MAX_BASKET_LINES,
});

describe("the basket cookie", () => {
  it("reads back what it wrote", () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        expect(decodeBasket(encodeBasket(entries))).toEqual(entries);
      }),
    );
  });

  it("writes only cookie-safe characters", () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        expect(encodeBasket(entries)).toMatch(/^[0-9.-]*$/);
      }),
    );
  });

  it.each([
    ["", []],
    ["12-50.13-100", [entry(12, 50), entry(13, 100)]],
    ["12-50.12-70", [entry(12, 50)]],
    ["0-50.12-0.13-100001.x-1.14-1.5", [entry(14, 1)]],
    ["99999999999-5.15-2", [entry(15, 2)]],
    ["<script>.15-2.16-3;17-4", [entry(15, 2)]],
  ])("reads %j as %j, dropping what is malformed", (text, expected) => {
    expect(decodeBasket(text)).toEqual(expected);
  });

  it("never reads more lines than a basket holds", () => {
    const many = Array.from({ length: 50 }, (_, i) => `${i + 1}-10`).join(".");
    expect(decodeBasket(many)).toHaveLength(MAX_BASKET_LINES);
  });
});

describe("changing a basket", () => {
  it("adds to a tyre's line, or as a new line", () => {
    expect(addToBasket([entry(1, 50)], 1, 30)).toEqual({ ok: true, entries: [entry(1, 80)] });
    expect(addToBasket([entry(1, 50)], 2, 30)).toEqual({ ok: true, entries: [entry(1, 50), entry(2, 30)] });
    expect(addToBasket([entry(1, 99_990)], 1, 30)).toEqual({ ok: true, entries: [entry(1, 100_000)] });
  });

  it.each([0, -1, 1.5, 100_001, Number.NaN])("refuses a quantity of %d with a reason", (quantity) => {
    expect(addToBasket([], 1, quantity)).toEqual({ ok: false, reason: "Quantity must be a whole number from 1 to 100000." });
    expect(setBasketQuantity([entry(1, 5)], 1, quantity).ok).toBe(false);
  });

  it("refuses a tyre past the line limit", () => {
    const full = Array.from({ length: MAX_BASKET_LINES }, (_, i) => entry(i + 1, 1));
    expect(addToBasket(full, 999, 1)).toEqual({ ok: false, reason: "A quote holds at most 30 tyres. Remove one to add another." });
  });

  it("sets and removes a line", () => {
    expect(setBasketQuantity([entry(1, 5), entry(2, 6)], 2, 60)).toEqual({ ok: true, entries: [entry(1, 5), entry(2, 60)] });
    expect(setBasketQuantity([entry(1, 5)], 2, 60)).toEqual({ ok: false, reason: "That tyre is not in your quote." });
    expect(removeFromBasket([entry(1, 5), entry(2, 6)], 1)).toEqual([entry(2, 6)]);
    expect(basketPieces([entry(1, 5), entry(2, 6)])).toBe(11);
  });
});

describe("merging a visitor's basket into the account's at sign-in", () => {
  it("keeps the larger quantity of a tyre in both, and adds the rest", () => {
    expect(mergeBaskets([entry(1, 100), entry(2, 50)], [entry(2, 80), entry(3, 60), entry(1, 20)])).toEqual([entry(1, 100), entry(2, 80), entry(3, 60)]);
  });

  it("loses no tyre of either while the line limit allows, and never passes it", () => {
    fc.assert(
      fc.property(entriesArbitrary, entriesArbitrary, (account, visitor) => {
        const merged = mergeBaskets(account, visitor);
        expect(merged.length).toBeLessThanOrEqual(MAX_BASKET_LINES);
        expect(new Set(merged.map((m) => m.tyreId)).size).toBe(merged.length);
        for (const a of account) expect(merged.find((m) => m.tyreId === a.tyreId)!.quantity).toBeGreaterThanOrEqual(a.quantity);
        const ids = new Set([...account, ...visitor].map((e) => e.tyreId));
        if (ids.size <= MAX_BASKET_LINES) expect(merged.length).toBe(ids.size);
      }),
    );
  });
});

describe("swapping a line for an in-stock tyre", () => {
  const basket = [
    { tyreId: 1, quantity: 100 },
    { tyreId: 2, quantity: 40 },
  ];
  it.each<[string, number, number, ReturnType<typeof swapInBasket>]>([
    [
      "the new tyre takes the line's place and pieces",
      1,
      9,
      {
        ok: true,
        entries: [
          { tyreId: 9, quantity: 100 },
          { tyreId: 2, quantity: 40 },
        ],
      },
    ],
    ["a tyre already in the quote takes the pieces on its line", 1, 2, { ok: true, entries: [{ tyreId: 2, quantity: 140 }] }],
    ["a tyre for itself changes nothing", 2, 2, { ok: true, entries: basket }],
    ["a tyre not in the quote is refused", 7, 9, { ok: false, reason: "That tyre is not in your quote." }],
  ])("%s", (_case, from, to, expected) => {
    expect(swapInBasket(basket, from, to)).toEqual(expected);
  });
});
