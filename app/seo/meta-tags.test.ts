import { describe, expect, it } from "vitest";
import { absoluteUrl, seoMeta } from "./meta-tags";

describe("absoluteUrl", () => {
  it.each([
    ["https://tyres.example", "/tyres/summer", "https://tyres.example/tyres/summer"],
    ["https://tyres.example/", "/a?size=315%2F80R22.5", "https://tyres.example/a?size=315%2F80R22.5"],
    ["https://tyres.example/shop", "/x", "https://tyres.example/x"],
    ["https://tyres.example", "https://cdn.example/i.png", "https://cdn.example/i.png"],
  ])("%s + %s", (base, path, expected) => {
    expect(absoluteUrl(base, path)).toBe(expected);
  });
});

describe("seoMeta", () => {
  it("gives the title, description, canonical link and Open Graph tags", () => {
    const tags = seoMeta({ title: "Summer Tyres", description: "D", path: "/tyres/summer", publicUrl: "https://t.example", image: "/i.svg", type: "product" });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "Summer Tyres | Tyre Wholesale" },
        { name: "description", content: "D" },
        { tagName: "link", rel: "canonical", href: "https://t.example/tyres/summer" },
        { property: "og:type", content: "product" },
        { property: "og:url", content: "https://t.example/tyres/summer" },
        { property: "og:image", content: "https://t.example/i.svg" },
      ]),
    );
  });
  it("leaves og:image out when there is no image", () => {
    expect(seoMeta({ title: "T", description: "D", path: "/", publicUrl: "https://t.example" }).some((t) => "property" in t && t.property === "og:image")).toBe(
      false,
    );
  });
});
