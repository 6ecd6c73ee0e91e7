import { describe, expect, it } from "vitest";
import { isTyreId, MAX_TYRE_ID, parseTyreId } from "./tyre-id";

describe("parseTyreId", () => {
  it.each([
    ["1", 1],
    ["2147483647", MAX_TYRE_ID],
    ["007", 7],
    ["2147483648", null],
    ["99999999999", null],
    ["0", null],
    ["-1", null],
    ["1e3", null],
    ["1.5", null],
    [" 1", null],
    ["", null],
    [null, null],
  ])("%s -> %s", (value, expected) => {
    expect(parseTyreId(value)).toBe(expected);
  });
});

describe("isTyreId", () => {
  it.each([
    [1, true],
    [MAX_TYRE_ID, true],
    [MAX_TYRE_ID + 1, false],
    [0, false],
    [1.5, false],
    ["1", false],
    [Number.NaN, false],
  ])("%s -> %s", (value, expected) => {
    expect(isTyreId(value)).toBe(expected);
  });
});
