// `npx tsx scripts/bench-stock-feed.ts [--lines 100000] [--runs 3]`: the stock feed's apply
// (decisions 226, 245) at N lines, against N generated tyres, on a fresh SQLite database and, with
// BENCH_DATABASE_URL, a fresh PostgreSQL schema. Each run applies a feed of every tyre (half by
// product code, half by EAN, new counts each run) from CSV text read as the API and the back
// office read it, through `applyStockFeed` in one transaction; the median and every run are
// printed, with the load average before the runs. The target: under 5 s on both.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { CLI_ACTOR } from "../app/admin/audit-log.server";
import { readStockFeedFile } from "../app/admin/stock-feed-file.server";
import { applyStockFeed } from "../app/admin/stock-feed.server";
import { importCatalogue } from "../app/catalogue/import-catalogue.server";
import type { DatabaseHandle } from "../app/db/connect.server";
import { benchEachDatabase } from "./bench/bench-databases";
import { migrateToLatest } from "../app/db/migrate.server";
import { generateCatalogue } from "./catalogue/generate-catalogue";
import { numberOption } from "./support/command-line";

const LINES = numberOption("lines", 100_000);
const RUNS = numberOption("runs", 3);

async function bench(name: string, handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  await migrateToLatest(db);
  await importCatalogue(db, generateCatalogue({ count: LINES, seed: 11 }));
  const codes = await db.selectFrom("tyre").select(["product_code", "ean"]).orderBy("id").execute();
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const csv = ["code,pieces", ...codes.map((c, i) => `${i % 2 === 0 ? c.product_code : c.ean},${(i * 7 + run) % 5000}`)].join("\n");
    const started = performance.now();
    const read = await readStockFeedFile(new TextEncoder().encode(csv));
    if (!read.ok) throw new Error(read.reason);
    const outcome = await applyStockFeed(db, read.records, { actor: CLI_ACTOR, source: `bench-${run}` });
    const ms = performance.now() - started;
    if (!outcome.ok || outcome.applied !== codes.length) throw new Error(`run ${run}: ${JSON.stringify(outcome).slice(0, 300)}`);
    times.push(ms);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`${name}: ${LINES.toLocaleString("en-GB")} lines, median ${Math.round(median)} ms (runs: ${times.map((t) => Math.round(t)).join(", ")} ms)`);
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
await benchEachDatabase("tyres-bench-feed", bench);
