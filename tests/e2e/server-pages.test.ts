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

  it.each([
    ["brotli", "br", "br"],
    ["gzip", "gzip", "gzip"],
    ["no coding", "identity", null],
  ])("serves hashed assets (%s) with immutable caching and no validators or ranges, which a never-asked-again file has no use for", async (_name, accept, coding) => {
    const html = await (await fetch(storefront.app.baseUrl + "/")).text();
    const asset = /\/assets\/entry\.client-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(storefront.app.baseUrl + asset!, { headers: { "Accept-Encoding": accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(coding);
    expect(res.headers.get("cache-control")).toMatch(/immutable/);
    for (const header of ["etag", "last-modified", "accept-ranges"]) expect(res.headers.get(header)).toBeNull();
    expect((await res.text()).length).toBeGreaterThan(1000);
  });

  it("keeps validators on the public files whose names do not change", async () => {
    const res = await fetch(storefront.app.baseUrl + "/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).not.toBeNull();
    expect(res.headers.get("last-modified")).not.toBeNull();
  });
});
