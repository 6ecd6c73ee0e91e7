// `npx tsx scripts/bench-ab.ts` with ROOTS=/path/to/base,/path/to/head (each a built checkout:
// `git worktree add /tmp/base REV`, symlinked node_modules, `npm run build`), PATHS=/,/search?q=x,
// ROUNDS=5, D=4s, C=8, P=2 (processes), ANON=1 for no session, DB=file to share one database.
// Before and after in one run (issue 10): both builds serve at once, each on its own copy of the
// sample catalogue, and short wrk runs alternate between them, so a machine that slows down for a
// while slows both. Prints the median req/s per page and build, with every run (the first is a
// fresh process's warm-up).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import { startAppProcess } from "../tests/support/app-process";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { signedInCookie } from "./bench/storefront-load";
if (!process.env.ROOTS) throw new Error("ROOTS=base,head: two checkouts, each built with npm run build");
const roots = process.env.ROOTS.split(",").map((root) => resolve(root));
const apps = [];
for (const root of roots) {
  const dbFile = process.env.DB ?? join(mkdtempSync(join(tmpdir(), "tyres-ab-")), "sample.db");
  if (!process.env.DB) {
    const h = connectDatabase(dbFile);
    await migrateToLatest(h.db);
    await h.close();
  }
  const app = await startAppProcess(dbFile, { WEB_CONCURRENCY: process.env.P ?? "2", PAGE_CACHE: "off" }, root, [], { entry: "built" });
  apps.push({ root, app, cookie: process.env.ANON ? "" : await signedInCookie(app.baseUrl) });
}
const paths = (process.env.PATHS ?? "/").split(",");
const rounds = Number(process.env.ROUNDS ?? 5);
const results: Record<string, number[]> = {};
for (let r = 0; r < rounds; r++) {
  for (const path of paths)
    for (const { root, app, cookie } of r % 2 ? [...apps].reverse() : apps) {
      const args = ["-c", process.env.C ?? "8", "-t", "2", "-d", process.env.D ?? "4s", "-H", "Accept-Encoding: gzip, deflate, br, zstd", app.baseUrl + path];
      if (cookie) args.push("-H", `Cookie: ${cookie}`);
      const out = execFileSync("wrk", args).toString();
      (results[`${path} ${root}`] ??= []).push(Number(/Requests\/sec:\s+(\S+)/.exec(out)![1]));
    }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [key, xs] of Object.entries(results)) console.log(key.padEnd(50), "median", median(xs).toFixed(0), "runs", xs.map((x) => x.toFixed(0)).join(" "));
for (const { app } of apps) await app.stop();
