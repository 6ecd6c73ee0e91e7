// A slow client cannot hold a connection (server/request-deadlines.ts, decision 194): headers and
// bodies that drip are cut off with a 408 at their configured deadlines, a catalogue upload that
// falls under its minimum rate too, while one that keeps up may take longer than a form; and an
// answer sent before the body arrived (a 401) closes the connection at once. The deadlines are
// made short through the configuration. On both databases: the seller's session behind an upload
// is read from either.
import { Agent, get as httpGet, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthClient } from "../support/auth-client";
import { dripOnSocket } from "../../scripts/support/raw-http";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const HEADERS_MS = 500;
const REQUEST_MS = 1000;
const UPLOAD_MS = 4000;
const UPLOAD_RATE = 2000;
/** How late Node's own checks may come (CONNECTIONS_CHECKING_INTERVAL_MS), and the machine's slack. */
const SLACK_MS = 1500;

describe.each(TEST_DIALECTS)("slow clients on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let host: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database, {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      UPLOAD_TIMEOUT_MS: String(UPLOAD_MS),
      UPLOAD_MIN_BYTES_PER_SECOND: String(UPLOAD_RATE),
    });
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    host = new URL(shop.baseUrl).host;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  const post = (path: string, type: string, length: number, extra = "") =>
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${shop.baseUrl}\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n${extra}\r\n`;
  const cookie = () => `Cookie: ${[...seller.cookies].map(([name, value]) => `${name}=${value}`).join("; ")}\r\n`;
  // The drip is the multipart preamble: the route reads it as it comes, and no file has begun
  // (what the upload receiver does with a file cut off is its own suite's, admin-catalogue.test.ts).
  const MULTIPART = "multipart/form-data; boundary=b";

  it("answers headers that drip past HTTP_HEADERS_TIMEOUT_MS with 408 and closes the connection", async () => {
    const { answer, closedAfterMs } = await dripOnSocket(shop.baseUrl, `GET / HTTP/1.1\r\nHost: ${host}\r\n`, "X-Slow: y\r\n", 100);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: "the request took too long to arrive" });
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS);
    expect(closedAfterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
  }, 10_000);

  it("closes an anonymous inquiry whose body drips right after its 401, without reading the rest", async () => {
    const { answer, closedAfterMs } = await dripOnSocket(shop.baseUrl, post("/api/send-email", "application/json", 10_000), "{", 100);
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe("close");
    // Long before the body's own deadline.
    expect(closedAfterMs).toBeLessThan(REQUEST_MS);
  }, 10_000);

  it("closes a cross-site sign-in refused with 403 before its body came", async () => {
    const { answer, closedAfterMs } = await dripOnSocket(
      shop.baseUrl,
      post("/api/auth/sign-in/email", "application/json", 10_000, "Origin: http://evil.example\r\n"),
      "{",
      100,
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.connection).toBe("close");
    expect(closedAfterMs).toBeLessThan(REQUEST_MS);
  }, 10_000);

  it("answers a form whose body drips past HTTP_REQUEST_TIMEOUT_MS with 408 and closes the connection", async () => {
    const { answer, closedAfterMs } = await dripOnSocket(shop.baseUrl, post("/login", "application/x-www-form-urlencoded", 1000), "a", 100);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: "the request body took longer than 1 s to arrive" });
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + SLACK_MS);
  }, 10_000);

  it("cuts off a seller's upload that falls under UPLOAD_MIN_BYTES_PER_SECOND with 408", async () => {
    const start = post("/admin/catalogue", MULTIPART, 10_000_000, cookie());
    const { answer, closedAfterMs } = await dripOnSocket(shop.baseUrl, start, "a", 100);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: `a catalogue upload must arrive at ${UPLOAD_RATE} bytes a second or faster` });
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + SLACK_MS);
  }, 10_000);

  it("lets a seller's upload that keeps up run past HTTP_REQUEST_TIMEOUT_MS, and cuts it off at UPLOAD_TIMEOUT_MS", async () => {
    const start = post("/admin/catalogue", MULTIPART, 10_000_000, cookie());
    // Twice the minimum rate, in tenths of a second.
    const { answer, closedAfterMs } = await dripOnSocket(shop.baseUrl, start, "a".repeat((2 * UPLOAD_RATE) / 10), 100);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: "a catalogue upload may take at most 4 s" });
    expect(closedAfterMs).toBeGreaterThanOrEqual(UPLOAD_MS);
    expect(closedAfterMs).toBeLessThan(UPLOAD_MS + SLACK_MS);
  }, 15_000);

  it("keeps an HTTP/1.1 connection alive without saying so, and says close when the client asks (decision 331)", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (headers: Record<string, string> = {}) =>
      new Promise<{ headers: IncomingHttpHeaders; reused: boolean }>((done, fail) => {
        const request = httpGet(`${shop.baseUrl}/healthz`, { agent, headers }, (response) => {
          response.resume();
          response.on("end", () => done({ headers: response.headers, reused: request.reusedSocket }));
        });
        request.on("error", fail);
      });
    try {
      const first = await ask();
      const second = await ask();
      for (const answer of [first, second]) {
        expect(answer.headers.connection).toBeUndefined();
        expect(answer.headers["keep-alive"]).toBeUndefined();
      }
      expect(second.reused).toBe(true);
      const closing = await ask({ Connection: "close" });
      expect(closing.headers.connection).toBe("close");
    } finally {
      agent.destroy();
    }
  });

  it("still answers an ordinary sign-in form at once, on a connection kept alive", async () => {
    const response = await fetch(`${shop.baseUrl}/login`, {
      method: "POST",
      headers: { Origin: shop.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody@example.com", password: "wrong-password-1" }),
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("connection")).not.toBe("close");
  });
});
