// Fuzzing every page on each database: each route of app/routes.ts as a document and as
// its `.data` single fetch, with hostile query and path parameters, anonymous and signed in; and
// each page form (login, register, logout, forgot-password, reset-password) posted urlencoded,
// as multipart, as the wrong type, and to pages that have no form. Each answer is checked by
// fuzz-oracle.ts: never a 5xx, a 4xx that says why, nothing written by a refused request; and
// every redirect stays on this site. The seed is fixed in CI and printed every run
// (tests/support/fuzz-seed.ts); fast-check prints the smallest failing request.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASKET_INQUIRY_FIELDS } from "../../app/inquiries/basket-inquiry-schema";
import { clientAddress, hostileForm, hostileQuery, hostileText, wireSegment, wireValue, wrongBody, wrongContentType } from "../support/hostile-input";
import { send, sendChecked, type Answer, type Sent } from "../support/fuzz-oracle";
import { useFuzzSeed } from "../support/fuzz-seed";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const RUNS = 60;
useFuzzSeed("fuzz-pages");
/** Every route of app/routes.ts but the detail page (its own property) and the catch-all (below). */
const PAGES = [
  "/",
  "/buy-now",
  "/trial-tyres",
  "/trial",
  "/contact-us",
  "/terms-of-service",
  "/privacy-policy",
  "/return-policy",
  "/login",
  "/login/two-factor",
  "/register",
  "/logout",
  "/forgot-password",
  "/reset-password",
  "/summer-offers",
  "/winter-offers",
  "/allseason-offers",
  "/search",
  "/compare",
  "/quote",
  "/account/inquiries",
  "/tyres/summer",
  "/tyres/winter",
  "/tyres/allseason",
  "/tyres/size",
  "/tyres/size/315-80r22.5",
  "/sitemap.xml",
  "/robots.txt",
];
/** Every query parameter a loader reads, and React Router's own `_routes`. */
const PARAMS = [
  "q",
  "page",
  "tyre",
  "quantity",
  "tyres",
  "season",
  "vehicleType",
  "brand",
  "pattern",
  "model",
  "size",
  "variant",
  "go",
  "explore",
  "redirectTo",
  "error",
  "token",
  "part",
  "sent",
  "again",
  "skipped",
  "_routes",
  "index",
  "vehicle",
  "load",
  "speed",
  "fuel",
  "wet",
  "snow",
  "price",
  "sort",
  "width",
  "profile",
  "rim",
];
const FORMS: Record<string, string[]> = {
  "/login": ["email", "password", "redirectTo", "intent"],
  "/login/two-factor": ["code", "redirectTo"],
  "/register": ["name", "email", "password", "confirmPassword", "redirectTo", "intent"],
  "/logout": ["redirectTo"],
  "/forgot-password": ["email"],
  "/reset-password": ["token", "password", "confirmPassword"],
  // The basket's edits, then the fields the quote request reads: a field added to the form is fuzzed too.
  "/quote": ["intent", "tyre", "quantity", ...BASKET_INQUIRY_FIELDS],
  "/account/inquiries": ["intent", "inquiry", "message"],
};
const PASSWORD = "fuzz-buyer-password";
const FORM_TYPE = "application/x-www-form-urlencoded";

/** The `.data` address React Router's browser code fetches for a page. */
const dataPath = (page: string) => (page === "/" ? "/_root.data" : `${page}.data`);

/** A redirect a page answers goes to a path on this site, never to another host. */
function expectSameSite(answer: Answer, baseUrl: string): void {
  if (answer.status < 300 || answer.status >= 400 || answer.location === null) return;
  const target = new URL(answer.location, baseUrl);
  expect(target.origin, `redirected to ${answer.location}`).toBe(baseUrl);
  expect(answer.location, `redirected to ${answer.location}`).not.toMatch(/^\/[\\/]|^[a-z]+:\/\/(?!127\.0\.0\.1)/i);
}

/** The form's fields as multipart/form-data, with a boundary of its own. */
function multipart(fields: Array<[string, string]>): { type: string; body: string } {
  const boundary = "----fuzz-boundary-7d1e";
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`);
  return { type: `multipart/form-data; boundary=${boundary}`, body: `${parts.join("")}--${boundary}--\r\n` };
}

/**
 * A client address no request of this file used before: a sign-up or sign-in of its own is never
 * held back by the per-address limits. Counted, not drawn: fast-check's fixed seed (CI) would draw
 * the same address every time.
 */
let addressesUsed = 0;
const freshAddress = () => `10.7.${Math.floor(addressesUsed / 250)}.${(addressesUsed++ % 250) + 1}`;

describe.each(TEST_DIALECTS)("fuzzing the pages on %s", (dialect) => {
  let database: TestDatabase;
  let app: RunningStorefront;
  let buyerCookie: string;
  let buyerEmail: string;
  let resetters = 0;
  const check = async (path: string, sent?: Sent) => {
    const answer = await sendChecked(database.db, app.baseUrl, path, sent);
    expectSameSite(answer, app.baseUrl);
    return answer;
  };
  const post = (type: string, body: string, headers: Record<string, string> = {}): Sent => ({
    method: "POST",
    body,
    headers: { "content-type": type, origin: app.baseUrl, ...headers },
  });
  /** A new account through the real API; returns its session cookie. */
  const signUp = async (name: string, email: string) => {
    const answer = await send(app.baseUrl, "/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.baseUrl, "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ name, email, password: PASSWORD }),
    });
    expect(answer.status).toBe(200);
    return answer.cookies;
  };
  /** A session of its own (signed in through the API from a fresh address), for the tests that end one. */
  const freshSession = async () => {
    const answer = await send(app.baseUrl, "/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.baseUrl, "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ email: buyerEmail, password: PASSWORD }),
    });
    expect(answer.status).toBe(200);
    return answer.cookies;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await startStorefront(database);
    buyerEmail = `page-fuzzer-${dialect}@example.com`;
    buyerCookie = await signUp("Page Fuzzer", buyerEmail);
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it("answers every page and its .data with any query, signed in or not, without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), fc.boolean(), fc.boolean(), hostileQuery(PARAMS), async (page, asData, signedIn, query) => {
        const path = `${asData ? dataPath(page) : page}${query ? `?${query}` : ""}`;
        await check(path, { headers: signedIn ? { cookie: buyerCookie } : {} });
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it("answers the tyre detail page with any path parameters", async () => {
    const known = (values: string[]) => fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...values) }, { weight: 2, arbitrary: wireSegment });
    await fc.assert(
      fc.asyncProperty(
        known(["summer", "winter", "allseason"]),
        known(["truck", "car", "motorcycle", "offRoad"]),
        known(["michelin", "double-coin", "bridgestone"]),
        known(["x-multi-d", "rr202"]),
        fc.boolean(),
        hostileQuery(["size", "pattern"]),
        async (season, vehicle, brand, model, asData, query) => {
          const path = `/tyres/${season}/${vehicle}/${brand}/${model}${asData ? ".data" : ""}${query ? `?${query}` : ""}`;
          await check(path);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("answers any other path, however encoded, with the not-found page", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(wireSegment, { minLength: 1, maxLength: 5 }), fc.boolean(), async (segments, asData) => {
        await check(`/${segments.join("/")}${asData ? ".data" : ""}`);
      }),
      { numRuns: RUNS },
    );
  });

  it("answers each page form posted with any fields, as urlencoded or multipart, document or .data", async () => {
    const forms = Object.keys(FORMS);
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...forms).chain((form) => fc.tuple(fc.constant(form), hostileForm(FORMS[form]!))),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        clientAddress,
        async ([form, body], asData, asMultipart, signedIn, address) => {
          // Its own session for a logout, so the buyer's stays for the other properties.
          const cookie = signedIn ? (form === "/logout" ? await freshSession() : buyerCookie) : undefined;
          const fields = [...new URLSearchParams(body)];
          const sent = asMultipart ? multipart(fields) : { type: FORM_TYPE, body };
          const headers: Record<string, string> = { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) };
          const answer = await check(asData ? dataPath(form) : form, post(sent.type, sent.body, headers));
          expect([200, 202, 204, 302, 303, 400, 413, 429]).toContain(answer.status);
          seen.add(answer.status);
        },
      ),
      {
        numRuns: RUNS * 2,
        // A registration that goes through, so the property is known to see both sides of the line.
        examples: [
          [
            ["/register", "name=Fuzz+Example&email=fuzz-example%40example.com&password=long-enough-1&confirmPassword=long-enough-1"],
            false,
            false,
            false,
            "10.251.0.1",
          ],
        ],
      },
    );
    expect(seen).toContain(302);
    expect(seen).toContain(400);
  });

  it("answers the reset form with a real reset link and any new password", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, fc.oneof(fc.constant("same"), hostileText), clientAddress, async (password, confirm, address) => {
        // An account of its own for each run: a reset ends its sessions (not the buyer's), and one
        // address gets at most three reset e-mails an hour (decision 192).
        const resetterEmail = `reset-fuzzer-${dialect}-${++resetters}@example.com`;
        await signUp("Reset Fuzzer", resetterEmail);
        const before = app.mail.length;
        const asked = await send(
          app.baseUrl,
          "/forgot-password",
          post(FORM_TYPE, new URLSearchParams({ email: resetterEmail }).toString(), { "x-forwarded-for": address }),
        );
        expect(asked.status).toBe(200);
        // The e-mail is sent after the answer (decision 013); its link carries the token.
        await expect.poll(() => app.mail.length).toBeGreaterThan(before);
        const token = /token=([^"&\s]+)/.exec(app.mail.at(-1)!.text ?? "")?.[1];
        expect(token).toBeDefined();
        const fields = { token: decodeURIComponent(token!), password, confirmPassword: confirm === "same" ? password : confirm };
        const answer = await check("/reset-password", post(FORM_TYPE, new URLSearchParams(fields).toString(), { "x-forwarded-for": address }));
        expect([302, 400, 413, 431]).toContain(answer.status);
        if (answer.status === 302) expect(answer.location).toBe("/login");
      }),
      { numRuns: 15 },
    );
  });

  it("refuses a body of the wrong type on any page with a reason and changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGES), fc.boolean(), wrongContentType, wrongBody, async (page, asData, type, body) => {
        // A body that still reads as a form may sign a /logout out: that one gets a session of its own.
        const cookie = page === "/logout" ? await freshSession() : buyerCookie;
        const answer = await check(asData ? dataPath(page) : page, post(type, body, { cookie }));
        expect(answer.status).toBeGreaterThanOrEqual(200);
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses a form posted to a page without one (405) or from another site (403)", async () => {
    const page = fc.constantFrom(...PAGES.filter((p) => !(p in FORMS)));
    await fc.assert(
      fc.asyncProperty(
        page,
        fc.boolean(),
        fc.constantFrom("same-site", "cross-site", "no-origin"),
        hostileForm(["a", "q", "tyre"]),
        async (p, asData, from, body) => {
          const headers: Record<string, string> = { "content-type": FORM_TYPE, cookie: buyerCookie };
          if (from !== "no-origin") headers.origin = from === "cross-site" ? "https://evil.example" : app.baseUrl;
          const answer = await check(asData ? dataPath(p) : p, { method: "POST", body, headers });
          // A body past 16 KiB is refused for its size before anything else (413).
          expect(answer.status).toBe(Buffer.byteLength(body) > 16 * 1024 ? 413 : from === "same-site" ? 405 : 403);
        },
      ),
      { numRuns: RUNS },
    );
    // The buyer is still signed in after all of the above.
    const session = await send(app.baseUrl, "/api/auth/get-session", { headers: { cookie: buyerCookie } });
    expect(JSON.parse(session.body)?.user?.email).toBeDefined();
  });

  it("answers a query parameter repeated many times, or a value at the 16 KiB header limit, with a reason", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/search", "/summer-offers", "/compare", "/buy-now", "/api/tyres"),
        fc.constantFrom(...PARAMS),
        wireValue,
        fc.integer({ min: 50, max: 400 }),
        async (page, name, value, times) => {
          const query = Array.from({ length: times }, () => `${name}=${value}`).join("&");
          await check(`${page}?${query}`);
        },
      ),
      { numRuns: 15 },
    );
  });
});
