// Throw-away A/B: req/s and CPU per request (node and PostgreSQL backends) for one page, two built checkouts, alternating.
import pg from "pg";
import { readFileSync, readdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppProcess, type AppProcess } from "./support/app-process";
import { runWrk } from "./bench/wrk";

const args = process.argv.slice(2);
const path = args[0] ?? "/quote";
const cookie = args[1] ?? "quote_basket=1-260.2-120";
const rounds = Number(args[2] ?? 3);
const seconds = Number(args[3] ?? 8);
const dialect = args[4] ?? "postgres";
const ROOTS: Record<string, string> = { base: process.env.A ?? "/work/wt/base", main: process.env.B ?? "/work/main" };
const work = mkdtempSync(join(tmpdir(), "zz-ab-"));
const ticks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(f[11]) + Number(f[12]);
};
const pgTicks = () => {
  let sum = 0;
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const s = readFileSync(`/proc/${d}/stat`, "utf8");
      if (s.includes("(postgres)")) sum += ticks(Number(d));
    } catch {}
  }
  return sum;
};
const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/test" });
await admin.connect();
const apps: Record<string, AppProcess> = {};
for (const [name, root] of Object.entries(ROOTS)) {
  let url = join(work, `${name}.db`);
  if (dialect === "postgres") {
    await admin.query(`drop database if exists zzab_${name}`);
    await admin.query(`create database zzab_${name}`);
    url = `postgres://postgres@127.0.0.1:5432/zzab_${name}`;
  }
  apps[name] = await startAppProcess(url, {}, root, [], { entry: "built" });
}
const headers = { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br, zstd" };
for (const app of Object.values(apps)) await runWrk({ baseUrl: app.baseUrl, paths: [path], connections: 16, seconds: 5, headers, workDir: work });
for (let r = 0; r < rounds; r++) {
  for (const [name, app] of Object.entries(apps)) {
    const [n0, p0] = [ticks(app.child.pid!), pgTicks()];
    const res = await runWrk({ baseUrl: app.baseUrl, paths: [path], connections: 16, seconds, headers, workDir: work });
    const [n1, p1] = [ticks(app.child.pid!), pgTicks()];
    const us = (t: number) => ((t * 10_000) / res.requests).toFixed(0);
    console.log(`${name.padEnd(5)} ${res.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${res.p50Ms}ms  node ${us(n1 - n0)} µs/req  pg ${us(p1 - p0)} µs/req  errors ${res.errors}`);
  }
}
for (const app of Object.values(apps)) await app.stop();
await admin.end();
