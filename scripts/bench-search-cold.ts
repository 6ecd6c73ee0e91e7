// `npx tsx scripts/bench-search-cold.ts [--count 100000] [--queries 1000]`: CPU milliseconds of a
// search page and of `/api/tyres?q=` when nothing is kept (right after a stock feed), in process,
// through the same functions the search route's loader and the API call. A fresh SQLite database
// and, with BENCH_DATABASE_URL, a fresh PostgreSQL schema get a generated catalogue and a stock
// feed for half the tyres; the search index is built; then every distinct query is asked once
// plain, once with the "In stock" facet and once sorted by availability. Run under
// `node --cpu-prof` (`npx tsx --cpu-prof ...`) to see where the time goes.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { CLI_ACTOR } from "../app/admin/audit-log.server";
import { readStockFeedFile } from "../app/admin/stock-feed-file.server";
import { applyStockFeed } from "../app/admin/stock-feed.server";
import { importCatalogue } from "../app/catalogue/import-catalogue.server";
import { listTyres } from "../app/catalogue/repository.server";
import { readySearchIndex } from "../app/catalogue/search-index.server";
import type { DatabaseHandle } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { loadSearchPage } from "../app/search/search-page.server";
import { benchEachDatabase } from "./bench/bench-databases";
import { searchQueries } from "./bench/queries";
import { generateCatalogue } from "./catalogue/generate-catalogue";
import { numberOption } from "./support/command-line";

const COUNT = numberOption("count", 100_000);
const QUERIES = numberOption("queries", 1000);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function timeEach(label: string, queries: string[], ask: (q: string) => Promise<unknown>): Promise<void> {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (const q of queries) {
    const c = cpuMs();
    const w = performance.now();
    await ask(q);
    wall.push(performance.now() - w);
    cpu.push(cpuMs() - c);
  }
  const fmt = (list: number[]) => {
    const s = [...list].sort((a, b) => a - b);
    return `median ${quantile(s, 0.5).toFixed(2)}, p99 ${quantile(s, 0.99).toFixed(2)}`;
  };
  console.log(`  ${label.padEnd(22)} CPU ms ${fmt(cpu)}; wall ms ${fmt(wall)}`);
}

async function bench(name: string, handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  await migrateToLatest(db);
  const file = generateCatalogue({ count: COUNT, seed: 11 });
  await importCatalogue(db, file);
  // Half the tyres get stock (some of it 0 pieces), as a daily feed would give it.
  const codes = await db.selectFrom("tyre").select("product_code").orderBy("id").execute();
  const csv = ["code,pieces", ...codes.filter((_, i) => i % 2 === 0).map((c, i) => `${c.product_code},${(i * 37) % 3 === 0 ? 0 : (i * 7) % 900}`)].join("\n");
  const read = await readStockFeedFile(new TextEncoder().encode(csv));
  if (!read.ok) throw new Error(read.reason);
  await applyStockFeed(db, read.records, { actor: CLI_ACTOR, source: "bench" });
  const built = performance.now();
  await readySearchIndex(db);
  console.log(`${name}: ${COUNT.toLocaleString("en-GB")} tyres, index built in ${Math.round(performance.now() - built)} ms`);
  const queries = searchQueries(file, QUERIES);
  // Distinct queries, and a distinct variant per pass: nothing any pass asks was kept by another.
  await timeEach("search page", queries, (q) => loadSearchPage(db, new URLSearchParams({ q })));
  await timeEach("search, in stock", queries, (q) => loadSearchPage(db, new URLSearchParams({ q, stock: "in-stock" })));
  await timeEach("search, by availability", queries, (q) => loadSearchPage(db, new URLSearchParams({ q, sort: "availability" })));
  await timeEach("/api/tyres?q=", queries, (q) => listTyres(db, { q, page: 1, pageSize: 20 }));
  // With `node --expose-gc`, the heap that stays: the index and what the queries keep.
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  console.log(
    `  RSS ${Math.round(memory.rss / 1e6)} MB, heap used ${Math.round(memory.heapUsed / 1e6)} MB, typed arrays ${Math.round(memory.arrayBuffers / 1e6)} MB`,
  );
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
await benchEachDatabase("tyres-bench-search-cold", bench);
