// Opens the one database the app uses: SQLite for a file path, PostgreSQL for a postgres:// URL.
import { accessSync, constants, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type SqliteDialectConfig } from "kysely";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { createRequire } from "node:module";
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
  const sqlite = openWritableSqlite(path, inMemory);
  const db = new Kysely<Database>({ dialect: new WriterFirstSqliteDialect({ database: withStatementCache(sqlite) }, sqlite) });
  return {
    db,
    dialect: "sqlite",
    description: `SQLite ${inMemory ? ":memory:" : resolve(path)}`,
    close: () => db.destroy(),
  };
}

/**
 * Opens the file for reading and writing, or fails with a message an operator can act on: SQLite
 * itself opens a write-protected file read-only without a word, and a folder it cannot write
 * fails later as 'unable to open database file'.
 */
function openWritableSqlite(path: string, inMemory: boolean): SQLite.Database {
  const folder = dirname(resolve(path));
  let sqlite: SQLite.Database | null = null;
  try {
    if (!inMemory) mkdirSync(folder, { recursive: true });
    sqlite = new SQLite(path);
    if (sqlite.readonly) throw new Error("the file is read-only for this process");
    // WAL lets readers (page requests) go on while an import writes; busy_timeout makes a
    // second process (the importer CLI next to a running server) wait instead of failing.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    // SQLite writes its WAL and shared-memory files beside the database: a folder the server
    // cannot write fails here, not at the first request.
    if (!inMemory) accessSync(folder, constants.W_OK);
    return sqlite;
  } catch (error) {
    sqlite?.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `cannot open the SQLite database ${resolve(path)} for writing (${reason}): the server must be able to write the file and its folder ${folder}`,
      { cause: error },
    );
  }
}

/**
 * SQLite transactions begin IMMEDIATE: they take the write lock first (waiting up to
 * busy_timeout), so two server processes never read in one snapshot and then fail to write in
 * it (SQLITE_BUSY_SNAPSHOT), and a check-then-insert such as the inquiry rate limit is atomic.
 */
class WriterFirstSqliteDriver extends SqliteDriver {
  constructor(
    settings: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(settings);
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
  /**
   * SQLite rolls a transaction back by itself after some errors (SQLITE_FULL, SQLITE_IOERR); a
   * second rollback would fail with 'no transaction is active' and hide the error that matters.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class WriterFirstSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  constructor(
    settings: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(settings);
    this.#settings = settings;
  }
  override createDriver() {
    return new WriterFirstSqliteDriver(this.#settings, this.sqlite);
  }
}

/** How many prepared SQLite statements a connection keeps (the least recently used go first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely sees it, with prepared statements kept by their SQL text. Kysely
 * prepares every query anew, and preparing costs more than running most of ours (decision 184:
 * statement preparation was a tenth of a home page's CPU). Kysely runs one query at a time on
 * the connection; a statement still busy (a stream being read) is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: size });
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string): SQLite.Statement {
      const kept = statements.get(sqlText);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sqlText);
      if (!kept) statements.set(sqlText, statement);
      return statement;
    },
  };
}

const INT8_OID = 20;

/** A PostgreSQL bigint as a number; one past 2^53 would lose digits, so it is refused, never rounded. */
function readInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is beyond a JavaScript number's exact range`);
  return value;
}

/** pg, loaded when a PostgreSQL database is opened: a shop on SQLite never needs it at its start. */
function loadPg(): typeof pg {
  return createRequire(import.meta.url)("pg") as typeof pg;
}

function connectPostgres(url: string, options: ConnectOptions): DatabaseHandle {
  const pg = loadPg();
  // Settings in the URL (?options=-c ...) are kept beside ours: pg would let the URL's replace them.
  const connection = new URL(url);
  const urlSettings = connection.searchParams.get("options");
  connection.searchParams.delete("options");
  const pool = new pg.Pool({
    connectionString: connection.toString(),
    max: options.poolSize ?? 10,
    // The schema goes first; public stays on the path because pg_trgm lives there. No JIT
    // (decision 306): compiling a facet count's expressions took 0.2-2 s, for queries that run in
    // tens of milliseconds; every query here is short.
    options: ["-c jit=off", ...(urlSettings ? [urlSettings] : []), ...(options.schema ? [`-c search_path=${options.schema},public`] : [])].join(" "),
    // bigint (int8) comes back as a JS number, as SQLite's integer does: money in minor units of
    // naira or pesos and rates in millionths pass 2^31 but stay far below 2^53 (decision 301), and
    // one reading on both databases keeps `a + b` an addition, never a string's concatenation.
    types: {
      getTypeParser: (oid: number, format?: "text" | "binary"): ((value: string) => unknown) =>
        oid === INT8_OID && format !== "binary" ? readInt8 : (pg.types.getTypeParser(oid, format ?? "text") as (value: string) => unknown),
    },
  });
  // A restart of the database server cuts the idle connections, and the pool reports each one as
  // an 'error' event: unheard, it would end the process. The pool has already dropped the
  // connection and opens a new one when asked; requests meanwhile get a 503 (database-failure.server.ts).
  pool.on("error", () => undefined);
  // A connection that is checked out between two queries (a transaction waiting on the mail
  // server, a stream being read) hears the cut itself, outside the pool's listener: unheard, that
  // too ended the process (faults-postgres-restart, a flake). Its next query fails instead, and the
  // pool drops it on release because it is no longer queryable.
  pool.on("connect", (client) => client.on("error", () => undefined));
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
