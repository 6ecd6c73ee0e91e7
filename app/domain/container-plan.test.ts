import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containerCapacity } from "./container-capacity";
import { PAYLOAD_KG, planLoad, type LoadLine } from "./container-plan";
import { quoteBulkOrder } from "./pricing";

const line = (size: string, quantity: number, weightKg: number | null = null): LoadLine => ({ size, quantity, weightKg });

describe("planning one line of the reference size reproduces spec §9", () => {
  // Quantity, then the spec's container label and count (quoteBulkOrder is the spec's rule).
  it.each([50, 160, 161, 280, 281, 560, 561, 1000])("%d pieces of 295/80R22.5", (quantity) => {
    const plan = planLoad([line("295/80R22.5", quantity)]);
    const spec = quoteBulkOrder({ amountMinor: 10000, currency: "EUR" }, quantity);
    expect([plan.container, plan.containerCount]).toEqual([spec.container, spec.containerCount]);
  });

  it.each([
    [50, "20ft", 1, [50 / 160]],
    [160, "20ft", 1, [1]],
    [161, "40ft", 1, [161 / 280]],
    [281, "40ft", 2, [1, 1 / 280]],
    [1000, "40ft", 4, [1, 1, 1, 160 / 280]],
  ] as const)("%d pieces: %s x %d, filled %j", (quantity, container, count, fills) => {
    const plan = planLoad([line("295/80R22.5", quantity)]);
    expect(plan.container).toBe(container);
    expect(plan.containerCount).toBe(count);
    plan.containerFills.forEach((fill, i) => expect(fill).toBeCloseTo(fills[i]!, 9));
  });
});

describe("planning a mixed load", () => {
  it("adds each size's share of a container", () => {
    // 80 of 160 and 40 of the smaller 315/80R22.5's 20ft count: more than half, less than one 20ft.
    const capacity = containerCapacity("315/80R22.5")["20ft"];
    const plan = planLoad([line("295/80R22.5", 80), line("315/80R22.5", 40)]);
    expect(plan.container).toBe("20ft");
    expect(plan.fill).toBeCloseTo(0.5 + 40 / capacity, 9);
    expect(plan.pieces).toBe(120);
  });

  it("moves to 40ft containers when the sizes together overflow one 20ft", () => {
    const plan = planLoad([line("295/80R22.5", 100), line("315/80R22.5", 100)]);
    expect(plan.container).toBe("40ft");
    expect(plan.containerCount).toBe(1);
    expect(plan.room.map((r) => r.size)).toEqual(["295/80R22.5", "315/80R22.5"]);
  });

  it("says how many more of each size fit the last container", () => {
    const plan = planLoad([line("295/80R22.5", 200)]);
    expect(plan.room).toEqual([{ size: "295/80R22.5", pieces: 80 }]);
    const mixed = planLoad([line("295/80R22.5", 200), line("205/55R16", 10)]);
    const smallCapacity = containerCapacity("205/55R16")["40ft"];
    expect(mixed.room.find((r) => r.size === "205/55R16")!.pieces).toBe(Math.floor((1 - 200 / 280 - 10 / smallCapacity) * smallCapacity + 1e-9));
  });

  it("lets weight decide when heavy tyres reach the payload first", () => {
    // 150 pieces of 150 kg: 22.5 t, over a 20ft's payload though they take 94% of its space.
    const plan = planLoad([line("295/80R22.5", 150, 150)]);
    expect(plan.limitedBy).toBe("weight");
    expect(plan.container).toBe("40ft");
    expect(plan.fill).toBeCloseTo((150 * 150) / PAYLOAD_KG["40ft"], 9);
    expect(plan.room[0]!.pieces).toBe(Math.floor((PAYLOAD_KG["40ft"] - 150 * 150) / 150));
  });

  it("counts space when the weights are light or unknown", () => {
    expect(planLoad([line("295/80R22.5", 150, 50)]).limitedBy).toBe("space");
    expect(planLoad([line("295/80R22.5", 150)]).limitedBy).toBe("space");
  });

  it("plans nothing for an empty load", () => {
    expect(planLoad([])).toMatchObject({ pieces: 0, containerCount: 0, containerFills: [], room: [] });
  });
});

const SIZES = ["295/80R22.5", "315/80R22.5", "385/65R22.5", "11R22.5", "12.00R24", "205/55R16", "195/65R15", "not a size"];
const lineArbitrary = fc.record({
  size: fc.constantFrom(...SIZES),
  quantity: fc.integer({ min: 1, max: 2000 }),
  weightKg: fc.option(fc.integer({ min: 5, max: 200 }), { nil: null }),
});

describe("planner properties", () => {
  it("adding a line never lowers the fill or the containers", () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 8 }), lineArbitrary, (lines, extra) => {
        const before = planLoad(lines);
        const after = planLoad([...lines, extra]);
        const capacityBefore = before.containerCount * (before.container === "40ft" ? 2 : 1);
        const capacityAfter = after.containerCount * (after.container === "40ft" ? 2 : 1);
        expect(capacityAfter).toBeGreaterThanOrEqual(capacityBefore);
        if (before.container === after.container) expect(after.fill).toBeGreaterThanOrEqual(before.fill);
      }),
    );
  });

  it("the planned containers always hold the load, and one fewer would not", () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 8 }), (lines) => {
        const plan = planLoad(lines);
        expect(plan.fill).toBeLessThanOrEqual(plan.containerCount + 1e-9);
        if (plan.container === "40ft") expect(plan.fill).toBeGreaterThan(plan.containerCount - 1);
        expect(plan.containerFills.reduce((a, b) => a + b, 0)).toBeCloseTo(plan.fill, 9);
      }),
    );
  });

  it("the room it names still fits", () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 6 }), (lines) => {
        const plan = planLoad(lines);
        for (const { size, pieces } of plan.room) {
          const weightKg = lines.find((l) => l.size === size)!.weightKg;
          const filled = planLoad([...lines, line(size, pieces, weightKg)]);
          expect([filled.container, filled.containerCount]).toEqual([plan.container, plan.containerCount]);
        }
      }),
    );
  });
});
