// useStorefront: the one setup of every browser suite. Per suite: a fresh database
// (optionally with its own catalogue, imported before the server starts so the sample is not
// loaded), the production server and Chromium. Per test: browser contexts with their own client
// address, closed or wiped after the test (a page reused, decision 318), and a check that fails the test on any console error, page error,
// failed request or Content-Security-Policy violation on the storefront's pages that the test did
// not declare with expectErrors (epic-stack's rule: a page that logs an error is broken even when
// it looks right).
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import type { DialectName } from "../../app/db/connect.server";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import { launchBrowser, launchTestBrowser, waitForHydration } from "../../scripts/support/browser";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface StorefrontOptions {
  catalogue?: unknown;
  /** The server's environment; a function is called in beforeAll, after the suite's earlier hooks (e.g. one that starts an SMTP server). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** "full" for a suite that measures what the buyers' browser does (decision 319); the headless shell otherwise. */
  browser?: "full";
}

/** Playwright's context options, plus `width` for a 900 px high window of that width. */
export type ContextOptions = NonNullable<Parameters<Browser["newContext"]>[0]> & { width?: number };

export interface Storefront {
  readonly database: TestDatabase;
  readonly app: AppProcess;
  readonly browser: Browser;
  /** A checked context (1280 × 900 unless told) with a client address of its own, so rate limits of one test never reach another. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A page in a checked context of its own: a new one, or one an earlier test of the file used and left wiped (decision 318). */
  newPage(options?: ContextOptions): Promise<Page>;
  /** Navigates to a path of the storefront and, when JavaScript runs, waits until React has hydrated (html[data-hydrated]). */
  openHydrated(page: Page, path: string): Promise<Response | null>;
  /** newPage, then openHydrated. */
  open(path: string, options?: ContextOptions): Promise<{ page: Page; response: Response | null }>;
  /** Errors this test causes on purpose (matched against the recorded text); each must occur at least once. */
  expectErrors(...patterns: RegExp[]): void;
}

let clientAddresses = 0;
const nextClientAddress = () => {
  clientAddresses++;
  return `10.1.${Math.floor(clientAddresses / 250)}.${(clientAddresses % 250) + 1}`;
};

/**
 * A page whose context a later test of the same file may use again (decision 318): a new page costs
 * Chromium a renderer process and a cold start of the page's scripts, about 2 CPU-seconds, where a
 * load into a page that already ran the shop costs about 0.7. Between tests it is wiped back to a
 * new context's state; a test that changed what a wipe cannot undo marks it spent, and it is closed.
 */
interface ReusablePage {
  readonly key: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Gives the context a new client address, as a new context gets (the method itself marks the page spent when a test calls it). */
  readonly takeNewClientAddress: () => Promise<void>;
  spent: boolean;
}

/** What a wipe cannot undo, on a page or its context: scripts run in every document, exposed functions, routes, headers, timeouts. */
const CHANGES = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setExtraHTTPHeaders",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
] as const;
const PAGE_CHANGES = [...CHANGES, "emulateMedia", "addLocatorHandler"] as const;
// A listener of the test's own on the context (the harness's are added before these are marked).
const CONTEXT_CHANGES = [
  ...CHANGES,
  "on",
  "once",
  "addListener",
  "prependListener",
  "prependOnceListener",
  "setOffline",
  "setGeolocation",
  "setHTTPCredentials",
] as const;
const CLOCK_CHANGES = ["install", "fastForward", "pauseAt", "resume", "runFor", "setFixedTime", "setSystemTime"] as const;

/** Replaces each named method of `target` with one that first marks `entry` spent. */
function markSpentOn<T extends object>(target: T, methods: readonly string[], entry: { spent: boolean }) {
  const object = target as Record<string, unknown>;
  for (const name of methods) {
    const original = object[name];
    if (typeof original !== "function") continue;
    object[name] = (...args: unknown[]) => {
      entry.spent = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Options a reused page can take on: all but a viewport's width are fixed when the context is made. */
function reuseKey({ width: _width, ...options }: ContextOptions): string | null {
  // A stored session or headers of the test's own belong to the context it was made for.
  if (options.storageState !== undefined || options.extraHTTPHeaders !== undefined) return null;
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}

export function useStorefront(dialect: DialectName, options: StorefrontOptions = {}): Storefront {
  let database: TestDatabase | undefined;
  let app: AppProcess | undefined;
  let browser: Browser | undefined;
  let contexts: Array<{ context: BrowserContext; javaScriptEnabled: boolean; reusable?: ReusablePage }> = [];
  /** Wiped pages waiting for a later test of this file, by reuseKey. */
  const idle: ReusablePage[] = [];
  let problems: string[] = [];
  let expected: RegExp[] = [];
  let closing = false;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    if (options.catalogue) {
      const summary = await importCatalogue(database.db, options.catalogue);
      if (summary.refused.length) throw new Error(`catalogue refused: ${JSON.stringify(summary.refused)}`);
    }
    // The compiled entry `npm start` runs, which the global setup builds: through tsx each server
    // compiled its sources again, about 1.5 s more per suite (decision 205).
    app = await startAppProcess(database.childUrl, typeof options.env === "function" ? options.env() : options.env, undefined, [], { entry: "built" });
    browser = options.browser === "full" ? await launchBrowser() : await launchTestBrowser();
  });
  afterAll(async () => {
    idle.length = 0;
    await browser?.close();
    await app?.stop();
    await database?.destroy();
  });

  beforeEach(() => {
    problems = [];
    expected = [];
    closing = false;
  });
  afterEach(async () => {
    closing = true;
    const seen = problems;
    const wanted = expected;
    for (const { context, reusable } of contexts) {
      if (reusable && (await wiped(reusable))) idle.push(reusable);
      else await context.close();
    }
    contexts = [];
    const unexpected = seen.filter((problem) => !wanted.some((pattern) => pattern.test(problem)));
    expect(unexpected, "console errors, page errors, failed requests or CSP violations on the storefront's pages").toEqual([]);
    for (const pattern of wanted)
      expect(
        seen.some((problem) => pattern.test(problem)),
        `the expected error ${pattern} did not occur`,
      ).toBe(true);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the storefront starts in beforeAll; use it inside tests");
    return value;
  };
  /** Only the storefront's own pages are judged (the OpenID provider's pages load things of their own). */
  const ours = (page: Page | null | undefined) => {
    const url = page?.url() ?? "about:blank";
    return url === "about:blank" || url.startsWith(started(app).baseUrl);
  };
  const record = (page: Page | null | undefined, problem: string) => {
    if (!closing && ours(page)) problems.push(problem);
  };

  /** A new context; `pooled` when newPage keeps it for later tests (it then records the context itself). */
  const newContext = async ({ width, ...contextOptions }: ContextOptions = {}, pooled = false) => {
    const context = await started(browser).newContext({
      viewport: { width: width ?? 1280, height: 900 },
      // Still pages unless a test asks for motion: the brand strip's endless scroll, the search
      // field's typing placeholder and the toasts' transitions would repaint (and re-render) on every
      // frame the whole time a page is open, CPU the other workers need; and axe would judge a toast's
      // contrast half-way through its fade. The tests of those motions ask for "no-preference".
      reducedMotion: "reduce",
      // The server trusts X-Forwarded-For from loopback, as from a local proxy (decision 011).
      extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() },
      ...contextOptions,
    });
    const javaScriptEnabled = contextOptions.javaScriptEnabled ?? true;
    if (!pooled) contexts.push({ context, javaScriptEnabled });
    context.on("console", (message) => {
      if (message.type() === "error") record(message.page(), `console error: ${message.text()}`);
    });
    context.on("weberror", (error) => record(error.page(), `page error: ${error.error().message}`));
    context.on("requestfailed", (request) => {
      // With JavaScript off, Chromium refuses the page's scripts itself (and names it "csp"); a
      // policy that blocks a script with JavaScript on is reported, by the listener below too.
      if (!javaScriptEnabled && request.resourceType() === "script" && request.failure()?.errorText === "csp") return;
      // Cancelled on purpose: React Router aborts a loader request a newer navigation supersedes.
      if (request.failure()?.errorText === "net::ERR_ABORTED") return;
      let page: Page | null = null;
      try {
        page = request.frame().page();
      } catch {
        // a service worker's request has no frame
      }
      record(page, `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
    });
    // Chromium reports a blocked script on the console too; this names every kind of violation
    // (decision 100). An init script runs outside the page's policy.
    await context.exposeBinding("__reportCspViolation", ({ page }, text: string) => record(page, text));
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`,
        );
      });
    });
    return context;
  };

  /** Back to a new context's state: no cookies, storage, cache, history, permissions or listeners of the test. */
  const wiped = async (reusable: ReusablePage): Promise<boolean> => {
    const { context, page } = reusable;
    try {
      if (reusable.spent || page.isClosed()) return false;
      for (const other of context.pages()) if (other !== page) await other.close();
      page.removeAllListeners();
      // A page of the shop's own origin that runs no script: the renderer stays, the last page's timers stop.
      await page.goto(started(app).baseUrl + "/robots.txt");
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
      await context.clearPermissions();
      const devtools = await context.newCDPSession(page);
      await devtools.send("Network.clearBrowserCache");
      await devtools.send("Page.resetNavigationHistory");
      await devtools.detach();
      return true;
    } catch {
      return false;
    }
  };

  const newPage = async (contextOptions: ContextOptions = {}) => {
    const key = reuseKey(contextOptions);
    if (key === null) return (await newContext(contextOptions)).newPage();
    const at = idle.findIndex((candidate) => candidate.key === key);
    let reusable: ReusablePage;
    if (at >= 0) {
      reusable = idle.splice(at, 1)[0]!;
      // A client address of its own and the width asked for.
      await reusable.takeNewClientAddress();
      await reusable.page.setViewportSize({ width: contextOptions.width ?? 1280, height: 900 });
    } else {
      const context = await newContext(contextOptions, true);
      const page = await context.newPage();
      const setHeaders = context.setExtraHTTPHeaders.bind(context);
      const takeNewClientAddress = () => setHeaders({ "x-forwarded-for": nextClientAddress() });
      reusable = { key, context, page, takeNewClientAddress, spent: false };
      markSpentOn(page, PAGE_CHANGES, reusable);
      markSpentOn(page.clock, CLOCK_CHANGES, reusable);
      markSpentOn(context, CONTEXT_CHANGES, reusable);
    }
    contexts.push({ context: reusable.context, javaScriptEnabled: contextOptions.javaScriptEnabled ?? true, reusable });
    return reusable.page;
  };
  const openHydrated = async (page: Page, path: string) => {
    const response = await page.goto(started(app).baseUrl + path);
    if (contexts.find(({ context }) => context === page.context())?.javaScriptEnabled !== false) {
      await waitForHydration(page);
    }
    return response;
  };

  return {
    get database() {
      return started(database);
    },
    get app() {
      return started(app);
    },
    get browser() {
      return started(browser);
    },
    newContext: (contextOptions?: ContextOptions) => newContext(contextOptions),
    newPage,
    openHydrated,
    async open(path, contextOptions) {
      const page = await newPage(contextOptions);
      return { page, response: await openHydrated(page, path) };
    },
    expectErrors(...patterns) {
      expected.push(...patterns);
    },
  };
}
