// The SQLite and PostgreSQL differences the migrations are written with, copied from
// app/db/dialect.server.ts as it was on 2026-11-26 and frozen (decision 200): a migration must
// build the same schema years later as on the day it shipped, so no migration imports app/, whose
// helpers change with the app. Never change what a function here does; a later migration that
// needs something else adds a function under a new name.
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

/** The dialect of a database handle (or transaction). */
export function dialectOf(db: Kysely<any>): "sqlite" | "postgres" {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** `nulls last` in an index read by ORDER BY ... DESC NULLS LAST on PostgreSQL; SQLite already sorts them last. */
export function nullsLastInIndex(db: Kysely<any>): RawBuilder<unknown> {
  return dialectOf(db) === "postgres" ? sql`nulls last` : sql``;
}

/** An auto-incrementing integer primary key column type. */
export function serialType(db: Kysely<any>): "serial" | "integer" {
  return dialectOf(db) === "postgres" ? "serial" : "integer";
}

/** A floating-point column type; money never uses it (money is integer minor units). */
export function realType(db: Kysely<any>): "double precision" | "real" {
  return dialectOf(db) === "postgres" ? "double precision" : "real";
}

/** A byte-string column type (compressed page bodies). */
export function blobType(db: Kysely<any>): "bytea" | "blob" {
  return dialectOf(db) === "postgres" ? "bytea" : "blob";
}
