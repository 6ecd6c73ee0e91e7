// Which tests of a browser file the PostgreSQL project runs (decision 321). A file in
// vitest.config.ts's E2E_ON_POSTGRES runs again on PostgreSQL for what the database decides: a
// transaction, a lock, a unique key, an upsert, a count the dialect writes its own way. Its other
// tests (a layout, focus, a message, a form without JavaScript) prove nothing more there, and
// declared through `itOnSqliteOnly(dialect)` they are not declared on PostgreSQL at all, so
// nothing is reported skipped; the integration suites still run every database path on both.
import { it } from "vitest";
import type { DialectName } from "../../app/db/connect.server";

type TestFunction = typeof it;

const notDeclared = Object.assign(() => undefined, { each: () => () => undefined }) as unknown as TestFunction;

/** `it` on SQLite; nothing on PostgreSQL, where the test would prove nothing the database decides. */
export function itOnSqliteOnly(dialect: DialectName): TestFunction {
  return dialect === "postgres" ? notDeclared : it;
}
