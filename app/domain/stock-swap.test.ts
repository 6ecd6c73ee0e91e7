import { describe, expect, it } from "vitest";
import type { TyreAvailability } from "./availability";
import { stockSwapFor, type SwapCandidate } from "./stock-swap";

const TODAY = "2026-11-28";
const inStock = (onHand: number): TyreAvailability => ({
  stock: [{ warehouse: "Rotterdam", onHand, allocated: 0 }],
  incoming: [],
  leadTimeDays: null,
  notOrderable: false,
  production: null,
});
const madeToOrder: TyreAvailability = { stock: [], incoming: [], leadTimeDays: 35, notOrderable: false, production: null };
const candidate = (tyreId: number, priceMinor: number, onHand: number | null, currency = "EUR"): SwapCandidate => ({
  tyreId,
  name: `Tyre ${tyreId}`,
  priceMinor,
  currency,
  availability: onHand === null ? null : inStock(onHand),
});

describe("stockSwapFor", () => {
  it.each<[string, TyreAvailability | null, SwapCandidate[], ReturnType<typeof stockSwapFor>]>([
    ["a line ready today needs no swap", inStock(500), [candidate(2, 100, 500)], null],
    ["a line without data: nothing to say it waits", null, [candidate(2, 100, 500)], null],
    [
      "a made-to-order line gets the in-stock tyre",
      madeToOrder,
      [candidate(2, 100, 500)],
      { tyreId: 2, name: "Tyre 2", text: "Tyre 2: 500 pcs in stock, ready now", pieces: 500 },
    ],
    [
      "only a tyre with the whole quantity in stock, and the cheapest of those",
      madeToOrder,
      [candidate(2, 90, 99), candidate(3, 120, 1240), candidate(4, 110, 300)],
      { tyreId: 4, name: "Tyre 4", text: "Tyre 4: 300 pcs in stock, ready now", pieces: 300 },
    ],
    ["another currency is never suggested", madeToOrder, [candidate(2, 100, 500, "USD")], null],
    ["a tyre without stock data is never suggested", madeToOrder, [candidate(2, 100, null)], null],
    [
      "a line that can never be had in full gets one too",
      { ...inStock(20), notOrderable: true },
      [candidate(2, 100, 1000)],
      { tyreId: 2, name: "Tyre 2", text: "Tyre 2: 1,000 pcs in stock, ready now", pieces: 1_000 },
    ],
    [
      "on a price tie, the most pieces",
      madeToOrder,
      [candidate(2, 100, 200), candidate(3, 100, 900)],
      { tyreId: 3, name: "Tyre 3", text: "Tyre 3: 900 pcs in stock, ready now", pieces: 900 },
    ],
  ])("%s", (_case, availability, candidates, expected) => {
    expect(stockSwapFor({ quantity: 100, currency: "EUR", availability }, candidates, TODAY)).toEqual(expected);
  });
});
