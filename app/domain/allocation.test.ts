import { describe, expect, it } from "vitest";
import { allocatePieces, stockChangedText, type StockPlace } from "./allocation";
import type { TyreAvailability } from "./availability";

const place = (warehouseId: number, available: number, extra: Partial<StockPlace> = {}): StockPlace => ({
  warehouseId,
  isDefault: false,
  available,
  production: null,
  ...extra,
});

describe("allocatePieces", () => {
  it.each([
    ["all from one place", [place(1, 500, { isDefault: true })], 200, [{ warehouseId: 1, pieces: 200 }], 0],
    [
      "the default warehouse first, then by id",
      [place(3, 100), place(2, 100), place(1, 50, { isDefault: true })],
      180,
      [
        { warehouseId: 1, pieces: 50 },
        { warehouseId: 2, pieces: 100 },
        { warehouseId: 3, pieces: 30 },
      ],
      0,
    ],
    [
      "oldest production first",
      [
        place(1, 100, { isDefault: true, production: { kind: "dot", year: 2026, week: 10 } }),
        place(2, 100, { production: { kind: "dot", year: 2025, week: 40 } }),
      ],
      150,
      [
        { warehouseId: 2, pieces: 100 },
        { warehouseId: 1, pieces: 50 },
      ],
      0,
    ],
    ["what stock cannot cover is short", [place(1, 80)], 200, [{ warehouseId: 1, pieces: 80 }], 120],
    ["nothing available, all short", [place(1, 0)], 200, [], 200],
  ])("%s", (_name, places, quantity, taken, short) => {
    expect(allocatePieces(places, quantity)).toEqual({ taken, short });
  });

  it("takes only stock of the DOT the quote names", () => {
    const places = [
      place(1, 100, { isDefault: true, production: { kind: "dot", year: 2025, week: 40 } }),
      place(2, 100, { production: { kind: "dot", year: 2026, week: 12 } }),
    ];
    expect(allocatePieces(places, 150, { year: 2026, week: null })).toEqual({ taken: [{ warehouseId: 2, pieces: 100 }], short: 50 });
  });

  it("never takes more than is asked or available (property over many cases)", () => {
    for (let seed = 0; seed < 200; seed++) {
      const places = Array.from({ length: (seed % 4) + 1 }, (_, i) => place(i + 1, (seed * 37 + i * 91) % 300));
      const quantity = (seed * 53) % 700;
      const { taken, short } = allocatePieces(places, quantity);
      const total = taken.reduce((sum, t) => sum + t.pieces, 0);
      expect(total + short).toBe(quantity);
      for (const t of taken) expect(t.pieces).toBeLessThanOrEqual(places.find((p) => p.warehouseId === t.warehouseId)!.available);
    }
  });
});

describe("stockChangedText", () => {
  const availability = (extra: Partial<TyreAvailability>): TyreAvailability => ({
    stock: [{ warehouse: "Rotterdam", onHand: 200, allocated: 200 }],
    incoming: [],
    leadTimeDays: null,
    notOrderable: false,
    production: null,
    ...extra,
  });
  const line = { text: "Michelin X Multi D 315/80R22.5", quantity: 200, fromStock: 200, inStock: 0 };

  it.each([
    [
      "made to order",
      availability({ leadTimeDays: 35 }),
      "Michelin X Multi D 315/80R22.5: 0 of the 200 pcs this quote counted on from stock are left; all 200 pcs can be loaded by 31 Dec.",
    ],
    [
      "incoming",
      availability({ incoming: [{ warehouse: "Rotterdam", pieces: 400, expectedOn: "2027-01-12" }] }),
      "Michelin X Multi D 315/80R22.5: 0 of the 200 pcs this quote counted on from stock are left; all 200 pcs can be loaded by 12 Jan.",
    ],
    [
      "none to be had",
      availability({ notOrderable: true }),
      "Michelin X Multi D 315/80R22.5: 0 of the 200 pcs this quote counted on from stock are left; at most 0 pcs can be had.",
    ],
  ])("%s", (_name, stock, text) => {
    expect(stockChangedText(line, stock, "2026-11-26")).toBe(text);
  });
});
