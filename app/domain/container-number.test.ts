import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containerCheckDigit, containerNumberOf, containerNumberProblem, containerRemainder } from "./container-number";

describe("ISO 6346 container numbers", () => {
  it.each([
    // The standard's own example (CSQU 305438 3), and others worked by hand.
    ["CSQU3054383", null],
    ["csqu 305438-3", null],
    ["MSKU9070323", null],
    ["TGHU1234567", null],
    ["CSQU3054384", "The check digit of CSQU3054384 does not match (ISO 6346 gives 3): a character is mistyped."],
    ["CSQA3054383", "A container number is 4 letters (the owner's 3 and U, J or Z) and 7 digits, like CSQU 305438 3."],
    ["CSQU305438", "A container number is 4 letters (the owner's 3 and U, J or Z) and 7 digits, like CSQU 305438 3."],
    ["  ", "Enter the container number."],
  ])("%s: %s", (text, problem) => {
    expect(containerNumberProblem(text)).toBe(problem);
  });

  it("finds every single mistyped serial digit, but where a remainder of 10 is written 0 (a property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}U\d{6}$/), fc.integer({ min: 4, max: 9 }), fc.integer({ min: 1, max: 9 }), (first10, at, shift) => {
        const number = `${first10}${containerCheckDigit(first10)}`;
        expect(containerNumberProblem(number)).toBeNull();
        const typo = `${number.slice(0, at)}${(Number(number[at]) + shift) % 10}${number.slice(at + 1)}`;
        // Each weight 2^i is prime to 11, so a changed digit always changes the remainder; only 10 and 0 share a digit.
        expect(containerRemainder(typo.slice(0, 10))).not.toBe(containerRemainder(first10));
        fc.pre(containerRemainder(first10) !== 10 && containerRemainder(typo.slice(0, 10)) !== 10);
        expect(containerNumberProblem(typo)).not.toBeNull();
      }),
    );
  });

  it("reads spaces, dashes and case away", () => {
    expect(containerNumberOf(" msku 907032-3 ")).toBe("MSKU9070323");
  });
});
