import { describe, expect, it } from "vitest";
import { patternFromGroup, readNestedCatalogue } from "./nested-catalogue";

describe("readNestedCatalogue", () => {
  it("flattens trucks by pattern and other vehicles by their tyres list, keeping each entry's place", () => {
    const { entries, refusals } = readNestedCatalogue({
      summer: { truck: { Michelin: { Drive: [{ a: 1 }, { a: 2 }], Steer: [{ a: 3 }] } }, car: { Pirelli: { tyres: [{ a: 4 }] } } },
      allSeason: { motorcycle: { Dunlop: { tyres: [{ a: 5 }] } } },
    });
    expect(refusals).toEqual([]);
    expect(entries.map((e) => [e.location.season, e.location.vehicleType, e.location.brand, e.location.group, e.location.index])).toEqual([
      ["summer", "truck", "Michelin", "Drive", 0],
      ["summer", "truck", "Michelin", "Drive", 1],
      ["summer", "truck", "Michelin", "Steer", 0],
      ["summer", "car", "Pirelli", "tyres", 0],
      ["allseason", "motorcycle", "Dunlop", "tyres", 0],
    ]);
  });

  it.each([
    [[], "(file)", /top level must be an object/],
    [{ spring: {} }, "spring", /not a season/],
    // What every object inherits is no season either.
    [{ constructor: {} }, "constructor", /not a season/],
    [{ toString: {} }, "toString", /not a season/],
    [{ summer: [] }, "summer", /object keyed by vehicle type/],
    [{ summer: { bus: {} } }, "summer > bus", /not a vehicle type/],
    [{ winter: { car: "x" } }, "winter > car", /object keyed by brand/],
    [{ winter: { car: { Nokian: 7 } } }, "winter > car > Nokian", /must hold a tyres list/],
    [{ winter: { car: { Nokian: { Standard: [] } } } }, "winter > car > Nokian > Standard", /only trucks are grouped/],
    [{ winter: { truck: { Volvo: { Drive: {} } } } }, "winter > truck > Volvo > Drive", /expected a list/],
    [{ winter: { truck: { "  ": { Drive: [] } } } }, "winter > truck > ", /brand name is empty/],
  ])("refuses %j at '%s'", (file, where, reason) => {
    const { refusals } = readNestedCatalogue(file);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.where).toBe(where);
    expect(refusals[0]!.reason).toMatch(reason);
  });

  it("reads a brand given directly as a list as its tyres list", () => {
    const { entries } = readNestedCatalogue({ summer: { car: { Toyo: [{}, {}] } } });
    expect(entries.map((e) => e.location.group)).toEqual(["tyres", "tyres"]);
  });
});

describe("patternFromGroup", () => {
  it.each([
    ["truck", "Drive", {}, "Drive"],
    ["truck", "Trailer Tire", {}, "Trailer"],
    ["truck", "Steer Tyres", {}, "Steer"],
    ["truck", "tyres", { pattern: "Trailer" }, "Trailer"],
    ["truck", "tyres", {}, "Standard"],
    ["car", "tyres", { pattern: "Sport" }, "Standard"],
    ["offRoad", "tyres", {}, "Standard"],
  ] as const)("%s group '%s' is pattern '%s'", (vehicle, group, raw, expected) => {
    expect(patternFromGroup(vehicle, group, raw)).toBe(expected);
  });
});
