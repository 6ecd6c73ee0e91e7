// For search engines and sharing: titles, descriptions, canonical URLs on PUBLIC_URL,
// Open Graph, schema.org Product JSON-LD, /robots.txt and /sitemap.xml (split when it is too long).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { sitemapResponse } from "../../app/detail/sitemap.server";
import { LANGUAGES, pathInLanguage } from "../../app/i18n/languages";
import { axeViolations } from "../support/axe";
import { DETAIL_CATALOGUE, DETAIL_CATALOGUE_COUNT } from "../support/detail-fixtures";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const PUBLIC_URL = "https://tyres.example";
/** A page's addresses in the sitemap: one in each language (decision 295). */
const inEveryLanguage = (paths: string[]): string[] => paths.flatMap((path) => LANGUAGES.map((language) => PUBLIC_URL + pathInLanguage(language, path)));
const STATIC_PAGES = [
  "/",
  "/tyres/summer",
  "/tyres/winter",
  "/tyres/allseason",
  "/tyres/size",
  "/summer-offers",
  "/winter-offers",
  "/allseason-offers",
  "/trial-tyres",
  "/bulk-pricing",
  "/contact-us",
  "/terms-of-service",
  "/privacy-policy",
  "/return-policy",
];
// Written out by hand: the detail address of every tyre in DETAIL_CATALOGUE.
const TYRE_PAGES = [
  "/tyres/summer/car/Michelin/Pilot%20Sport%205?size=225%2F45R17",
  "/tyres/summer/car/Michelin/Pilot%20Sport%205?size=245%2F40R18",
  "/tyres/summer/car/Michelin/Pilot%20Sport%205?size=205%2F55R16",
  "/tyres/summer/truck/Michelin/X%20Multi%20D?size=315%2F80R22.5&pattern=Drive",
  "/tyres/summer/truck/Michelin/X%20Multi%20D?size=295%2F80R22.5&pattern=Drive",
  "/tyres/summer/truck/Michelin/X%20Multi%20D?size=315%2F80R22.5&pattern=Steer",
  "/tyres/allseason/car/Goodyear/Vector%204Seasons?size=205%2F55R16",
  "/tyres/winter/offRoad/Nokian/Hakkapeliitta%20LT3?size=LT265%2F70R17",
];

// Written out by hand: a page per size of DETAIL_CATALOGUE, by rim then width, after the static pages.
const SIZE_PAGES = [
  "/tyres/size/205-55r16",
  "/tyres/size/225-45r17",
  "/tyres/size/lt265-70r17",
  "/tyres/size/245-40r18",
  "/tyres/size/295-80r22.5",
  "/tyres/size/315-80r22.5",
];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

async function headTags(page: Page) {
  const attr = (selector: string, name: string) => page.locator(selector).first().getAttribute(name);
  return {
    title: await page.title(),
    description: await attr('meta[name="description"]', "content"),
    canonical: await attr('link[rel="canonical"]', "href"),
    ogTitle: await attr('meta[property="og:title"]', "content"),
    ogDescription: await attr('meta[property="og:description"]', "content"),
    ogUrl: await attr('meta[property="og:url"]', "content"),
    ogType: await attr('meta[property="og:type"]', "content"),
    ogImage: (await page.locator('meta[property="og:image"]').count()) ? await attr('meta[property="og:image"]', "content") : null,
  };
}

async function jsonLd(page: Page): Promise<Record<string, any>> {
  const scripts = page.locator('script[type="application/ld+json"]');
  expect(await scripts.count()).toBe(1);
  const text = (await scripts.textContent()) ?? "";
  expect(text).not.toContain("<");
  return JSON.parse(text);
}

describe.each(TEST_DIALECTS)("search engines and sharing on %s", (dialect) => {
  // Canonical and shared addresses come from PUBLIC_URL, not from the address the request used.
  const storefront = useStorefront(dialect, { catalogue: DETAIL_CATALOGUE, env: { PUBLIC_URL } });

  it("gives a detail page its title, description, canonical URL with the normalised size, and Open Graph tags", async () => {
    const page = await storefront.newPage();
    await storefront.openHydrated(page, `/tyres/summer/truck/michelin/X%20Multi%20D?size=315%2F80%20r22.5`);
    const canonical = `${PUBLIC_URL}/tyres/summer/truck/Michelin/X%20Multi%20D?size=315%2F80R22.5&pattern=Drive`;
    const tags = await headTags(page);
    expect(tags).toEqual({
      title: "Michelin X Multi D 315/80R22.5 | Tyre Wholesale",
      description:
        "Michelin X Multi D 315/80R22.5 summer truck tyre (Drive) from €435.00 per tyre. Bulk orders from 50 pieces, shipped worldwide by container.",
      canonical,
      ogTitle: "Michelin X Multi D 315/80R22.5",
      ogDescription: tags.description,
      ogUrl: canonical,
      ogType: "product",
      ogImage: `${PUBLIC_URL}/images/tyres/truck-drive.svg`,
    });
  });

  it("carries schema.org Product and Offer JSON-LD with price, currency, brand, rating and availability", async () => {
    const page = await storefront.newPage();
    await storefront.openHydrated(page, `/tyres/summer/truck/Michelin/X%20Multi%20D?size=315%2F80R22.5&pattern=Drive`);
    const canonical = `${PUBLIC_URL}/tyres/summer/truck/Michelin/X%20Multi%20D?size=315%2F80R22.5&pattern=Drive`;
    expect(await jsonLd(page)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Michelin X Multi D 315/80R22.5",
      url: canonical,
      image: `${PUBLIC_URL}/images/tyres/truck-drive.svg`,
      brand: { "@type": "Brand", name: "Michelin" },
      sku: "XMD-315",
      gtin13: "2100000002160",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.2, reviewCount: 21 },
      offers: { "@type": "Offer", url: canonical, price: "435.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
    });
  });

  it("offers the regular price when there is no offer, leaves the rating out when unrated, and uses the placeholder image", async () => {
    const page = await storefront.newPage();
    await storefront.openHydrated(page, `/tyres/winter/offRoad/Nokian/Hakkapeliitta%20LT3`);
    const ld = await jsonLd(page);
    expect(ld.offers).toMatchObject({ price: "200.00", priceCurrency: "EUR" });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld.image).toBe(`${PUBLIC_URL}/images/tyres/placeholder.svg`);
  });

  it.each([
    ["summer", "Summer Tyres"],
    ["winter", "Winter Tyres"],
    ["allseason", "All-Season Tyres"],
  ])("/tyres/%s shows '%s' with a link to its offer list, its own title and canonical URL", async (season, heading) => {
    const page = await storefront.newPage();
    const response = await storefront.openHydrated(page, `/tyres/${season}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
    const label = heading.replace(" Tyres", "").toLowerCase();
    expect(
      await page
        .locator("main")
        .getByRole("link", { name: `See all ${label} offers` })
        .getAttribute("href"),
    ).toBe(`/${season}-offers`);
    const tags = await headTags(page);
    expect(tags.title).toBe(`${heading} | Tyre Wholesale`);
    expect(tags.description).toContain(`${heading.replace(" Tyres", "").toLowerCase()} tyres in bulk from 50 pieces`);
    expect(tags.canonical).toBe(`${PUBLIC_URL}/tyres/${season}`);
    expect(tags.ogUrl).toBe(tags.canonical);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("serves /robots.txt allowing everything and pointing to the sitemap", async () => {
    const response = await fetch(`${storefront.app.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it("serves /favicon.ico, which browsers ask for beside any document without an icon link (a PDF, robots.txt)", async () => {
    const response = await fetch(`${storefront.app.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const icon = Buffer.from(await response.arrayBuffer());
    // An ICO directory (reserved 0, type 1) of 16, 32 and 48 px images.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((image) => icon.readUInt8(6 + 16 * image))).toEqual([16, 32, 48]);
  });

  it("lists home, the season and offer pages, the size finder and every size page, the info pages and every tyre page in /sitemap.xml, in every language", async () => {
    const response = await fetch(`${storefront.app.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml).sort()).toEqual(inEveryLanguage([...STATIC_PAGES, ...SIZE_PAGES, ...TYRE_PAGES]).sort());
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("lists tyre addresses that open their page, whose canonical URL is that same address", async () => {
    const page = await storefront.newPage();
    for (const path of TYRE_PAGES) {
      const response = await storefront.openHydrated(page, path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(PUBLIC_URL + path);
    }
  });

  it("splits into a sitemap index when there are more addresses than one file may hold", async () => {
    // Three tyres a part, each in five languages.
    const max = 3 * LANGUAGES.length;
    const index = await (await sitemapResponse(storefront.database.db, PUBLIC_URL, null, max)).text();
    expect(index).toContain("<sitemapindex");
    const parts = locs(index);
    expect(parts).toEqual([
      `${PUBLIC_URL}/sitemap.xml?part=pages`,
      `${PUBLIC_URL}/sitemap.xml?part=tyres-1`,
      `${PUBLIC_URL}/sitemap.xml?part=tyres-2`,
      `${PUBLIC_URL}/sitemap.xml?part=tyres-3`,
    ]);
    expect(Math.ceil(DETAIL_CATALOGUE_COUNT / 3)).toBe(3);
    const pages = locs(await (await sitemapResponse(storefront.database.db, PUBLIC_URL, { kind: "pages" }, max)).text());
    expect(pages).toEqual(inEveryLanguage([...STATIC_PAGES, ...SIZE_PAGES]));
    const tyres: string[] = [];
    for (const index of [1, 2, 3]) {
      const part = locs(await (await sitemapResponse(storefront.database.db, PUBLIC_URL, { kind: "tyres", index }, max)).text());
      expect(part.length).toBeLessThanOrEqual(max);
      tyres.push(...part);
    }
    expect(tyres.sort()).toEqual(inEveryLanguage(TYRE_PAGES).sort());
    // The parts are served at the addresses the index names.
    expect((await fetch(`${storefront.app.baseUrl}/sitemap.xml?part=pages`)).status).toBe(200);
    expect((await fetch(`${storefront.app.baseUrl}/sitemap.xml?part=nonsense`)).status).toBe(404);
    expect((await sitemapResponse(storefront.database.db, PUBLIC_URL, { kind: "tyres", index: 4 }, max)).status).toBe(404);
  });
});
