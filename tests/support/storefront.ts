// One running storefront per browser test file: a fresh database (with the sample catalogue
// loaded by the server at start), the real server process, and Chromium; torn down afterwards.
import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import type { DialectName } from "../../app/db/connect.server";
import { startAppProcess, type AppProcess } from "./app-process";
import { launchBrowser } from "./browser";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface Storefront {
  database: TestDatabase;
  app: AppProcess;
  browser: Browser;
}

/** Registers beforeAll/afterAll hooks; read the fields inside tests, once the hooks have run. */
export function useStorefront(dialect: DialectName = "sqlite", env: Record<string, string> = {}): Storefront {
  const storefront = {} as Storefront;
  beforeAll(async () => {
    storefront.database = await createTestDatabase(dialect);
    storefront.app = await startAppProcess(storefront.database.childUrl, env);
    storefront.browser = await launchBrowser();
  });
  afterAll(async () => {
    await storefront.browser?.close();
    await storefront.app?.stop();
    await storefront.database?.destroy();
  });
  return storefront;
}
