import { describe, expect, it } from "vitest";
import { suggestionLabel } from "./suggestion";

describe("suggestionLabel", () => {
  it.each([
    [{ brand: "Michelin", model: "X Multi D", size: "315/80R22.5", season: "winter" as const }, "Michelin — X Multi D (315/80R22.5) · Winter"],
    [{ brand: "Pirelli", model: "P Zero", size: "225/45R17", season: "summer" as const }, "Pirelli — P Zero (225/45R17) · Summer"],
    [
      { brand: "Continental", model: "AllSeasonContact", size: "205/55R16", season: "allseason" as const },
      "Continental — AllSeasonContact (205/55R16) · All-Season",
    ],
  ])("labels %o as %s", (item, label) => {
    expect(suggestionLabel(item)).toBe(label);
  });
});
