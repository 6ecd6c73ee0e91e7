import { describe, expect, it } from "vitest";
import { readTyreAvailabilityForm } from "./tyre-availability-form";

const WAREHOUSES = [
  { id: 1, name: "Rotterdam" },
  { id: 2, name: "Hamburg" },
];
const TODAY = "2026-11-26";
const read = (values: Record<string, string>) => readTyreAvailabilityForm(values, WAREHOUSES, TODAY);

describe("the per-tyre availability form", () => {
  it("reads stock per warehouse, incoming batches, lead time and DOT; an empty warehouse is left out", () => {
    expect(
      read({
        stock1: "1,240",
        stock2: "",
        incomingPieces0: "400",
        incomingDate0: "2027-01-12",
        incomingWarehouse0: "2",
        incomingPieces1: "50",
        incomingDate1: "2026-12-01",
        leadTimeDays: "35",
        dotYear: "2026",
        dotWeek: "12",
      }),
    ).toEqual({
      ok: true,
      edit: {
        stock: [{ warehouse: "Rotterdam", pieces: 1240 }],
        incoming: [
          { warehouse: "Hamburg", pieces: 400, expectedOn: "2027-01-12" },
          { warehouse: null, pieces: 50, expectedOn: "2026-12-01" },
        ],
        supply: { leadTimeDays: 35, notOrderable: false, dotYear: 2026, dotWeek: 12, dotMaxAgeMonths: null },
      },
    });
  });

  it("has no supply when lead time and DOT are all empty, and 'not orderable' drops the lead time", () => {
    expect(read({ stock1: "0" })).toEqual({ ok: true, edit: { stock: [{ warehouse: "Rotterdam", pieces: 0 }], incoming: [], supply: null } });
    const notOrderable = read({ notOrderable: "on", leadTimeDays: "35", dotMaxAgeMonths: "6" });
    expect(notOrderable.ok && notOrderable.edit.supply).toEqual({ leadTimeDays: null, notOrderable: true, dotYear: null, dotWeek: null, dotMaxAgeMonths: 6 });
  });

  it.each([
    [{ stock1: "-5" }, "stock1", "Rotterdam: the pieces (-5) are negative"],
    [{ stock2: "1.5" }, "stock2", "Hamburg: the pieces (1.5) are not a whole number"],
    [{ incomingPieces0: "10", incomingDate0: "2026-11-25" }, "incomingDate0", "Incoming 1: the expected date 2026-11-25 is in the past"],
    [{ incomingPieces0: "10", incomingDate0: "12/01/2027" }, "incomingDate0", "Incoming 1: the expected date '12/01/2027' is not a date (YYYY-MM-DD)"],
    [{ incomingPieces1: "0", incomingDate1: "2027-01-01" }, "incomingPieces1", "Incoming 2: the pieces are 0"],
    [{ incomingPieces0: "5", incomingDate0: "2027-01-01", incomingWarehouse0: "9" }, "incomingWarehouse0", "Incoming 1: choose one of the warehouses"],
    [{ leadTimeDays: "0" }, "leadTimeDays", "The lead time '0' is not a whole number of days from 1 to 730."],
    [{ dotYear: "2026", dotWeek: "54" }, "dotWeek", "The DOT week '54' is not a week from 1 to 53."],
    [{ dotYear: "2026", dotWeek: "50" }, "dotYear", "The DOT week 50 of 2026 is in the future."],
    [{ dotYear: "2027" }, "dotYear", "The DOT 2027 is in the future."],
    [{ dotWeek: "3" }, "dotYear", "Give the DOT year with its week."],
    [{ dotMaxAgeMonths: "200" }, "dotMaxAgeMonths", "'200' is not a whole number of months from 1 to 120."],
  ])("refuses %j with a reason on its field", (values, field, message) => {
    const result = read(values);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors[field]).toBe(message);
  });
});
