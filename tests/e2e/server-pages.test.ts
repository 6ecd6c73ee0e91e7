// The built storefront served by the real server entry, seen through Chromium.
import { describe, expect, it } from "vitest";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

describe.each(TEST_DIALECTS)("server-rendered pages on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  it("loads the sample catalogue into an empty database and renders the home page from it", async () => {
    const { page, response } = await storefront.open("/");
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/Tyre/);
    // The explorer's first category (summer, truck) comes from the sample catalogue.
    const cards = page.getByRole("tabpanel").locator("article");
    expect(await cards.count()).toBe(4);
    expect(await cards.first().getByRole("link", { name: "See Details" }).getAttribute("href")).toMatch(/^\/tyres\/summer\/truck\//);
  });

  it("answers an unknown route with 404 and the spec's error page", async () => {
    storefront.expectErrors(/status of 404/);
    const { page, response } = await storefront.open("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Something went wrong." }).waitFor({ state: "visible" });
    await expect(page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).resolves.toBe("/");
  });

  it("serves hashed assets with immutable caching", async () => {
    const html = await (await fetch(storefront.app.baseUrl + "/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(storefront.app.baseUrl + asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/immutable/);
  });
});
