import { describe, expect, it } from "vitest";
import { PAGE_NUMBER, pageNumberOf, parseRowId, readNumberParam, ROW_ID } from "./number-param";

describe("readNumberParam", () => {
  it.each([
    ["1", ROW_ID, { ok: true, value: 1 }],
    ["2147483647", ROW_ID, { ok: true, value: 2_147_483_647 }],
    ["007", ROW_ID, { ok: true, value: 7 }],
    ["2147483648", ROW_ID, { ok: false, reason: "out of range" }],
    ["99999999999999999999", ROW_ID, { ok: false, reason: "out of range" }],
    ["0", ROW_ID, { ok: false, reason: "out of range" }],
    ["0000000000000000000012", ROW_ID, { ok: true, value: 12 }],
    ["-1", ROW_ID, { ok: false, reason: "not a whole number" }],
    ["1.5", ROW_ID, { ok: false, reason: "not a whole number" }],
    ["1e3", ROW_ID, { ok: false, reason: "not a whole number" }],
    ["0x10", ROW_ID, { ok: false, reason: "not a whole number" }],
    [" 12", ROW_ID, { ok: false, reason: "not a whole number" }],
    ["١٢", ROW_ID, { ok: false, reason: "not a whole number" }],
    ["", ROW_ID, { ok: false, reason: "missing" }],
    [null, ROW_ID, { ok: false, reason: "missing" }],
    [undefined, ROW_ID, { ok: false, reason: "missing" }],
    ["999999999", PAGE_NUMBER, { ok: true, value: 999_999_999 }],
    ["2147483648", PAGE_NUMBER, { ok: false, reason: "out of range" }],
    ["50", { min: 1, max: 100 }, { ok: true, value: 50 }],
    ["101", { min: 1, max: 100 }, { ok: false, reason: "out of range" }],
  ])("reads %j in %j as %j", (text, range, expected) => {
    expect(readNumberParam(text, range)).toEqual(expected);
  });
});

describe("parseRowId", () => {
  it.each([
    ["12", 12],
    ["2147483647", 2_147_483_647],
    ["2147483648", null],
    ["abc", null],
    [null, null],
  ])("reads %j as %j", (text, expected) => {
    expect(parseRowId(text)).toBe(expected);
  });
});

describe("pageNumberOf", () => {
  it.each([
    ["3", 3],
    [" 3 ", 3],
    ["0", 1],
    ["-2", 1],
    ["abc", 1],
    ["2147483648", 1],
    [null, 1],
  ])("reads %j as page %j", (text, expected) => {
    expect(pageNumberOf(text)).toBe(expected);
  });
});
