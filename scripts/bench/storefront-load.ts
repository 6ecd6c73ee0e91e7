// The measurements of one running storefront: anonymous pages beside nginx, signed-in pages,
// search and suggestions at catalogue scale, and the server processes' memory.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AppProcess } from "../support/app-process";
import { getRaw } from "../support/raw-http";
import { startNginx } from "./nginx";
import { runWrk, type WrkResult } from "./wrk";

export interface LoadSettings {
  workDir: string;
  seconds: number;
  nginxPort: number;
  /** A built checkout of the shop before the performance work (scripts/bench/baseline.ts), if one could be made. */
  baselineRoot?: string | null;
}

export interface PageFigure {
  page: string;
  path: string;
  ours: WrkResult;
  nginx?: WrkResult;
  /** The same page from the baseline checkout (scripts/bench/baseline.ts), in the same run. */
  baseline?: WrkResult;
  /** How the page was served: from the render cache, or rendered for each request. */
  served?: "render cache" | "rendered";
}

const BROTLI = { "Accept-Encoding": "br" };
/** What Chromium sends: fresh answers come gzipped, kept pages brotli (server/fresh-compression.ts). */
export const BROWSER_ENCODINGS = { "Accept-Encoding": "gzip, deflate, br, zstd" };

/** Fetches until the render cache answers, so the run measures the cache and not the first render. */
async function warm(baseUrl: string, path: string, cached: boolean): Promise<Buffer> {
  for (let i = 0; i < 50; i++) {
    const response = await getRaw(baseUrl + path, BROTLI);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (response.headers["content-encoding"] !== "br") throw new Error(`${path} did not come brotli-compressed`);
    if (!cached || response.headers["x-page-cache"] === "hit") return response.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} never came from the render cache`);
}

/** Anonymous GETs at 32 connections, each beside nginx serving the very same (brotli) bytes. */
export async function measureAnonymousPages(app: AppProcess, pages: Record<string, string>, settings: LoadSettings, cached = true): Promise<PageFigure[]> {
  const files: Record<string, Buffer> = {};
  for (const [page, path] of Object.entries(pages)) files[`${page}.html`] = await warm(app.baseUrl, path, cached);
  const figures: PageFigure[] = [];
  for (const [page, path] of Object.entries(pages)) {
    figures.push({
      page,
      path,
      ours: await runWrk({ baseUrl: app.baseUrl, paths: [path], connections: 32, seconds: settings.seconds, headers: BROTLI, workDir: settings.workDir }),
    });
  }
  const nginx = await startNginx(settings.workDir, settings.nginxPort, files);
  try {
    for (const figure of figures) {
      figure.nginx = await runWrk({
        baseUrl: nginx.baseUrl,
        paths: [`/${figure.page}.html`],
        connections: 32,
        seconds: settings.seconds,
        headers: BROTLI,
        workDir: settings.workDir,
      });
    }
  } finally {
    await nginx.stop();
  }
  return figures;
}

/** A buying page as a visitor asks for it: its path and, for /quote, the visitor's basket cookie. */
export interface BuyingPage {
  page: string;
  path: string;
  /** Public: the render cache keeps it for every visitor. */
  kept: boolean;
  cookie?: string;
}

/**
 * The pages one load is priced on (decisions 207, 214): /buy-now at the spec's estimate and under
 * CIF to a listed port (public: the choice is in the URL, so the render cache keeps one page per
 * choice), and /quote for a visitor, empty and with two sizes in the basket cookie (private:
 * rendered for each request). Tyres 1 and 2 of the sample catalogue, at the quantity decision 209
 * reads the containers by size with.
 */
export const BUYING_PAGES: BuyingPage[] = [
  { page: "buy-now", path: "/buy-now?tyre=1&quantity=260", kept: true },
  { page: "buy-now CIF", path: "/buy-now?tyre=1&quantity=260&terms=CIF&place=NGAPP", kept: true },
  { page: "quote, empty", path: "/quote", kept: false },
  { page: "quote, 2 sizes", path: "/quote", kept: false, cookie: "quote_basket=1-260.2-120" },
];

/**
 * Each buying page for a visitor at 32 connections, as a browser asks (gzip or brotli). When
 * `cached`, a public page must come from the render cache after a few asks (each process keeps
 * it on its second miss), term and place in the URL included; a private one never may.
 */
export async function measureBuyingPages(app: AppProcess, pages: BuyingPage[], settings: LoadSettings, cached = true): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  for (const { page, path, kept, cookie } of pages) {
    const headers = { ...BROWSER_ENCODINGS, ...(cookie && { Cookie: cookie }) };
    let served: PageFigure["served"] = "rendered";
    // Each server process keeps a page on its own second miss: ask until one answers from the cache.
    for (let i = 0; i < 8 && served === "rendered"; i++) {
      const response = await getRaw(app.baseUrl + path, headers);
      if (response.status !== 200) throw new Error(`${page} (${path}) answered ${response.status}`);
      if (response.headers["x-page-cache"] === "hit") served = "render cache";
    }
    if (cached && kept && served !== "render cache") throw new Error(`${path} never came from the render cache`);
    if (!kept && served === "render cache") throw new Error(`${page} (${path}) came from the render cache: it is a visitor's own`);
    const load = { baseUrl: app.baseUrl, paths: [path], connections: 32, headers, workDir: settings.workDir };
    // A page rendered each time runs as on a server that has been up (as the signed-in pages do).
    if (served === "rendered") await runWrk({ ...load, seconds: WARM_UP_SECONDS });
    const ours = await runWrk({ ...load, seconds: settings.seconds });
    figures.push({ page, path, ours, served });
  }
  return figures;
}

/** The tyre detail pages the summer truck offers link to, first one first. */
export async function detailPaths(baseUrl: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/summer-offers?vehicleType=truck`)).text();
  const hrefs = [...html.matchAll(/href="(\/tyres\/summer\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  if (hrefs.length === 0) throw new Error("no tyre detail link on the offer page");
  return [...new Set(hrefs)];
}

/** A tyre detail page's path, as the first truck on the summer offers links it. */
export async function detailPath(baseUrl: string): Promise<string> {
  return (await detailPaths(baseUrl))[0]!;
}

/** A buyer's session cookie, from a real sign-up. */
export async function signedInCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ name: "Bench Buyer", email: `bench-${Date.now()}@example.com`, password: "bench-password-1" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!response.ok || !cookie) throw new Error(`sign-up for the benchmark failed: ${response.status}`);
  return cookie;
}

/**
 * How long a page rendered for each request (a signed-in buyer's, a visitor's basket) is asked
 * before it is measured: a fresh process runs its first seconds at half speed while V8 compiles
 * the render path and sizes its heap, and a measure of that measures the warm-up, not the page.
 */
export const WARM_UP_SECONDS = 5;

/** Pages rendered for a signed-in buyer (never cached), at the connections today's figures used. */

export async function measureSignedInPages(
  app: AppProcess,
  pages: Record<string, string>,
  settings: LoadSettings,
  baseline?: AppProcess,
  connections = 8,
): Promise<PageFigure[]> {
  const cookies = new Map<AppProcess, string>();
  for (const server of baseline ? [app, baseline] : [app]) cookies.set(server, await signedInCookie(server.baseUrl));
  const measure = async (server: AppProcess, path: string) => {
    const load = {
      baseUrl: server.baseUrl,
      paths: [path],
      connections,
      headers: { ...BROWSER_ENCODINGS, Cookie: cookies.get(server)! },
      workDir: settings.workDir,
    };
    // The same load for a while first, as on a server that has been up: a fresh process runs
    // its first seconds at half speed while V8 compiles the render path and sizes its heap.
    await runWrk({ ...load, seconds: WARM_UP_SECONDS });
    return runWrk({ ...load, seconds: settings.seconds });
  };
  const figures: PageFigure[] = [];
  for (const [page, path] of Object.entries(pages)) {
    const probe = await fetch(app.baseUrl + path, { headers: { Cookie: cookies.get(app)! } });
    if (probe.headers.get("x-page-cache") === "hit") throw new Error(`${path} for a session came from the render cache`);
    // Page by page, ours and the baseline one after the other: a machine whose speed drifts
    // over minutes drifts for both.
    const ours = await measure(app, path);
    figures.push({ page, path, ours, ...(baseline && { baseline: await measure(baseline, path) }) });
  }
  return figures;
}

export async function measurePaths(app: AppProcess, label: string, paths: string[], settings: LoadSettings): Promise<PageFigure> {
  return {
    page: label,
    path: paths[0]!,
    ours: await runWrk({ baseUrl: app.baseUrl, paths, connections: 32, seconds: settings.seconds, headers: BROWSER_ENCODINGS, workDir: settings.workDir }),
  };
}

/** Resident memory (MB) of the server's processes: the primary and its workers. */
export function serverMemory(app: AppProcess): { perProcessMaxMb: number; totalMb: number; processes: number } {
  const primary = app.child.pid!;
  let children: number[] = [];
  try {
    children = execFileSync("pgrep", ["-P", String(primary)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    children = [];
  }
  const rss = [primary, ...children].map((pid) => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  });
  return { perProcessMaxMb: Math.max(...rss), totalMb: rss.reduce((a, b) => a + b, 0), processes: rss.length };
}
