import { describe, expect, it } from "vitest";
import { packContainers, type PackingLineInput } from "./packing-list";

const line = (text: string, quantity: number, per40: number, weightKg: number | null): PackingLineInput => ({
  text,
  size: text,
  quantity,
  weightKg,
  capacity: { "20ft": Math.floor(per40 / 2), "40ft": per40, source: "size" },
});

describe("a packing list from the container plan", () => {
  it.each([
    ["one line in one container", [line("A", 100, 200, 10)], 1, [[["A", 100]]]],
    ["a line split over two containers", [line("A", 300, 200, 10)], 2, [[["A", 200]], [["A", 100]]]],
    [
      "three sizes filling the first container in order",
      [line("A", 100, 200, 10), line("B", 150, 200, 10), line("C", 50, 100, 10)],
      2,
      [
        [
          ["A", 100],
          ["B", 100],
        ],
        [
          ["B", 50],
          ["C", 50],
        ],
      ],
    ],
    ["weight decides the fill of heavy tyres", [line("H", 500, 1000, 100)], 2, [[["H", 260]], [["H", 240]]]],
    ["the last container takes what the plan rounded away", [line("A", 401, 200, 10)], 2, [[["A", 200]], [["A", 201]]]],
  ] as Array<[string, PackingLineInput[], number, Array<Array<[string, number]>>]>)("%s", (_what, lines, count, expected) => {
    const packed = packContainers(lines, "40ft", count);
    expect(packed.map((c) => c.lines.map((l) => [l.text, l.pieces]))).toEqual(expected);
    expect(packed.reduce((sum, c) => sum + c.pieces, 0)).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
  });

  it("sums each container's net and gross weight, and leaves them unknown when a tyre's weight is", () => {
    const [known] = packContainers([line("A", 10, 200, 52.5)], "40ft", 1);
    expect(known).toMatchObject({ pieces: 10, netKg: 525, grossKg: 525 });
    const [unknown] = packContainers([line("A", 10, 200, null)], "40ft", 1);
    expect(unknown).toMatchObject({ pieces: 10, netKg: null, grossKg: null });
  });
});
