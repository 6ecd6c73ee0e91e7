import { describe, expect, it } from "vitest";
import { checkForm } from "./check-form";
import { rowIdField, wholeNumberField } from "./number-field";

describe("wholeNumberField", () => {
  const pieces = wholeNumberField({ min: 1, max: 100 }, "Pieces must be 1 to 100.");
  it.each([
    ["50", 50],
    [" 7 ", 7],
    ["007", 7],
    ["100", 100],
    ["0", null],
    ["101", null],
    ["", null],
    ["5e1", null],
    ["-5", null],
    ["1.5", null],
    ["0x10", null],
    [42, null],
    [undefined, null],
  ])("%j → %j", (text, expected) => {
    const result = checkForm(pieces, text);
    if (expected === null) return expect(result).toMatchObject({ ok: false, kind: "invalid", message: "Pieces must be 1 to 100." });
    expect(result).toEqual({ ok: true, data: expected });
  });
});

describe("rowIdField", () => {
  it.each([
    ["1", 1],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["99999999999999999999", null],
    ["abc", null],
  ])("%j → %j", (text, expected) => {
    const result = checkForm(rowIdField("Choose one."), text);
    expect(result.ok ? result.data : null).toBe(expected);
    if (!result.ok) expect(result.message).toBe("Choose one.");
  });
});
