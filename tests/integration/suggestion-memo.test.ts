// The header's suggestions are kept per search index (decision 185): a repeat is the same answer
// without working it out again, and an import, which makes a new index, answers anew at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { readySearchIndex } from "../../app/catalogue/search-index.server";
import { suggestionsFor } from "../../app/catalogue/suggest.server";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { truckEntry, truckFile } from "../support/fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("suggestions kept per search index on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importCatalogue(database.db, generateCatalogue({ count: 300, seed: 7 }));
    await readySearchIndex(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it.each(["michelin", "22.5", "x m", "zzzz-nothing"])("answers a repeat of '%s' with the very same answer", async (text) => {
    const first = await suggestionsFor(database.db, text);
    expect(await suggestionsFor(database.db, text)).toBe(first);
  });

  it("answers anew after an import, with the new tyre", async () => {
    const before = await suggestionsFor(database.db, "quokka");
    expect(before).toEqual([]);
    await importCatalogue(database.db, truckFile("Quokka", "Drive", [truckEntry({ model: "Quokka Haul", productCode: "Q-1" })]));
    // The first request after the import starts the new index's build and answers from SQL.
    await readySearchIndex(database.db);
    const after = await suggestionsFor(database.db, "quokka");
    expect(after.map((s) => s.brand)).toEqual(["Quokka"]);
    expect(await suggestionsFor(database.db, "quokka")).toBe(after);
  });
});
