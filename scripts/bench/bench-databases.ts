// The in-process benchmarks' databases: a fresh SQLite file, then a fresh PostgreSQL schema when
// BENCH_DATABASE_URL names a server; each removed after its run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { connectDatabase, type DatabaseHandle } from "../../app/db/connect.server";

export type DialectBench = (name: string, handle: DatabaseHandle) => Promise<void>;

/** Runs `bench` on SQLite, then on PostgreSQL when BENCH_DATABASE_URL is set; `prefix` names the temporary folder and schema. */
export async function benchEachDatabase(prefix: string, bench: DialectBench): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const sqlite = connectDatabase(join(folder, "bench.db"));
  try {
    await bench("sqlite", sqlite);
  } finally {
    await sqlite.close();
    rmSync(folder, { recursive: true, force: true });
  }

  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (!pgUrl) return;
  const schema = `${prefix.replace(/\W/g, "_")}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const postgres = connectDatabase(pgUrl, { schema });
  try {
    await bench("postgres", postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
