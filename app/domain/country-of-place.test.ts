import { describe, expect, it } from "vitest";
import { countryName, countryOfPlace } from "./country-of-place";

describe("countryOfPlace", () => {
  it.each([
    ["Lagos, Nigeria", "NG"],
    ["Main Street 1, 3011 Rotterdam, Netherlands", "NL"],
    ["Main Street 1\n3011 Rotterdam\nthe Netherlands", "NL"],
    ["1 Dock Road, Felixstowe, UK", "GB"],
    ["Houston, Texas, USA.", "US"],
    ["Hamburg, Germany ", "DE"],
    ["Main Street 1, Rotterdam", null],
    ["Toronto, ON, CA", null],
    ["Brussels, European Union", null],
    ["", null],
    [null, null],
  ])("reads %j as %j", (place, code) => {
    expect(countryOfPlace(place)).toBe(code);
  });

  it("names a code in English", () => {
    expect(countryName("NG")).toBe("Nigeria");
  });
});
