// The request's URL is checked before any route runs (server/request-url.ts, decision 194): a
// request target, Host or proxy header no URL can hold is a 400 with its reason on pages, the
// catalogue API and better-auth alike, never a 500; ordinary requests are answered as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendOnSocket } from "../../scripts/support/raw-http";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const PATHS = ["/", "/search?q=michelin", "/api/tyres", "/api/auth/get-session", "/tyre_data.json"];
const BAD_HOST = "the Host header must be a host name or address, with a port up to 65535";

describe.each(TEST_DIALECTS)("request URLs on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let host: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    host = new URL(shop.baseUrl).host;
    // Twice, so the render cache keeps the home page: a bad Host must be refused before the cache answers.
    for (let i = 0; i < 2; i++) expect((await sendOnSocket(shop.baseUrl, `GET / HTTP/1.1\r\nHost: ${host}`)).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  const cases = (path: string): Array<[string, string, string]> => [
    ["an absolute-form target", `GET http://evil.example${path} HTTP/1.1\r\nHost: ${host}`, "the request target must be a path such as /search"],
    ["a port past 65535", `GET ${path} HTTP/1.1\r\nHost: a:99999999999`, BAD_HOST],
    ["a space in the Host", `GET ${path} HTTP/1.1\r\nHost: a b`, BAD_HOST],
    ["an unclosed IPv6 bracket", `GET ${path} HTTP/1.1\r\nHost: [::1`, BAD_HOST],
    // Hosts the pattern passes and only URL's parser refuses: a 400 before the render cache or any route.
    ["an IPv4 address past 255", `GET ${path} HTTP/1.1\r\nHost: 1.2.3.999`, BAD_HOST],
    ["a punycode label that decodes to nothing", `GET ${path} HTTP/1.1\r\nHost: xn--zz`, BAD_HOST],
    [
      "a trusted proxy's X-Forwarded-Proto with a space",
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Proto: a b`,
      "X-Forwarded-Proto must be http or https",
    ],
    [
      "a trusted proxy's X-Forwarded-Host with a space",
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: a b`,
      "the X-Forwarded-Host header must be a host name or address, with a port up to 65535",
    ],
  ];

  it.each(PATHS.flatMap((path) => cases(path).map(([what, head, error]) => [`${what} on ${path}`, head, error] as const)))(
    "answers %s with 400 and the reason",
    async (_what, head, error) => {
      const answer = await sendOnSocket(shop.baseUrl, head);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error });
      // A refusal carries the security headers like every answer (decision 100).
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    },
  );

  it.each(PATHS)("answers %s for a proxy's https, an IPv6 Host and an HTTP/1.0 request without one", async (path) => {
    // Compressed, as clients ask: /tyre_data.json sends only two unpacked copies to one address (decision 195).
    for (const head of [
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Proto: https\r\nAccept-Encoding: br`,
      `GET ${path} HTTP/1.1\r\nHost: [::1]:${new URL(shop.baseUrl).port}\r\nAccept-Encoding: br`,
      `GET ${path} HTTP/1.0\r\nAccept-Encoding: br`,
    ]) {
      expect((await sendOnSocket(shop.baseUrl, head)).status, head).toBe(200);
    }
  });
});
