// priceDealBy and dealHintsBy, given the counts containerCapacity works out, price and hint a load
// exactly as priceDeal and dealHints do: the browser's calculator and /quote agree (decision 209).
import { describe, expect, it } from "vitest";
import { containerCapacity } from "./container-capacity";
import { dealHints, dealHintsBy, priceDeal, priceDealBy, resolveShipping, type ShippingChoice } from "./deal";
import { DEFAULT_FREIGHT_SETTINGS, type FreightTable } from "./freight";
import { money } from "./money";

const table: FreightTable = {
  settings: DEFAULT_FREIGHT_SETTINGS,
  ports: [{ code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 230_000, rate40Minor: 390_000, transitDays: 18, example: true }],
};
const overrides = new Map([["11R22.5", { "20ft": 170, "40ft": 300 }]]);

describe("priceDealBy with the worked-out counts", () => {
  it.each<[string, number, number | null, ShippingChoice]>([
    ["295/80R22.5", 50, 61, { term: null }],
    ["295/80R22.5", 160, 61, { term: null }],
    ["295/80R22.5", 161, 61, { term: "FOB" }],
    ["315/80R22.5", 260, 64, { term: "CIF", port: "NGAPP" }],
    ["315/80R22.5", 247, 64, { term: "CIF", port: "Port Nowhere" }],
    ["205/55R16", 281, 9, { term: "DDP", address: "1 Marina, Lagos, NG", country: "NG" }],
    ["11R22.5", 171, null, { term: null }],
  ])("prices and hints %s x %i (%s kg) as priceDeal does", (size, quantity, weightKg, choice) => {
    const lines = [{ size, quantity, weightKg, offerPrice: money(43_500, "EUR") }];
    const shipping = resolveShipping(choice, table);
    const counts = containerCapacity(size, overrides);
    const byCounts = priceDealBy(lines, shipping, () => counts)!;
    const deal = priceDeal(lines, shipping, overrides)!;
    expect(byCounts).toEqual(deal);
    expect(dealHintsBy(byCounts, () => counts)).toEqual(dealHints(deal, overrides));
  });
});
