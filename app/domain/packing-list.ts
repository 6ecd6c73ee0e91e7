// A packing list from the container plan (decision 272): which pieces of each line travel in which
// container, with their net and gross weight. Containers are filled in the order of the lines, each
// to its planned share (a piece takes 1/capacity of a container, or its weight over the payload
// when that is more, as container-plan.ts counts a fill); the last container takes what is left,
// so every piece is on the list exactly once. Pure.
import { PAYLOAD_KG, type PlannedLine } from "./container-plan";
import type { ContainerSize } from "./pricing";

export interface PackingLineInput extends PlannedLine {
  /** What the line is called on the documents: "Michelin X Multi D 315/80R22.5". */
  text: string;
}

export interface PackedLine {
  text: string;
  size: string;
  pieces: number;
  netKg: number | null;
  grossKg: number | null;
}

export interface PackedContainer {
  lines: PackedLine[];
  pieces: number;
  /** Null when a line's weight is unknown. */
  netKg: number | null;
  grossKg: number | null;
}

const EPSILON = 1e-9;

/** Tyres travel loose, floor-loaded without pallets or wrapping: the gross weight is the net (decision 231). */
const grossOf = (netKg: number) => netKg;

export function packContainers(lines: readonly PackingLineInput[], container: ContainerSize, containerCount: number): PackedContainer[] {
  const count = Math.max(1, containerCount);
  const packed: PackedLine[][] = Array.from({ length: count }, () => []);
  let at = 0;
  let room = 1;
  for (const line of lines) {
    const share = Math.max(1 / line.capacity[container], line.weightKg === null ? 0 : line.weightKg / PAYLOAD_KG[container]);
    let left = line.quantity;
    while (left > 0) {
      const last = at === count - 1;
      const fits = last ? left : Math.min(left, Math.floor(room / share + EPSILON));
      if (fits > 0) {
        packed[at]!.push(packedLine(line, fits));
        left -= fits;
        room -= fits * share;
      }
      if (left > 0) {
        at += 1;
        room = 1;
      }
    }
  }
  return packed.map((lines) => {
    const known = lines.every((line) => line.netKg !== null);
    const netKg = known ? lines.reduce((sum, line) => sum + line.netKg!, 0) : null;
    return { lines, pieces: lines.reduce((sum, line) => sum + line.pieces, 0), netKg, grossKg: netKg === null ? null : grossOf(netKg) };
  });
}

function packedLine(line: PackingLineInput, pieces: number): PackedLine {
  const netKg = line.weightKg === null ? null : Math.round(line.weightKg * pieces * 10) / 10;
  return { text: line.text, size: line.size, pieces, netKg, grossKg: netKg === null ? null : grossOf(netKg) };
}
