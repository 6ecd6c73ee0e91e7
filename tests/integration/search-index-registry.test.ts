// One search index per process (decision 093): the Express server and the pages' server build
// each load their own copy of search-index.server.ts; both must find the same index, or every
// process builds and holds two (found measuring the server's memory at 100,000 tyres).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

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
});
