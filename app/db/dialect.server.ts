// Tells repositories which SQL dialect they talk to, for the few queries that differ.
import { PostgresAdapter, type Kysely } from "kysely";

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
