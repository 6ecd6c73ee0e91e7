// scratch: CPU profile of one page under wrk
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppProcess } from "../tests/support/app-process";
import { BROWSER_ENCODINGS, signedInCookie } from "./bench/storefront-load";
import { runWrk } from "./bench/wrk";
const path = process.env.PAGE ?? "/search?q=michelin";
const db = process.env.DB ?? join(mkdtempSync(join(tmpdir(), "prof-")), "s.db");
const app = await startAppProcess(db, { WEB_CONCURRENCY: "1", PAGE_CACHE: process.env.ANON ? "on" : "off" }, undefined, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof", "--cpu-prof-interval=200"], { entry: "built" });
const cookie = process.env.ANON ? "" : await signedInCookie(app.baseUrl);
const workDir = mkdtempSync(join(tmpdir(), "prof-wrk-"));
for (let i = 0; i < 3; i++) await fetch(app.baseUrl + path, { headers: { "Accept-Encoding": "br" } });
const r = await runWrk({ baseUrl: app.baseUrl, paths: [path], connections: Number(process.env.C ?? 4), seconds: Number(process.env.D ?? 10), headers: process.env.ANON ? { "Accept-Encoding": "br" } : { ...BROWSER_ENCODINGS, ...(cookie && { Cookie: cookie }) }, workDir });
console.log(r.requestsPerSecond, r.p99Ms);
await app.stop();
console.log(readdirSync("/tmp/prof"));
