// The sample catalogue loads once when two servers start together on one empty database: the
// second one's import fails on the first one's rows and must not stop that server (found by
// tests/integration/faults-two-servers.test.ts on PostgreSQL).
import { afterEach, describe, expect, it } from "vitest";
import { countTyres } from "../../app/catalogue/repository.server";
import { seedCatalogueIfEmpty } from "../../app/catalogue/seed.server";
import { SAMPLE_CATALOGUE } from "../../server/serve";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("seeding the sample catalogue on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.destroy();
  });

  it("loads it once when two seeds race on an empty catalogue", async () => {
    database = await createTestDatabase(dialect);
    // Neither fails; the loser finds the winner's tyres (PostgreSQL) or imports them again as
    // unchanged (SQLite runs the two transactions one after the other).
    const results = await Promise.all([seedCatalogueIfEmpty(database.db, SAMPLE_CATALOGUE), seedCatalogueIfEmpty(database.db, SAMPLE_CATALOGUE)]);
    const imported = results.map((r) => r?.imported ?? 0);
    expect(Math.max(...imported)).toBeGreaterThan(400);
    expect(Math.min(...imported)).toBe(0);
    expect(await countTyres(database.db)).toBe(Math.max(...imported));
    expect(await seedCatalogueIfEmpty(database.db, SAMPLE_CATALOGUE)).toBeNull();
  });
});
