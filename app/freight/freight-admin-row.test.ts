import { describe, expect, it } from "vitest";
import { checkFreightRow, checkFreightSettings, insurancePercentText, readDecimalMinor, type FreightRowText } from "./freight-admin-row";

const LAGOS: FreightRowText = { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20: "2450", rate40: "3900.50", transitDays: "18" };

describe("checkFreightRow", () => {
  it.each<[string, Partial<FreightRowText>, object]>([
    ["a whole row", {}, { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 245_000, rate40Minor: 390_050, transitDays: 18 }],
    ["the country left out: the code's", { country: "" }, { country: "NG" }],
    ["a lower-case code and country, spaces around", { code: " ngapp ", country: " ng " }, { code: "NGAPP", country: "NG" }],
    ["a code with digits 2-9", { code: "NGLA2" }, { code: "NGLA2" }],
    ["no transit time", { transitDays: "" }, { transitDays: null }],
    ["transit at the bounds", { transitDays: "120" }, { transitDays: 120 }],
    ["rates of zero and one decimal", { rate20: "0", rate40: "0.5" }, { rate20Minor: 0, rate40Minor: 50 }],
    ["the largest rate", { rate20: "1000000.00" }, { rate20Minor: 100_000_000 }],
    ["a name of 80 characters", { name: "x".repeat(80) }, { name: "x".repeat(80) }],
    ["a name with accents", { name: "  Pointe-Noire (Congo)  " }, { name: "Pointe-Noire (Congo)" }],
  ])("takes %s", (_, change, expected) => {
    const checked = checkFreightRow({ ...LAGOS, ...change });
    expect(checked).toEqual({ ok: true, row: expect.objectContaining(expected) as unknown });
  });

  it.each<[string, Partial<FreightRowText>, keyof FreightRowText, RegExp]>([
    ["an empty code", { code: "" }, "code", /UN\/LOCODE is required/],
    ["a code too short", { code: "NGAP" }, "code", /"NGAP" is not a UN\/LOCODE/],
    ["a code with 0 or 1", { code: "NGAP1" }, "code", /not a UN\/LOCODE/],
    ["a code of no country", { code: "XXABC" }, "code", /XX is none/],
    ["a code of a region that is no country", { code: "EUABC" }, "code", /EU is none/],
    ["a country not the code's", { country: "GH" }, "country", /the code's own, NG/],
    ["an empty name", { name: "  " }, "name", /port name is required/],
    ["a name of 81 characters", { name: "x".repeat(81) }, "name", /at most 80 characters/],
    ["a name with a tab", { name: "Lagos\tApapa" }, "name", /U\+0009/],
    ["an empty 20ft rate", { rate20: "" }, "rate20", /20ft rate is required/],
    ["a negative 40ft rate", { rate40: "-1" }, "rate40", /no sign/],
    ["a rate that is no number", { rate20: "abc" }, "rate20", /amount such as 1200/],
    ["three decimals", { rate20: "12.345" }, "rate20", /at most 2 decimals/],
    ["a thousands separator", { rate20: "1,200" }, "rate20", /amount such as/],
    ["an exponent", { rate40: "1e3" }, "rate40", /amount such as/],
    ["a rate past a million", { rate40: "1000000.01" }, "rate40", /at most 1,000,000/],
    ["transit of 0 days", { transitDays: "0" }, "transitDays", /1 to 120/],
    ["transit of 121 days", { transitDays: "121" }, "transitDays", /1 to 120/],
    ["transit of half a day", { transitDays: "1.5" }, "transitDays", /whole number/],
  ])("refuses %s, on its field", (_, change, field, reason) => {
    const checked = checkFreightRow({ ...LAGOS, ...change });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual([field]);
    expect(checked.errors[field]).toMatch(reason);
  });

  it("names every bad field at once", () => {
    const checked = checkFreightRow({ code: "??", name: "", country: "", rate20: "-", rate40: "", transitDays: "x" });
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(["code", "name", "rate20", "rate40", "transitDays"]);
  });
});

describe("readDecimalMinor", () => {
  it.each([
    ["1200", 120_000],
    ["1200.5", 120_050],
    ["1200.05", 120_005],
    ["007", 700],
  ])("reads %s as %i minor units", (text, minor) => {
    expect(readDecimalMinor(text, "rate")).toEqual({ ok: true, minor });
  });
});

describe("checkFreightSettings", () => {
  const SETTINGS = { portOfLoading: "Rotterdam", insurancePercent: "0.3", defaultRate20: "1200", defaultRate40: "2000" };

  it.each([
    ["0.3", 30],
    ["0.30%", 30],
    ["0", 0],
    ["4.99", 499],
    ["1.25", 125],
  ])("reads insurance of %s percent as %i basis points", (insurancePercent, basisPoints) => {
    const checked = checkFreightSettings({ ...SETTINGS, insurancePercent });
    expect(checked).toEqual({
      ok: true,
      settings: { portOfLoading: "Rotterdam", insuranceBasisPoints: basisPoints, defaultRate20Minor: 120_000, defaultRate40Minor: 200_000 },
    });
  });

  it.each([
    [{ insurancePercent: "5" }, "insurancePercent", /0 to 4.99/],
    [{ insurancePercent: "0.305" }, "insurancePercent", /at most 2 decimals/],
    [{ insurancePercent: "-0.3" }, "insurancePercent", /0 to 4.99/],
    [{ insurancePercent: "" }, "insurancePercent", /is required/],
    [{ portOfLoading: "" }, "portOfLoading", /port of loading is required/],
    [{ portOfLoading: "Rotter\u0000dam" }, "portOfLoading", /U\+0000/],
    [{ defaultRate20: "1.001" }, "defaultRate20", /default 20ft rate/],
    [{ defaultRate40: "" }, "defaultRate40", /default 40ft rate is required/],
  ])("refuses %j on its field", (change, field, reason) => {
    const checked = checkFreightSettings({ ...SETTINGS, ...change });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual([field]);
    expect(checked.errors[field as keyof typeof checked.errors]).toMatch(reason);
  });

  it.each([
    [30, "0.3"],
    [0, "0"],
    [125, "1.25"],
    [100, "1"],
    [499, "4.99"],
  ])("writes %i basis points as %s percent", (basisPoints, text) => {
    expect(insurancePercentText(basisPoints)).toBe(text);
  });
});
