// The page-weight guards (decision 063): a first visit to each page type transfers at most
// 150 KiB, compressed, counting every request the page makes; and each route's JavaScript and CSS,
// as the build ships them compressed, stays within a budget set just above today's size.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { firstVisitBytes, MOBILE_SCREEN, type FirstVisit } from "../../scripts/support/first-visit-bytes";
import { pathInLanguage } from "../../app/i18n/languages";
import { REPO_ROOT } from "../support/fixtures";
import { getRaw } from "../../scripts/support/raw-http";
import { keptBrotli } from "../support/kept-brotli";
import { findDetailPath } from "../../scripts/support/lighthouse-audit";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const KIB = 1024;
/** Bytes a first visit transfers on any page (must; the goal is 120 KiB). */
const FIRST_VISIT_LIMIT = 150 * KIB;
/** What a first visit to a translated page may transfer beyond the English page's (must). */
const TRANSLATED_PAGE_EXTRA = 3 * KIB;

/**
 * Compressed JavaScript + CSS per route (brotli files of the build, manifest included), in KiB:
 * today's figure rounded up, plus 2 KiB. A change that adds more must say why here.
 */
const ROUTE_BUDGETS_KIB: Record<string, number> = {
  // Measured 2026-11-22: home 117.2, offers 117.6, detail 119.6, search 115.5, buy-now 119.1,
  // compare 116.0, login 119.9 (of which React DOM 55 and React Router 40).
  // Measured 2026-11-24 after issues 13 and 14's first screens: home 121.5, offers 120.7, detail
  // 123.0, search 118.4, buy-now 121.3, compare 118.1, login 122.3. Every page carries 0.65 KiB
  // more: the route manifest names the new pages (quote, account inquiries, size pages, price
  // lists) and the stylesheet holds their classes; home adds the size finder (2.2 KiB), the
  // lists their shared 'Add to quote' form and the price-list link. The first visit stays under
  // 150 KiB (below), now that the build's files carry no document headers.
  // Telling tyres apart (decision 155), 2026-11-24, this sum over its build beside a build of its base
  // commit: compare 121.2 (from 118.5): 'Contact to Buy' in every column brings the inquiry
  // trigger the lists already load (1.1 KiB), the metric figures and the season badge 0.6 KiB,
  // 'Prices exclude VAT.' 0.5 KiB with the chunk it shares; the stylesheet 0.3 KiB on every page.
  // The detail page's specification rows are now worked out in its loader (122.8, from 123.0).
  // Facets and sorting on search results (decision 160), 2026-11-24: search 122.7 (from 118.4). The
  // facet panel and the sort are the size pages' (one chunk, faceted-tyre-list, shared), the
  // season badge on every result and 'Prices exclude VAT.' come with the result list.
  // The buyer's company and the inquiry dialog's price (decisions 255, 257), 2026-11-29, this sum over
  // its build (not beside a build of its base): home 124.17, offers 123.92, detail 126.15, search
  // 124.01, each just over its budget before. The route manifest names four more routes
  // (/account/company, its join link and .json, /inquiry-price.json) and the account menu's
  // 'My company'; the dialog's own additions load with the dialog.
  // The storefront's own route manifest (decision 304), 2026-11-27, this sum over its build: every
  // page 0.69 KiB less (the manifest 1.73 KiB compressed, from 2.42: no back-office route and no
  // download). Home 124.17, offers 123.99, detail 126.38, search 124.00, buy-now 124.37, quote
  // 121.28, compare 122.80, login 126.64; each budget is the figure rounded up to the next half KiB.
  // The languages' shell (decisions 294-296), 2026-11-27, this sum over the merge's build: home 125.81,
  // offers 125.75, detail 127.37, search 125.76, buy-now 126.12, quote 123.01, compare 124.55, login
  // 128.34: the shell chunk 1.7 KiB more (9.2 to 10.9 KiB compressed): the English shell words the
  // browser keeps for a page whose root loader failed (0.6 KiB), the language list, the switcher, the
  // hreflang links and the suggestion's opener. Raised, each to the next half KiB, by the lead, not a
  // helper: next, the shell's English words from the root loader as the other languages' are, and
  // the opener of the suggestion out of the shell, to win these bytes back.
  // The shell without the signed-in menu, the account notices' code and the error page (decision
  // 326), 2026-11-28, this sum over its build: every page 1.04 KiB less (the shell 11,119 to 10,058
  // bytes compressed); home 124.82, offers 125.20, detail 126.19, search 125.34, buy-now 126.76,
  // quote 118.44, compare 120.78, login 127.57.
  "routes/home": 126,
  // The stock pages (decisions 245-249), 2026-11-27: summer-offers 123.22 and login 126.40 on the
  // branch's build (its base commit was not built beside it: the lead's merge check re-measures).
  // Every page carries the route manifest naming /admin/stock and /admin/stock/tyres/:id and the
  // stylesheet holding the stock pages' and the basket's load-readiness classes.
  // The merge of decisions 240-257, 2026-11-27: summer-offers 124.22 (the route manifest naming the
  // stock, order and company pages); quote 123.60 (from 122.23): the basket's load readiness (decision
  // 249) and the "keep these details for my company" field (decision 255) come with the page.
  "summer-offers": 126.5,
  // The freight pages and the terms (decisions 208-210), 2026-11-26: detail 125.07 (from 124.78): the
  // route manifest names /admin/freight (0.09), the stylesheet the terms chooser's classes (0.08),
  // and the small shared chunks merged differently (0.1).
  "routes/tyre-detail": 127.5,
  // Every page's own words by area (decision 294), 2026-11-27, this sum over the merge's build: home
  // 125.9, offers 126.0, detail 127.4, search 126.12, buy-now 127.29, quote 123.59, compare 124.6,
  // login 128.84. The ways on from a missing page left the shell for their own chunk (-0.7 KiB on
  // every page); the shell gained the page messages' context, the speed symbols and the season,
  // vehicle and pattern names every list and tyre page reads (pinned there: left to the small-chunk
  // merge they rode in the tyre page's chunk or with the form checks, +1 to +7 KiB on the lists).
  // Buy-now and the dialog keep their English words in the script (their areas are not sent again
  // on an English page: catalogues.server.ts). Raised, each to the next half KiB, by the lead.
  "routes/search": 126.5,
  // One pricing engine and the shipping terms (decisions 209, 210, 214), this sum over its build
  // beside a build of the commit before them: buy-now 124.4 (from 123.0), quote 123.4 (from
  // 120.9). The loader prices each quantity, so the engine stays on the server; the terms chooser
  // and the seller's ports load when the buyer opens it. What is left is the breakdown's freight,
  // insurance and duties rows and their words, and the chooser's opener.
  // Both pages' breakdown and hints worded by their loaders, and the small chunks they share pinned
  // (decision 240), 2026-11-27, this sum over its build beside a build of the commit before: buy-now
  // 124.54 (from 125.17), quote 122.23 (from 124.49); other pages within 0.06 of before.
  // /quote's request form loaded for a signed-in buyer only, /buy-now's container texts from its
  // loader (decision 258), 2026-11-27, this sum beside a build of the commit before: quote 121.55
  // (from 123.63), buy-now 124.78 (from 124.98); other pages 0.04-0.07 less.
  // The merge of decisions 258-291, 2026-11-27, this sum over its build: buy-now 125.06, detail
  // 127.07, login 127.33, each just over its budget. The route manifest names eight more routes
  // (sellers' second factor, the exchange rates and the currency chooser, the order's steps and
  // documents): 2.81 KiB compressed on every page, 0.64 KiB more than on 2e7f20f. Next: keep the
  // back office's routes out of the storefront's manifest instead of raising budgets again.
  // The merge of decisions 311-316, 2026-11-27, this sum over its build: buy-now 127.76. The shell
  // holds the compare tray's words (+0.11 KiB on every page) and the inquiry button's chunk the loader
  // of the dialog's words in the page's language (+0.25), which take 1.2 KiB of words out of every
  // translated list, tyre and buy-now document (decision 313). Raised to the next half KiB by the lead.
  // Figures in the page's language (decision 317), 2026-11-27, this sum beside a build of the commit
  // before: buy-now 127.78 (from 127.87), quote 123.67 (from 123.78), other pages 0.08-0.75 less.
  // The isolated text rides with the buying basics instead of the lists' chunk (+0.65 on both
  // pages where it was), and the speed symbols leave the shell for the lists' chunk (vite.config.ts).
  // /quote's words and /buy-now's card price from the loaders (decision 323), the same sum beside a
  // build of the commit before: quote 123.59 (from 123.68), buy-now 127.79 (127.78), home 125.88 (125.85).
  "routes/buy-now": 128,
  "routes/quote": 124,
  // The not-found page's ways on (decision 221), 2026-11-26, this sum over its build beside a build of
  // its base commit: every page 0.38 KiB more in the shell (the root error page's size box and links,
  // which must be there before the error shows; the two-row phone header); compare 123.11 (from 122.60).
  // Rendering them from the not-found route instead moved shared chunks of every list page (+1.5 KiB).
  "routes/compare": 125,
  // Login 125.61 on the merge of decisions 214-231 (from 124.24): the shell's 0.42 above, the route
  // manifest naming the new pages (0.09), and a small shared chunk of the not-found route's that the
  // form code was merged with differently.
  "routes/login": 129,
};

/**
 * Loaded only when wanted: the toast library and the inquiry dialog (decision 061), the header's
 * suggestions when the search box is first used (decision 325), the signed-in menu, the error page
 * and the account notices (decision 326). No route may load them with the page.
 */
const LAZY_CHUNKS = ["sonner-toaster", "inquiry-dialog", "header-search-suggestions", "user-menu", "root-error-page", "flash-notices"];

interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[]; css?: string[] }>;
}

const clientDir = resolve(REPO_ROOT, process.env.BUILD_DIR ?? "build", "client");

interface Build {
  manifest: RouteManifest;
  /** Files every page loads beside its routes: the route manifest and the stylesheet root links (app.css). */
  everyPage: string[];
}

/** The storefront's route manifest, which every budgeted page ships (decision 304). */
function readBuild(): Build {
  const names = readdirSync(resolve(clientDir, "assets"));
  const manifestName = names.find((f) => /^manifest-storefront-\w+\.js$/.test(f));
  const stylesheet = names.find((f) => /^app-[\w-]+\.css$/.test(f));
  if (!manifestName || !stylesheet) throw new Error(`no route manifest or app stylesheet in ${clientDir}/assets`);
  const source = readFileSync(resolve(clientDir, "assets", manifestName), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as RouteManifest;
  return { manifest, everyPage: [`/assets/${manifestName}`, `/assets/${stylesheet}`] };
}

/** Every script and stylesheet a first visit to the route loads: the entry, what every page loads, and each route from root down. */
function routeFiles({ manifest, everyPage }: Build, routeId: string): string[] {
  const chain = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
  if (!chain.length) throw new Error(`no route ${routeId} in the manifest`);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...everyPage]);
  for (const route of chain) for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
  return [...files];
}

/** The bytes a browser receives for a built file: its brotli twin, or the file itself when too small to compress. */
function shippedBytes(file: string): number {
  const path = resolve(clientDir, `.${file}`);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

describe("route JavaScript and CSS budgets (build manifest)", () => {
  const build = readBuild();

  it("ships React Router's production build to the browser, without its development warnings (decision 327)", () => {
    const routerFile = readdirSync(resolve(clientDir, "assets")).find((name) => /^react-router-[\w-]+\.js$/.test(name));
    expect(routerFile).toBeDefined();
    const router = readFileSync(resolve(clientDir, "assets", routerFile!), "utf8");
    // Still React Router (its hydration entry), without a warning its development build prints.
    expect(router).toContain("ssrInfo unavailable for HydratedRouter");
    expect(router).not.toContain("No routes matched location");
  });

  it.each(Object.entries(ROUTE_BUDGETS_KIB))("%s stays within %i KiB compressed, without the chunks loaded only when wanted", (routeId, budget) => {
    const files = routeFiles(build, routeId);
    const bytes = files.reduce((sum, f) => sum + shippedBytes(f), 0);
    expect(files.filter((f) => LAZY_CHUNKS.some((lazy) => f.startsWith(`/assets/${lazy}-`)))).toEqual([]);
    expect(bytes / KIB, files.join(" ")).toBeLessThanOrEqual(budget);
  });
});

describe.each(TEST_DIALECTS)("first-visit page weight in Chromium (mobile, empty cache) on %s", (dialect) => {
  // What a buyer's browser transfers: the full browser's requests (the headless shell fetched more).
  // Kept pages refined as soon as they are served again: at the default 5% of a core, the Arabic test
  // below waited 2 minutes of a busy suite for its 28 pages' turns.
  const storefront = useStorefront(dialect, { browser: "full", env: { PAGE_CACHE_REFINE_SHARE: "1" } });
  // A first visit in a browser of its own: a page an earlier test used (decision 318) keeps what
  // a wipe leaves, such as the renderer's own memory of the scripts it ran.
  /** A first visit's bytes in a context of its own, closed afterwards: a page left open keeps using CPU. */
  const freshVisit = async (url: string) => {
    const context = await storefront.newContext(MOBILE_SCREEN);
    try {
      return await firstVisitBytes(await context.newPage(), url);
    } finally {
      await context.close();
    }
  };

  const pagePath = async (name: string): Promise<string> => {
    const [first, second] = await storefront.database.db.selectFrom("tyre").select("id").orderBy("id").limit(2).execute();
    const paths: Record<string, () => string | Promise<string>> = {
      home: () => "/",
      offers: () => "/summer-offers?vehicleType=truck",
      detail: () => findDetailPath(storefront.app.baseUrl),
      search: () => "/search?q=michelin",
      "buy-now": () => `/buy-now?tyre=${first!.id}&quantity=120`,
      compare: () => `/compare?tyres=${first!.id},${second!.id}`,
      login: () => "/login",
    };
    return paths[name]!();
  };

  it.each(["home", "offers", "detail", "search", "buy-now", "compare", "login"])("%s transfers at most 150 KiB compressed", async (name) => {
    const path = await pagePath(name);
    const visit = await freshVisit(storefront.app.baseUrl + path);
    const list = visit.requests.map((r) => `${(r.bytes / KIB).toFixed(1)} ${r.url.replace(storefront.app.baseUrl, "")}`).join("\n");
    expect(visit.failed).toEqual([]);
    expect(visit.total, `${path} transferred ${(visit.total / KIB).toFixed(1)} KiB:\n${list}`).toBeLessThanOrEqual(FIRST_VISIT_LIMIT);
  });

  // A translated page carries its own words instead of English's (decisions 294, 313): a first visit
  // to each page type a buyer sees, in Arabic, transfers within 3 KiB of the same page in English.
  // Arabic is measured because it is the heaviest of the four on every page type
  // (`npx tsx scripts/bench/first-visit.ts --languages fr,es,pt,ar`); the bytes do not depend on
  // the database, so once, on SQLite.
  if (dialect === "sqlite")
    // 28 first visits, each in a browser context of its own, and the wait for each page's refined body:
    // longer than the suite's two minutes on a busy machine.
    it("every page type in Arabic transfers within 3 KiB of the same page in English", { timeout: 600_000 }, async () => {
      const detail = await findDetailPath(storefront.app.baseUrl);
      const [first, second] = await storefront.database.db.selectFrom("tyre").select("id").orderBy("id").limit(2).execute();
      const pages: Record<string, string> = {
        home: "/",
        offers: "/summer-offers?vehicleType=truck",
        season: "/tyres/summer",
        "size page": "/tyres/size/315-80r22.5",
        search: "/search?q=michelin",
        detail,
        compare: `/compare?tyres=${first!.id},${second!.id}`,
        "buy-now": `/buy-now?tyre=${first!.id}&quantity=120`,
        quote: "/quote",
        login: "/login",
        register: "/register",
        contact: "/contact-us",
        legal: "/terms-of-service",
        "not found": "/no-such-page",
      };
      storefront.expectErrors(/status of 404/);
      const over: string[] = [];
      for (const [name, path] of Object.entries(pages)) {
        const arabic = pathInLanguage("ar", path);
        for (const each of [path, arabic]) await fromTheRenderCache(storefront.app.baseUrl + each);
        const english = await freshVisit(storefront.app.baseUrl + path);
        const translated = await freshVisit(storefront.app.baseUrl + arabic);
        expect([...english.failed, ...translated.failed], name).toEqual([]);
        if (translated.total - english.total > TRANSLATED_PAGE_EXTRA) over.push(`${name}: ${differingRequests(english, translated, "/ar")}`);
      }
      expect(over, "pages over the limit, with the requests whose bytes differ").toEqual([]);
    });

  it("serves the build's files public and immutable, with nosniff and none of a document's headers, to visitors and signed-in buyers alike", async () => {
    const { manifest } = readBuild();
    const script = manifest.entry.module;
    for (const cookie of [undefined, "tyres.session_token=any"]) {
      const answer = await fetch(storefront.app.baseUrl + script, { headers: cookie ? { cookie } : {} });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      for (const documentOnly of [
        "content-security-policy",
        "x-frame-options",
        "permissions-policy",
        "cross-origin-opener-policy",
        "referrer-policy",
        "x-request-id",
      ]) {
        expect(answer.headers.get(documentOnly), documentOnly).toBeNull();
      }
    }
  });
});

/**
 * Asks until the render cache answers, as a visitor after the first finds a public page (a fresh
 * answer is gzipped, a kept one brotli); a page the cache does not serve says nothing of it (no
 * x-page-cache) and is measured as rendered.
 */
async function fromTheRenderCache(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const answer = await getRaw(url, { "Accept-Encoding": "br" });
    if (answer.headers["x-page-cache"] === undefined || answer.status !== 200) return;
    if (answer.headers["x-page-cache"] === "hit") return await refined(url);
  }
  throw new Error(`${url} never came from the render cache`);
}

/**
 * Until the render cache answers the page with brotli's smallest body, as it does a page served
 * again (decision 330): a page kept moments ago still has its first, faster compression, and a
 * refinement waits its turn after the last one, so without this the two languages of a page could
 * be measured one refined and one not (3.3 KiB apart on /buy-now, more than the limit). This
 * file's server refines at once (PAGE_CACHE_REFINE_SHARE), so the wait is the compressing alone.
 * Each answer is held to its own page's smallest body: a page asked for while it was being kept
 * can be kept twice, and each rendering carries its own nonce, a few bytes apart once compressed.
 */
async function refined(url: string): Promise<void> {
  const finestBytes = new Map<string, number>();
  // Each look asks for the page again, which is what starts its refinement.
  const overFinest = async () => {
    let over = 0;
    for (let i = 0; i < 4; i++) {
      const { body } = await getRaw(url, { "Accept-Encoding": "br" });
      const page = brotliDecompressSync(body);
      const key = createHash("sha1").update(page).digest("hex");
      if (!finestBytes.has(key)) finestBytes.set(key, keptBrotli(page, 11).length);
      over = Math.max(over, body.length - finestBytes.get(key)!);
    }
    return over;
  };
  await expect.poll(overFinest, { timeout: 50_000, message: `${url}: bytes over brotli's smallest body` }).toBeLessThanOrEqual(0);
}

/** The requests whose bytes differ between two visits, named without the language's prefix, so a failure says where the bytes went. */
function differingRequests(english: FirstVisit, translated: FirstVisit, prefix: string): string {
  const bytesOf = (visit: FirstVisit) =>
    new Map(visit.requests.map((r) => [new URL(r.url).pathname.replace(new RegExp(`^${prefix}(?=/|$)`), "") || "/", r.bytes]));
  const [before, after] = [bytesOf(english), bytesOf(translated)];
  const differing = [...new Set([...before.keys(), ...after.keys()])].filter((url) => before.get(url) !== after.get(url));
  return `${translated.total} bytes, English ${english.total}: ${differing.map((url) => `${url} ${before.get(url) ?? "-"} -> ${after.get(url) ?? "-"}`).join(", ")}`;
}
