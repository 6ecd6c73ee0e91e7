import { describe, expect, it } from "vitest";
import { isolatedRuns, leftToRightIn } from "./left-to-right";

describe("values isolated left to right inside a sentence (decision 311)", () => {
  it.each([
    ["no isolate", "Charge et vitesse", [{ text: "Charge et vitesse", ltr: false }]],
    [
      "a code and a figure",
      "\u2066156/150 L\u2069: \u20664,000 kg\u2069 مفرد",
      [
        { text: "156/150 L", ltr: true },
        { text: ": ", ltr: false },
        { text: "4,000 kg", ltr: true },
        { text: " مفرد", ltr: false },
      ],
    ],
    ["an isolate alone", "\u2066€3.00\u2069", [{ text: "€3.00", ltr: true }]],
  ])("splits %s into its runs", (_name, text, runs) => {
    expect(isolatedRuns(text)).toEqual(runs);
  });

  it("isolates only where the page reads right to left", () => {
    expect(leftToRightIn(true, "154/150 M")).toBe("\u2066154/150 M\u2069");
    expect(leftToRightIn(false, "154/150 M")).toBe("154/150 M");
  });
});
