// Lighthouse (its default config: the mobile preset, simulated slow 4G and 4x CPU, less on a slow
// host: lighthouse-calibration.ts) against pages of a running storefront, in Debian's Chromium
// started with a DevTools port. Shared by the CI guard (tests/lighthouse/lighthouse.test.ts) and
// `npm run lighthouse` (decision 060).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium as playwright } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser";
import { cpuSlowdownFor } from "./lighthouse-calibration";

/** The categories held to 95 / 100 / 100 / 100 (decision 060). */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  url: string;
  /** 0-100 per category, as Lighthouse shows them. */
  scores: Record<Category, number>;
  lcpMs: number;
  /** The element Lighthouse took for the largest contentful paint (its HTML opening). */
  lcpElement: string;
  /** Compressed bytes of every request the page made (Lighthouse's total-byte-weight). */
  transferBytes: number;
  /** Audits that cost points outside performance, with what they flagged: what to fix. */
  failedAudits: string[];
}

export interface DebuggableChromium {
  port: number;
  /** Lighthouse's benchmark index of this host, measured in this Chromium when it started. */
  benchmarkIndex: number;
  /** The CPU slowdown its audits simulate (cpuSlowdownFor). */
  cpuSlowdown: number;
  stop(): Promise<void>;
}

/**
 * Lighthouse's own benchmark (the one each report prints as "CPU/Memory Power"), run in a blank
 * page of this Chromium, the best of two: a busy moment only lowers it.
 */
async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const runs: number[] = [];
    for (let i = 0; i < 2; i++) runs.push(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    await page.close();
    return Math.max(...runs);
  } finally {
    await browser.close();
  }
}

/** Chromium with a DevTools port Lighthouse can drive; its own profile, removed on stop. */
export async function startDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-chromium-"));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const port = await new Promise<number>((ok, fail) => {
    let log = "";
    const timer = setTimeout(() => fail(new Error(`Chromium gave no DevTools port within 30 s:\n${log}`)), 30_000);
    child.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (found) {
        clearTimeout(timer);
        ok(Number(found[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`Chromium exited with ${code}:\n${log}`));
    });
  });
  const benchmarkIndex = await measureBenchmarkIndex(port);
  return {
    port,
    benchmarkIndex,
    cpuSlowdown: cpuSlowdownFor(benchmarkIndex),
    stop: () =>
      new Promise((ok) => {
        // A browser that ignores SIGTERM (seen in CI: the hook waited its whole 120 s) is killed.
        const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        const done = () => {
          clearTimeout(killer);
          // Chromium's helper processes can still be writing into the profile for a moment after
          // the browser process exits (ENOTEMPTY seen in CI): retry as rimraf does, and never let
          // a temporary folder left behind fail audits that passed.
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
          } catch (error) {
            console.warn(`lighthouse: could not remove ${profile}: ${String(error)}`);
          }
          ok();
        };
        // Ended already, by a code or by a signal (exitCode stays null when a signal ended it).
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}

/** Audits of the four categories that weigh nothing in their scores and cost time to gather. */
const UNSCORED_AUDITS = ["bf-cache", "screenshot-thumbnails", "final-screenshot"] as const;

/** Lighthouse's own trace failures: its recording broke, the page was never measured. */
const TRACE_FAILURES = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);

export async function auditPage(url: string, chromium: Pick<DebuggableChromium, "port" | "cpuSlowdown">, attempt = 1): Promise<PageAudit> {
  // The full-page screenshot, the filmstrip and the last frame only illustrate a report nobody opens
  // here, and the back/forward cache check navigates away and back again: none weighs in a score,
  // and leaving them out takes about 0.7 s off each audit.
  const result = await lighthouse(url, {
    port: chromium.port,
    throttling: { cpuSlowdownMultiplier: chromium.cpuSlowdown },
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
    skipAudits: [...UNSCORED_AUDITS],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // Seen once in a benchmark run (NO_NAVSTART); one more audit measures the page, any other error fails.
  if (lhr.runtimeError && TRACE_FAILURES.has(lhr.runtimeError.code) && attempt === 1) return auditPage(url, chromium, 2);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const failedAudits: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Performance audits are diagnostics behind the score; elsewhere any weighted audit under 1 costs points.
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (category === "performance" && audit.score >= 0.9) continue;
      const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
      const where = items
        .slice(0, 3)
        .map((item) => JSON.stringify((item.node as { snippet?: string } | undefined)?.snippet ?? item.url ?? item.source ?? item.description ?? ""))
        .join(", ");
      failedAudits.push(`${category}: ${ref.id} (${audit.displayValue ?? audit.score}) ${where}`);
    }
  }
  return {
    url,
    scores,
    lcpMs: Math.round(Number(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0)),
    lcpElement: firstNodeSnippet(lhr.audits["largest-contentful-paint-element"]?.details) ?? "none",
    transferBytes: Math.round(Number(lhr.audits["total-byte-weight"]?.numericValue ?? 0)),
    failedAudits,
  };
}

/** A tyre detail page of the running shop: the first truck tyre on the summer offer list. */
export async function findDetailPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/summer-offers?vehicleType=truck`)).text();
  const href = /href="(\/tyres\/summer\/[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("no tyre detail link on the summer truck offers");
  return href.replace(/&amp;/g, "&");
}

/** The first DOM node an audit's details name (they nest tables in lists). */
function firstNodeSnippet(details: unknown): string | undefined {
  if (!details || typeof details !== "object") return undefined;
  const value = details as { type?: string; snippet?: string };
  if (value.type === "node" && value.snippet) return value.snippet;
  for (const child of Object.values(details)) {
    const found = firstNodeSnippet(child);
    if (found) return found;
  }
  return undefined;
}
