import { describe, expect, it } from "vitest";
import { SPEED_SYMBOL_LIST, speedRating, speedSymbolToKmh } from "./speed-symbol";

describe("speedSymbolToKmh", () => {
  it.each([
    ["A1", 5],
    ["A4", 20],
    ["A8", 40],
    ["B", 50],
    ["C", 60],
    ["D", 65],
    ["E", 70],
    ["F", 80],
    ["G", 90],
    ["J", 100],
    ["K", 110],
    ["L", 120],
    ["M", 130],
    ["N", 140],
    ["P", 150],
    ["Q", 160],
    ["R", 170],
    ["S", 180],
    ["T", 190],
    ["U", 200],
    ["H", 210],
    ["V", 240],
    ["W", 270],
    ["Y", 300],
    ["(Y)", 300],
    ["ZR", 240],
    ["l", 120],
    [" v ", 240],
    ["( y )", 300],
    ["zr", 240],
  ])("%j → %d km/h", (symbol, kmh) => {
    expect(speedSymbolToKmh(symbol)).toBe(kmh);
  });

  it.each(["", "I", "O", "X", "Z", "A9", "A0", "LL", "120"])("%j is not a speed symbol", (symbol) => {
    expect(speedSymbolToKmh(symbol)).toBeNull();
  });

  it("marks only (Y) and ZR as open-ended", () => {
    const open = SPEED_SYMBOL_LIST.filter((s) => speedRating(s)?.orAbove);
    expect(open).toEqual(["(Y)", "ZR"]);
  });

  it("H sits between U and V, out of alphabetical order", () => {
    const u = speedSymbolToKmh("U") ?? 0;
    const h = speedSymbolToKmh("H") ?? 0;
    const v = speedSymbolToKmh("V") ?? 0;
    expect(u < h && h < v).toBe(true);
  });

  it("the closed symbols are listed slowest first", () => {
    const closed = SPEED_SYMBOL_LIST.filter((s) => !speedRating(s)?.orAbove).map((s) => speedSymbolToKmh(s) ?? 0);
    expect([...closed].sort((a, b) => a - b)).toEqual(closed);
  });
});
