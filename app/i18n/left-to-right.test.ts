import { describe, expect, it } from "vitest";
import { isolatedRuns, leftToRightAmount, leftToRightIn } from "./left-to-right";

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

  it("isolates an amount without the right-to-left mark Arabic formatting puts before it", () => {
    const arabic = new Intl.NumberFormat("ar-u-nu-latn", { style: "currency", currency: "EUR" }).format(64_934.7);
    expect(arabic.startsWith("\u200f")).toBe(true);
    expect(leftToRightAmount(true, arabic)).toBe("\u206664,934.70\u00a0€\u2069");
    expect(leftToRightAmount(false, "64 934,70 €")).toBe("64 934,70 €");
  });
});
