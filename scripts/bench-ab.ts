// `npx tsx scripts/bench-ab.ts` with ROOTS=/path/to/base,/path/to/head (each a built checkout:
// `git worktree add /tmp/base REV`, symlinked node_modules, `npm run build`), PATHS=/,/search?q=x,
// ROUNDS=5, D=4s, C=8, P=2 (processes), ANON=1 for no session, DB=file to share one database,
// CACHE=on for the render cache (off by default: the signed-in render path).
// PG=postgres://... gives each build its own empty schema there in place of a SQLite file. A
// checkout without build/main.js (before decision 094) runs from its sources, as it ran then.
// MIX=suggest|api|search (with DB= a database of `npm run bench:profile`'s 100,000 tyres, seed 1)
// measures a benchmark query mix of 1,000 distinct URLs, round-robin, in place of PATHS.
// Before and after in one run: both builds serve at once, each on its own copy of the
// sample catalogue, and short wrk runs alternate between them, so a machine that slows down for a
// while slows both. Prints the median req/s per page and build, with every run (the first is a
// fresh process's warm-up).
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startAppProcess } from "./support/app-process";
import { generateCatalogue } from "./catalogue/generate-catalogue";
import { searchQueries, suggestQueries } from "./bench/queries";
import { emptyDatabase } from "./bench/baseline";
import { BROWSER_ENCODINGS, signedInCookie } from "./bench/storefront-load";
import { runWrk } from "./bench/wrk";
if (!process.env.ROOTS) throw new Error("ROOTS=base,head: two checkouts, each built with npm run build");
const roots = process.env.ROOTS.split(",").map((root) => resolve(root));
const apps = [];
for (const root of roots) {
  // A database of the build's own: its server migrates it and loads the sample catalogue.
  const database = process.env.DB ?? (await emptyDatabase(process.env.PG ? "postgres" : "sqlite", process.env.PG)).url;
  const entry = existsSync(join(root, "build/main.js")) ? ("built" as const) : ("source" as const);
  const app = await startAppProcess(database, { WEB_CONCURRENCY: process.env.P ?? "2", PAGE_CACHE: process.env.CACHE ?? "off" }, root, [], { entry });
  apps.push({ root, app, cookie: process.env.ANON ? "" : await signedInCookie(app.baseUrl) });
}
const mix = process.env.MIX;
const mixes: Record<string, (catalogue: unknown) => string[]> = {
  suggest: (c) => suggestQueries(c, 1000).map((q) => `/api/suggest?q=${encodeURIComponent(q)}`),
  api: (c) => searchQueries(c, 1000).map((q) => `/api/tyres?q=${encodeURIComponent(q)}`),
  search: (c) => searchQueries(c, 1000).map((q) => `/search?q=${encodeURIComponent(q)}`),
};
const runs: Array<{ label: string; paths: string[] }> = mix
  ? [{ label: `${mix} mix`, paths: mixes[mix]!(generateCatalogue({ count: Number(process.env.COUNT ?? 100_000), seed: 1 })) }]
  : (process.env.PATHS ?? "/").split(",").map((path) => ({ label: path, paths: [path] }));
const rounds = Number(process.env.ROUNDS ?? 5);
const results: Record<string, Array<{ rps: number; p99: number }>> = {};
const workDir = mkdtempSync(join(tmpdir(), "tyres-ab-wrk-"));
for (let r = 0; r < rounds; r++) {
  for (const run of runs)
    for (const { root, app, cookie } of r % 2 ? [...apps].reverse() : apps) {
      const result = await runWrk({
        baseUrl: app.baseUrl,
        paths: run.paths,
        connections: Number(process.env.C ?? 8),
        seconds: Number.parseFloat(process.env.D ?? "4"),
        headers: { ...BROWSER_ENCODINGS, ...(cookie && { Cookie: cookie }) },
        workDir,
      });
      if (result.errors) throw new Error(`${run.label} on ${root}: ${result.errors} errors`);
      (results[`${run.label} ${root}`] ??= []).push({ rps: result.requestsPerSecond, p99: result.p99Ms });
    }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [key, xs] of Object.entries(results)) {
  const rps = xs.map((x) => x.rps);
  const p99 = xs.map((x) => x.p99);
  console.log(key.padEnd(50), "median", median(rps).toFixed(0), "req/s, p99", median(p99).toFixed(1), "ms; runs", rps.map((x) => x.toFixed(0)).join(" "));
}
for (const { app } of apps) await app.stop();
