// Fuzzing every JSON endpoint on each database: the catalogue API, the whole-catalogue
// file, the health checks, the inquiry API with a real signed-in buyer, and better-auth's own
// endpoints the pages use. Each answer is checked by fuzz-oracle.ts: never a 5xx, a 4xx with a
// reason, and nothing written by a refused request. The seed is fixed in CI and printed every run
// (tests/support/fuzz-seed.ts); fast-check prints the smallest failing request.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryBody, signedUpBuyer } from "../support/inquiry-fixtures";
import { clientAddress, hostileJsonValue, hostileQuery, hostileText, wireSegment, wireValue, wrongBody, wrongContentType } from "../support/hostile-input";
import { send, sendChecked, type Sent } from "../support/fuzz-oracle";
import { useFuzzSeed } from "../support/fuzz-seed";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

/** Runs per property: enough to meet each kind of input a few times, few enough for CI on two cores. */
const RUNS = 60;
useFuzzSeed("fuzz-api");
const TYRE_PARAMS = ["season", "vehicleType", "brand", "pattern", "model", "size", "q", "page", "pageSize"];
const INQUIRY_FIELDS = ["name", "email", "phone", "company", "address", "quantity", "message", "shippingTerms", "model", "type", "tyreId", "idempotencyKey"];
/** better-auth's endpoints the pages and the inquiry dialog use, and a few they do not. */
const AUTH_POSTS = [
  "/sign-up/email",
  "/sign-in/email",
  "/sign-out",
  "/request-password-reset",
  "/reset-password",
  "/sign-in/oauth2",
  "/update-user",
  "/change-password",
];
const AUTH_FIELDS = ["name", "email", "password", "newPassword", "token", "image", "callbackURL", "redirectTo", "rememberMe", "providerId", "errorCallbackURL"];

/** A URL with its headers past 16 KiB (the long values) is refused by Node itself, with a reason too. */
const TOO_LARGE = 431;

/** A header value fetch will send (no line breaks, NUL or characters past Latin-1). */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff]/g, "").trim();

describe.each(TEST_DIALECTS)("fuzzing the JSON API on %s", (dialect) => {
  let database: TestDatabase;
  let app: RunningStorefront;
  let buyerCookie: string;
  const check = (path: string, sent?: Sent) => sendChecked(database.db, app.baseUrl, path, sent);
  const json = (body: string, headers: Record<string, string> = {}): Sent => ({
    method: "POST",
    body,
    headers: { "content-type": "application/json", origin: app.baseUrl, ...headers },
  });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // Accepted inquiries are not what is fuzzed; the limit must not turn every later one into a 429.
    app = await startStorefront(database, { INQUIRY_RATE_LIMIT: "10000" });
    const buyer = await signedUpBuyer(app.baseUrl, "Fuzz Buyer");
    buyerCookie = [...buyer.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it("GET /api/tyres answers any query with the list or a 400 naming the parameter", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(hostileQuery(TYRE_PARAMS), async (query) => {
        const answer = await check(`/api/tyres?${query}`);
        expect([200, 400, TOO_LARGE]).toContain(answer.status);
        if (answer.status === 200) expect(Array.isArray(JSON.parse(answer.body).items)).toBe(true);
        seen.add(answer.status);
      }),
      { numRuns: RUNS, examples: [["season=winter&brand=Michelin"], ["pageSize=0"]] },
    );
    expect(seen).toContain(200);
    expect(seen).toContain(400);
  });

  it("GET /api/tyres/:id answers any id with the tyre, a 400 or a 404", async () => {
    const id = fc.oneof(wireSegment, fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String), fc.constantFrom("1", "01", "1.0", "1e3", " 1", "1%20"));
    await fc.assert(
      fc.asyncProperty(id, fc.option(hostileQuery(["id"]), { nil: undefined }), async (segment, query) => {
        const answer = await check(`/api/tyres/${segment}${query === undefined ? "" : `?${query}`}`);
        expect([200, 400, 404, TOO_LARGE]).toContain(answer.status);
      }),
      { numRuns: RUNS },
    );
  });

  it("GET /api/suggest answers any query with suggestions or a 400", async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery(["q"]), async (query) => {
        const answer = await check(`/api/suggest?${query}`);
        expect([200, 400, TOO_LARGE]).toContain(answer.status);
        if (answer.status === 200) expect(Array.isArray(JSON.parse(answer.body).items)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("GET /api/filters answers any selection with options or a 400", async () => {
    await fc.assert(
      fc.asyncProperty(hostileQuery(TYRE_PARAMS), async (query) => {
        const answer = await check(`/api/filters?${query}`);
        expect([200, 400, TOO_LARGE]).toContain(answer.status);
      }),
      { numRuns: RUNS },
    );
  });

  it("GET /tyre_data.json answers any query, coding and validator", async () => {
    const headers = fc.record(
      {
        "accept-encoding": fc.oneof(fc.constantFrom("br", "gzip", "identity", "*", "br;q=0", "gzip;q=2, br;q=-1", "x-unknown"), hostileText.map(headerSafe)),
        "if-none-match": fc.oneof(fc.constantFrom("*", 'W/"x"', '"', "W/"), hostileText.map(headerSafe)),
      },
      { requiredKeys: ["accept-encoding"] },
    );
    await fc.assert(
      fc.asyncProperty(hostileQuery(["v", "revision"]), headers, async (query, h) => {
        const answer = await check(`/tyre_data.json?${query}`, { headers: h });
        // 429: a client without a coding may download the file unpacked only twice (decision 195).
        expect([200, 304, 400, 429, TOO_LARGE]).toContain(answer.status);
      }),
      // Each answer is the whole catalogue: fewer runs.
      { numRuns: 10 },
    );
  });

  it("answers the health checks and unknown API paths, with any method, with a reason", async () => {
    const path = fc.oneof(
      fc.constantFrom("/healthz", "/readyz", "/api", "/api/", "/api/tyres/1/x", "/api/send-email", "/api/auth", "/api/auth/"),
      wireSegment.map((s) => `/api/${s}`),
      fc.tuple(wireSegment, wireSegment).map(([a, b]) => `/api/auth/${a}/${b}`),
      wireSegment.map((s) => `/api/auth/${s}`),
    );
    const method = fc.constantFrom("GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE");
    await fc.assert(
      fc.asyncProperty(path, method, fc.option(wireValue, { nil: undefined }), async (p, m, query) => {
        const withBody = m !== "GET" && m !== "HEAD";
        const answer = await check(`${p}${query === undefined ? "" : `?q=${query}`}`, {
          method: m,
          headers: { origin: app.baseUrl, "content-type": "application/json" },
          body: withBody ? "{}" : undefined,
        });
        expect(answer.status).toBeGreaterThanOrEqual(200);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/send-email from a signed-in buyer: any JSON body stores an inquiry or is refused with a reason and stores nothing", async () => {
    const field = fc.constantFrom(...INQUIRY_FIELDS, "__proto__", "constructor", "userId", "status");
    const tweaked = fc.dictionary(field, hostileJsonValue, { minKeys: 1, maxKeys: 4 }).map((changes) => JSON.stringify(inquiryBody(changes)));
    const body = fc.oneof({ weight: 3, arbitrary: tweaked }, { weight: 1, arbitrary: wrongBody });
    const key = fc.option(fc.oneof(fc.stringMatching(/^[\w.:-]{8,100}$/), hostileText.map(headerSafe)), { nil: undefined });
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(body, key, async (b, k) => {
        const answer = await check("/api/send-email", json(b, { cookie: buyerCookie, ...(k === undefined ? {} : { "idempotency-key": k }) }));
        expect([200, 201, 400, 413, 422]).toContain(answer.status);
        seen.add(answer.status);
      }),
      // A valid inquiry among them, so the property is known to see both sides of the line.
      { numRuns: RUNS * 2, examples: [[JSON.stringify(inquiryBody()), undefined]] },
    );
    expect(seen).toContain(201);
    expect(seen).toContain(400);
  });

  it("POST /api/send-email with a wrong content type, no session or from another site is refused with a reason", async () => {
    const who = fc.constantFrom("buyer", "nobody", "cross-site", "no-origin");
    await fc.assert(
      fc.asyncProperty(who, wrongContentType, fc.oneof(wrongBody, fc.constant(JSON.stringify(inquiryBody()))), async (w, type, body) => {
        const headers: Record<string, string> = { "content-type": type };
        if (w !== "no-origin") headers.origin = w === "cross-site" ? "https://evil.example" : app.baseUrl;
        if (w === "buyer" || w === "cross-site" || w === "no-origin") headers.cookie = buyerCookie;
        const answer = await check("/api/send-email", { method: "POST", headers, body });
        if (w === "nobody") expect(answer.status).toBe(401);
        if (w === "cross-site" || w === "no-origin") expect(answer.status).toBe(403);
      }),
      { numRuns: RUNS },
    );
  });

  it("better-auth's endpoints answer any body, type and field with a result or a refusal that says why", async () => {
    const fields = fc.dictionary(fc.constantFrom(...AUTH_FIELDS, "__proto__", "constructor"), hostileJsonValue, { maxKeys: 5 });
    const body = fc.oneof(
      { weight: 3, arbitrary: fields.map((f) => ({ type: "application/json", text: JSON.stringify(f) })) },
      {
        weight: 1,
        arbitrary: fields.map((f) => ({
          type: "application/x-www-form-urlencoded",
          text: new URLSearchParams(Object.entries(f).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString(),
        })),
      },
      { weight: 1, arbitrary: fc.record({ type: wrongContentType, text: wrongBody }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...AUTH_POSTS), body, clientAddress, async (path, b, address) => {
        // Each request from its own address: the per-address limits would otherwise answer 429
        // to everything after the first few and hide the validation behind them.
        await check(`/api/auth${path}`, { method: "POST", body: b.text, headers: { "content-type": b.type, origin: app.baseUrl, "x-forwarded-for": address } });
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("better-auth's GET endpoints answer any query, with a session or without", async () => {
    const path = fc.constantFrom(
      "/get-session",
      "/list-sessions",
      "/callback/google",
      "/oauth2/callback/google",
      "/error",
      "/ok",
      "/reset-password/x",
      "/verify-email",
    );
    await fc.assert(
      fc.asyncProperty(
        path,
        hostileQuery(["token", "callbackURL", "code", "state", "error", "disableCookieCache"]),
        fc.boolean(),
        async (p, query, signedIn) => {
          await check(`/api/auth${p}?${query}`, { headers: signedIn ? { cookie: buyerCookie } : {} });
        },
      ),
      { numRuns: RUNS },
    );
    // The buyer is still signed in: nothing above ended the session the other properties use.
    const session = await send(app.baseUrl, "/api/auth/get-session", { headers: { cookie: buyerCookie } });
    expect(JSON.parse(session.body)?.user?.name).toBe("Fuzz Buyer");
  });
});
