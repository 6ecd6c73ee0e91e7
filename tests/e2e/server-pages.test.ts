// The built storefront served by the real server entry, seen through Chromium.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { navigateInPage, waitForPartHydration } from "../../scripts/support/browser";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

/** How many times the page asked for the error page's chunk, as the page goes on. */
function errorPageChunkRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (/\/assets\/root-error-page-[\w-]+\.js$/.test(request.url())) count++;
  });
  return () => count;
}

/** Marks the document, so a test can tell a client-side visit (the mark stays) from a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const documentStayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

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

  // The error page is a chunk of its own (decision 326): the server has it before it renders an error,
  // the browser loads it when it draws one.
  it("hydrates a first-loaded 404's error page once its chunk has come: Return to Home is then a client-side visit", async () => {
    storefront.expectErrors(/status of 404/);
    const { page } = await storefront.open("/no/such/page");
    const message = page.locator("[data-error-message]");
    expect(await message.innerText()).toBe("Page not found.");
    await page.locator("main [data-not-found-help]").waitFor();
    await waitForPartHydration(message);
    await markDocument(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/`);
    expect(await documentStayed(page)).toBe(true);
  });

  it("shows the error page and the ways on after a client-side visit to a missing page; a working page never loads it", async () => {
    storefront.expectErrors(/status of 404/);
    const page = await storefront.newPage();
    const asked = errorPageChunkRequests(page);
    await storefront.openHydrated(page, "/contact-us");
    expect(asked()).toBe(0);
    await markDocument(page);
    await navigateInPage(page, "/no/such/page");
    await page.getByRole("heading", { level: 1, name: "Oops! Something went wrong." }).waitFor();
    expect(await page.locator("[data-error-message]").innerText()).toBe("Page not found.");
    await page.locator("main [data-not-found-help]").getByLabel("Type a size").waitFor();
    expect(await page.title()).toBe("Page not found | Tyre Wholesale");
    expect(await documentStayed(page)).toBe(true);
    expect(asked()).toBe(1);
  });

  it.each([
    ["brotli", "br", "br"],
    ["gzip", "gzip", "gzip"],
    ["no coding", "identity", null],
  ])(
    "serves hashed assets (%s) with immutable caching and no validators or ranges, which a never-asked-again file has no use for",
    async (_name, accept, coding) => {
      const html = await (await fetch(storefront.app.baseUrl + "/")).text();
      const asset = /\/assets\/entry\.client-[^"]+\.js/.exec(html)?.[0];
      expect(asset).toBeDefined();
      const res = await fetch(storefront.app.baseUrl + asset!, { headers: { "Accept-Encoding": accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(coding);
      expect(res.headers.get("cache-control")).toMatch(/immutable/);
      for (const header of ["etag", "last-modified", "accept-ranges"]) expect(res.headers.get(header)).toBeNull();
      expect((await res.text()).length).toBeGreaterThan(1000);
    },
  );

  it("keeps validators on the public files whose names do not change", async () => {
    const res = await fetch(storefront.app.baseUrl + "/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).not.toBeNull();
    expect(res.headers.get("last-modified")).not.toBeNull();
  });
});
