// Security headers and private answers from the Express app on each database (decisions
// 090 and 100), with the render cache off: the headers come from the app, not from the cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthClient, startAuthServer, type AuthTestServer } from "../support/auth-client";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("response headers on %s", (dialect) => {
  let database: TestDatabase;
  let server: AuthTestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startAuthServer(database, {
      PAGE_CACHE: "off",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_ISSUER: "https://issuer.example/realm",
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.destroy();
  });

  it("sends the security headers on every answer, refusals included, and no HSTS over http", async () => {
    const refused = await fetch(`${server.baseUrl}/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: "{}",
    });
    expect(refused.status).toBe(415);
    const answers = [await fetch(`${server.baseUrl}/api/tyres`), await fetch(`${server.baseUrl}/api/tyres/abc`), refused];
    for (const answer of answers) {
      const policy = answer.headers.get("content-security-policy") ?? "";
      // This response's nonce and this site's files, never 'unsafe-inline'.
      expect(policy).toMatch(/(?:^|; )script-src 'self' 'nonce-[A-Za-z0-9+/]+'(;|$)/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("form-action 'self' https://issuer.example");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(answer.headers.get("permissions-policy")).toContain("camera=()");
      expect(answer.headers.get("strict-transport-security")).toBeNull();
    }
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => (await fetch(`${server.baseUrl}/healthz`)).headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it("answers a signed-in buyer's requests, and the answer that signs one in, with Cache-Control: private, no-store", async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/tyres`);
    expect(anonymous.headers.get("cache-control")).toBeNull();
    const signUp = new AuthClient(server.baseUrl);
    const created = await signUp.post("/api/auth/sign-up/email", {
      name: "Private Buyer",
      email: `private-${Date.now()}@example.com`,
      password: "long-enough-password",
    });
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const { client } = await signedUpBuyer(server.baseUrl);
    for (const path of ["/api/tyres", "/api/filters", "/api/auth/get-session", "/api/no-such-endpoint"]) {
      expect((await client.get(path)).headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});

describe.each(TEST_DIALECTS)("response headers behind https on %s", (dialect) => {
  let database: TestDatabase;
  let server: AuthTestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startAuthServer(database, { PUBLIC_URL: "https://tyres.example" });
  });
  afterAll(async () => {
    await server?.close();
    await database?.destroy();
  });

  it("asks browsers for https only (HSTS) when PUBLIC_URL is https, and allows no other form target", async () => {
    const answer = await fetch(`${server.baseUrl}/api/tyres`);
    expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(answer.headers.get("content-security-policy")).toContain("form-action 'self';");
  });
});
