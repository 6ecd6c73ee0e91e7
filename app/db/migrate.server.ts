// Brings a database up to the newest schema; runs at server start and from `npm run db:migrate`.
import { Migrator, type Kysely, type MigrationResultSet } from "kysely";
import { migrationSchema, migratorHandle } from "./dialect.server";
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
  const schema = await migrationSchema(db);
  const migrator = new Migrator({
    db: migratorHandle(db, schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    const reason = error instanceof Error ? error.message : typeof error === "string" ? error : JSON.stringify(error);
    throw new MigrationError(`migration ${failed} failed: ${reason}`, results);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
