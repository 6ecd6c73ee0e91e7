// The sizes a model line is made in: its real ones (with their load and speed markings) and, for
// larger synthetic catalogues, the other common sizes of its kind.
import type { ModelLine } from "./model-lines";
import { SEGMENTS, SIZE_POOLS, TRUCK_SIZES, type TruckSizeSpec } from "./segments-and-sizes";

export interface SizeOption {
  size: string;
  loadIndex: string;
  speedSymbol: string;
}

export function realSizeOptions(line: ModelLine): SizeOption[] {
  return line.sizes.map((written) => {
    if (line.vehicle === "truck") return truckSizeOption(truckSizeSpec(written));
    const [size = "", loadSpeed = ""] = written.split(" ");
    const match = /^(\d{2,3}(?:\/\d{2,3})?)([A-Z]{1,2})$/.exec(loadSpeed);
    if (!match) throw new Error(`sample data: '${written}' of ${line.brand} ${line.model} lacks a load/speed marking`);
    return { size, loadIndex: match[1]!, speedSymbol: match[2]! };
  });
}

/** Common sizes of the model's kind that the real model is not listed in. */
export function extraSizeOptions(line: ModelLine): SizeOption[] {
  const real = new Set(line.sizes.map((s) => s.split(" ")[0]));
  const pool = SEGMENTS[line.segment].pool;
  const speed = realSizeOptions(line)[0]!.speedSymbol;
  const options: SizeOption[] =
    pool === "truck"
      ? TRUCK_SIZES.map(truckSizeOption)
      : SIZE_POOLS[pool].map((entry) => {
          const [size = "", loadIndex = ""] = entry.split(" ");
          return { size, loadIndex, speedSymbol: speed };
        });
  return options.filter((o) => !real.has(o.size));
}

function truckSizeOption(spec: TruckSizeSpec): SizeOption {
  return { size: spec.size, loadIndex: spec.loadIndex, speedSymbol: spec.speedSymbol };
}

export function truckSizeSpec(size: string): TruckSizeSpec {
  const spec = TRUCK_SIZES.find((s) => s.size === size);
  if (!spec) throw new Error(`sample data: truck size '${size}' is not in TRUCK_SIZES`);
  return spec;
}
