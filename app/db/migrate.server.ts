// Brings a database up to the newest schema; runs at server start and from `npm run db:migrate`.
import { Migrator, sql, type Kysely, type MigrationResultSet } from "kysely";
import { isPostgres } from "./dialect.server";
import { migrations } from "../../db/migrations/index";
import type { Database } from "./schema";

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResultSet["results"],
  ) {
    super(message);
    this.name = "MigrationError";
  }
}

/** Applies pending migrations; returns the names applied. Throws MigrationError on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // On PostgreSQL the bookkeeping tables are named with the connection's own schema: Kysely
    // looks for them across every schema, and another schema's copy must not count as ours.
    migrationTableSchema: isPostgres(db) ? await currentSchema(db) : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`migration ${failed} failed: ${reason}`, results);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? "public";
}
