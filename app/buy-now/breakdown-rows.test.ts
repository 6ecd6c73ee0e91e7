import { describe, expect, it } from "vitest";
import { dealHints, priceDeal, resolveShipping, shownDeal, type ShippingChoice } from "../domain/deal";
import { EMPTY_FREIGHT_TABLE, type FreightTable } from "../domain/freight";
import { showMoney } from "../domain/shown-money";
import { hintOrders, hintTexts, shippingBreakdown } from "./breakdown-rows";
import { dealWording } from "./deal-wording.server";

const lagos = { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 245_000, rate40Minor: 390_000, transitDays: 18, example: true };
const table: FreightTable = { ...EMPTY_FREIGHT_TABLE, ports: [lagos] };
const dealFor = (choice: ShippingChoice, quantity = 281) =>
  priceDeal([{ size: "295/80R22.5", quantity, weightKg: null, offerPrice: { amountMinor: 41_800, currency: "EUR" } }], resolveShipping(choice, table))!;
/** Each row as "name: term | note | value". */
const printed = (choice: ShippingChoice) => {
  const { terms, shipping } = shippingBreakdown(shownDeal(dealFor(choice)));
  return [terms, ...shipping].filter((row) => row !== null).map((row) => `${row.name}: ${row.term} | ${row.note ?? ""} | ${row.value}`);
};

describe("the shipping rows the loaders word for /buy-now and /quote (decision 240)", () => {
  it.each<[string, ShippingChoice, string[]]>([
    ["no term: spec §9's estimate", { term: null }, ["shipping: Shipping (estimate) | 2 × 40ft containers | €4,000.00"]],
    [
      "FOB: the buyer's own freight, no amount",
      { term: "FOB" },
      ["terms: Shipping terms |  | FOB Rotterdam", "shipping: Sea freight | Sea freight from Rotterdam is arranged and paid by the buyer | "],
    ],
    [
      "CIF to a listed port: its rate and the insurance",
      { term: "CIF", port: "NGAPP" },
      [
        "terms: Shipping terms |  | CIF Lagos Apapa (NGAPP)",
        "shipping: Sea freight | 2 × 40ft containers to Lagos Apapa at €3,900.00 each (example rate, to be confirmed), about 18 days at sea | €7,800.00",
        expect.stringMatching(/^insurance: Marine insurance \| 0\.3% of 110% of the CIF value \| €\d{3}\.\d\d$/),
      ],
    ],
    [
      "DDP: insurance and the duties left to the seller",
      { term: "DDP", address: "1 Broad Street, Lagos", country: "NG" },
      [
        "terms: Shipping terms |  | DDP 1 Broad Street, Lagos",
        "shipping: Sea freight | 2 × 40ft containers via Lagos Apapa (NGAPP) at €3,900.00 each (example rate, to be confirmed), about 18 days at sea | €7,800.00",
        expect.stringMatching(/^insurance: Marine insurance \| /),
        "duties: Import duties, taxes and inland delivery are quoted by the seller |  | ",
      ],
    ],
  ])("%s", (_, choice, rows) => {
    expect(printed(choice)).toEqual(rows);
  });

  it("words the hints as the calculator showed them, naming the size on /quote", () => {
    const deal = dealFor({ term: null });
    const texts = hintTexts(dealHints(deal), "295/80R22.5");
    expect(texts.removeToSave).toBe("Remove 1 pcs of 295/80R22.5 to save €2,000.00 (one 40ft less)");
    expect(hintTexts(dealHints(dealFor({ term: null }, 50))).moreCostsLess).toBe("51 pcs cost €72.00 less than 50");
  });

  it.each([
    ["281 pcs on /buy-now: one fewer saves a container", 281, 281, { removeToSave: "Order 280 pcs", moreCostsLess: null }],
    ["50 pcs: one more costs less", 50, 50, { removeToSave: null, moreCostsLess: "Order 51 pcs" }],
    ["a line of 1,121 of a larger load on /quote: the pieces come off the line", 1_401, 1_121, { removeToSave: "Order 1,120 pcs", moreCostsLess: null }],
  ] as const)("labels the hints' buttons with the quantity each sets: %s", (_, quantity, from, labels) => {
    expect(hintOrders(dealHints(dealFor({ term: null }, quantity)), from, dealWording("en").orderPieces)).toEqual(labels);
  });

  it("labels no remove button without the quantity the pieces come off", () => {
    expect(hintOrders(dealHints(dealFor({ term: null }, 281)), undefined, dealWording("fr").orderPieces)).toEqual({ removeToSave: null, moreCostsLess: null });
  });

  it("writes every amount, the rate in the freight note and the hints' savings in a display currency (decision 285)", () => {
    const rate = { from: { code: "EUR", minorUnits: 2 }, to: { code: "CLP", minorUnits: 0 }, rateMillionths: 1_040_000_000, asOf: "2026-11-24" };
    const show = (amount: Parameters<typeof showMoney>[0]) => showMoney(amount, rate).replace(/\u00a0/g, " ");
    const { shipping } = shippingBreakdown(shownDeal(dealFor({ term: "CIF", port: "NGAPP" })), show);
    expect(shipping[0]).toMatchObject({
      note: "2 × 40ft containers to Lagos Apapa at CLP 4,056,000 each (example rate, to be confirmed), about 18 days at sea",
      value: "CLP 8,112,000",
    });
    expect(shipping[1]!.value).toMatch(/^CLP \d{3},\d{3}$/);
    expect(hintTexts(dealHints(dealFor({ term: null })), undefined, show).removeToSave).toBe("Remove 1 pcs to save CLP 2,080,000 (one 40ft less)");
  });
});
