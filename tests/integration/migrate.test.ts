// The migrator on both databases: a new database gets every migration once, a second run applies
// nothing, and on PostgreSQL it sees only its own schema's migration tables, so a schema beside an
// already migrated one is migrated in full (decision 236: the migrator reads only that schema).
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../../db/migrations/index";
import { migrateToLatest } from "../../app/db/migrate.server";
import { connectDatabase } from "../../app/db/connect.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

const EVERY_MIGRATION = Object.keys(migrations);

describe.each(TEST_DIALECTS)("migrations on %s", (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.destroy();
  });

  it("records every migration once in a new database, and a second run applies nothing", async () => {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    const recorded = await database.db
      .selectFrom("kysely_migration" as any)
      .select("name")
      .orderBy("name")
      .execute();
    expect(recorded.map((row: { name: string }) => row.name)).toEqual([...EVERY_MIGRATION].sort());
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});

// Only where PostgreSQL runs: its schemas are what SQLite has no counterpart of.
if (TEST_DIALECTS.includes("postgres")) {
  describe("migrations on postgres, schema beside schema", () => {
    it("migrates a new schema in full beside one already migrated, and leaves that one as it was", async () => {
      const migrated = await createTestDatabase("postgres");
      // Named after the run's schemas, so the run's end drops it if this test cannot.
      const schema = `${migrated.schema!}_beside`;
      await sql`create schema ${sql.id(schema)}`.execute(migrated.db);
      const beside = connectDatabase(migrated.url, { schema, poolSize: 1 });
      try {
        expect(await migrateToLatest(beside.db)).toEqual(EVERY_MIGRATION);
        const tables = async (name: string) =>
          (await sql<{ name: string }>`select tablename as name from pg_catalog.pg_tables where schemaname = ${name} order by tablename`.execute(migrated.db))
            .rows;
        expect(await tables(schema)).toEqual(await tables(migrated.schema!));
        expect(await migrateToLatest(migrated.db)).toEqual([]);
        expect(await migrateToLatest(beside.db)).toEqual([]);
      } finally {
        await beside.close();
        // Within a Vitest run the run's end drops this schema with the others: dropping it now could
        // fail another file's migrator, which reads every schema's tables by name (decision 201).
        if (!process.env.TEST_RUN_ID) await sql`drop schema ${sql.id(schema)} cascade`.execute(migrated.db);
        await migrated.destroy();
      }
    });
  });
}
