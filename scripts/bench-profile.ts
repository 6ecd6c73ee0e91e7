// `npm run bench:profile -- [--what suggest|search|api|signed-in] [--path /one/page] [--cached] [--sample] [--count N] [--seconds S] [--db FILE] [--root DIR] [--warm S]`:
// profile before optimising. Starts the production server as one process under
// `node --cpu-prof`, drives it with wrk through one of the benchmark's query mixes, stops it, and
// prints the server's CPU per request (all its threads, from the kernel's count), the functions that
// took the most CPU (self time) and the files they live in. The .cpuprofile is kept for Chrome
// DevTools. `--db` reuses a database file made by an earlier run. `--cached` keeps the render cache
// on, to profile pages as anonymous visitors get them (warmed before the profile's run); without it
// every request renders. `--root` serves an older checkout's build instead (built, with its
// node_modules; the database made by its own import), so two commits compare request for request.
// `--warm` is the seconds of the same load before the measured run (5).
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { generateCatalogue } from "./catalogue/generate-catalogue";
import { startAppProcess } from "./support/app-process";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { buildIfStale } from "./build-if-stale";
import { searchQueries, suggestQueries } from "./bench/queries";
import { BROWSER_ENCODINGS, signedInCookie } from "./bench/storefront-load";
import { ensureTools } from "./bench/tools";
import { runWrk } from "./bench/wrk";
import { optionValue } from "./support/command-line";
import { cpuSecondsOf } from "./support/process-cpu";
import { REPO_ROOT } from "./support/repo-root";

const WHAT = optionValue("what") ?? "suggest";
const COUNT = Number(optionValue("count") ?? 100_000);
const SECONDS = Number(optionValue("seconds") ?? 8);
const WARM_SECONDS = Number(optionValue("warm") ?? 5);
const ROOT = resolve(optionValue("root") ?? REPO_ROOT);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

function summarise(file: string): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[] };
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const url = node.callFrame.url.replace(/^file:\/\//, "").replace(process.cwd(), ".");
    const where = url.replace(/.*node_modules\//, "nm/") || "(native)";
    const name = `${node.callFrame.functionName || "(anonymous)"} ${where}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    const pkg = /nm\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith("./") ? where.split("/").slice(0, 3).join("/") : where);
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${name}`)
      .join("\n");
  return `samples: ${total}\n\nby function (self):\n${top(byFunction, 40)}\n\nby package or folder (self):\n${top(byFile, 25)}`;
}

ensureTools({ wrk: "wrk" });
// An older checkout's schema is its own migrations': its server and its import make the database.
const ownSchema = ROOT === REPO_ROOT;
if (ownSchema) buildIfStale();
else if (!existsSync(join(ROOT, "build/main.js"))) throw new Error(`${ROOT} has no build/main.js: run npm ci and npm run build there first`);
const workDir = mkdtempSync(join(tmpdir(), "tyres-profile-"));
let dbFile = optionValue("db");
const catalogue = generateCatalogue({ count: COUNT, seed: 1 });
if (process.argv.includes("--sample")) {
  // An empty database: the server loads the sample catalogue into it, as `npm start` does.
  dbFile = join(workDir, "sample.db");
  if (ownSchema) {
    const handle = connectDatabase(dbFile);
    await migrateToLatest(handle.db);
    await handle.close();
  }
} else if (!dbFile || !existsSync(dbFile)) {
  dbFile ??= join(workDir, "profile.db");
  if (ownSchema) {
    const handle = connectDatabase(dbFile);
    await migrateToLatest(handle.db);
    await handle.close();
  }
  const file = join(workDir, "catalogue.json");
  writeFileSync(file, JSON.stringify(catalogue));
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", file], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: dbFile, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error("import failed");
}
const profileDir = join(workDir, "cpu");
const CACHED = process.argv.includes("--cached");
const app = await startAppProcess(dbFile, { PAGE_CACHE: CACHED ? "on" : "off" }, ROOT, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`], { entry: "built" });
const paths =
  WHAT === "suggest"
    ? suggestQueries(catalogue, 1000).map((q) => `/api/suggest?q=${encodeURIComponent(q)}`)
    : WHAT === "api"
      ? searchQueries(catalogue, 1000).map((q) => `/api/tyres?q=${encodeURIComponent(q)}`)
      : WHAT === "search"
        ? searchQueries(catalogue, 1000).map((q) => `/search?q=${encodeURIComponent(q)}`)
        : optionValue("path")
          ? [optionValue("path")!]
          : ["/", "/summer-offers", "/search?q=michelin", "/trial-tyres"];
const headers: Record<string, string> = { ...BROWSER_ENCODINGS };
if (WHAT === "signed-in") headers.Cookie = await signedInCookie(app.baseUrl);
// The render cache keeps a page on its second miss: asked twice, each is served from it during the run.
if (CACHED) for (const path of paths) for (let i = 0; i < 2; i++) await (await fetch(app.baseUrl + path, { headers })).arrayBuffer();
// A few seconds of the same load first: the JIT, the search index built at start and the caches
// settle, so the CPU counted below is the requests', as a server that has run a while spends it.
await runWrk({ baseUrl: app.baseUrl, paths, connections: 32, seconds: WARM_SECONDS, headers, workDir });
const cpuBefore = cpuSecondsOf(app.child.pid!);
const result = await runWrk({ baseUrl: app.baseUrl, paths, connections: 32, seconds: SECONDS, headers, workDir });
const cpuPerRequest = (cpuSecondsOf(app.child.pid!) - cpuBefore) / result.requests;
console.log(
  `${WHAT} (${ROOT}): ${result.requestsPerSecond.toFixed(0)} req/s, server CPU ${(cpuPerRequest * 1e6).toFixed(0)} µs a request, ` +
    `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}`,
);
await app.stop();
const profiles = existsSync(profileDir) ? readdirSync(profileDir).filter((f) => f.endsWith(".cpuprofile")) : [];
for (const file of profiles) console.log(`\n${join(profileDir, file)}\n${summarise(join(profileDir, file))}`);
console.log(`\ndatabase kept at ${dbFile}`);
