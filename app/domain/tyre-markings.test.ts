import { describe, expect, it } from "vitest";
import { parseMarkings, type TyreMarkings } from "./tyre-markings";

describe("parseMarkings reads what follows the core size", () => {
  it.each<[string, Partial<TyreMarkings>]>([
    ["", { loadIndex: null, speedSymbol: null, warnings: [] }],
    [" 156/150L", { loadIndex: { single: 156, dual: 150 }, speedSymbol: "L" }],
    [" 156 / 150 L", { loadIndex: { single: 156, dual: 150 }, speedSymbol: "L" }],
    [" 91 v xl", { loadIndex: { single: 91, dual: null }, speedSymbol: "V", reinforced: true }],
    [" 145A8/142B", { loadIndex: { single: 145, dual: null }, speedSymbol: "A8", warnings: [] }],
    [" 18PR 154/150K TL", { plyRating: 18, tubeless: true, speedSymbol: "K" }],
    [" 14 ply", { plyRating: 14 }],
    [" 97W Run Flat", { runFlat: true, reinforced: false }],
    [" TT", { tubeless: false }],
    [" M+S 3PMSF", { warnings: [] }],
    [" C 104/102R", { looseSuffix: "C", loadIndex: { single: 104, dual: 102 }, speedSymbol: "R" }],
    [" 104/102R C", { looseSuffix: null, warnings: ["second service description 'C' ignored"] }],
    [" 156/150L (154M)", { speedSymbol: "L", warnings: ["second service description '(154M)' ignored"] }],
    [" WHATEVER", { warnings: ["ignored 'WHATEVER' after the size"] }],
  ])("%j", (rest, expected) => {
    expect(parseMarkings(rest)).toMatchObject(expected);
  });
});
