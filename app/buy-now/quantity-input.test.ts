import { describe, expect, it } from "vitest";
import { BUY_NOW_EN } from "../i18n/messages/buy-now.en";
import { quantityAdjustment, quantityFromInput, quantityFromSearchParams } from "./quantity-input";

describe("quantityFromInput", () => {
  it.each([
    [null, 50],
    [undefined, 50],
    ["", 50],
    ["   ", 50],
    ["abc", 50],
    ["10", 50],
    ["0", 50],
    ["-300", 50],
    ["49", 50],
    ["50", 50],
    ["51", 51],
    [" 160 ", 160],
    ["161", 161],
    ["280", 280],
    ["281", 281],
    ["120.7", 120],
    ["1,000", 1000],
    ["1 000", 1000],
    ["1'000", 1000],
    ["1\u00a0000", 1000],
    ["12,345", 12345],
    ["1,00", 50],
    ["1,0000", 50],
    ["1,000 000", 50],
    ["5e2", 500],
    ["999999999", 100000],
  ])("reads %j as %i pieces", (input, expected) => {
    expect(quantityFromInput(input)).toBe(expected);
  });
});

describe("quantityFromSearchParams", () => {
  it.each([
    ["", 50],
    ["tyre=3", 50],
    ["tyre=3&quantity=120", 120],
    ["tyre=3&quantity=120&quantity=160", 160],
    ["tyre=3&quantity=&quantity=280", 280],
    ["tyre=3&quantity=10", 50],
  ])("reads ?%s as %i pieces", (search, expected) => {
    expect(quantityFromSearchParams(new URLSearchParams(search))).toBe(expected);
  });
});

describe("quantityAdjustment", () => {
  it.each([
    [null, null],
    ["", null],
    ["  ", null],
    ["50", null],
    [" 120 ", null],
    ["1,000", null],
    ["100000", null],
    ["49", "The minimum order is 50 pcs, so the price is for 50 pcs."],
    ["-3", "The minimum order is 50 pcs, so the price is for 50 pcs."],
    ["1,000,000", "We price up to 100,000 pcs here, so the price is for 100,000 pcs. Contact us for a larger order."],
    ["120.7", "Tyres are sold whole, so the price is for 120 pcs."],
    ["abc", '"abc" is not a number, so the price is for the minimum order of 50 pcs.'],
    ["1,00", '"1,00" is not a number, so the price is for the minimum order of 50 pcs.'],
  ])("%j -> %j", (typed, note) => {
    expect(quantityAdjustment(typed, BUY_NOW_EN, "en-GB")).toBe(note);
  });
});
