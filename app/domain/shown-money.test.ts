import { describe, expect, it } from "vitest";
import { convertMinor, type ExchangeRate } from "./exchange-rate";
import { money } from "./money";
import { convertDealAmounts, convertedDeal, formatMinorUnits, showMoney } from "./shown-money";

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

describe("convertedDeal", () => {
  const line = (unitMinor: number, quantity: number) => ({ unitPrice: money(unitMinor, "EUR"), lineTotal: money(unitMinor * quantity, "EUR"), quantity });
  const load = (lines: Array<ReturnType<typeof line>>, freight: number | null, insurance: number | null) => {
    const goods = lines.reduce((sum, l) => sum + l.lineTotal.amountMinor, 0);
    return {
      lines,
      surchargePerUnit: money(500, "EUR"),
      goods: money(goods, "EUR"),
      freight: freight === null ? null : money(freight, "EUR"),
      insurance: insurance === null ? null : money(insurance, "EUR"),
      total: money(goods + (freight ?? 0) + (insurance ?? 0), "EUR"),
    };
  };

  it.each([
    ["two sizes, freight and insurance, in dollars", load([line(10_333, 120), line(9_999, 161)], 300_000, 4_321), USD],
    ["three sizes without freight, in pesos (no decimals)", load([line(10_333, 60), line(12_345, 50), line(8_001, 51)], null, null), CLP],
    ["in CFA francs", load([line(7_777, 200)], 150_000, 999), XOF],
  ])("adds %s up exactly: every line from its converted unit price, the total the sum of the parts", (_, deal, rate) => {
    const shown = convertedDeal(deal, rate);
    for (const [i, shownLine] of shown.lines.entries()) {
      expect(shownLine.unitPrice).toEqual({
        amountMinor: convertMinor(deal.lines[i]!.unitPrice.amountMinor, rate),
        currency: rate.to.code,
        minorUnits: rate.to.minorUnits,
      });
      expect(shownLine.lineTotal.amountMinor).toBe(shownLine.unitPrice.amountMinor * shownLine.quantity);
    }
    expect(shown.goods.amountMinor).toBe(shown.lines.reduce((sum, l) => sum + l.lineTotal.amountMinor, 0));
    expect(shown.total.amountMinor).toBe(shown.goods.amountMinor + (shown.freight?.amountMinor ?? 0) + (shown.insurance?.amountMinor ?? 0));
    expect([shown.goods.currency, shown.total.currency, shown.surchargePerUnit.currency]).toEqual([rate.to.code, rate.to.code, rate.to.code]);
  });

  it("leaves a load as it is without a rate", () => {
    const deal = load([line(10_333, 120)], null, null);
    expect(convertedDeal(deal, null)).toBe(deal);
  });
});
