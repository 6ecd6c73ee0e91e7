// Where SQLite and PostgreSQL differ, each difference named once (CONTRIBUTING.md, "One road to the database").
// Repositories ask for a capability here; nothing else tests the dialect. Migrations keep frozen
// copies of what they need (db/migrations/support, decision 200). The two
// differences too large for one function keep their two ways side by side in one module each:
// search (app/catalogue/search-condition.server.ts) and bulk rows (row-batch.server.ts).
import {
  PostgresAdapter,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type OrderByItemBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type TableMetadata,
} from "kysely";
import type { DialectName } from "./connect.server";

/** The dialect of a database handle (or transaction). */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

// ---- Ordering ----

/**
 * ORDER BY ... DESC with NULLs after every value. SQLite already sorts them last when descending;
 * PostgreSQL sorts them first unless told.
 */
export function descNullsLast(db: Kysely<any>): (order: OrderByItemBuilder) => OrderByItemBuilder {
  return dialectOf(db) === "postgres" ? (order) => order.desc().nullsLast() : (order) => order.desc();
}

// ---- Locking ----

/**
 * A SELECT that holds its rows until the transaction ends. PostgreSQL locks them (FOR UPDATE);
 * SQLite transactions hold the one write lock from their start (connect.server.ts), so the plain
 * read already is.
 */
export function lockingRows<Q extends SelectQueryBuilder<any, any, any>>(db: Kysely<any>, query: Q): Q {
  return dialectOf(db) === "postgres" ? (query.forUpdate() as Q) : query;
}

/**
 * The clause that lets concurrent claimers skip rows another transaction is claiming (FOR UPDATE
 * SKIP LOCKED). Nothing on SQLite: its single writer runs the claiming statement as one step.
 */
export function skipLockedRows(db: Kysely<any>): RawBuilder<unknown> {
  return dialectOf(db) === "postgres" ? sql`for update skip locked` : sql``;
}

// ---- Errors ----

/** A unique-constraint failure on either dialect (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

// ---- Migrations ----

/**
 * The schema Kysely's migration tables live in: the connection's own on PostgreSQL (Kysely looks
 * for them across every schema, and another schema's copy must not count as ours); none on SQLite.
 */
export async function migrationSchema(db: Kysely<any>): Promise<string | undefined> {
  if (dialectOf(db) !== "postgres") return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? "public";
}

/**
 * The handle Kysely's migrator runs on. Before each step it asks the introspector whether its two
 * tables exist (three times a run), and PostgreSQL's introspector answers by reading every column
 * of every table in every schema the role may use, with two function calls per column: a cost
 * that grows with every other schema in the database (the test suite's schemas, decision 201:
 * 1 s a run at 25 schemas, 4 s at 100; decision 236). Here it reads the names of the migration
 * schema's own tables, which is all the migrator looks at; every query still runs on `db`.
 * SQLite's introspector reads one file's table list and stays as it is.
 */
export function migratorHandle(db: Kysely<any>, schema: string | undefined): Kysely<any> {
  if (schema === undefined || dialectOf(db) !== "postgres") return db;
  const tablesOfSchema = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_catalog.pg_tables where schemaname = ${schema}`.execute(db);
    // Names only: the migrator reads no column.
    return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: tablesOfSchema,
    getMetadata: async () => ({ tables: await tablesOfSchema() }),
  };
  // Kysely keeps its state in private fields, so every other member is read from, and called on, db itself.
  return new Proxy(db, {
    get(target, property) {
      if (property === "introspection") return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
