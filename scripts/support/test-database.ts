// A fresh, migrated database for one test file: a temporary SQLite file, or (when
// TEST_DATABASE_URL is set) a private PostgreSQL schema. Only the reset step differs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDatabase, type DatabaseHandle, type DialectName } from "../../app/db/connect.server";
import { migrateToLatest } from "../../app/db/migrate.server";

export interface TestDatabase extends DatabaseHandle {
  /** The URL this process connects with. */
  url: string;
  /** The DATABASE_URL a child process (the server, a CLI) needs to reach the same data. */
  childUrl: string;
  schema: string | null;
  destroy(): Promise<void>;
}

/**
 * The dialects this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. A Vitest
 * project may narrow it to one with TEST_DIALECT (the browser suites run on SQLite, and a named set
 * again on PostgreSQL: vitest.config.ts, decision 201).
 */
export const TEST_DIALECTS: DialectName[] = dialectsOfRun(process.env);

export function dialectsOfRun(env: Record<string, string | undefined>): DialectName[] {
  const all: DialectName[] = env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const only = env.TEST_DIALECT;
  if (only === undefined || only === "") return all;
  if (only !== "sqlite" && only !== "postgres") throw new Error(`TEST_DIALECT must be sqlite or postgres, not ${only}`);
  if (!all.includes(only)) throw new Error(`TEST_DIALECT=${only} needs TEST_DATABASE_URL`);
  return [only];
}

export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "tyres-test-"));
    const url = join(folder, "test.db");
    const handle = connectDatabase(url);
    await migrateToLatest(handle.db);
    return {
      ...handle,
      url,
      childUrl: url,
      schema: null,
      destroy: async () => {
        await handle.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const runId = process.env.TEST_RUN_ID;
  const schema = `test_${runId ? `${runId}_` : ""}${randomBytes(6).toString("hex")}`;
  await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
  const handle = connectDatabase(url, { schema, poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    childUrl: withSearchPath(url, schema),
    schema,
    destroy: async () => {
      await handle.close();
      // Within a Vitest run the schema is dropped after every file has finished (dropRunSchemas):
      // the migrator reads every schema's tables by name, and a schema another worker drops
      // meanwhile fails that read ("schema ... does not exist"; decision 201).
      if (!runId) await withAdminClient(url, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

/** Drops the PostgreSQL schemas of one Vitest run (TEST_RUN_ID, set by the global setup), once no file runs. */
export async function dropRunSchemas(runId: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !/^[0-9a-f]+$/.test(runId)) return;
  await withAdminClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname like $1", [`test\\_${runId}\\_%`]);
    for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
  });
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL URL whose connections work in the given schema (pg reads `options`). */
function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema},public`);
  return u.toString();
}
