import { describe, expect, it } from "vitest";
import { isViewedBySeller, quoteStateAt, quoteStateOn, type QuoteState, type QuoteStateFacts } from "./quote-state";

const quote = (over: Partial<QuoteStateFacts> = {}): QuoteStateFacts => ({ status: "sent", validUntil: "2026-12-09", changesMessage: null, ...over });

describe("a quote's state", () => {
  it.each([
    ["unanswered on its last day", quote(), "2026-12-09", "sent"],
    ["unanswered the day after its last", quote(), "2026-12-10", "expired"],
    ["accepted, even past its date", quote({ status: "accepted" }), "2027-01-01", "accepted"],
    ["declined", quote({ status: "declined" }), "2026-12-01", "declined"],
    ["declined with the buyer's message: changes asked", quote({ status: "declined", changesMessage: "Drive tyres at €330?" }), "2026-12-01", "changes-asked"],
    ["changes asked past its date stays changes asked", quote({ status: "declined", changesMessage: "" }), "2027-01-01", "changes-asked"],
  ] as const)("%s", (_what, facts, today, state) => {
    expect(quoteStateOn(facts, today)).toBe(state);
  });

  it("reads the day in the shop's calendar: 23:30 UTC on the last day is already the next day in Rotterdam", () => {
    expect(quoteStateAt(quote(), new Date("2026-12-09T22:30:00Z"))).toBe("sent");
    expect(quoteStateAt(quote(), new Date("2026-12-09T23:30:00Z"))).toBe("expired");
  });
});

describe("a quote the seller reads as viewed (decision 291)", () => {
  const OPENED = "2026-11-26T08:15:00.000Z";
  it.each<[QuoteState, string | null, boolean]>([
    ["sent", OPENED, true],
    ["sent", null, false],
    // Once answered or past its date, the answer or the expiry is what the seller reads.
    ["accepted", OPENED, false],
    ["declined", OPENED, false],
    ["changes-asked", OPENED, false],
    ["expired", OPENED, false],
  ])("%s, opened %s: %s", (state, viewedAt, viewed) => {
    expect(isViewedBySeller(state, viewedAt)).toBe(viewed);
  });
});
