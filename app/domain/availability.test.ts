import { describe, expect, it } from "vitest";
import {
  availableNow,
  describeAvailability,
  dotError,
  incomingDateError,
  isoWeekOf,
  priceListAvailability,
  piecesError,
  readyPlan,
  shortDate,
  type TyreAvailability,
} from "./availability";

const TODAY = "2026-11-28";

function availability(over: Partial<TyreAvailability> = {}): TyreAvailability {
  return { stock: [], incoming: [], leadTimeDays: null, notOrderable: false, production: null, ...over };
}

const rotterdam = (onHand: number, allocated = 0) => ({ warehouse: "Rotterdam", onHand, allocated });
const incoming = (pieces: number, expectedOn: string) => ({ warehouse: "Rotterdam", pieces, expectedOn });

describe("describeAvailability", () => {
  it.each<[string, TyreAvailability | null, string | null, string | null]>([
    ["no data at all: the page keeps spec §9's estimate", null, null, null],
    ["an empty record says nothing either", availability(), null, null],
    ["stock in one warehouse names it", availability({ stock: [rotterdam(1240)] }), "In stock: 1,240 pcs (Rotterdam)", null],
    [
      "stock in two warehouses names each with its count",
      availability({ stock: [rotterdam(1000), { warehouse: "Antwerp", onHand: 240, allocated: 0 }] }),
      "In stock: 1,240 pcs (Rotterdam 1,000, Antwerp 240)",
      null,
    ],
    [
      "a warehouse with nothing available is not named",
      availability({ stock: [rotterdam(100, 100), { warehouse: "Antwerp", onHand: 240, allocated: 0 }] }),
      "In stock: 240 pcs (Antwerp)",
      null,
    ],
    ["stock and incoming", availability({ stock: [rotterdam(80)], incoming: [incoming(400, "2027-01-12")] }), "In stock: 80 pcs, 400 more by 12 Jan", null],
    [
      "several incoming batches: the total by the last one's date",
      availability({ stock: [rotterdam(80)], incoming: [incoming(300, "2027-01-12"), incoming(100, "2026-12-20")] }),
      "In stock: 80 pcs, 400 more by 12 Jan",
      null,
    ],
    [
      "a stale incoming date is left out",
      availability({ stock: [rotterdam(80)], incoming: [incoming(400, "2026-11-27")] }),
      "In stock: 80 pcs (Rotterdam)",
      null,
    ],
    ["only incoming", availability({ incoming: [incoming(400, "2027-01-12")] }), "Incoming: 400 pcs by 12 Jan", null],
    ["made to order", availability({ leadTimeDays: 35 }), "Made to order: ready in about 35 days", null],
    ["made to order in one day", availability({ leadTimeDays: 1 }), "Made to order: ready in about 1 day", null],
    [
      "stock, then made to order",
      availability({ stock: [rotterdam(80)], leadTimeDays: 35 }),
      "In stock: 80 pcs (Rotterdam)",
      "More made to order: ready in about 35 days",
    ],
    ["stock, and no more", availability({ stock: [rotterdam(80)], notOrderable: true }), "In stock: 80 pcs (Rotterdam)", "No more can be ordered"],
    ["all allocated and not orderable", availability({ stock: [rotterdam(80, 80)], notOrderable: true }), "Out of stock", null],
    ["allocated beyond on hand never goes below zero", availability({ stock: [rotterdam(80, 120)] }), "Out of stock", null],
    ["all allocated but made to order", availability({ stock: [rotterdam(80, 80)], leadTimeDays: 35 }), "Made to order: ready in about 35 days", null],
  ])("%s", (_, given, stock, beyond) => {
    const text = describeAvailability(given, TODAY);
    expect(text.stock).toBe(stock);
    expect(text.beyond).toBe(beyond);
  });

  it.each<[TyreAvailability["production"], string | null]>([
    [null, null],
    [{ kind: "dot", year: 2026, week: null }, "DOT 2026"],
    [{ kind: "dot", year: 2026, week: 12 }, "DOT 2026 (week 12)"],
    [{ kind: "maxAge", months: 6 }, "DOT not older than 6 months"],
    [{ kind: "maxAge", months: 1 }, "DOT not older than 1 month"],
  ])("production %j reads %s", (production, text) => {
    expect(describeAvailability(availability({ production, leadTimeDays: 10 }), TODAY).production).toBe(text);
  });

  it("a tyre with only a DOT has no stock line, so the delivery estimate stands beside it", () => {
    expect(describeAvailability(availability({ production: { kind: "dot", year: 2026, week: null } }), TODAY)).toEqual({
      stock: null,
      beyond: null,
      production: "DOT 2026",
    });
  });
});

describe("availableNow", () => {
  it.each([
    [[rotterdam(100)], 100],
    [[rotterdam(100, 30)], 70],
    [[rotterdam(100, 130)], 0],
    [[rotterdam(100, 130), { warehouse: "Antwerp", onHand: 50, allocated: 0 }], 50],
  ])("%j leaves %d", (stock, count) => {
    expect(availableNow({ stock })).toBe(count);
  });
});

describe("readyPlan", () => {
  const full = availability({ stock: [rotterdam(100, 20)], incoming: [incoming(200, "2027-01-12"), incoming(100, "2026-12-20")], leadTimeDays: 35 });
  it.each<[string, TyreAvailability | null, number, ReturnType<typeof readyPlan>]>([
    ["no data", null, 50, { kind: "unknown" }],
    ["from stock today", full, 80, { kind: "ready", date: TODAY, fromStock: 80, fromIncoming: 0, madeToOrder: 0 }],
    ["the first incoming batch completes it", full, 150, { kind: "ready", date: "2026-12-20", fromStock: 80, fromIncoming: 70, madeToOrder: 0 }],
    ["the second batch completes it", full, 380, { kind: "ready", date: "2027-01-12", fromStock: 80, fromIncoming: 300, madeToOrder: 0 }],
    [
      "made to order while incoming travels: the later date",
      full,
      500,
      { kind: "ready", date: "2027-01-12", fromStock: 80, fromIncoming: 300, madeToOrder: 120 },
    ],
    [
      "made to order after the incoming: the lead time's date",
      availability({ stock: [rotterdam(10)], incoming: [incoming(10, "2026-12-01")], leadTimeDays: 35 }),
      100,
      { kind: "ready", date: "2027-01-02", fromStock: 10, fromIncoming: 10, madeToOrder: 80 },
    ],
    ["not orderable: more than can ever be had", availability({ stock: [rotterdam(100)], notOrderable: true }), 150, { kind: "short", canHave: 100 }],
    ["no lead time given: only stock and incoming can be promised", availability({ stock: [rotterdam(100)] }), 150, { kind: "short", canHave: 100 }],
  ])("%s", (_, given, quantity, plan) => {
    expect(readyPlan(given, quantity, TODAY)).toEqual(plan);
  });
});

describe("checks of fed values", () => {
  it.each<[number, string | null]>([
    [0, null],
    [1240, null],
    [-1, "the pieces (-1) are negative"],
    [1.5, "the pieces (1.5) are not a whole number"],
    [Number.NaN, "the pieces are not a number"],
  ])("pieces %d", (pieces, error) => {
    expect(piecesError(pieces)).toBe(error);
  });

  it.each<[string, string | null]>([
    ["2026-11-28", null],
    ["2027-01-12", null],
    ["2026-11-27", "the expected date 2026-11-27 is in the past"],
    ["2027-02-30", "the expected date '2027-02-30' is not a date (YYYY-MM-DD)"],
    ["12/01/2027", "the expected date '12/01/2027' is not a date (YYYY-MM-DD)"],
  ])("incoming date %s", (day, error) => {
    expect(incomingDateError(day, TODAY)).toBe(error);
  });

  it.each<[number, number | null, string | null]>([
    [2026, null, null],
    [2026, 48, null],
    [2026, 49, "the DOT week 49 of 2026 is in the future"],
    [2027, null, "the DOT 2027 is in the future"],
    [2025, 53, null],
    [2025, 54, "the DOT week '54' is not a week from 1 to 53"],
    [2025, 0, "the DOT week '0' is not a week from 1 to 53"],
    [1999, null, "the DOT year '1999' is not a year from 2000"],
  ])("DOT %d week %s", (year, week, error) => {
    expect(dotError(year, week, TODAY)).toBe(error);
  });
});

describe("dates", () => {
  it.each([
    ["2026-11-28", { year: 2026, week: 48 }],
    ["2027-01-01", { year: 2026, week: 53 }],
    ["2027-01-04", { year: 2027, week: 1 }],
    ["2024-12-30", { year: 2025, week: 1 }],
  ])("%s is in ISO week %j", (day, week) => {
    expect(isoWeekOf(day)).toEqual(week);
  });

  it.each([
    ["2027-01-12", "12 Jan"],
    ["2027-05-29", "29 May"],
    ["2027-06-30", "30 Jun 2027"],
    ["2026-11-01", "1 Nov 2026"],
  ])("%s is written %s", (day, text) => {
    expect(shortDate(day, TODAY)).toBe(text);
  });
});

describe("priceListAvailability", () => {
  it.each<[string, TyreAvailability | null, ReturnType<typeof priceListAvailability>]>([
    ["nothing known: empty cells", null, { stock: null, readyOn: null, dot: null }],
    [
      "in stock: ready today",
      availability({ stock: [rotterdam(1240)], production: { kind: "dot", year: 2026, week: null } }),
      { stock: 1240, readyOn: TODAY, dot: "DOT 2026" },
    ],
    [
      "allocated pieces are not stock",
      availability({ stock: [rotterdam(100, 100)], incoming: [incoming(400, "2027-01-12")] }),
      { stock: 0, readyOn: "2027-01-12", dot: null },
    ],
    ["made to order only", availability({ leadTimeDays: 35 }), { stock: 0, readyOn: "2027-01-02", dot: null }],
    ["sold out and not orderable: no ready date", availability({ stock: [rotterdam(0)], notOrderable: true }), { stock: 0, readyOn: null, dot: null }],
    [
      "only a DOT says nothing of stock",
      availability({ production: { kind: "maxAge", months: 6 } }),
      { stock: null, readyOn: null, dot: "DOT not older than 6 months" },
    ],
  ])("%s", (_case, given, expected) => {
    expect(priceListAvailability(given, TODAY)).toEqual(expected);
  });
});
