import { describe, expect, it } from "vitest";
import type { TyreAvailability } from "./availability";
import { planLoad } from "./load-plan";

const TODAY = "2026-11-26";
const stock = (onHand: number, extra: Partial<TyreAvailability> = {}): TyreAvailability => ({
  stock: [{ warehouse: "Rotterdam", onHand, allocated: 0 }],
  incoming: [],
  leadTimeDays: null,
  notOrderable: false,
  production: null,
  ...extra,
});

describe("planLoad", () => {
  it.each([
    [
      "all in stock: loadable now",
      [{ name: "A", quantity: 200, availability: stock(500) }],
      { lines: ["All 200 pcs in stock"], load: "Ready to load now", warnings: [] },
    ],
    [
      "the latest line sets the load's day",
      [
        { name: "A", quantity: 200, availability: stock(500) },
        { name: "B", quantity: 300, availability: stock(100, { incoming: [{ warehouse: "Rotterdam", pieces: 400, expectedOn: "2026-12-12" }] }) },
        { name: "C", quantity: 80, availability: stock(0, { leadTimeDays: 35 }) },
      ],
      {
        lines: ["All 200 pcs in stock", "100 pcs in stock, 200 pcs incoming: ready by 12 Dec", "80 pcs made to order: ready by 31 Dec"],
        load: "Ready to load by 31 Dec",
        warnings: [],
      },
    ],
    [
      "a line asking for more than can ever be had is warned of, and the load has no day",
      [{ name: "B", quantity: 300, availability: stock(100, { notOrderable: true }) }],
      { lines: ["At most 100 pcs can be had"], load: null, warnings: ["B: you ask for 300 pcs, but at most 100 pcs can be had."] },
    ],
    [
      "none to be had at all",
      [{ name: "B", quantity: 50, availability: stock(0, { notOrderable: true }) }],
      { lines: ["Out of stock, and no more can be ordered"], load: null, warnings: ["B: you ask for 50 pcs, but none can be had."] },
    ],
    [
      "a tyre with no availability data says nothing, and the load has no day",
      [{ name: "A", quantity: 50, availability: null }],
      { lines: [null], load: null, warnings: [] },
    ],
  ])("%s", (_name, lines, expected) => {
    expect(planLoad(lines, TODAY)).toEqual(expected);
  });
});
