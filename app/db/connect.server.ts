// Opens the one database the app uses: SQLite for a file path, PostgreSQL for a postgres:// URL.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** A readable description without the password, for logs. */
  description: string;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema to work in (tests give each run its own). */
  schema?: string;
  /** PostgreSQL only: pool size. */
  poolSize?: number;
}

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) return connectPostgres(url, options);
  return connectSqlite(url);
}

function connectSqlite(url: string): DatabaseHandle {
  const path = url.startsWith("file:") ? url.slice("file:".length) : url;
  const inMemory = path === ":memory:";
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers (page requests) go on while an import writes; busy_timeout makes a
  // second process (the importer CLI next to a running server) wait instead of failing.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    description: `SQLite ${inMemory ? ":memory:" : resolve(path)}`,
    close: () => db.destroy(),
  };
}

function connectPostgres(url: string, options: ConnectOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // The schema goes first; public stays on the path because pg_trgm lives there.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const safe = new URL(url);
  if (safe.password) safe.password = "***";
  return {
    db,
    dialect: "postgres",
    description: `PostgreSQL ${safe.toString()}${options.schema ? ` (schema ${options.schema})` : ""}`,
    close: () => db.destroy(),
  };
}

/** True when the database answers a trivial query; used by /readyz. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
