import { describe, expect, it } from "vitest";
import type { TyreAvailability } from "./availability";
import { defaultLineSupply, lineSupplyText, parseDot, parseLineSupply, type LineSupply } from "./quote-line-supply";

const TODAY = "2026-11-28";

function availability(over: Partial<TyreAvailability> = {}): TyreAvailability {
  return { stock: [], incoming: [], leadTimeDays: null, notOrderable: false, production: null, ...over };
}
const rotterdam = (onHand: number) => ({ warehouse: "Rotterdam", onHand, allocated: 0 });

describe("defaultLineSupply", () => {
  it.each<[string, TyreAvailability | null, number, LineSupply]>([
    ["no data: all empty", null, 100, { leadTimeDays: null, readyOn: null, dot: null }],
    [
      "from stock: ready today, with the stock's DOT",
      availability({ stock: [rotterdam(500)], production: { kind: "dot", year: 2026, week: 12 } }),
      200,
      { leadTimeDays: 0, readyOn: TODAY, dot: "DOT 2026 (week 12)" },
    ],
    [
      "stock and incoming: ready when the batch arrives",
      availability({ stock: [rotterdam(80)], incoming: [{ warehouse: "Rotterdam", pieces: 400, expectedOn: "2027-01-12" }] }),
      300,
      { leadTimeDays: 45, readyOn: "2027-01-12", dot: null },
    ],
    ["made to order", availability({ leadTimeDays: 35 }), 100, { leadTimeDays: 35, readyOn: "2027-01-02", dot: null }],
    [
      "more than can ever be had: the seller decides",
      availability({ stock: [rotterdam(50)], notOrderable: true, production: { kind: "maxAge", months: 6 } }),
      100,
      { leadTimeDays: null, readyOn: null, dot: "DOT not older than 6 months" },
    ],
  ])("%s", (_case, given, quantity, expected) => {
    expect(defaultLineSupply(given, quantity, TODAY)).toEqual(expected);
  });
});

describe("parseDot", () => {
  it.each<[string, string, ReturnType<typeof parseDot>]>([
    ["empty", " ", null],
    ["a year", "2026", "DOT 2026"],
    ["as pages word it", "DOT 2025 (week 12)", "DOT 2025 (week 12)"],
    ["week/year", "12/2025", "DOT 2025 (week 12)"],
    ["year week", "2025 week 3", "DOT 2025 (week 3)"],
    ["an age promise", "not older than 6 months", "DOT not older than 6 months"],
    ["week over 53", "54/2025", { error: "DOT week '54' is not a week from 1 to 53" }],
    ["a future year", "2027", { error: "DOT 2027 is in the future" }],
    ["a future week", "50/2026", { error: "DOT week 50 of 2026 is in the future" }],
    ["not a DOT", "fresh", { error: "'fresh' is not a year (2026), a week and year (12/2026) or 'not older than 6 months'" }],
  ])("%s", (_case, text, expected) => {
    expect(parseDot(text, TODAY)).toEqual(expected);
  });
});

describe("parseLineSupply", () => {
  it.each<[string, { leadTime: string; readyOn: string; dot: string }, ReturnType<typeof parseLineSupply>]>([
    ["all empty", { leadTime: "", readyOn: "", dot: "" }, { ok: true, supply: { leadTimeDays: null, readyOn: null, dot: null } }],
    ["all given", { leadTime: " 35 ", readyOn: "2027-01-02", dot: "2026" }, { ok: true, supply: { leadTimeDays: 35, readyOn: "2027-01-02", dot: "DOT 2026" } }],
    [
      "every error at once",
      { leadTime: "-3", readyOn: "2026-11-27", dot: "60/2025" },
      {
        ok: false,
        errors: {
          leadTime: "Lead time of line 2 must be a whole number of days from 0 to 365.",
          readyOn: "Ready date of line 2 cannot be in the past.",
          dot: "DOT of line 2: DOT week '60' is not a week from 1 to 53.",
        },
      },
    ],
    [
      "a fractional lead time",
      { leadTime: "2.5", readyOn: "", dot: "" },
      { ok: false, errors: { leadTime: "Lead time of line 2 must be a whole number of days from 0 to 365." } },
    ],
    ["not a date", { leadTime: "", readyOn: "2027-02-30", dot: "" }, { ok: false, errors: { readyOn: "Ready date of line 2 must be a date (YYYY-MM-DD)." } }],
  ])("%s", (_case, values, expected) => {
    expect(parseLineSupply(values, 2, TODAY)).toEqual(expected);
  });
});

describe("lineSupplyText", () => {
  it.each<[LineSupply, string | null]>([
    [{ leadTimeDays: null, readyOn: null, dot: null }, null],
    [{ leadTimeDays: 35, readyOn: "2027-01-02", dot: "DOT 2026" }, "Lead time 35 days · ready by 2 Jan 2027 · DOT 2026"],
    [{ leadTimeDays: 1, readyOn: null, dot: null }, "Lead time 1 day"],
    [{ leadTimeDays: 0, readyOn: "2026-11-28", dot: "DOT 2025" }, "From stock · ready by 28 Nov 2026 · DOT 2025"],
    [{ leadTimeDays: null, readyOn: "2026-11-28", dot: null }, "Ready by 28 Nov 2026"],
  ])("%j reads %s", (supply, expected) => {
    expect(lineSupplyText(supply)).toBe(expected);
  });
});
