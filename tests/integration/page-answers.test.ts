// How a rendered page goes out (server/page-handler.ts, decision 184): compressed in one call in
// the coding the client takes best, with its length and `Vary: Accept-Encoding`; the same page
// whatever the coding; navigations' data the same way; anything else a route answers (a price
// list, a sitemap) as before. Signed-in pages, which the render cache never holds, are the case.
import { UNSAFE_decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { decodedBody, getRaw } from "../../scripts/support/raw-http";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

/** The page as the browser shows it: the request id and the nonce differ on every answer. */
const comparable = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/'nonce-[^']+'/g, "'nonce-'");

describe.each(TEST_DIALECTS)("rendered page answers on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    const { client } = await signedUpBuyer(shop.baseUrl, "Page Buyer");
    cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it.each([
    ["br", "gzip, deflate, br, zstd"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip", "deflate, gzip;q=0.5, br;q=0"],
    [undefined, "identity"],
    [undefined, ""],
  ])("answers %s to Accept-Encoding %j, with its length, and the page is the same", async (coding, acceptEncoding) => {
    const plain = await getRaw(`${shop.baseUrl}/search?q=michelin`, { Cookie: cookie, "Accept-Encoding": "identity" });
    const answer = await getRaw(`${shop.baseUrl}/search?q=michelin`, { Cookie: cookie, ...(acceptEncoding && { "Accept-Encoding": acceptEncoding }) });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(coding);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const html = decodedBody(answer);
    expect(html).toContain("Search results for &#x27;michelin&#x27;");
    expect(html).toContain("Page Buyer");
    expect(comparable(html)).toBe(comparable(decodedBody(plain)));
    if (coding) expect(answer.body.length).toBeLessThan(html.length / 4);
  });

  it("writes the page in one pass: the doctype, and the loader data in one script the browser decodes (decision 187)", async () => {
    const html = decodedBody(await getRaw(`${shop.baseUrl}/search?q=michelin`, { Cookie: cookie, "Accept-Encoding": "identity" }));
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    const pieces = [...html.matchAll(/streamController\.enqueue\((".*?")\);<\/script>/g)].map((m) => JSON.parse(m[1]!) as string);
    expect(pieces).toHaveLength(1);
    expect(html.match(/streamController\.close\(\)/g)).toHaveLength(1);
    // No boundary left for the browser to render.
    expect(html).not.toContain("<!--$!-->");
    const decoded = await UNSAFE_decodeViaTurboStream(new Blob([pieces[0]!]).stream(), globalThis);
    await decoded.done;
    const { loaderData } = decoded.value as { loaderData: Record<string, unknown> };
    expect(JSON.stringify(loaderData.root)).toContain("Page Buyer");
    expect(JSON.stringify(loaderData["routes/search"])).toContain("Michelin");
  });

  it("answers a navigation's data compressed as well", async () => {
    const answer = await getRaw(`${shop.baseUrl}/search.data?q=michelin`, { Cookie: cookie, "Accept-Encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(decodedBody(answer)).toContain("Michelin");
  });

  it("answers HEAD with the headers of a GET and no body", async () => {
    const response = await fetch(`${shop.baseUrl}/trial-tyres`, { method: "HEAD", headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(await response.text()).toBe("");
  });

  it("sends what is not a page as the route answers it: a price list, the sitemap", async () => {
    const csv = await getRaw(`${shop.baseUrl}/summer-offers/price-list.csv`, { Cookie: cookie, "Accept-Encoding": "gzip" });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(decodedBody(csv).split("\n").length).toBeGreaterThan(10);
    const sitemap = await getRaw(`${shop.baseUrl}/sitemap.xml`, { "Accept-Encoding": "gzip" });
    expect(sitemap.status).toBe(200);
    expect(decodedBody(sitemap)).toContain("<urlset");
  });

  it("answers an unknown page 404 with the error page, compressed", async () => {
    const answer = await getRaw(`${shop.baseUrl}/no-such-page`, { Cookie: cookie, "Accept-Encoding": "gzip" });
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(decodedBody(answer)).toContain("Oops! Something went wrong.");
  });
});
