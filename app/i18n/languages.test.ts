import { describe, expect, it } from "vitest";
import { LOCALES, moneyLocale, pathInLanguage, preferredLanguage, splitLanguagePath, textDirection } from "./languages";

describe("splitLanguagePath", () => {
  it.each([
    ["/", "en", "/"],
    ["/buy-now", "en", "/buy-now"],
    ["/fr", "fr", "/"],
    ["/fr/", "fr", "/"],
    ["/fr/buy-now", "fr", "/buy-now"],
    ["/ar/tyres/summer/truck/michelin/x-multi-d", "ar", "/tyres/summer/truck/michelin/x-multi-d"],
    // Not one of ours, or English's (which has no prefix): the path stays whole, and is not found.
    ["/de/buy-now", "en", "/de/buy-now"],
    ["/en/buy-now", "en", "/en/buy-now"],
    ["/french", "en", "/french"],
    ["/FR/buy-now", "en", "/FR/buy-now"],
  ])("%s is %s %s", (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });
});

describe("pathInLanguage", () => {
  it.each([
    ["en", "/buy-now?tyre=1", "/buy-now?tyre=1"],
    ["fr", "/", "/fr"],
    ["fr", "/?season=winter", "/fr?season=winter"],
    ["fr", "/#truck-tyre-guide", "/fr#truck-tyre-guide"],
    ["es", "/summer-offers?vehicleType=truck", "/es/summer-offers?vehicleType=truck"],
  ] as const)("%s %s is %s", (language, path, expected) => {
    expect(pathInLanguage(language, path)).toBe(expected);
  });

  it("is undone by splitLanguagePath", () => {
    for (const language of ["en", "fr", "es", "pt", "ar"] as const) {
      expect(splitLanguagePath(pathInLanguage(language, "/tyres/size"))).toEqual({ language, path: "/tyres/size" });
    }
  });
});

describe("preferredLanguage", () => {
  it.each([
    [["fr-FR", "en"], "fr"],
    [["pt-BR"], "pt"],
    [["ar-SA", "ar"], "ar"],
    [["de-DE", "es"], "es"],
    // English before another of ours: the visitor reads English; nothing to suggest.
    [["en-US", "fr"], null],
    [["de", "nl"], null],
    [[], null],
  ])("%j prefers %s", (preferences, expected) => {
    expect(preferredLanguage(preferences)).toBe(expected);
  });
});

describe("textDirection", () => {
  it("is right to left for Arabic only", () => {
    expect([textDirection("ar"), textDirection("fr"), textDirection("en")]).toEqual(["rtl", "ltr", "ltr"]);
  });
});

describe("moneyLocale", () => {
  it("is the shop's own en-IE in English and the page's locale in the others", () => {
    expect(moneyLocale("en")).toBe("en-IE");
    for (const language of ["fr", "es", "pt", "ar"] as const) expect(moneyLocale(language)).toBe(LOCALES[language]);
  });
});
