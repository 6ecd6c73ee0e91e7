// Plans the containers for a load of several tyre sizes. A load's fill of one container
// is the sum of quantity / capacity over its lines, or its weight over the container's payload
// when that is more. One 20ft when the load fits one; otherwise as many 40ft as it fills. For one
// line of 295/80R22.5 this is exactly the spec's shipping rule (spec §9).
import { containerCapacity, type CapacityOverrides, type ContainerCapacity } from "./container-capacity";
import type { ContainerSize } from "./pricing";

/** Payload a container may carry, kg (decision 130): below the usual 28 t limits, for pallets and dunnage. */
export const PAYLOAD_KG: Record<ContainerSize, number> = { "20ft": 21_000, "40ft": 26_000 };

/** A fill a rounding error above a whole number of containers is that whole number. */
const EPSILON = 1e-9;

export interface LoadLine {
  size: string;
  quantity: number;
  /** One tyre's weight when the catalogue knows it. */
  weightKg: number | null;
}

export interface PlannedLine extends LoadLine {
  capacity: ContainerCapacity;
}

export interface LoadPlan {
  lines: PlannedLine[];
  pieces: number;
  container: ContainerSize;
  containerCount: number;
  /** How many containers of `container` the load fills (1.78 is one full and 78% of another). */
  fill: number;
  /** Each planned container's fill, 0-1: all full but the last. */
  containerFills: number[];
  /** Whether the load's weight, not its space, decides the fill. */
  limitedBy: "space" | "weight";
  /** How many more of each size in the load would still fit the containers planned. */
  room: Array<{ size: string; pieces: number }>;
}

function fills(lines: readonly PlannedLine[], container: ContainerSize): { space: number; weight: number } {
  let space = 0;
  let weight = 0;
  for (const line of lines) {
    space += line.quantity / line.capacity[container];
    if (line.weightKg !== null) weight += (line.quantity * line.weightKg) / PAYLOAD_KG[container];
  }
  return { space, weight };
}

/** A size's counts for each container: the seller's or worked out from the size on the server, as sent to the browser. */
export type CapacityOf = (size: string) => ContainerCapacity;

export function planLoad(lines: readonly LoadLine[], overrides?: CapacityOverrides): LoadPlan {
  return planLoadBy(lines, (size) => containerCapacity(size, overrides));
}

/**
 * planLoad with each size's counts already known. The browser's calculator plans with this, so
 * size parsing (container-capacity's) is not shipped to it (decision 209).
 */
export function planLoadBy(lines: readonly LoadLine[], capacityOf: CapacityOf): LoadPlan {
  const planned = lines.map((line) => ({ ...line, capacity: capacityOf(line.size) }));
  const pieces = planned.reduce((sum, line) => sum + line.quantity, 0);
  const twenty = fills(planned, "20ft");
  const fitsTwenty = Math.max(twenty.space, twenty.weight) <= 1 + EPSILON;
  const container: ContainerSize = fitsTwenty ? "20ft" : "40ft";
  const { space, weight } = fitsTwenty ? twenty : fills(planned, "40ft");
  const fill = Math.max(space, weight);
  const containerCount = pieces === 0 ? 0 : Math.max(1, Math.ceil(fill - EPSILON));
  const containerFills = Array.from({ length: containerCount }, (_, i) => Math.min(1, Math.max(0, fill - i)));
  const room = distinctSizes(planned).map((line) => {
    const bySpace = (containerCount - space) * line.capacity[container];
    const byWeight = line.weightKg ? ((containerCount - weight) * PAYLOAD_KG[container]) / line.weightKg : Infinity;
    return { size: line.size, pieces: Math.max(0, Math.floor(Math.min(bySpace, byWeight) + EPSILON)) };
  });
  return { lines: planned, pieces, container, containerCount, fill, containerFills, limitedBy: weight > space ? "weight" : "space", room };
}

/** The first line of each size: its capacity and weight stand for the size. */
function distinctSizes(lines: readonly PlannedLine[]): PlannedLine[] {
  const seen = new Map<string, PlannedLine>();
  for (const line of lines) if (!seen.has(line.size)) seen.set(line.size, line);
  return [...seen.values()];
}
