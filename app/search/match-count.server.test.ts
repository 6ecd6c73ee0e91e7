import { describe, expect, it } from "vitest";
import { matchCountText } from "./match-count.server";

describe("matchCountText", () => {
  it.each([
    [1, false, "1 tyre matches"],
    [0, false, "0 tyres match"],
    [20, false, "20 tyres match"],
    [999, false, "999 tyres match"],
    [1000, false, "1,000 tyres match"],
    [1000, true, "1,000+ tyres match"],
    [1234567, false, "1,234,567 tyres match"],
  ])("%d (capped %s) reads '%s'", (total, capped, text) => {
    expect(matchCountText(total, capped)).toBe(text);
  });

  it("reads in the page's language", () => {
    expect(matchCountText(1, false, "fr")).toBe("1 pneu correspond");
    expect(matchCountText(1000, true, "fr")).toBe("Plus de 1\u202f000 pneus correspondent");
  });
});
