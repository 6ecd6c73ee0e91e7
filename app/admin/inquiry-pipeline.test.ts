import { describe, expect, it } from "vitest";
import { pipelineSearch, readPipelineFilter } from "./inquiry-pipeline";

// 23:30 UTC on 9 December is already the 10th in the shop's calendar (Rotterdam, UTC+1).
const NOW = new Date("2026-12-09T23:30:00Z");
const read = (query: string) => readPipelineFilter(new URLSearchParams(query), NOW);

describe("readPipelineFilter", () => {
  it("reads every filter the form writes", () => {
    expect(read("status=won&from=2026-01-01&to=2026-01-31&terms=CIF&country=ng&q=%20Ana%20&sort=total&page=3")).toEqual({
      status: "won",
      from: "2026-01-01",
      to: "2026-01-31",
      terms: "CIF",
      country: "NG",
      q: "Ana",
      sort: "total",
      page: 3,
      today: "2026-12-10",
    });
  });

  it.each([
    ["status=sent", { status: null }],
    ["from=2026-02-30", { from: null }],
    ["from=yesterday&to=2026-13-01", { from: null, to: null }],
    ["terms=EXW", { terms: null }],
    ["country=Nigeria", { country: null }],
    ["sort=price", { sort: "newest" }],
    ["page=abc", { page: 1 }],
    ["page=0", { page: 1 }],
    ["page=-4", { page: 1 }],
    ["page=99999999999999", { page: 1 }],
  ])("ignores what it cannot use: %s", (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it("reads the expired status, and the shop's date the filter was read on", () => {
    expect(read("status=expired")).toMatchObject({ status: "expired", today: "2026-12-10" });
  });

  it("writes back only what differs from the defaults", () => {
    expect(pipelineSearch(read(""))).toBe("");
    expect(pipelineSearch(read("q=a b&sort=buyer&page=2"), { page: 1 })).toBe("?q=a+b&sort=buyer");
  });
});
