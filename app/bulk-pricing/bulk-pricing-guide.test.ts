import { describe, expect, it } from "vitest";
import { priceDeal, resolveShipping, NO_SHIPPING_CHOICE } from "~/domain/deal";
import { EMPTY_FREIGHT_TABLE } from "~/domain/freight";
import { money } from "~/domain/money";
import { bulkPricingGuide, sizeCountRows, tierRows } from "./bulk-pricing-guide";

describe("tierRows", () => {
  it("reads spec §9's tiers for its reference size (160 per 20ft) from the engine", () => {
    expect(tierRows("295/80R22.5", "EUR", EMPTY_FREIGHT_TABLE)).toEqual([
      { tier: "trial", pieces: "Exactly 50 pcs in all", surcharge: "+€20.00 per tyre", note: "Minimum-order surcharge +€20.00 per tyre" },
      { tier: "20ft", pieces: "51 to 160 pcs", surcharge: "+€10.00 per tyre", note: "20ft container rate +€10.00 per tyre" },
      { tier: "40ft", pieces: "161 pcs and more", surcharge: "The offer price", note: "40ft container rate" },
    ]);
  });

  it.each([["315/80R22.5"], ["205/55R16"], ["11R22.5"]])("for %s, each row's surcharge is what priceDeal charges at its first quantity", (size) => {
    const shipping = resolveShipping(NO_SHIPPING_CHOICE, EMPTY_FREIGHT_TABLE);
    for (const row of tierRows(size, "EUR", EMPTY_FREIGHT_TABLE)) {
      const first = Number(/(\d[\d,]*)/.exec(row.pieces)![1]!.replace(/,/g, ""));
      const deal = priceDeal([{ size, quantity: first, weightKg: null, offerPrice: money(10_000, "EUR") }], shipping)!;
      expect(deal.tier).toBe(row.tier);
      if (deal.surchargePerUnit.amountMinor === 0) expect(row.surcharge).toBe("The offer price");
      else expect(row.surcharge).toContain(`€${(deal.surchargePerUnit.amountMinor / 100).toFixed(2)}`);
    }
  });

  it("follows the seller's own count of a size", () => {
    const overrides = new Map([["315/80R22.5", { "20ft": 120, "40ft": 250 }]]);
    expect(tierRows("315/80R22.5", "EUR", EMPTY_FREIGHT_TABLE, overrides).map((r) => r.pieces)).toEqual([
      "Exactly 50 pcs in all",
      "51 to 120 pcs",
      "121 pcs and more",
    ]);
  });
});

describe("sizeCountRows", () => {
  const sizes = [
    { normalized: "11R22.5", slug: "11r22.5", tyreCount: 3 },
    { normalized: "315/80R22.5", slug: "315-80r22.5", tyreCount: 9 },
    { normalized: "295/80R22.5", slug: "295-80r22.5", tyreCount: 5 },
  ];

  it("lists the most stocked sizes first, with the planner's counts", () => {
    const rows = sizeCountRows(sizes, undefined, 2);
    expect(rows.map((r) => r.normalized)).toEqual(["315/80R22.5", "295/80R22.5"]);
    expect(rows[1]).toMatchObject({ twenty: 160, forty: 280, seller: false });
  });

  it("shows the seller's own count, marked as theirs", () => {
    const rows = sizeCountRows(sizes, new Map([["11R22.5", { "20ft": 150, "40ft": 300 }]]));
    expect(rows.find((r) => r.normalized === "11R22.5")).toMatchObject({ twenty: 150, forty: 300, seller: true });
  });
});

describe("bulkPricingGuide", () => {
  it("takes the freight terms from the seller's table, and the spec's reference size in an empty shop", () => {
    const guide = bulkPricingGuide([], EMPTY_FREIGHT_TABLE);
    expect(guide.exampleSize).toBe("295/80R22.5");
    expect(guide.freight).toMatchObject({
      portOfLoading: "Rotterdam",
      default20: "€1,200.00",
      default40: "€2,000.00",
      insurance: "0.3% of 110% of the CIF value",
    });
  });
});
