import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containerCapacity } from "./container-capacity";
import { dealHints, priceDeal, resolveShipping, type DealLineInput, type ShippingChoice } from "./deal";
import { moreCostsLessText, removeToSaveText } from "./deal-text";
import { EMPTY_FREIGHT_TABLE, insurancePremiumMinor, type FreightPort, type FreightTable } from "./freight";

const eur = (amountMinor: number) => ({ amountMinor, currency: "EUR" as const });
const line = (size: string, quantity: number, offerMinor = 10000, weightKg: number | null = null): DealLineInput => ({
  size,
  quantity,
  weightKg,
  offerPrice: eur(offerMinor),
});

const lagos: FreightPort = { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 245_000, rate40Minor: 390_000, transitDays: 18, example: true };
const tinCan: FreightPort = {
  code: "NGTIN",
  name: "Tin Can Island",
  country: "NG",
  rate20Minor: 250_000,
  rate40Minor: 395_000,
  transitDays: 18,
  example: true,
};
const table: FreightTable = { ...EMPTY_FREIGHT_TABLE, ports: [tinCan, lagos] };

const priced = (lines: DealLineInput[], choice: ShippingChoice = { term: null }, freight = table) => priceDeal(lines, resolveShipping(choice, freight))!;

describe("one line of the reference size with no terms chosen is spec §9 exactly", () => {
  // spec §9 read literally: the oracle the engine must match for 295/80R22.5.
  const specUnit = (q: number, offer: number) => offer + (q === 50 ? 2000 : q <= 160 ? 1000 : 0);
  const specShipping = (q: number) => (q <= 160 ? 120_000 : q <= 280 ? 200_000 : 200_000 + Math.ceil((q - 280) / 280) * 200_000);

  it.each([50, 51, 160, 161, 280, 281, 561, 1000])("%d pcs", (quantity) => {
    const deal = priced([line("295/80R22.5", quantity, 41_800)]);
    expect(deal.lines[0]!.unitPrice).toEqual(eur(specUnit(quantity, 41_800)));
    expect(deal.freight).toEqual(eur(specShipping(quantity)));
    expect(deal.insurance).toBeNull();
    expect(deal.total).toEqual(eur(specUnit(quantity, 41_800) * quantity + specShipping(quantity)));
    expect(deal.plan.container).toBe(quantity <= 160 ? "20ft" : "40ft");
  });

  it("for any quantity and offer price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 5000 }), fc.integer({ min: 0, max: 1_000_000 }), (quantity, offer) => {
        const deal = priced([line("295/80R22.5", quantity, offer)]);
        expect(deal.total).toEqual(eur(specUnit(quantity, offer) * quantity + specShipping(quantity)));
      }),
    );
  });
});

describe("the tiers follow each size's own container counts", () => {
  it.each(["315/80R22.5", "205/55R16", "12.00R24", "110/70-17"])("%s: +10 up to a 20ft's count, the offer price above", (size) => {
    const twenty = containerCapacity(size)["20ft"];
    expect(priced([line(size, twenty)]).lines[0]!.unitPrice).toEqual(eur(11_000));
    expect(priced([line(size, twenty)]).plan).toMatchObject({ container: "20ft", containerCount: 1 });
    expect(priced([line(size, twenty + 1)]).lines[0]!.unitPrice).toEqual(eur(10_000));
    expect(priced([line(size, twenty + 1)]).plan).toMatchObject({ container: "40ft", containerCount: 1 });
  });

  it("315/80R22.5 x 260 needs two 40ft (a 40ft holds fewer than 260 of it)", () => {
    const deal = priced([line("315/80R22.5", 260)]);
    expect(containerCapacity("315/80R22.5")["40ft"]).toBeLessThan(260);
    expect(deal.plan.containerCount).toBe(2);
    expect(deal.freight).toEqual(eur(400_000));
  });

  it("the seller's own count decides", () => {
    const overrides = new Map([["315/80R22.5", { "20ft": 140, "40ft": 246 }]]);
    const deal = priceDeal([line("315/80R22.5", 246)], resolveShipping({ term: null }, table), overrides)!;
    expect(deal.plan).toMatchObject({ container: "40ft", containerCount: 1 });
  });
});

describe("Incoterms 2020 priced honestly", () => {
  const lines = [line("295/80R22.5", 281, 41_800)];
  const goods = 281 * 41_800;

  it("FOB: goods only, the port of loading named", () => {
    const deal = priced(lines, { term: "FOB" });
    expect(deal.freight).toBeNull();
    expect(deal.insurance).toBeNull();
    expect(deal.total).toEqual(eur(goods));
    expect(deal.shipping.place).toBe("Rotterdam");
  });

  it.each([
    ["a listed port by code", "NGAPP", lagos.rate40Minor, "listed"],
    ["a listed port by name, any case and spacing", "  lagos   apapa ", lagos.rate40Minor, "listed"],
    ["the list's own label", "Lagos Apapa (NGAPP)", lagos.rate40Minor, "listed"],
    ["a port we do not list", "Lomé", 200_000, "default"],
  ])("CIF to %s: goods + freight x containers + insurance", (_, port, rate40, basis) => {
    const deal = priced(lines, { term: "CIF", port });
    expect(deal.plan.containerCount).toBe(2);
    expect(deal.shipping.freight?.basis).toBe(basis);
    expect(deal.freight).toEqual(eur(2 * rate40));
    const insurance = insurancePremiumMinor(goods + 2 * rate40, 30);
    expect(deal.insurance).toEqual(eur(insurance));
    expect(deal.total).toEqual(eur(goods + 2 * rate40 + insurance));
  });

  it("DDP: as CIF through the country's cheapest listed port, duties left to the seller", () => {
    const deal = priced(lines, { term: "DDP", address: "12 Creek Road, Apapa, Lagos", country: "ng" });
    expect(deal.shipping.port?.code).toBe("NGAPP");
    expect(deal.shipping.dutiesQuotedBySeller).toBe(true);
    const cif = priced(lines, { term: "CIF", port: "NGAPP" });
    expect(deal.total).toEqual(cif.total);
  });

  it("DDP to a country without a listed port: the default rate", () => {
    const deal = priced(lines, { term: "DDP", address: "Accra", country: "GH" });
    expect(deal.shipping.port).toBeNull();
    expect(deal.freight).toEqual(eur(400_000));
  });
});

describe("insurance: the rate of 110% of a CIF value that includes the premium", () => {
  it.each([
    // goods and freight, basis points; premium = round(x * 0.0033 / 0.9967)
    [10_000_000, 30, 33_109],
    [0, 30, 0],
    [1_000_000, 0, 0],
    [12_147_800, 30, 40_220],
  ])("%d at %d bp", (amount, bp, premium) => {
    expect(insurancePremiumMinor(amount, bp)).toBe(premium);
    // The premium is the rate of 110% of goods + freight + premium, to the cent.
    expect(Math.abs(premium - ((amount + premium) * 1.1 * bp) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-9);
  });
});

describe("say what is cheaper", () => {
  it("281 pcs of the reference size: remove 1 to save a 40ft", () => {
    const deal = priced([line("295/80R22.5", 281, 41_800)]);
    const hint = dealHints(deal).removeToSave!;
    expect(hint).toMatchObject({ lineIndex: 0, pieces: 1, container: "40ft" });
    // The 40ft's freight; the tyre taken out is not a saving.
    expect(hint.saves).toEqual(
      eur(priced([line("295/80R22.5", 281, 41_800)]).total.amountMinor - priced([line("295/80R22.5", 280, 41_800)]).total.amountMinor - 41_800),
    );
    expect(removeToSaveText(hint)).toBe("Remove 1 pcs to save €2,000.00 (one 40ft less)");
  });

  it("no saving to name under FOB, where the buyer pays the sea freight", () => {
    expect(dealHints(priced([line("295/80R22.5", 281)], { term: "FOB" })).removeToSave).toBeNull();
  });

  it("no hint when the last container is 10% full or more", () => {
    expect(dealHints(priced([line("295/80R22.5", 280 + 28)])).removeToSave).toBeNull();
    expect(dealHints(priced([line("295/80R22.5", 280 + 27)])).removeToSave).not.toBeNull();
  });

  it.each([
    [50, 51, 7_200],
    [160, 161, 38_200],
  ])("%d pcs of the reference size at €418: %d cost less", (from, quantity, saves) => {
    const hint = dealHints(priced([line("295/80R22.5", from, 41_800)])).moreCostsLess!;
    expect(hint).toEqual({ lineIndex: 0, from, quantity, saves: eur(saves) });
    expect(priced([line("295/80R22.5", from, 41_800)]).total.amountMinor - priced([line("295/80R22.5", quantity, 41_800)]).total.amountMinor).toBe(saves);
  });

  it("161 vs 160 in the words a buyer reads", () => {
    const hint = dealHints(priced([line("295/80R22.5", 160, 41_800)])).moreCostsLess!;
    expect(moreCostsLessText(hint)).toBe("161 pcs cost €382.00 less than 160");
  });

  it("no hint when more pieces cost more", () => {
    expect(dealHints(priced([line("295/80R22.5", 160, 200_000)])).moreCostsLess).toBeNull();
    expect(dealHints(priced([line("295/80R22.5", 100, 41_800)])).moreCostsLess).toBeNull();
  });

  it("the hints are what they say, for any load", () => {
    const sizes = ["295/80R22.5", "315/80R22.5", "205/55R16", "385/65R22.5"];
    const lineArb = fc.record({ size: fc.constantFrom(...sizes), quantity: fc.integer({ min: 1, max: 1500 }), offer: fc.integer({ min: 1000, max: 60_000 }) });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 4 }), (drawn) => {
        const lines = drawn.map((d) => line(d.size, d.quantity, d.offer));
        const deal = priced(lines, { term: "CIF", port: "NGAPP" });
        const { removeToSave, moreCostsLess } = dealHints(deal);
        if (removeToSave) {
          const changed = lines.map((l, i) => (i === removeToSave.lineIndex ? { ...l, quantity: l.quantity - removeToSave.pieces } : l));
          const after = priced(changed, { term: "CIF", port: "NGAPP" });
          expect(after.plan.containerCount).toBe(deal.plan.containerCount - 1);
          const removedGoods = deal.lines[removeToSave.lineIndex]!.unitPrice.amountMinor * removeToSave.pieces;
          expect(deal.total.amountMinor - after.total.amountMinor - removedGoods).toBe(removeToSave.saves.amountMinor);
        }
        if (moreCostsLess) {
          const changed = lines.map((l, i) => (i === moreCostsLess.lineIndex ? { ...l, quantity: moreCostsLess.quantity } : l));
          expect(deal.total.amountMinor - priced(changed, { term: "CIF", port: "NGAPP" }).total.amountMinor).toBe(moreCostsLess.saves.amountMinor);
        }
      }),
      { numRuns: 300 },
    );
  });
});
