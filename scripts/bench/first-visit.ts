// `npx tsx scripts/bench/first-visit.ts [--before DIR] [--runs N] [PATH ...]`: the bytes a first
// visit to each page transfers (Chromium, Lighthouse's mobile screen, empty cache, headers
// included: scripts/support/first-visit-bytes.ts), for this checkout's build and, with --before,
// an older built checkout served beside it in the same run (each on a fresh SQLite database
// with the sample catalogue). Public pages are measured as the render cache serves them (asked
// until it answers), as a visitor after the first finds them. Prints each page's median total
// and the files that differ. Both checkouts must be built (`npm run build`).
// `--languages fr,es,pt,ar [PATH ...]` instead measures each page (by default every page type a
// buyer sees) in English and in each language, and prints a table of the translated pages' extra
// bytes, with the files that differ for any page over the 3 KiB a translation may add (decision 294).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { startAppProcess, type AppProcess } from "../support/app-process";
import { launchBrowser } from "../support/browser";
import { freshVisitBytes, type FirstVisit } from "../support/first-visit-bytes";
import { findDetailPath } from "../support/lighthouse-audit";
import { REPO_ROOT } from "../support/repo-root";

const KIB = 1024;
const DEFAULT_PATHS = ["/quote", "/buy-now?tyre=1&quantity=120", "/buy-now?tyre=1&quantity=281", "/buy-now?tyre=1&quantity=120&terms=CIF&place=NGAPP"];

function options(argv: string[]) {
  const paths: string[] = [];
  let before: string | undefined;
  let runs = 3;
  let languages: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--before") before = resolve(argv[++i]!);
    else if (argv[i] === "--languages") languages = argv[++i]!.split(",");
    else if (argv[i] === "--runs") runs = Number(argv[++i]);
    else paths.push(argv[i]!);
  }
  return { before, runs, languages, paths };
}

interface Checkout {
  label: string;
  app: AppProcess;
  folder: string;
}

async function serve(label: string, root: string): Promise<Checkout> {
  if (!existsSync(join(root, "build/main.js"))) throw new Error(`${root} is not built: run npm run build there`);
  const folder = mkdtempSync(join(tmpdir(), "tyres-first-visit-"));
  const app = await startAppProcess(join(folder, "shop.db"), {}, root, [], { entry: "built" });
  return { label, app, folder };
}

/** Asks until the render cache answers (it keeps a page on its second miss); a private page is never kept. */
async function warm(baseUrl: string, path: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(baseUrl + path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    await response.arrayBuffer();
    // A missing page's answer (404) is measured as it comes.
    if (response.status === 404) return;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (response.headers.get("x-page-cache") === "hit" || /private|no-store/.test(response.headers.get("cache-control") ?? "")) return;
  }
  // Measured as it comes: a page the render cache does not keep is rendered afresh for every visitor.
  console.error(`${path} never came from the render cache: measured as rendered`);
}

/** A file's name without its build hash, so the same chunk of two builds lines up. */
const fileName = (url: string, baseUrl: string) => url.replace(baseUrl, "").replace(/-[\w-]{8}(\.\w+)$/, "$1");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(browser: Browser, checkout: Checkout, path: string, runs: number): Promise<{ total: number; files: Map<string, number> }> {
  const visits: FirstVisit[] = [];
  for (let run = 0; run < runs; run++) {
    const visit = await freshVisitBytes(browser, checkout.app.baseUrl + path);
    if (visit.failed.length) throw new Error(`${checkout.label} ${path}: ${visit.failed.join(", ")}`);
    visits.push(visit);
  }
  const total = median(visits.map((v) => v.total));
  const chosen = visits.find((v) => v.total === total)!;
  return { total, files: new Map(chosen.requests.map((r) => [fileName(r.url, checkout.app.baseUrl), r.bytes])) };
}

/** Each language's extra bytes over English, page by page, as a markdown table. */
async function compareLanguages(browser: Browser, checkout: Checkout, languages: string[], paths: string[]): Promise<void> {
  const named = paths.length ? paths.map((path) => [path, path] as const) : Object.entries(await buyerPages(checkout.app.baseUrl));
  const rows: string[] = [];
  const over: string[] = [];
  for (const [name, path] of named) {
    const inLanguage = (language: string) => (language === "en" ? path : path === "/" ? `/${language}` : `/${language}${path}`);
    const figures = new Map<string, Awaited<ReturnType<typeof measure>>>();
    for (const language of ["en", ...languages]) {
      await warm(checkout.app.baseUrl, inLanguage(language));
      figures.set(language, await measure(browser, checkout, inLanguage(language), runs));
    }
    const english = figures.get("en")!;
    const cells = languages.map((language) => {
      const extra = figures.get(language)!.total - english.total;
      if (extra > TRANSLATED_PAGE_EXTRA) {
        const files = figures.get(language)!.files;
        const byName = (map: Map<string, number>) =>
          new Map([...map].map(([file, bytes]) => [file.replace(new RegExp(`^/${language}(?=/|$|\\?)`), "") || "/", bytes]));
        const [before, after] = [byName(english.files), byName(files)];
        const differing = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
        over.push(`${name} in ${language}: ${differing.map((file) => `${file} ${before.get(file) ?? "-"} -> ${after.get(file) ?? "-"}`).join(", ")}`);
      }
      return `${extra >= 0 ? "+" : ""}${(extra / KIB).toFixed(2)}${extra > TRANSLATED_PAGE_EXTRA ? " **over**" : ""}`;
    });
    rows.push(`| ${name} | ${(english.total / KIB).toFixed(1)} | ${cells.join(" | ")} |`);
    console.error(rows.at(-1));
  }
  console.log(`\nFirst visit, KiB: English's total and each language's extra (limit +3.00), ${runs} run(s) each, ${new Date().toISOString()}\n`);
  console.log(`| page | en | ${languages.join(" | ")} |`);
  console.log(`|---|---|${languages.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(row);
  if (over.length) console.log(`\nOver the limit, the files that differ (bytes, English -> language):\n${over.join("\n")}`);
}

const TRANSLATED_PAGE_EXTRA = 3 * KIB;

/** Every page type a buyer sees, on the sample catalogue, by name. */
async function buyerPages(baseUrl: string): Promise<Record<string, string>> {
  return {
    home: "/",
    offers: "/summer-offers?vehicleType=truck",
    season: "/tyres/summer",
    "size finder": "/tyres/size",
    "size page": "/tyres/size/315-80r22.5",
    search: "/search?q=michelin",
    detail: await findDetailPath(baseUrl),
    compare: "/compare?tyres=1,2",
    "buy-now": "/buy-now?tyre=1&quantity=120",
    quote: "/quote",
    "bulk pricing": "/bulk-pricing",
    "trial tyres": "/trial-tyres",
    login: "/login",
    register: "/register",
    "forgot password": "/forgot-password",
    contact: "/contact-us",
    terms: "/terms-of-service",
    privacy: "/privacy-policy",
    returns: "/return-policy",
    "404": "/no-such-page",
  };
}

const { before, runs, languages, paths } = options(process.argv.slice(2));
const checkouts: Checkout[] = [];
let browser: Browser | undefined;
try {
  if (before) checkouts.push(await serve("before", before));
  checkouts.push(await serve("this", REPO_ROOT));
  browser = await launchBrowser();
  if (languages.length) await compareLanguages(browser, checkouts.at(-1)!, languages, paths);
  for (const path of languages.length ? [] : paths.length ? paths : DEFAULT_PATHS) {
    for (const checkout of checkouts) await warm(checkout.app.baseUrl, path);
    const figures = [];
    for (const checkout of checkouts) figures.push(await measure(browser, checkout, path, runs));
    const totals = figures.map((f, i) => `${checkouts[i]!.label} ${(f.total / KIB).toFixed(1)} KiB`).join(", ");
    const change =
      figures.length === 2 ? ` (${figures[1]!.total >= figures[0]!.total ? "+" : ""}${((figures[1]!.total - figures[0]!.total) / KIB).toFixed(2)} KiB)` : "";
    console.log(`\n${path}: ${totals}${change}`);
    const names = [...new Set(figures.flatMap((f) => [...f.files.keys()]))];
    for (const name of names) {
      const bytes = figures.map((f) => f.files.get(name));
      if (figures.length === 2 && bytes[0] === bytes[1]) continue;
      console.log(`  ${bytes.map((b) => (b === undefined ? "-" : (b / KIB).toFixed(2)).padStart(7)).join(" ")}  ${name}`);
    }
  }
} finally {
  await browser?.close();
  for (const checkout of checkouts) {
    await checkout.app.stop();
    rmSync(checkout.folder, { recursive: true, force: true });
  }
}
