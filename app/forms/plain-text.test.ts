import { describe, expect, it } from "vitest";
import { controlCharacterIn, MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "./plain-text";

describe("plain text: the control characters a form refuses", () => {
  it.each([
    ["Michelin X Multi", "single", null],
    ["NUL\u0000here", "single", "U+0000"],
    ["a\tb", "single", "U+0009"],
    ["two\nlines", "single", "U+000A"],
    ["delete\u007f", "single", "U+007F"],
    ["two\r\nlines\tand a tab", "multi", null],
    ["bell\u0007", "multi", "U+0007"],
    ["escape\u001b[31m", "multi", "U+001B"],
    ["NUL\u0000", "multi", "U+0000"],
    ["Reifen für Ölfelder", "multi", null],
  ] as const)("%j as %s-line text: %s", (text, lines, expected) => {
    expect(controlCharacterIn(text, lines)).toBe(expected);
    expect((lines === "single" ? SINGLE_LINE_TEXT : MULTI_LINE_TEXT).test(text)).toBe(expected === null);
  });
});
