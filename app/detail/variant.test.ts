import { describe, expect, it } from "vitest";
import type { Tyre } from "~/catalogue/tyre";
import { chooseVariant } from "./variant";

let nextId = 1;
function tyre(size: string, pattern = "Standard", vehicleType: Tyre["vehicleType"] = "car"): Tyre {
  return {
    id: nextId++,
    season: "summer",
    vehicleType,
    brand: "Michelin",
    brandSlug: "michelin",
    brandLogo: null,
    pattern,
    model: "Pilot Sport 5",
    size: { text: size, normalized: size, width: 0, aspectRatio: null, construction: "R", rimDiameter: 0, loadIndex: null, speedSymbol: null },
  } as Tyre;
}

const car = [tyre("205/55R16"), tyre("225/45R17"), tyre("245/40R18")];
const truck = [tyre("295/80R22.5", "Drive", "truck"), tyre("315/80R22.5", "Drive", "truck"), tyre("315/80R22.5", "Steer", "truck")];

describe("chooseVariant", () => {
  it.each([
    ["no query: the first size", car, null, null, car[0]],
    ["?size exact", car, "225/45R17", null, car[1]],
    ["?size with a space and lower case", car, "245/40 r18", null, car[2]],
    ["?size with a service description", car, "225/45R17 94Y", null, car[1]],
    ["truck ?size alone: first pattern with it", truck, "315/80R22.5", null, truck[1]],
    ["truck ?pattern alone: its first size", truck, null, "steer", truck[2]],
    ["truck ?size and ?pattern", truck, "315/80R22.5", "Steer", truck[2]],
  ])("%s", (_name, tyres, size, pattern, expected) => {
    expect(chooseVariant(tyres, { size, pattern })?.tyre).toBe(expected);
  });

  it.each([
    ["a size the model lacks", car, "195/65R15", null],
    ["a pattern the model lacks", truck, null, "Trailer"],
    ["a size the pattern lacks", truck, "295/80R22.5", "Steer"],
    ["no tyres", [], null, null],
  ])("null for %s", (_name, tyres, size, pattern) => {
    expect(chooseVariant(tyres, { size, pattern })).toBeNull();
  });

  it("links every size, marks the current one, and names patterns when there are several", () => {
    expect(chooseVariant(car, { size: "225/45R17", pattern: null })!.variants).toEqual([
      { label: "205/55R16", href: "/tyres/summer/car/Michelin/Pilot%20Sport%205?size=205%2F55R16", current: false },
      { label: "225/45R17", href: "/tyres/summer/car/Michelin/Pilot%20Sport%205?size=225%2F45R17", current: true },
      { label: "245/40R18", href: "/tyres/summer/car/Michelin/Pilot%20Sport%205?size=245%2F40R18", current: false },
    ]);
    expect(chooseVariant(truck, { size: null, pattern: "Steer" })!.variants.map((v) => [v.label, v.current])).toEqual([
      ["295/80R22.5 · Drive", false],
      ["315/80R22.5 · Drive", false],
      ["315/80R22.5 · Steer", true],
    ]);
  });

  it("has no switcher for a model in one size", () => {
    expect(chooseVariant([car[0]!], { size: null, pattern: null })!.variants).toEqual([]);
  });
});
