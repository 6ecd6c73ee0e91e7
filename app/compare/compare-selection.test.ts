import { describe, expect, it } from "vitest";
import { MAX_COMPARE, comparePath, parseCompareIds, parseStoredItems, toggleCompareItem } from "./compare-selection";

const item = (id: number) => ({ id, label: `Tyre ${id}` });

describe("toggleCompareItem", () => {
  it("adds, removes, and refuses a fifth tyre", () => {
    let items = [item(1), item(2), item(3)];
    expect(toggleCompareItem(items, item(4))).toEqual({ items: [...items, item(4)], outcome: "added" });
    items = [...items, item(4)];
    expect(toggleCompareItem(items, item(5))).toEqual({ items, outcome: "full" });
    expect(toggleCompareItem(items, item(2))).toEqual({ items: [item(1), item(3), item(4)], outcome: "removed" });
  });
});

describe("parseStoredItems", () => {
  it.each([
    [null, []],
    ["not json", []],
    ['{"id":1}', []],
    [
      '[{"id":1,"label":"A"},{"id":1,"label":"again"},{"id":"2","label":"B"},{"id":3,"label":"C"}]',
      [
        { id: 1, label: "A" },
        { id: 3, label: "C" },
      ],
    ],
  ])("reads %s", (raw, items) => {
    expect(parseStoredItems(raw)).toEqual(items);
  });
  it(`keeps at most ${MAX_COMPARE}`, () => {
    expect(parseStoredItems(JSON.stringify([1, 2, 3, 4, 5, 6].map(item)))).toHaveLength(MAX_COMPARE);
  });
});

describe("parseCompareIds", () => {
  it.each([
    [null, [], []],
    ["12,7", [12, 7], []],
    ["12, abc,0,12,7", [12, 7], ["abc", "0", "12"]],
    ["1,2,3,4,5,6", [1, 2, 3, 4], ["5", "6"]],
    // Past the largest id a tyre can have.
    ["2147483648,7", [7], ["2147483648"]],
  ])("reads ?tyres=%s", (value, ids, ignored) => {
    expect(parseCompareIds(value)).toEqual({ ids, ignored });
  });
  it("looks further when asked to", () => {
    expect(parseCompareIds("1,2,3,4,5", 12)).toEqual({ ids: [1, 2, 3, 4, 5], ignored: [] });
  });
  it("writes the share URL", () => {
    expect(comparePath([12, 7])).toBe("/compare?tyres=12,7");
  });
});
