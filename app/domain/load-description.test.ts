import { describe, expect, it } from "vitest";
import { describeLoadAndSpeed, parseServiceDescription } from "./load-description";

describe("describeLoadAndSpeed", () => {
  it.each<[string | null, string | null, string | null]>([
    ["156/150", "L", "156/150 L: 4,000 kg single, 3,350 kg dual, up to 120 km/h"],
    ["91", "V", "91 V: 615 kg, up to 240 km/h"],
    ["104/102", "R", "104/102 R: 900 kg single, 850 kg dual, up to 170 km/h"],
    ["160", "K", "160 K: 4,500 kg, up to 110 km/h"],
    ["100", "(Y)", "100 (Y): 800 kg, above 300 km/h"],
    ["1", "A8", "1 A8: 46.2 kg, up to 40 km/h"],
    ["121", null, "121: 1,450 kg"],
    [null, "w", "W: up to 270 km/h"],
    ["999", "L", "L: up to 120 km/h"],
    ["91", "X", "91: 615 kg"],
    [null, null, null],
    ["abc", "Z", null],
  ])("%j %j → %j", (load, speed, expected) => {
    expect(describeLoadAndSpeed(load, speed)).toBe(expected);
  });
});

describe("parseServiceDescription splits a catalogue loadSpeed field", () => {
  it.each([
    ["156/150L", { loadIndex: "156/150", speedSymbol: "L" }],
    ["91 V", { loadIndex: "91", speedSymbol: "V" }],
    ["94y", { loadIndex: "94", speedSymbol: "Y" }],
    ["100(Y)", { loadIndex: "100", speedSymbol: "(Y)" }],
    ["(100Y)", { loadIndex: "100", speedSymbol: "(Y)" }],
    ["(58W)", { loadIndex: "58", speedSymbol: "W" }],
    ["149A8", { loadIndex: "149", speedSymbol: "A8" }],
    ["160", { loadIndex: "160", speedSymbol: null }],
    ["L", { loadIndex: null, speedSymbol: "L" }],
  ])("%j → %j", (text, expected) => {
    expect(parseServiceDescription(text)).toEqual(expected);
  });

  it.each(["", "XL", "91X", "300L", "abc", "16PR"])("%j is not a service description", (text) => {
    expect(parseServiceDescription(text)).toBeNull();
  });
});
