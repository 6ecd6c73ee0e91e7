// The built storefront served by the real server entry, seen through Chromium.
import { describe, expect, it } from "vitest";
import { newCheckedPage } from "../support/browser";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

describe.each(TEST_DIALECTS)("server-rendered pages on %s", (dialect) => {

  const storefront = useStorefront(dialect);

  it("loads the sample catalogue into an empty database and renders the home page from it", async () => {
    const context = await storefront.browser.newContext();
    const { page, errors } = await newCheckedPage(context);
    const response = await page.goto(storefront.app.baseUrl + "/");
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/Tyre/);
    // The explorer's first category (summer, truck) comes from the sample catalogue.
    const cards = page.getByRole("tabpanel").locator("article");
    expect(await cards.count()).toBe(4);
    expect(await cards.first().getByRole("link", { name: "See Details" }).getAttribute("href")).toMatch(/^\/tyres\/summer\/truck\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers an unknown route with 404 and the spec's error page", async () => {
    const context = await storefront.browser.newContext();
    const { page } = await newCheckedPage(context);
    const response = await page.goto(storefront.app.baseUrl + "/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Something went wrong." }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).resolves.toBe("/");
    await context.close();
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
