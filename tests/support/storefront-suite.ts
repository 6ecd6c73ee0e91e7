// One browser suite's world: a fresh database (optionally with its own catalogue, imported before
// the server starts so the sample is not loaded), the production server, Chromium, and every
// browser context the tests open, all closed by stop().
import type { Browser, BrowserContext } from "playwright-core";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import type { DialectName } from "../../app/db/connect.server";
import { startAppProcess, type AppProcess } from "./app-process";
import { launchBrowser, newCheckedPage } from "./browser";
import { createTestDatabase, type TestDatabase } from "./test-database";

type ContextOptions = Parameters<Browser["newContext"]>[0];

export interface StorefrontSuite {
  database: TestDatabase;
  app: AppProcess;
  browser: Browser;
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A 1280 px page that records console errors (see newCheckedPage). */
  newPage(options?: ContextOptions): ReturnType<typeof newCheckedPage>;
  stop(): Promise<void>;
}

export async function startStorefrontSuite(
  dialect: DialectName,
  options: { catalogue?: unknown; env?: Record<string, string> } = {},
): Promise<StorefrontSuite> {
  const database = await createTestDatabase(dialect);
  if (options.catalogue) {
    const summary = await importCatalogue(database.db, options.catalogue);
    if (summary.refused.length) throw new Error(`catalogue refused: ${JSON.stringify(summary.refused)}`);
  }
  const app = await startAppProcess(database.childUrl, options.env);
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const newContext = async (contextOptions: ContextOptions = {}) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
    contexts.push(context);
    return context;
  };
  return {
    database,
    app,
    browser,
    newContext,
    newPage: async (contextOptions) => newCheckedPage(await newContext(contextOptions)),
    async stop() {
      for (const context of contexts) await context.close();
      await browser.close();
      await app.stop();
      await database.destroy();
    },
  };
}
