// `npx tsx scripts/bench/search-floor.ts [--count N] [--seconds S] [--only sqlite|postgres]`: the
// cold search page beside its floor, in one run on the same machine and database (decision 306).
// Both servers are the shop's own (scripts/bench/search-floor-server.ts), with the render cache
// off so every request renders, under bench:http's load: 1,000 distinct `/search?q=` at 32
// connections. "Rendered, loader kept" asks each query once first, so its search loader answers
// from memory: what is left is the cost every rendered search page pays whatever the loader does.
// If that floor's p99 is over a target, no faster search can reach the target on this stack.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import type { DialectName } from "../../app/db/connect.server";
import { generateCatalogue } from "../catalogue/generate-catalogue";
import { startAppProcess, type AppProcess } from "../support/app-process";
import { REPO_ROOT } from "../support/repo-root";
import { createTestDatabase } from "../support/test-database";
import { buildIfStale } from "../build-if-stale";
import { searchQueries } from "./queries";
import { BROWSER_ENCODINGS } from "./storefront-load";
import { ensureTools } from "./tools";
import { runWrk, type WrkResult } from "./wrk";
import { optionValue } from "../support/command-line";

const COUNT = Number(optionValue("count") ?? 100_000);
const SECONDS = Number(optionValue("seconds") ?? 10);
const ONLY = optionValue("only") as DialectName | undefined;
const PROCESSES = String(availableParallelism());
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SERVER = { script: "scripts/bench/search-floor-server.ts" };

/** Asks every path `times` times, 8 at once, so each server process has answered it. */
async function askEach(app: AppProcess, paths: readonly string[], times: number): Promise<void> {
  const queue = paths.flatMap((path) => Array.from({ length: times }, () => path));
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      const response = await fetch(app.baseUrl + path, { headers: BROWSER_ENCODINGS });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function measure(dialect: DialectName, catalogueFile: string, paths: string[], workDir: string) {
  if (dialect === "postgres") process.env.TEST_DATABASE_URL = PG_URL;
  const database = await createTestDatabase(dialect);
  const rows: Array<{ served: string; figure: WrkResult }> = [];
  try {
    const imported = spawnSync(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", catalogueFile], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: database.childUrl, LOG_LEVEL: "warn" },
      encoding: "utf8",
    });
    if (imported.status !== 0) throw new Error(`import failed:\n${imported.stderr}`);
    for (const [served, floor] of [
      ["rendered, loader runs (cold)", "off"],
      ["rendered, loader kept (floor)", "kept"],
    ] as const) {
      const app = await startAppProcess(database.childUrl, { WEB_CONCURRENCY: PROCESSES, PAGE_CACHE: "off", SEARCH_FLOOR: floor }, REPO_ROOT, [], {
        entry: SERVER,
        // Each process builds the search index of 100,000 tyres before it listens.
        startWithinMs: 300_000,
      });
      try {
        // The kept loader answers from memory only once each process has asked it.
        if (floor === "kept") await askEach(app, paths, 2 * Number(PROCESSES));
        else await askEach(app, paths.slice(0, 50), 1);
        const figure = await runWrk({ baseUrl: app.baseUrl, paths, connections: 32, seconds: SECONDS, headers: BROWSER_ENCODINGS, workDir });
        rows.push({ served, figure });
        console.log(`${dialect} ${served}: ${figure.requestsPerSecond.toFixed(0)} req/s, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms`);
      } finally {
        await app.stop();
      }
    }
  } finally {
    await database.destroy();
  }
  return rows;
}

ensureTools({ wrk: "wrk" });
buildIfStale();
const workDir = mkdtempSync(join(tmpdir(), "tyres-search-floor-"));
try {
  const catalogue = generateCatalogue({ count: COUNT, seed: 1 });
  const catalogueFile = join(workDir, "catalogue.json");
  writeFileSync(catalogueFile, JSON.stringify(catalogue));
  const paths = searchQueries(catalogue, 1000).map((q) => `/search?q=${encodeURIComponent(q)}`);
  const lines = [
    `Search page at ${COUNT.toLocaleString("en")} tyres, ${paths.length} distinct queries, 32 connections, ${SECONDS} s, ${PROCESSES} processes, render cache off`,
    "",
    "| database | served | req/s | p50 ms | p99 ms |",
    "|---|---|---:|---:|---:|",
  ];
  for (const dialect of (["sqlite", "postgres"] as const).filter((d) => !ONLY || d === ONLY)) {
    for (const { served, figure } of await measure(dialect, catalogueFile, paths, workDir))
      lines.push(`| ${dialect} | ${served} | ${figure.requestsPerSecond.toFixed(0)} | ${figure.p50Ms} | ${figure.p99Ms} |`);
  }
  console.log(`\n${lines.join("\n")}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
