import { describe, expect, it } from "vitest";
import { pipelineSearch, readPipelineFilter } from "./inquiry-pipeline";

const read = (query: string) => readPipelineFilter(new URLSearchParams(query));

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
    });
  });

  it.each([
    ["status=expired", { status: null }],
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

  it("writes back only what differs from the defaults", () => {
    expect(pipelineSearch(read(""))).toBe("");
    expect(pipelineSearch(read("q=a b&sort=buyer&page=2"), { page: 1 })).toBe("?q=a+b&sort=buyer");
  });
});
