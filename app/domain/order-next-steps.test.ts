import { describe, expect, it } from "vitest";
import { firstPayment } from "./order-next-steps";

describe("the first payment after accepting a quote", () => {
  it.each([
    // €216,449.00: 30% is €64,934.70, the balance €151,514.30.
    ["tt-30-70-bl", 216_449_00, "transfer", 30, 64_934_70, [[70, 151_514_30]]],
    ["spec-30-balance", 216_449_00, "transfer", 30, 64_934_70, [[70, 151_514_30]]],
    ["tt-100-advance", 216_449_00, "transfer", 100, 216_449_00, []],
    ["lc-at-sight", 216_449_00, "letter-of-credit", 100, 216_449_00, []],
    ["cad", 216_449_00, "against-documents", 100, 216_449_00, []],
    // Half a cent rounds up on the deposit; the balance takes the rest.
    ["tt-30-70-bl", 1_05, "transfer", 30, 32, [[70, 73]]],
  ] as const)("%s on %i: %s of %i%% = %i", (term, total, kind, percent, amount, later) => {
    const first = firstPayment(term, total);
    expect([first.kind, first.part.percent, first.part.amountMinor]).toEqual([kind, percent, amount]);
    expect(first.later.map((part) => [part.percent, part.amountMinor])).toEqual(later);
    expect(first.part.amountMinor + first.later.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(total);
  });
});
