import { describe, expect, it } from "vitest";
import { checkRateRow, readRateDate, type RateRowRules, type RateRowText } from "./rate-row";

const RULES: RateRowRules = { catalogueCurrency: "EUR", isCurrency: (code) => ["USD", "XOF", "CLP", "EUR", "NGN"].includes(code), today: "2026-11-27" };
const USD: RateRowText = { currency: "USD", rate: "1.0812", asOf: "2026-11-24" };

describe("checkRateRow", () => {
  it.each<[string, Partial<RateRowText>, object]>([
    ["a whole row", {}, { currency: "USD", rateMillionths: 1_081_200, asOf: "2026-11-24" }],
    ["a lower-case code with spaces around", { currency: " usd " }, { currency: "USD" }],
    ["the CFA franc's fixed rate", { currency: "XOF", rate: "655.957" }, { rateMillionths: 655_957_000 }],
    ["the smallest rate", { rate: "0.000001" }, { rateMillionths: 1 }],
    ["the largest rate", { rate: "1000000" }, { rateMillionths: 1_000_000_000_000 }],
    ["today's date", { asOf: "2026-11-27" }, { asOf: "2026-11-27" }],
    ["a leap day", { asOf: "2024-02-29" }, { asOf: "2024-02-29" }],
  ])("takes %s", (_, change, expected) => {
    expect(checkRateRow({ ...USD, ...change }, RULES)).toEqual({ ok: true, row: expect.objectContaining(expected) as unknown });
  });

  it.each<[string, Partial<RateRowText>, keyof RateRowText, RegExp]>([
    ["an empty code", { currency: "" }, "currency", /ISO code is required/],
    ["a code of no currency", { currency: "ABC" }, "currency", /"ABC" is not a currency's ISO 4217 code/],
    ["a code of four letters", { currency: "USDX" }, "currency", /not a currency's ISO 4217 code/],
    ["the catalogue's own currency", { currency: "eur" }, "currency", /EUR is the catalogue's own currency/],
    ["an empty rate", { rate: "" }, "rate", /Enter the rate/],
    ["a rate of 0", { rate: "0" }, "rate", /rate is 0/],
    ["a rate of 0.000000", { rate: "0.000000" }, "rate", /rate is 0/],
    ["a negative rate", { rate: "-1.08" }, "rate", /negative/],
    ["a rate over 10^6", { rate: "1000000.000001" }, "rate", /over 1,000,000/],
    ["a rate with a comma", { rate: "1,0812" }, "rate", /with a point for decimals/],
    ["seven decimals", { rate: "1.0812001" }, "rate", /more than 6 decimals/],
    ["a rate that is no number", { rate: "abc" }, "rate", /not a number/],
    ["an empty date", { asOf: "" }, "asOf", /date of the rate is required/],
    ["a date written the other way", { asOf: "24/11/2026" }, "asOf", /not a date written YYYY-MM-DD/],
    ["a day that does not exist", { asOf: "2026-02-30" }, "asOf", /no day of the calendar/],
    ["month 13", { asOf: "2026-13-01" }, "asOf", /no day of the calendar/],
    ["a date in the future", { asOf: "2026-11-28" }, "asOf", /in the future/],
    ["a date long past", { asOf: "1999-12-31" }, "asOf", /before 2000-01-01/],
  ])("refuses %s, on its field", (_, change, field, reason) => {
    const checked = checkRateRow({ ...USD, ...change }, RULES);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual([field]);
    expect(checked.errors[field]).toMatch(reason);
  });

  it("names every bad field at once", () => {
    const checked = checkRateRow({ currency: "??", rate: "0", asOf: "x" }, RULES);
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(["asOf", "currency", "rate"]);
  });
});

describe("readRateDate", () => {
  it("keeps a date as written, trimmed", () => {
    expect(readRateDate(" 2026-01-05 ", "2026-11-27")).toEqual({ ok: true, date: "2026-01-05" });
  });
});
