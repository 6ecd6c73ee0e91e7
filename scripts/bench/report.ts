// Turns the benchmark's figures into docs/performance.md's generated part: the targets with the
// starting figure beside each, then the detail per page and per query mix (decision 186).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import type { DialectName } from "../../app/db/connect.server";
import { REPO_ROOT } from "../support/repo-root";
import { withGeneratedPart } from "./report-file";
import { WARM_UP_SECONDS, type PageFigure } from "./storefront-load";
import type { WrkResult } from "./wrk";

export interface DialectFigures {
  dialect: DialectName;
  anonymous: PageFigure[];
  /** /buy-now and /quote as a visitor asks for them (storefront-load.ts BUYING_PAGES). */
  buying: PageFigure[];
  signedIn: PageFigure[];
  importSeconds: number;
  reimportSeconds: number;
  /** "cold": the cache empty at the start of the run; "warm": the same mix again right after it. */
  atScale: Array<{ cache: "cold" | "warm" | "off"; figure: PageFigure }>;
  /** A fresh server after it served every page type and /tyre_data.json (the target's figure). */
  memory: { perProcessMaxMb: number; totalMb: number; processes: number };
  /** The same after the load runs at 100,000 tyres. */
  memoryAfterLoad?: { perProcessMaxMb: number; totalMb: number; processes: number };
}

/**
 * The targets' measured starting point (one process, before the render cache), req/s at 8 connections,
 * on the machine it was measured on. Used only when the baseline was not served in the same run.
 */
const SIGNED_IN_BEFORE: Record<string, number> = { home: 60, offers: 84, detail: 38, search: 52, "trial-tyres": 145 };

const fixed = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits }) : "n/a";

/** Ours over the baseline served in the same run, or over the starting figure when it was not. */
function signedInFactor(figure: PageFigure): number {
  return figure.ours.requestsPerSecond / (figure.baseline?.requestsPerSecond ?? SIGNED_IN_BEFORE[figure.page] ?? Number.NaN);
}

/** "buy-now 41,000 (render cache), ..., quote, 2 sizes 900": each buying page's req/s, for the targets' row. */
export function buyingCell(r: Pick<DialectFigures, "buying">): string {
  return r.buying.map((f) => `${f.page} ${fixed(f.ours.requestsPerSecond)}${f.served === "render cache" ? " (render cache)" : ""}`).join(", ");
}

/** The buying pages' detail table, one row a page. */
export function buyingTable(r: Pick<DialectFigures, "buying">): string[] {
  return [
    "| page | path | served | req/s | p99 | errors |",
    "|---|---|---|---|---|---|",
    ...r.buying.map(
      (f) => `| ${f.page} | \`${f.path}\` | ${f.served ?? "n/a"} | ${fixed(f.ours.requestsPerSecond)} | ${fixed(f.ours.p99Ms, 1)} ms | ${f.ours.errors} |`,
    ),
  ];
}

function ratio(figure: PageFigure): number {
  return figure.nginx ? figure.ours.requestsPerSecond / figure.nginx.requestsPerSecond : Number.NaN;
}

function machine(): string {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT, encoding: "utf8" }).trim();
    if (execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: REPO_ROOT, encoding: "utf8" }).trim())
      commit += " (with uncommitted changes)";
  } catch {
    // not a checkout
  }
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model ?? "unknown CPU"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; commit ${commit}; ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export interface RunSettings {
  count: number;
  seconds: number;
  processes: number;
  /** The older checkout measured beside this one, if any. */
  before?: string;
  /** The commit served beside this one for the signed-in factor (scripts/bench/baseline.ts). */
  baseline?: string;
  /** scripts/lighthouse.ts's table (scores, LCP, bytes a first visit transfers). */
  lighthouse?: string;
  /** React Router's smallest page under the signed-in load (scripts/bench/framework-floor.ts). */
  frameworkFloor?: WrkResult;
}

/**
 * What ten times the old shop's signed-in figures would ask, beside React Router's own floor
 * measured in the same run: a page cannot be served faster than the framework's empty page.
 */
function floorLines(results: DialectFigures[], run: RunSettings): string[] {
  const floor = run.frameworkFloor;
  if (!floor) return [];
  const asks = (r: DialectFigures) =>
    r.signedIn
      .filter((f) => f.baseline)
      .map((f) => {
        const tenfold = 10 * f.baseline!.requestsPerSecond;
        return `${f.page} ${fixed(tenfold)} req/s (${fixed((100 * tenfold) / floor.requestsPerSecond)}% of the floor; ours ${fixed((100 * f.ours.requestsPerSecond) / floor.requestsPerSecond)}%)`;
      })
      .join(", ");
  return [
    "",
    `**React Router's own floor** (scripts/bench/framework-floor.ts, decision 186): the smallest framework-mode page (one loader value, one paragraph, React Router's default entry.server) served by Express 5 with ${run.processes} processes, no session, no compression, no logging, under the signed-in load (8 connections, after ${WARM_UP_SECONDS} s of warm-up): **${fixed(floor.requestsPerSecond)} req/s** (p99 ${fixed(floor.p99Ms, 1)} ms). No page of the shop can be faster. Ten times the old shop's pages in this run asks:`,
    "",
    ...results.filter((r) => r.signedIn.some((f) => f.baseline)).map((r) => `- ${r.dialect === "sqlite" ? "SQLite" : "PostgreSQL"}: ${asks(r)}.`),
  ];
}

export function writePerformanceReport(results: DialectFigures[], before: DialectFigures[], run: RunSettings): string {
  const cellOf = (set: DialectFigures[]) => (d: DialectName, f: (r: DialectFigures) => string) => {
    const r = set.find((x) => x.dialect === d);
    return r ? f(r) : "not measured";
  };
  const cell = cellOf(results);
  const beforeCell = cellOf(before);
  const minRatio = (r: DialectFigures) => {
    if (r.anonymous.every((f) => !f.nginx)) return "n/a";
    const ratios = r.anonymous.map(ratio);
    return `${fixed(Math.min(...ratios), 2)} (${r.anonymous.map((f) => `${f.page} ${fixed(ratio(f), 2)}`).join(", ")})`;
  };
  const minFactor = (r: DialectFigures) => {
    const factors = r.signedIn.map(signedInFactor);
    const against = r.signedIn.every((f) => f.baseline) ? `against ${run.baseline} in this run` : "against the fixed starting figures";
    return `${fixed(Math.min(...factors), 1)}x ${against} (${r.signedIn.map((f) => `${f.page} ${fixed(signedInFactor(f), 1)}x: ${fixed(f.ours.requestsPerSecond)}${f.baseline ? ` vs ${fixed(f.baseline.requestsPerSecond)}` : ""}`).join(", ")} req/s)`;
  };
  const p99 = (r: DialectFigures, label: string, cache: "cold" | "warm" | "off") =>
    fixed(r.atScale.find((a) => a.figure.page === label && a.cache === cache)?.figure.ours.p99Ms ?? Number.NaN, 1);
  const atScaleCell = (label: string) => (r: DialectFigures) =>
    r.atScale.some((a) => a.cache === "warm")
      ? `${p99(r, label, "warm")} ms with the render cache warm (${p99(r, label, "cold")} ms cold; ${p99(r, label, "off")} ms without it)`
      : `${p99(r, label, "off")} ms`;
  const rows = [
    [
      "anonymous GET of home, offers, detail, search: throughput / nginx serving the same bytes, 32 connections",
      ">= 0.25",
      ">= 0.5",
      "0.002 (detail)",
      (r: DialectFigures) => minRatio(r),
    ],
    [
      "the same pages rendered without any cache (a signed-in buyer), 8 connections",
      ">= 10x",
      ">= 20x",
      "home 60, offers 84, detail 38, search 52, /trial-tyres 145 req/s",
      minFactor,
    ],
    [
      "the buying pages for a visitor (/buy-now at the spec's estimate and under CIF, /quote empty and with 2 sizes), 32 connections: req/s",
      "no slower than before (decision 241)",
      "-",
      "-",
      buyingCell,
    ],
    [`search page at ${fixed(run.count)} tyres, 1,000 distinct queries, 32 connections: p99`, "<= 50 ms", "<= 20 ms", "1.95 s", atScaleCell("search page")],
    [`/api/tyres?q= at ${fixed(run.count)} tyres, same mix: p99`, "<= 50 ms", "<= 20 ms", "1.0 s", atScaleCell("/api/tyres?q=")],
    [
      `/api/suggest at ${fixed(run.count)} tyres, 1,000 distinct prefixes: p99`,
      "<= 20 ms",
      "<= 10 ms",
      "62 ms (one query, no load)",
      atScaleCell("/api/suggest"),
    ],
    [
      `import of ${fixed(run.count)} tyres (CLI, wall clock)`,
      "<= 20 s",
      "<= 10 s",
      "8.6 s SQLite, 9.3 s PostgreSQL",
      (r: DialectFigures) => `${fixed(r.importSeconds, 1)} s`,
    ],
    ["re-import of the same file", "<= 20 s", "<= 10 s", "19 s SQLite, 37 s PostgreSQL", (r: DialectFigures) => `${fixed(r.reimportSeconds, 1)} s`],
    [
      `server RSS at ${fixed(run.count)} tyres after every page type and /tyre_data.json`,
      "<= 300 MB",
      "<= 200 MB",
      "458-872 MB",
      (r: DialectFigures) =>
        `${fixed(r.memory.perProcessMaxMb)} MB per process (${r.memory.processes} processes, ${fixed(r.memory.totalMb)} MB in all)` +
        (r.memoryAfterLoad ? `; right after the load runs ${fixed(r.memoryAfterLoad.perProcessMaxMb)} MB per process` : ""),
    ],
  ] as const;
  const lines = [
    `Measured by \`npm run bench:http\` (scripts/bench-http.ts) on ${machine()}.`,
    `Production build, ${run.processes} server processes (WEB_CONCURRENCY), wrk on loopback for ${run.seconds} s per row, brotli accepted; nginx serves the very bytes our server sent, in the same run. Each database is a fresh throw-away one.`,
    "",
    "## Targets",
    "",
    ...(before.length
      ? [
          `"Before" is ${run.before} measured the same way in this run: the same server processes, on the same throw-away databases, with its own render cache when it has one (a checkout without server/page-cache is measured without).`,
          "",
          "| figure | must | goal | starting figure | before, SQLite | before, PostgreSQL | SQLite | PostgreSQL |",
          "|---|---|---|---|---|---|---|---|",
          ...rows.map(
            ([figure, must, goal, starting, f]) =>
              `| ${figure} | ${must} | ${goal} | ${starting} | ${beforeCell("sqlite", f)} | ${beforeCell("postgres", f)} | ${cell("sqlite", f)} | ${cell("postgres", f)} |`,
          ),
        ]
      : [
          "| figure | must | goal | starting figure | SQLite | PostgreSQL |",
          "|---|---|---|---|---|---|",
          ...rows.map(([figure, must, goal, starting, f]) => `| ${figure} | ${must} | ${goal} | ${starting} | ${cell("sqlite", f)} | ${cell("postgres", f)} |`),
        ]),
    ...floorLines(results, run),
  ];
  const detail = (r: DialectFigures, label: string) => {
    lines.push(
      "",
      `## ${label}: ${r.dialect === "sqlite" ? "SQLite" : "PostgreSQL"}`,
      "",
      "Anonymous pages, 32 connections:",
      "",
      "| page | path | req/s | p99 | nginx req/s | ratio |",
      "|---|---|---|---|---|---|",
    );
    for (const f of r.anonymous)
      lines.push(
        `| ${f.page} | \`${f.path}\` | ${fixed(f.ours.requestsPerSecond)} | ${fixed(f.ours.p99Ms, 1)} ms | ${fixed(f.nginx?.requestsPerSecond ?? Number.NaN)} | ${fixed(ratio(f), 2)} |`,
      );
    lines.push(
      "",
      `Buying pages for a visitor (no session), 32 connections, as a browser asks (gzip or brotli); the basket is the visitor's cookie; a page rendered each time is measured after ${WARM_UP_SECONDS} s of the same load:`,
      "",
      ...buyingTable(r),
    );
    const served = r.signedIn.every((f) => f.baseline);
    lines.push(
      "",
      `Signed-in buyer (rendered every time), 8 connections, each page measured after ${WARM_UP_SECONDS} s of the same load` +
        (served
          ? `; "before" is ${run.baseline} (the shop before the performance work, one process) served in this run, each page right after ours:`
          : `; "before" is the starting figure, measured on another day (the baseline checkout could not be made):`),
      "",
      "| page | req/s | p99 | before | before p99 | factor | starting figure |",
      "|---|---|---|---|---|---|---|",
    );
    for (const f of r.signedIn) {
      lines.push(
        `| ${f.page} | ${fixed(f.ours.requestsPerSecond)} | ${fixed(f.ours.p99Ms, 1)} ms | ${fixed(f.baseline?.requestsPerSecond ?? SIGNED_IN_BEFORE[f.page] ?? Number.NaN)} | ${f.baseline ? `${fixed(f.baseline.p99Ms, 1)} ms` : "n/a"} | ${fixed(signedInFactor(f), 1)}x | ${fixed(SIGNED_IN_BEFORE[f.page] ?? Number.NaN)} |`,
      );
    }
    lines.push(
      "",
      `At ${fixed(run.count)} tyres, 1,000 distinct queries round-robin, 32 connections; "cold" starts with an empty render cache, "warm" runs the same mix again right after it:`,
      "",
      "| what | render cache | req/s | p50 | p99 | errors |",
      "|---|---|---|---|---|---|",
    );
    for (const { cache, figure } of r.atScale) {
      lines.push(
        `| ${figure.page} | ${cache} | ${fixed(figure.ours.requestsPerSecond)} | ${fixed(figure.ours.p50Ms, 1)} ms | ${fixed(figure.ours.p99Ms, 1)} ms | ${figure.ours.errors} |`,
      );
    }
  };
  if (run.lighthouse)
    lines.push(
      "",
      "## Lighthouse and page weight",
      "",
      "`npm run lighthouse -- --runs 2`, production build on SQLite, Debian Chromium, mobile preset:",
      "",
      run.lighthouse,
    );
  for (const r of results) detail(r, "This commit");
  for (const r of before) detail(r, "Before");
  const text = lines.join("\n") + "\n";
  const file = join(REPO_ROOT, "docs/performance.md");
  writeFileSync(file, withGeneratedPart(existsSync(file) ? readFileSync(file, "utf8") : null, text));
  return text;
}
