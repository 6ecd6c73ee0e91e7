// `npm run bench [-- --count N]`: imports a generated catalogue of N tyres (default 100,000) into a
// fresh SQLite database (and PostgreSQL when BENCH_DATABASE_URL is set) and times the import and
// the catalogue queries buyers make. Targets live here, not in unit tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { generateCatalogue } from "../app/catalogue/generate-catalogue";
import { importCatalogue } from "../app/catalogue/import-catalogue.server";
import { listFilterOptions } from "../app/catalogue/filter-options.server";
import { listTyres, suggestTyres } from "../app/catalogue/repository.server";
import { connectDatabase, type DatabaseHandle } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";

const countArg = process.argv.indexOf("--count");
const count = countArg > 0 ? Number(process.argv[countArg + 1]) : 100_000;
const RUNS = 20;

const QUERIES: Array<[string, (h: DatabaseHandle) => Promise<unknown>]> = [
  ["search '315/80R22.5'", (h) => listTyres(h.db, { q: "315/80R22.5", page: 1, pageSize: 20 })],
  ["search '315 80 22.5'", (h) => listTyres(h.db, { q: "315 80 22.5", page: 1, pageSize: 20 })],
  ["search 'michelin drive'", (h) => listTyres(h.db, { q: "michelin drive", page: 1, pageSize: 20 })],
  ["search '22.5' page 5", (h) => listTyres(h.db, { q: "22.5", page: 5, pageSize: 20 })],
  ["suggest 'pirelli p'", (h) => suggestTyres(h.db, "pirelli p")],
  ["offer list summer truck Michelin", (h) => listTyres(h.db, { season: "summer", vehicleType: "truck", brand: "Michelin", page: 1, pageSize: 5 })],
  ["filter options summer truck Michelin Drive", (h) => listFilterOptions(h.db, { season: "summer", vehicleType: "truck", brand: "Michelin", pattern: "Drive" })],
];

async function bench(name: string, handle: DatabaseHandle) {
  const file = generateCatalogue({ count, seed: 1 });
  await migrateToLatest(handle.db);
  let started = performance.now();
  const summary = await importCatalogue(handle.db, file);
  console.log(`${name}: imported ${summary.imported} tyres in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const again = await importCatalogue(handle.db, file);
  console.log(`${name}: re-import (${again.updated} updated) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const [label, query] of QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await query(handle);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS / 2)]!;
    const p95 = times[Math.floor(RUNS * 0.95)]!;
    console.log(`${name}: ${label.padEnd(44)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`);
  }
}

const folder = mkdtempSync(join(tmpdir(), "tyres-bench-"));
const sqlite = connectDatabase(join(folder, "bench.db"));
try {
  await bench("sqlite", sqlite);
} finally {
  await sqlite.close();
  rmSync(folder, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const schema = `bench_${Date.now()}`;
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
