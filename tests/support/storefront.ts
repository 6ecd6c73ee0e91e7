// useStorefront: the one setup of every browser suite. Per suite: a fresh database
// (optionally with its own catalogue, imported before the server starts so the sample is not
// loaded), the production server and Chromium. Per test: browser contexts with their own client
// address, closed after the test, and a check that fails the test on any console error, page error,
// failed request or Content-Security-Policy violation on the storefront's pages that the test did
// not declare with expectErrors (epic-stack's rule: a page that logs an error is broken even when
// it looks right).
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import type { DialectName } from "../../app/db/connect.server";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import { launchBrowser, waitForHydration } from "../../scripts/support/browser";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface StorefrontOptions {
  catalogue?: unknown;
  /** The server's environment; a function is called in beforeAll, after the suite's earlier hooks (e.g. one that starts an SMTP server). */
  env?: Record<string, string> | (() => Record<string, string>);
}

/** Playwright's context options, plus `width` for a 900 px high window of that width. */
export type ContextOptions = NonNullable<Parameters<Browser["newContext"]>[0]> & { width?: number };

export interface Storefront {
  readonly database: TestDatabase;
  readonly app: AppProcess;
  readonly browser: Browser;
  /** A checked context (1280 × 900 unless told) with a client address of its own, so rate limits of one test never reach another. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A page in a new checked context. */
  newPage(options?: ContextOptions): Promise<Page>;
  /** Navigates to a path of the storefront and, when JavaScript runs, waits until React has hydrated (html[data-hydrated]). */
  openHydrated(page: Page, path: string): Promise<Response | null>;
  /** newPage, then openHydrated. */
  open(path: string, options?: ContextOptions): Promise<{ page: Page; response: Response | null }>;
  /** Errors this test causes on purpose (matched against the recorded text); each must occur at least once. */
  expectErrors(...patterns: RegExp[]): void;
}

let clientAddresses = 0;

export function useStorefront(dialect: DialectName, options: StorefrontOptions = {}): Storefront {
  let database: TestDatabase | undefined;
  let app: AppProcess | undefined;
  let browser: Browser | undefined;
  let contexts: Array<{ context: BrowserContext; javaScriptEnabled: boolean }> = [];
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
    browser = await launchBrowser();
  });
  afterAll(async () => {
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
    for (const { context } of contexts) await context.close();
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

  const newContext = async ({ width, ...contextOptions }: ContextOptions = {}) => {
    clientAddresses++;
    const context = await started(browser).newContext({
      viewport: { width: width ?? 1280, height: 900 },
      // Still pages unless a test asks for motion: the brand strip's endless scroll, the search
      // field's typing placeholder and the toasts' transitions would repaint (and re-render) on every
      // frame the whole time a page is open, CPU the other workers need; and axe would judge a toast's
      // contrast half-way through its fade. The tests of those motions ask for "no-preference".
      reducedMotion: "reduce",
      // The server trusts X-Forwarded-For from loopback, as from a local proxy (decision 011).
      extraHTTPHeaders: { "x-forwarded-for": `10.1.${Math.floor(clientAddresses / 250)}.${(clientAddresses % 250) + 1}` },
      ...contextOptions,
    });
    const javaScriptEnabled = contextOptions.javaScriptEnabled ?? true;
    contexts.push({ context, javaScriptEnabled });
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
  const newPage = async (contextOptions?: ContextOptions) => (await newContext(contextOptions)).newPage();
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
    newContext,
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
