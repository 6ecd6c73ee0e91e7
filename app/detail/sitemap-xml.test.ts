import { describe, expect, it } from "vitest";
import { escapeXml, parseSitemapPart, planSitemap, STATIC_SITEMAP_PATHS, urlEntry } from "./sitemap-xml";

const statics = STATIC_SITEMAP_PATHS.length;

describe("planSitemap", () => {
  it.each([
    [0, { kind: "single" }],
    [50_000 - statics, { kind: "single" }],
    [50_000 - statics + 1, { kind: "index", tyreParts: 1 }],
    [50_000, { kind: "index", tyreParts: 1 }],
    [50_001, { kind: "index", tyreParts: 2 }],
    [100_000, { kind: "index", tyreParts: 2 }],
    [100_001, { kind: "index", tyreParts: 3 }],
  ])("%i tyres: %j", (count, plan) => {
    expect(planSitemap(count)).toEqual(plan);
  });
});

describe("parseSitemapPart", () => {
  it.each([
    ["pages", { kind: "pages" }],
    ["tyres-1", { kind: "tyres", index: 1 }],
    ["tyres-12", { kind: "tyres", index: 12 }],
    ["tyres-0", null],
    ["tyres-", null],
    ["tyres-1x", null],
    ["", null],
  ])("%j", (value, part) => {
    expect(parseSitemapPart(value)).toEqual(part);
  });
});

describe("XML", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });
  it("writes a url with the date of its last change", () => {
    expect(urlEntry("https://t.example/a?size=1&pattern=Drive", "2025-03-04T10:00:00.000Z")).toBe(
      "<url><loc>https://t.example/a?size=1&amp;pattern=Drive</loc><lastmod>2025-03-04</lastmod></url>\n",
    );
    expect(urlEntry("https://t.example/")).toBe("<url><loc>https://t.example/</loc></url>\n");
  });
});
