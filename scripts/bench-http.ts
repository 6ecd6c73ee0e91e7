// `npm run bench:http [-- --count N --seconds S --only sqlite|postgres --before DIR --no-baseline]`: builds, starts the
// production server on throw-away databases (SQLite, and PostgreSQL at BENCH_DATABASE_URL or the
// local server) and measures the performance targets: anonymous pages beside nginx serving the
// same bytes, the buying pages (/buy-now and /quote) as a visitor asks for them, signed-in
// rendering, search and suggestions at catalogue scale with 1,000 distinct queries, imports, and
// memory. Prints the report and writes it between docs/performance.md's markers
// (scripts/bench/report-file.ts). With --before, an older checkout (built, with its node_modules)
// is measured the same way in the same run. Signed-in pages are also measured on the shop before
// the performance work (scripts/bench/baseline.ts), page by page beside ours, unless
// --no-baseline. React Router's own floor, its smallest page served the same way
// (scripts/bench/framework-floor.ts), is measured first for scale (decision 186).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { generateCatalogue } from "./catalogue/generate-catalogue";
import type { DialectName } from "../app/db/connect.server";
import { freePort, startAppProcess } from "./support/app-process";
import { REPO_ROOT } from "./support/repo-root";
import { createTestDatabase } from "./support/test-database";
import { buildIfStale } from "./build-if-stale";
import { searchQueries, suggestQueries } from "./bench/queries";
import { writePerformanceReport, type DialectFigures } from "./bench/report";
import {
  BROWSER_ENCODINGS,
  BUYING_PAGES,
  detailPath,
  measureAnonymousPages,
  measureBuyingPages,
  measurePaths,
  measureSignedInPages,
  serverMemory,
  type LoadSettings,
} from "./bench/storefront-load";
import { ensureTools } from "./bench/tools";
import { BASELINE_COMMIT, baselineCheckout, emptyDatabase } from "./bench/baseline";
import { measureFrameworkFloor } from "./bench/framework-floor";
import { optionValue } from "./support/command-line";

const COUNT = Number(optionValue("count") ?? 100_000);
const SECONDS = Number(optionValue("seconds") ?? 10);
const ONLY = optionValue("only") as DialectName | undefined;
const BEFORE = optionValue("before");
const PROCESSES = String(availableParallelism());
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** What is measured: this checkout, or an older one (without the render cache) for comparison. */
interface Target {
  root: string;
  cached: boolean;
}

function timedCli(args: string[], databaseUrl: string, root: string): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`${args.join(" ")} failed:\n${run.stdout}\n${run.stderr}`);
  return (performance.now() - started) / 1000;
}

/**
 * A throw-away database for `target`: this checkout's, migrated by its own harness; an older
 * checkout's empty, which its server and import CLI migrate as they did then (this checkout's
 * migrations in it would stop the older server: "previously executed migration ... is missing").
 */
async function databaseFor(dialect: DialectName, target: Target): Promise<{ childUrl: string; destroy(): Promise<void> }> {
  if (target.root === REPO_ROOT) return createTestDatabase(dialect);
  const empty = await emptyDatabase(dialect, PG_URL);
  return { childUrl: empty.url, destroy: () => empty.destroy() };
}

async function checkpoint(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query("checkpoint");
  } finally {
    await client.end();
  }
}

async function measureDialect(
  dialect: DialectName,
  target: Target,
  settings: LoadSettings,
  catalogueFile: string,
  catalogue: unknown,
): Promise<DialectFigures> {
  if (dialect === "postgres") process.env.TEST_DATABASE_URL = PG_URL;
  console.log(`\n== ${dialect} (${target.root}): sample catalogue, ${PROCESSES} server processes`);
  const small = await databaseFor(dialect, target);
  // This checkout runs as `npm start` runs it (build/main.js); an older one too when it has that
  // entry (a before-and-after run compares like with like), else as it ran then, from its sources.
  const entry = target.root === REPO_ROOT || existsSync(join(target.root, "build/main.js")) ? ("built" as const) : ("source" as const);
  let app = await startAppProcess(small.childUrl, { WEB_CONCURRENCY: PROCESSES }, target.root, [], { entry });
  const pages: Record<string, string> = { home: "/", offers: "/summer-offers", detail: await detailPath(app.baseUrl), search: "/search?q=michelin" };
  const anonymous = await measureAnonymousPages(app, pages, settings, target.cached);
  const buying = await measureBuyingPages(app, BUYING_PAGES, settings, target.cached);
  // The signed-in factor is read against the shop before the performance work, served in this run on the same
  // database kind (one process: it had no WEB_CONCURRENCY).
  const baselineDatabase = settings.baselineRoot ? await emptyDatabase(dialect, PG_URL) : null;
  const baseline =
    settings.baselineRoot && baselineDatabase ? await startAppProcess(baselineDatabase.url, {}, settings.baselineRoot, [], { entry: "source" }) : undefined;
  const signedIn = await measureSignedInPages(app, { ...pages, "trial-tyres": "/trial-tyres" }, settings, baseline);
  await baseline?.stop();
  await baselineDatabase?.destroy();
  await app.stop();
  await small.destroy();

  console.log(`== ${dialect}: ${COUNT.toLocaleString("en")} tyres`);
  const large = await databaseFor(dialect, target);
  // As pgbench does before its runs: dirty pages the load runs above left behind are written now,
  // not charged to the timed import when a checkpoint comes due in the middle of it.
  if (dialect === "postgres") await checkpoint();
  const importSeconds = timedCli(["scripts/catalogue-import.ts", catalogueFile], large.childUrl, target.root);
  const reimportSeconds = timedCli(["scripts/catalogue-import.ts", catalogueFile], large.childUrl, target.root);
  const queries = searchQueries(catalogue, 1000);
  const prefixes = suggestQueries(catalogue, 1000);
  const searchPaths = queries.map((q) => `/search?q=${encodeURIComponent(q)}`);
  const apiPaths = queries.map((q) => `/api/tyres?q=${encodeURIComponent(q)}`);
  const suggestPaths = prefixes.map((q) => `/api/suggest?q=${encodeURIComponent(q)}`);
  const atScale = [];
  let afterLoad: ReturnType<typeof serverMemory> | null = null;
  /** Asks each path until the cache answers it (each process admits a page on its own second miss). */
  const askUntilKept = async (baseUrl: string, paths: readonly string[]) => {
    for (let round = 0, missed = [...paths]; round < 4 && missed.length > 0; round++) {
      const queue = missed;
      missed = [];
      const worker = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const response = await fetch(baseUrl + path, { headers: BROWSER_ENCODINGS });
          await response.arrayBuffer();
          if (response.headers.get("x-page-cache") !== "hit") missed.push(path);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
    }
  };
  const visitEveryPageType = async (baseUrl: string) => {
    const detail = await detailPath(baseUrl);
    for (const path of [
      "/",
      "/summer-offers",
      detail,
      "/search?q=22.5",
      "/buy-now?tyre=1",
      "/compare?tyres=1,2",
      "/trial-tyres",
      "/sitemap.xml",
      "/api/tyres?q=315/80",
      "/api/suggest?q=mich",
      "/tyre_data.json",
    ]) {
      // Several at once, so each process serves each page type.
      await Promise.all([1, 2, 3, 4].map(async () => (await fetch(baseUrl + path)).arrayBuffer()));
    }
  };
  for (const cache of target.cached ? (["on", "off"] as const) : (["off"] as const)) {
    app = await startAppProcess(large.childUrl, { WEB_CONCURRENCY: PROCESSES, PAGE_CACHE: cache }, target.root, [], { entry });
    for (const [label, paths] of [
      ["search page", searchPaths],
      ["/api/tyres?q=", apiPaths],
      ["/api/suggest", suggestPaths],
    ] as const) {
      atScale.push({ cache: cache === "on" ? ("cold" as const) : cache, figure: await measurePaths(app, label, [...paths], settings) });
      // A shop's cache is warm most of the day: every query of the mix asked until the cache answers
      // it (a page is kept on its second miss), then the same mix again. The cold run above reaches
      // only part of the 1,000 queries twice in its seconds, so without this "warm" was half cold.
      if (cache === "on") {
        await askUntilKept(app.baseUrl, paths);
        atScale.push({ cache: "warm" as const, figure: await measurePaths(app, label, [...paths], settings) });
      }
    }
    if (cache === "on" || !target.cached) {
      await visitEveryPageType(app.baseUrl);
      afterLoad = serverMemory(app);
    }
    await app.stop();
  }
  // The target's figure: a server that has served every page type and /tyre_data.json. The load
  // runs above leave as much more as V8 lets its heap grow between collections; both are shown.
  app = await startAppProcess(large.childUrl, { WEB_CONCURRENCY: PROCESSES }, target.root, [], { entry });
  await visitEveryPageType(app.baseUrl);
  const memory = serverMemory(app);
  await app.stop();
  await large.destroy();
  return { dialect, anonymous, buying, signedIn, importSeconds, reimportSeconds, atScale, memory, memoryAfterLoad: afterLoad! };
}

ensureTools();
buildIfStale();
const workDir = mkdtempSync(join(tmpdir(), "tyres-bench-http-"));
try {
  const baselineRoot = process.argv.includes("--no-baseline") ? null : baselineCheckout();
  const settings: LoadSettings = { workDir, seconds: SECONDS, nginxPort: await freePort(), baselineRoot };
  const catalogue = generateCatalogue({ count: COUNT, seed: 1 });
  const catalogueFile = join(workDir, "catalogue.json");
  writeFileSync(catalogueFile, JSON.stringify(catalogue));
  const dialects: DialectName[] = [];
  if (ONLY !== "postgres") dialects.push("sqlite");
  if (ONLY !== "sqlite") {
    if (await postgresReachable()) dialects.push("postgres");
    else console.log(`bench: PostgreSQL at ${PG_URL.replace(/:[^:@/]*@/, ":***@")} is not reachable; measuring SQLite only`);
  }
  console.log(`\n== React Router's floor: its smallest page, ${PROCESSES} processes`);
  // For scale only: a floor that cannot be built or served is said, and the run goes on without it.
  const frameworkFloor = await measureFrameworkFloor(settings, Number(PROCESSES)).catch((error: unknown) => {
    console.log(`bench: React Router's floor not measured (${(error as Error).message.split("\n")[0]})`);
    return undefined;
  });
  const results: DialectFigures[] = [];
  const before: DialectFigures[] = [];
  for (const dialect of dialects) {
    // A checkout from before the render cache (server/page-cache) is measured without it.
    if (BEFORE)
      before.push(await measureDialect(dialect, { root: BEFORE, cached: existsSync(join(BEFORE, "server/page-cache")) }, settings, catalogueFile, catalogue));
    results.push(await measureDialect(dialect, { root: REPO_ROOT, cached: true }, settings, catalogueFile, catalogue));
  }
  // Lighthouse and page weight (scripts/lighthouse.ts), in its own processes after the load runs.
  const lighthouse = spawnSync(process.execPath, ["--import", "tsx", "scripts/lighthouse.ts", "--runs", "2"], { cwd: REPO_ROOT, encoding: "utf8" });
  const lighthouseTable = lighthouse.status === 0 ? lighthouse.stdout.trim() : `Lighthouse failed:\n\n${lighthouse.stderr.trim()}`;
  const report = writePerformanceReport(results, before, {
    count: COUNT,
    seconds: SECONDS,
    processes: Number(PROCESSES),
    before: BEFORE ? `${BEFORE} (commit ${spawnSync("git", ["-C", BEFORE, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim()})` : undefined,
    baseline: baselineRoot ? BASELINE_COMMIT : undefined,
    lighthouse: lighthouseTable,
    frameworkFloor,
  });
  console.log(`\n${report}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
