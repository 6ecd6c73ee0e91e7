// Tells a database that is away or cannot take writes (PostgreSQL restarting, a SQLite disk full
// or read-only) from a bug: the first is a 503 the client may retry, with a reason (decision
// 110); the second stays a 500. The one place that knows both drivers' error shapes.
import { sql, type Kysely } from "kysely";

export type DatabaseFailure = "database unavailable" | "database storage full" | "database read-only" | "database storage error";

/** SQLSTATE classes and codes meaning "the server is not there right now" (PostgreSQL appendix A). */
const POSTGRES_AWAY = /^(08|53|57P0[1-3])/;
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// node-postgres reports a cut connection with these messages and no code.
const PG_CONNECTION_LOST =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/** What kind of database failure the error is, or null for any other error. */
export function databaseFailureOf(error: unknown, depth = 0): DatabaseFailure | null {
  if (!error || typeof error !== "object" || depth > 4) return null;
  if (error instanceof DatabaseFailureError) return error.failure;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === "string") {
    if (code === "SQLITE_FULL") return "database storage full";
    if (code.startsWith("SQLITE_READONLY") || code === "SQLITE_CANTOPEN" || code === "SQLITE_PERM") return "database read-only";
    if (code.startsWith("SQLITE_IOERR")) return "database storage error";
    if (code === "SQLITE_BUSY") return "database unavailable";
    if (NETWORK_CODES.has(code) || POSTGRES_AWAY.test(code)) return "database unavailable";
  }
  if (typeof message === "string" && PG_CONNECTION_LOST.test(message)) return "database unavailable";
  // A connection to a name with several addresses fails with one error per address.
  if (Array.isArray(errors)) for (const inner of errors) if (databaseFailureOf(inner, depth + 1)) return databaseFailureOf(inner, depth + 1);
  return databaseFailureOf(cause, depth + 1);
}

/** Seconds a client should wait before trying again after a database failure. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A failure whose cause a library hid (better-auth's 'Failed to get session'), as found by asking the database. */
export class DatabaseFailureError extends Error {
  constructor(
    readonly failure: DatabaseFailure,
    options: { cause: unknown },
  ) {
    super(failure, options);
    this.name = "DatabaseFailureError";
  }
}

/**
 * Rethrows `error` as a DatabaseFailureError when the database does not answer now, else as it
 * came: for errors that lost their cause on the way.
 */
export async function explainedByDatabase<DB>(db: Kysely<DB>, error: unknown): Promise<never> {
  try {
    await sql`select 1`.execute(db);
  } catch (probe) {
    const failure = databaseFailureOf(probe);
    if (failure) throw new DatabaseFailureError(failure, { cause: error });
  }
  throw error;
}
