// /tyre_data.json is downloaded within limits per client address (server/catalogue-api.ts,
// decision 195), counted in the database every server process shares: compressed downloads up to
// their limit, an uncompressed one (111 MiB at 100,000 tyres) only twice, then 429 with the reason
// and Retry-After; revalidations and HEADs are not counted. And the counter itself on each database.
import { describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { countRequest } from "../../app/http/address-rate-limit.server";
import { TYRE_DATA_RATE_LIMITS } from "../../server/catalogue-api";
import { readJson, SAMPLE_CATALOGUE } from "../support/fixtures";
import { getRaw } from "../../scripts/support/raw-http";
import { TEST_DIALECTS } from "../support/test-database";
import { useApi } from "../support/test-server";

describe.each(TEST_DIALECTS)("/tyre_data.json downloads per address on %s", (dialect) => {
  const api = useApi(dialect, (database) => importCatalogue(database.db, readJson(SAMPLE_CATALOGUE)));
  /** The test client is a trusted proxy (loopback), so X-Forwarded-For names the client. */
  const download = (address: string, acceptEncoding: string, extra: Record<string, string> = {}) =>
    getRaw(`${api.baseUrl}/tyre_data.json`, { "X-Forwarded-For": address, "Accept-Encoding": acceptEncoding, ...extra });

  it("serves compressed downloads up to the limit, then 429 with the reason and Retry-After; another address is served", async () => {
    const { max, window } = TYRE_DATA_RATE_LIMITS.any;
    for (let i = 0; i < max; i++) {
      const answer = await download("203.0.113.1", i % 2 ? "gzip" : "br");
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(i % 2 ? "gzip" : "br");
    }
    const refused = await download("203.0.113.1", "br");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString("utf8"))).toEqual({
      error: `at most ${max} downloads of the catalogue per ${window / 60} minutes from one address`,
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(window);
    // Not the catalogue's validator: a cache must not take the refusal for the file.
    expect(String(refused.headers.etag)).not.toMatch(/catalogue/);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect((await download("203.0.113.2", "br")).status).toBe(200);
  });

  it("serves an uncompressed download only up to its own limit, naming the codings to ask for; brotli still comes", async () => {
    const { max } = TYRE_DATA_RATE_LIMITS.identity;
    for (let i = 0; i < max; i++) {
      const answer = await download("203.0.113.3", "identity");
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(answer.body.toString("utf8"))).toHaveProperty("summer");
    }
    const refused = await download("203.0.113.3", "identity");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString("utf8")).error).toContain("uncompressed downloads (ask for Accept-Encoding: br or gzip)");
    expect((await download("203.0.113.3", "br")).status).toBe(200);
  });

  it("answers revalidations and HEADs past the limit: they send no body", async () => {
    const first = await download("203.0.113.4", "br");
    const etag = String(first.headers.etag);
    for (let i = 1; i < TYRE_DATA_RATE_LIMITS.any.max; i++) expect((await download("203.0.113.4", "br")).status).toBe(200);
    expect((await download("203.0.113.4", "br")).status).toBe(429);
    expect((await download("203.0.113.4", "br", { "If-None-Match": etag })).status).toBe(304);
    const head = await fetch(`${api.baseUrl}/tyre_data.json`, { method: "HEAD", headers: { "X-Forwarded-For": "203.0.113.4", "Accept-Encoding": "br" } });
    expect(head.status).toBe(200);
  });

  it("counts a key's requests in a window opened by its first, and opens a new one after it", async () => {
    const db = api.database.db;
    const rule = { window: 60, max: 3 };
    const at = 1_800_000_000_000;
    const verdicts = [];
    for (const offset of [0, 1_000, 2_000, 3_000, 59_000]) verdicts.push(await countRequest(db, "198.51.100.1/window", rule, at + offset));
    expect(verdicts).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 57 },
      { allowed: false, retryAfterSeconds: 1 },
    ]);
    expect(await countRequest(db, "198.51.100.1/window", rule, at + 60_000)).toEqual({ allowed: true });
    expect(await countRequest(db, "198.51.100.2/window", rule, at + 3_000)).toEqual({ allowed: true });
  });

  it("lets exactly the limit in when a key's requests arrive at once", async () => {
    const rule = { window: 60, max: 5 };
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => countRequest(api.database.db, "198.51.100.3/at-once", rule, 1_800_000_000_000)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(rule.max);
  });
});
