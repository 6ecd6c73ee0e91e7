import { describe, expect, it } from "vitest";
import type { ChangedTyre, RemovedTyre } from "./import-preview";
import { filterPreviewLists, previewFilterOf, tyreMatches } from "./preview-filter";

const tyre = (brand: string, model: string, size: string): RemovedTyre => ({ brand, model, size, season: "summer", vehicleType: "truck", pattern: "steer" });
const eur = (amountMinor: number) => ({ amountMinor, currency: "EUR" as const });
const changed = (t: RemovedTyre): ChangedTyre => ({ ...t, offerPrice: { before: eur(100), after: eur(120) }, stock: null, otherChanges: false });

const PREVIEW = {
  added: [{ ...tyre("Michelin", "X Multi", "315/80R22.5"), offerPrice: eur(30000), stock: 40 }],
  changed: [changed(tyre("Bridgestone", "R-Steer 002", "295/80R22.5")), changed(tyre("Michelin", "X Line", "385/65R22.5"))],
  removedSample: [tyre("Conti", "HSR2", "315/70R22.5")],
  foreignCurrency: {
    catalogueCurrency: "EUR" as const,
    count: 1,
    sample: [{ ...tyre("Michelin", "X Multi", "315/80R22.5"), price: { amountMinor: 30000, currency: "USD" as const } }],
  },
};

describe("the upload preview's filter", () => {
  it.each([
    ["", { show: "all", q: "" }],
    ["?show=changed&q=%20michelin%20", { show: "changed", q: "michelin" }],
    ["?show=bogus", { show: "all", q: "" }],
  ])("reads %j", (query, expected) => {
    expect(previewFilterOf(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    ["michelin", true],
    ["MICHELIN 315/80", true],
    ["michelin 295", false],
    ["steer", true],
    ["", true],
  ])("matches %j against a Michelin 315/80R22.5 steer tyre: %s", (q, expected) => {
    expect(tyreMatches(tyre("Michelin", "X Multi", "315/80R22.5"), q)).toBe(expected);
  });

  it("lists only the kind chosen, and within it only the tyres the words name", () => {
    const lists = filterPreviewLists(PREVIEW, { show: "changed", q: "michelin" });
    expect(lists.changed.map((t) => t.model)).toEqual(["X Line"]);
    expect([lists.added, lists.removed, lists.foreign]).toEqual([[], [], []]);
    const all = filterPreviewLists(PREVIEW, { show: "all", q: "" });
    expect([all.added.length, all.changed.length, all.removed.length, all.foreign.length]).toEqual([1, 2, 1, 1]);
  });
});
