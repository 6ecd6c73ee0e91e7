import { describe, expect, it } from "vitest";
import { weightKgOf } from "./tyre-weight";

describe("a tyre's weight in kilograms", () => {
  it.each([
    ["109lb/49kg", 49],
    ["21lb/10kg", 10],
    ["49 kg", 49],
    ["52,5 kg", 52.5],
    ["12.5KG", 12.5],
    ["100 lbs", 45.359237],
    ["100lb", 45.359237],
  ])("%s is %f kg", (text, kg) => {
    expect(weightKgOf(text)).toBeCloseTo(kg, 6);
  });

  it.each([[null], [undefined], [""], ["heavy"], ["0kg"], ["12"]])("%j is unknown", (text) => {
    expect(weightKgOf(text)).toBeNull();
  });
});
