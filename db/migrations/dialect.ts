// The few places where SQLite and PostgreSQL DDL differ, named once for every migration.
import { PostgresAdapter, type Kysely } from "kysely";

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key column type for this dialect. */
export function serialType(db: Kysely<any>): "serial" | "integer" {
  return isPostgres(db) ? "serial" : "integer";
}

/** A floating-point column type; money never uses it (money is integer minor units). */
export function realType(db: Kysely<any>): "double precision" | "real" {
  return isPostgres(db) ? "double precision" : "real";
}

/** A byte-string column type (compressed page bodies). */
export function blobType(db: Kysely<any>): "bytea" | "blob" {
  return isPostgres(db) ? "bytea" : "blob";
}
