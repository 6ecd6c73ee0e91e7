import { describe, expect, it } from "vitest";
import { numberOption, optionValue } from "./command-line";

const argv = ["node", "script.ts", "--count", "500", "--only", "postgres", "--before"];

describe("the scripts' options", () => {
  it.each([
    ["count", "500"],
    ["only", "postgres"],
    ["seconds", undefined],
    // Given last, with nothing after it.
    ["before", undefined],
  ])("--%s reads %s", (name, value) => {
    expect(optionValue(name, argv)).toBe(value);
  });

  it.each([
    ["count", 7, 500],
    ["seconds", 10, 10],
  ])("--%s as a number, %i when not given, reads %i", (name, fallback, value) => {
    expect(numberOption(name, fallback, argv)).toBe(value);
  });

  it("does not take the script's own name for an option", () => {
    expect(optionValue("count", ["--count", "3"])).toBeUndefined();
  });
});
