import { describe, expect, it } from "vitest";
import { groupedCount } from "./count-text";

describe("groupedCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [48213, "48,213"],
    [1234567, "1,234,567"],
  ])("%d is written %s", (count, text) => {
    expect(groupedCount(count)).toBe(text);
    // The same as the shop's earlier per-call formatting, for both locales it used.
    expect(groupedCount(count)).toBe(count.toLocaleString("en-IE"));
    expect(groupedCount(count)).toBe(count.toLocaleString("en-GB"));
  });
});
