// The catalogue keeps EU label classes as text; the label graphic and its description need the regulation's letters.
import type { EuClass, EuLabel, NoiseClass } from "../domain/eu-label";
import type { TyreEuLabel } from "./tyre";

const CLASSES = ["A", "B", "C", "D", "E"] as const;
const NOISE_CLASSES = ["A", "B", "C"] as const;

const isClass = (v: string | null): v is EuClass => v !== null && (CLASSES as readonly string[]).includes(v);
const isNoiseClass = (v: string | null): v is NoiseClass => v !== null && (NOISE_CLASSES as readonly string[]).includes(v);

/** A stored label as the domain's EuLabel; a class outside the regulation's scale is left out. */
export function euLabelOfTyre(label: TyreEuLabel): EuLabel {
  return {
    fuelClass: isClass(label.fuelClass) ? label.fuelClass : null,
    wetGripClass: isClass(label.wetGripClass) ? label.wetGripClass : null,
    noiseDb: label.noiseDb,
    noiseClass: isNoiseClass(label.noiseClass) ? label.noiseClass : null,
    snowGrip: label.snowGrip,
    iceGrip: label.iceGrip,
  };
}
