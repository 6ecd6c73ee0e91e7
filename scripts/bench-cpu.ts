// `npm run bench:cpu -- [--requests N] [--db FILE]`: CPU milliseconds the server spends per
// page for a signed-in buyer (no render cache), read from /proc for one production process.
// Throughput under wrk moves with whatever else the machine runs; CPU time per request moves
// much less, so this is the figure to compare before and after a change to the render path.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppProcess } from "./support/app-process";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { buildIfStale } from "./build-if-stale";
import { BROWSER_ENCODINGS, detailPath, signedInCookie } from "./bench/storefront-load";
import { optionValue } from "./support/command-line";

const REQUESTS = Number(optionValue("requests") ?? 400);
const CONCURRENCY = 4;

/** User plus system CPU time of a process, in milliseconds (clock ticks are 10 ms here). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

buildIfStale();
let dbFile = optionValue("db");
if (!dbFile) {
  // An empty database: the server loads the sample catalogue into it, as `npm start` does.
  dbFile = join(mkdtempSync(join(tmpdir(), "tyres-cpu-")), "sample.db");
  const handle = connectDatabase(dbFile);
  await migrateToLatest(handle.db);
  await handle.close();
}
const app = await startAppProcess(dbFile, { PAGE_CACHE: "off" }, undefined, [], { entry: "built" });
const pid = app.child.pid!;
const headers = { ...BROWSER_ENCODINGS, Cookie: await signedInCookie(app.baseUrl) };
const pages: Record<string, string> = {
  home: "/",
  offers: "/summer-offers",
  detail: await detailPath(app.baseUrl),
  search: "/search?q=michelin",
  "trial-tyres": "/trial-tyres",
};

async function drive(path: string, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next++ < count) {
      const response = await fetch(app.baseUrl + path, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

console.log(`CPU ms per request, one process, signed in, ${REQUESTS} requests a page (after ${REQUESTS / 4} to warm up)`);
for (const [page, path] of Object.entries(pages)) {
  await drive(path, REQUESTS / 4);
  const before = cpuMs(pid);
  const started = performance.now();
  await drive(path, REQUESTS);
  const cpu = (cpuMs(pid) - before) / REQUESTS;
  const wall = (performance.now() - started) / REQUESTS;
  console.log(`${page.padEnd(12)} ${cpu.toFixed(2).padStart(6)} ms CPU  ${wall.toFixed(2).padStart(6)} ms wall  ${path}`);
}
await app.stop();
