import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { AUTH_SECRET: "a".repeat(32) };

describe("loadConfig", () => {
  it("has working defaults for local use", () => {
    const config = loadConfig({ ...base });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: "./data/storefront.db",
      publicUrl: "http://localhost:3000",
      smtpUrl: null,
      googleClientId: null,
      socialLinks: [],
      searchIndex: true,
      buildDir: "build",
    });
  });

  it("reads the render cache's settings, giving refinement 5% of a core unless told otherwise (decision 330)", () => {
    expect(loadConfig({ ...base }).pageCache).toEqual({ enabled: true, memoryBytes: 64 * 1024 * 1024, maxSharedEntries: 20_000, refineShare: 0.05 });
    expect(
      loadConfig({ ...base, PAGE_CACHE: "off", PAGE_CACHE_MEMORY_MB: "8", PAGE_CACHE_MAX_ENTRIES: "100", PAGE_CACHE_REFINE_SHARE: "1" }).pageCache,
    ).toEqual({
      enabled: false,
      memoryBytes: 8 * 1024 * 1024,
      maxSharedEntries: 100,
      refineShare: 1,
    });
  });

  it("reads SEARCH_INDEX and BUILD_DIR", () => {
    expect(loadConfig({ ...base, SEARCH_INDEX: "off", BUILD_DIR: " build-b " })).toMatchObject({ searchIndex: false, buildDir: "build-b" });
    expect(loadConfig({ ...base, SEARCH_INDEX: "on" }).searchIndex).toBe(true);
  });

  it("reads the shop's social profiles from SOCIAL_LINKS as name=https URL pairs", () => {
    const config = loadConfig({
      ...base,
      SOCIAL_LINKS: "LinkedIn=https://www.linkedin.com/company/tyre-wholesale, Facebook=https://www.facebook.com/tyrewholesale",
    });
    expect(config.socialLinks).toEqual([
      { name: "LinkedIn", href: "https://www.linkedin.com/company/tyre-wholesale" },
      { name: "Facebook", href: "https://www.facebook.com/tyrewholesale" },
    ]);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ PUBLIC_URL: "ftp://shop.example" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL"],
    [{ SUPPLIER_EMAIL: "sales" }, "SUPPLIER_EMAIL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ GOOGLE_CLIENT_SECRET: "secret-only" }, "GOOGLE_CLIENT_ID"],
    [{ NODE_ENV: "production", AUTH_SECRET: "" }, "AUTH_SECRET"],
    [{ MAIL_POLL_MS: "soon" }, "MAIL_POLL_MS"],
    [{ MAIL_RETRY_BASE_MS: "0" }, "MAIL_RETRY_BASE_MS"],
    [{ MAIL_LEASE_MS: "1000", MAIL_SMTP_TIMEOUT_MS: "1000" }, "MAIL_LEASE_MS"],
    [{ INQUIRY_RATE_LIMIT: "0" }, "INQUIRY_RATE_LIMIT"],
    [{ SOCIAL_LINKS: "https://www.linkedin.com/company/x" }, "SOCIAL_LINKS"],
    [{ SOCIAL_LINKS: "LinkedIn=http://www.linkedin.com/company/x" }, "SOCIAL_LINKS"],
    [{ SEARCH_INDEX: "no" }, "SEARCH_INDEX"],
    [{ BUILD_DIR: " " }, "BUILD_DIR"],
    [{ HTTP_REQUEST_TIMEOUT_MS: "0" }, "HTTP_REQUEST_TIMEOUT_MS"],
    [{ HTTP_HEADERS_TIMEOUT_MS: "40000", HTTP_REQUEST_TIMEOUT_MS: "30000" }, "HTTP_HEADERS_TIMEOUT_MS"],
    [{ HTTP_REQUEST_TIMEOUT_MS: "60000", UPLOAD_TIMEOUT_MS: "30000" }, "UPLOAD_TIMEOUT_MS"],
    [{ UPLOAD_MIN_BYTES_PER_SECOND: "0" }, "UPLOAD_MIN_BYTES_PER_SECOND"],
    [{ PAGE_CACHE_REFINE_SHARE: "0" }, "PAGE_CACHE_REFINE_SHARE"],
    [{ PAGE_CACHE_REFINE_SHARE: "1.5" }, "PAGE_CACHE_REFINE_SHARE"],
    [{ PAGE_CACHE_REFINE_SHARE: "half" }, "PAGE_CACHE_REFINE_SHARE"],
  ])("refuses %j naming %s", (env, variable) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    }
  });

  it("quotes the bad value so the operator can find it", () => {
    expect(() => loadConfig({ ...base, PORT: "eighty" })).toThrow(/PORT .*\(got 'eighty'\)/);
  });

  it("makes a local auth secret once and keeps it next to the database", () => {
    const folder = mkdtempSync(join(tmpdir(), "tyres-config-"));
    const env = { DATABASE_URL: join(folder, "shop.db") };
    const first = loadConfig(env).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(env).authSecret).toBe(first);
    expect(readFileSync(join(folder, "auth-secret"), "utf8").trim()).toBe(first);
  });

  it("accepts PostgreSQL URLs and trims a trailing slash from PUBLIC_URL", () => {
    const config = loadConfig({ ...base, DATABASE_URL: "postgres://shop@db:5432/shop", PUBLIC_URL: "https://tyres.example/" });
    expect(config.databaseUrl).toBe("postgres://shop@db:5432/shop");
    expect(config.publicUrl).toBe("https://tyres.example");
  });

  it("reads the inquiry outbox settings, with defaults for a fresh install", () => {
    expect(loadConfig({ ...base })).toMatchObject({
      outboxDir: "data/outbox",
      mailWorker: { pollMs: 2000, retryBaseMs: 5000, retryMaxMs: 600_000, leaseMs: 120_000, smtpTimeoutMs: 30_000 },
      inquiryRateLimit: 10,
    });
    const config = loadConfig({
      ...base,
      OUTBOX_DIR: "/tmp/mail",
      MAIL_POLL_MS: "50",
      MAIL_RETRY_BASE_MS: "100",
      MAIL_RETRY_MAX_MS: "400",
      MAIL_LEASE_MS: "3000",
      MAIL_SMTP_TIMEOUT_MS: "1000",
      INQUIRY_RATE_LIMIT: "3",
    });
    expect(config).toMatchObject({
      outboxDir: "/tmp/mail",
      mailWorker: { pollMs: 50, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 3000, smtpTimeoutMs: 1000 },
      inquiryRateLimit: 3,
    });
  });

  it("reads the HTTP timeouts, with defaults that let a 200 MB upload take 30 minutes (decision 194)", () => {
    expect(loadConfig({ ...base }).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      uploadTimeoutMs: 1_800_000,
      uploadMinBytesPerSecond: 16_384,
    });
    const config = loadConfig({
      ...base,
      HTTP_HEADERS_TIMEOUT_MS: "300",
      HTTP_REQUEST_TIMEOUT_MS: "500",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "200",
      UPLOAD_TIMEOUT_MS: "2000",
      UPLOAD_MIN_BYTES_PER_SECOND: "100",
    });
    expect(config.http).toEqual({ headersTimeoutMs: 300, requestTimeoutMs: 500, keepAliveTimeoutMs: 200, uploadTimeoutMs: 2000, uploadMinBytesPerSecond: 100 });
  });
});
