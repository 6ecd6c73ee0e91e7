import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeEuLabel, parseEuLabel, type EuLabel, type EuLabelInput } from "./eu-label";

const EMPTY: EuLabel = { fuelClass: null, wetGripClass: null, noiseDb: null, noiseClass: null, snowGrip: false, iceGrip: false };

describe("parseEuLabel reads catalogue label fields", () => {
  it.each<[string, EuLabelInput, Partial<EuLabel>]>([
    ["flat fields", { fuelEfficiency: "C", wetGrip: "B", noiseLevel: "73 dB" }, { fuelClass: "C", wetGripClass: "B", noiseDb: 73, noiseClass: null }],
    ["lower case and padding", { fuelEfficiency: " c ", wetGrip: "class b" }, { fuelClass: "C", wetGripClass: "B" }],
    ["noise as a number", { noiseLevel: 73 }, { noiseDb: 73 }],
    ["noise written dB(A)", { noiseLevel: "71dB(A)" }, { noiseDb: 71, noiseClass: null }],
    ["noise with its class", { noiseLevel: "72 dB (B)" }, { noiseDb: 72, noiseClass: "B" }],
    [
      "nested euLabel only",
      { euLabel: { fuel: "A", grip: "A", noise: "69 dB", noiseClass: "a" } },
      { fuelClass: "A", wetGripClass: "A", noiseDb: 69, noiseClass: "A" },
    ],
    ["nested fills gaps", { fuelEfficiency: "D", euLabel: { fuel: "D", grip: "E", noise: 75 } }, { fuelClass: "D", wetGripClass: "E", noiseDb: 75 }],
    ["snow and ice flags", { euLabel: { snowGrip: true, iceGrip: "yes" } }, { snowGrip: true, iceGrip: true }],
    ["3PMSF as text", { euLabel: { snowGrip: "3PMSF", iceGrip: "no" } }, { snowGrip: true, iceGrip: false }],
    ["blanks are just missing", { fuelEfficiency: "", wetGrip: "-", noiseLevel: "N/A" }, EMPTY],
    ["nothing at all", {}, EMPTY],
  ])("%s", (_label, input, expected) => {
    const { label, warnings } = parseEuLabel(input);
    expect(label).toEqual({ ...EMPTY, ...expected });
    expect(warnings).toEqual([]);
  });
});

describe("parseEuLabel keeps going and warns", () => {
  it.each<[string, EuLabelInput, Partial<EuLabel>, RegExp]>([
    ["legacy class F becomes E", { fuelEfficiency: "F" }, { fuelClass: "E" }, /fuel efficiency class F is from the pre-2021 label; shown as E/],
    ["legacy class G becomes E", { wetGrip: "g" }, { wetGripClass: "E" }, /wet grip class G/],
    ["unreadable class is dropped", { fuelEfficiency: "X" }, { fuelClass: null }, /could not read fuel efficiency class 'X'/],
    ["unreadable noise is dropped", { noiseLevel: "loud" }, { noiseDb: null }, /could not read noise level 'loud'/],
    ["implausible noise is dropped", { noiseLevel: "730 dB" }, { noiseDb: null }, /730 dB is not a plausible/],
    [
      "conflicting fields keep the flat one",
      { fuelEfficiency: "C", euLabel: { fuel: "B" } },
      { fuelClass: "C" },
      /differs between fields \(C and B\); using C/,
    ],
    ["sound waves map to classes", { noiseLevel: 70, euLabel: { noiseClass: 2 } }, { noiseDb: 70, noiseClass: "B" }, /noise class 2 \(sound waves\) read as B/],
    ["euLabel that is not an object", { euLabel: "C/B/73" }, {}, /euLabel is not an object/],
    ["flag that is not yes or no", { euLabel: { snowGrip: "maybe" } }, { snowGrip: false }, /could not read snow grip 'maybe'/],
  ])("%s", (_label, input, expected, warning) => {
    const { label, warnings } = parseEuLabel(input);
    expect(label).toEqual({ ...EMPTY, ...expected });
    expect(warnings.join("; ")).toMatch(warning);
  });

  it("never invents a noise class from the dB value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 40, max: 100 }), (db) => {
        expect(parseEuLabel({ noiseLevel: `${db} dB` }).label.noiseClass).toBeNull();
      }),
    );
  });

  it("never throws, whatever the catalogue holds", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (fuelEfficiency, wetGrip, noiseLevel, euLabel) => {
        const { label } = parseEuLabel({ fuelEfficiency, wetGrip, noiseLevel, euLabel });
        expect(label.fuelClass === null || "ABCDE".includes(label.fuelClass)).toBe(true);
        expect(typeof describeEuLabel(label)).toBe("string");
      }),
    );
  });
});

describe("describeEuLabel", () => {
  it.each<[Partial<EuLabel>, string]>([
    [
      { fuelClass: "C", wetGripClass: "B", noiseDb: 73, noiseClass: "B" },
      "EU tyre label: fuel efficiency class C, wet grip class B, external rolling noise 73 dB (class B).",
    ],
    [
      { fuelClass: "A", wetGripClass: "A", noiseDb: 68, snowGrip: true, iceGrip: true },
      "EU tyre label: fuel efficiency class A, wet grip class A, external rolling noise 68 dB, snow grip (3PMSF), ice grip.",
    ],
    [{ noiseClass: "C" }, "EU tyre label: external rolling noise class C."],
    [{ wetGripClass: "E" }, "EU tyre label: wet grip class E."],
    [{}, "EU tyre label: no label data."],
  ])("%j", (parts, text) => {
    expect(describeEuLabel({ ...EMPTY, ...parts })).toBe(text);
  });
});
