import { describe, expect, it } from "vitest";
import type { ExchangeRate } from "./exchange-rate";
import { money } from "./money";
import { convertDealAmounts, formatMinorUnits, showMoney } from "./shown-money";

const EUR = { code: "EUR", minorUnits: 2 };
const rateTo = (code: string, minorUnits: number, rateMillionths: number): ExchangeRate => ({
  from: EUR,
  to: { code, minorUnits },
  rateMillionths,
  asOf: "2026-11-24",
});
const USD = rateTo("USD", 2, 1_081_200);
const CLP = rateTo("CLP", 0, 1_040_000_000);
const XOF = rateTo("XOF", 0, 655_957_000);

describe("showMoney", () => {
  it.each([
    ["a euro price without a rate, as before", money(104_990, "EUR"), null, "€1,049.90"],
    ["a euro price in US dollars, to the cent", money(104_990, "EUR"), USD, "US$1,135.15"],
    ["a euro price in Chilean pesos, no decimals", money(104_990, "EUR"), CLP, "CLP 1,091,896"],
    ["a euro price in CFA francs, no decimals", money(10_000, "EUR"), XOF, "F CFA 65,596"],
    ["an amount not in the rate's currency, as it is", money(1_000, "USD"), CLP, "US$10.00"],
  ])("writes %s", (_, amount, rate, expected) => {
    expect(showMoney(amount, rate).replace(/[\u00a0\u202f]/g, " ")).toBe(expected);
  });
});

describe("formatMinorUnits", () => {
  it("writes as many decimals as the currency has", () => {
    expect(formatMinorUnits(1_234_567, { code: "KWD", minorUnits: 3 }).replace(/\u00a0/g, " ")).toBe("KWD 1,234.567");
  });
});

describe("convertDealAmounts", () => {
  it.each([
    ["goods only", { unitPrice: money(10_333, "EUR"), pieces: 160, freight: null, insurance: null }, USD],
    ["goods, freight and insurance", { unitPrice: money(10_333, "EUR"), pieces: 280, freight: money(200_000, "EUR"), insurance: money(3_917, "EUR") }, USD],
    ["in a currency without decimals", { unitPrice: money(9_999, "EUR"), pieces: 161, freight: money(120_000, "EUR"), insurance: money(1_234, "EUR") }, CLP],
  ])("adds %s up exactly: the goods are the converted unit price times the pieces", (_, deal, rate) => {
    const converted = convertDealAmounts(deal, rate);
    expect(converted.goodsMinor).toBe(converted.unitMinor * deal.pieces);
    expect(converted.totalMinor).toBe(converted.goodsMinor + (converted.freightMinor ?? 0) + (converted.insuranceMinor ?? 0));
  });

  it("converts the unit price once: 103.33 EUR at 1.0812 is 111.72 USD", () => {
    expect(convertDealAmounts({ unitPrice: money(10_333, "EUR"), pieces: 160, freight: null, insurance: null }, USD)).toMatchObject({
      unitMinor: 11_172,
      goodsMinor: 1_787_520,
    });
  });
});
