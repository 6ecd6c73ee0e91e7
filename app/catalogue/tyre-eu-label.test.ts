import { describe, expect, it } from "vitest";
import { describeEuLabel } from "../domain/eu-label";
import type { TyreEuLabel } from "./tyre";
import { euLabelOfTyre } from "./tyre-eu-label";

const stored = (overrides: Partial<TyreEuLabel> = {}): TyreEuLabel => ({
  fuelClass: "C",
  wetGripClass: "B",
  noiseDb: 73,
  noiseClass: "B",
  snowGrip: true,
  iceGrip: false,
  ...overrides,
});

describe("euLabelOfTyre", () => {
  it("keeps a label on the regulation's scales as it is", () => {
    expect(euLabelOfTyre(stored())).toEqual(stored());
  });

  it.each([
    [{ fuelClass: "F" }, { fuelClass: null }],
    [{ wetGripClass: "a" }, { wetGripClass: null }],
    [{ noiseClass: "D" }, { noiseClass: null }],
    [
      { fuelClass: null, wetGripClass: null, noiseDb: null, noiseClass: null },
      { fuelClass: null, wetGripClass: null, noiseDb: null, noiseClass: null },
    ],
  ])("leaves out %j", (overrides, expected) => {
    expect(euLabelOfTyre(stored(overrides))).toEqual({ ...stored(overrides), ...expected });
  });

  it("gives the text alternative the label graphic shows", () => {
    expect(describeEuLabel(euLabelOfTyre(stored()))).toBe(
      "EU tyre label: fuel efficiency class C, wet grip class B, external rolling noise 73 dB (class B), snow grip (3PMSF).",
    );
  });
});
