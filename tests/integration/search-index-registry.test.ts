// One search index per process (decision 093): the Express server and the pages' server build
// each load their own copy of search-index.server.ts; both must find the same index, or every
// process builds and holds two (found measuring the server's memory at 100,000 tyres).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { memoryMailer, testConfig } from "../support/test-server";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";

describe("search index registry", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await importCatalogue(database.db, generateCatalogue({ count: 300, seed: 5 }));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("gives two copies of the module the same index of one database", async () => {
    const server = await import("../../app/catalogue/search-index.server");
    vi.resetModules();
    const pages = await import("../../app/catalogue/search-index.server");
    expect(pages).not.toBe(server);
    const built = await server.readySearchIndex(database.db);
    expect(built).not.toBeNull();
    expect(await pages.currentSearchIndex(database.db)).toBe(built);
  });

  it("is never built for a server started with SEARCH_INDEX=off: SQL answers every search", async () => {
    const other = await createTestDatabase("sqlite");
    try {
      await importCatalogue(other.db, generateCatalogue({ count: 50, seed: 6 }));
      const search = await import("../../app/catalogue/search-index.server");
      createApp({ config: testConfig(other, { SEARCH_INDEX: "off" }), db: other.db, logger: createLogger("silent"), mailer: memoryMailer().mailer });
      expect(await search.readySearchIndex(other.db)).toBeNull();
      expect(await search.currentSearchIndex(other.db)).toBeNull();
      createApp({ config: testConfig(database), db: database.db, logger: createLogger("silent"), mailer: memoryMailer().mailer });
      expect(await search.readySearchIndex(database.db)).not.toBeNull();
    } finally {
      await other.destroy();
    }
  });
});
