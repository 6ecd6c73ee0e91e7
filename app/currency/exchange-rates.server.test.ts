// The day a rate row may be dated up to is the shop's (Rotterdam's), not the UTC one: a seller
// writing today's date late in the evening was told it was in the future.
import { describe, expect, it } from "vitest";
import { checkRateRow } from "./rate-row";
import { rateRowRules } from "./exchange-rates.server";

describe("rateRowRules", () => {
  it.each([
    ["a winter evening, past 23:00 UTC", "2026-11-27T23:30:00Z", "2026-11-28"],
    ["a winter day", "2026-11-27T12:00:00Z", "2026-11-27"],
    ["a summer evening, past 22:00 UTC", "2026-07-01T22:30:00Z", "2026-07-02"],
    ["just before midnight in Rotterdam", "2026-11-27T22:59:59Z", "2026-11-27"],
  ])("takes the shop's day on %s", (_when, at, day) => {
    expect(rateRowRules(new Date(at)).today).toBe(day);
  });

  it("accepts a rate dated the shop's today after 23:00 UTC, and refuses the day after", () => {
    const rules = rateRowRules(new Date("2026-11-27T23:30:00Z"));
    expect(checkRateRow({ currency: "USD", rate: "1.08", asOf: "2026-11-28" }, rules).ok).toBe(true);
    expect(checkRateRow({ currency: "USD", rate: "1.08", asOf: "2026-11-29" }, rules).ok).toBe(false);
  });
});
