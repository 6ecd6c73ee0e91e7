// useStorefront: registers beforeAll/afterAll hooks around one storefront suite (database, server,
// Chromium; see storefront-suite.ts) and gives the tests its parts once the hooks have run.
import { afterAll, beforeAll } from "vitest";
import type { DialectName } from "../../app/db/connect.server";
import { startStorefrontSuite, type StorefrontSuite } from "./storefront-suite";

export type Storefront = Pick<StorefrontSuite, "database" | "app" | "browser" | "newContext" | "newPage">;

export function useStorefront(dialect: DialectName = "sqlite", options: Parameters<typeof startStorefrontSuite>[1] = {}): Storefront {
  let suite: StorefrontSuite | undefined;
  beforeAll(async () => {
    suite = await startStorefrontSuite(dialect, options);
  });
  afterAll(async () => {
    await suite?.stop();
  });
  const started = () => {
    if (!suite) throw new Error("the storefront starts in beforeAll; use it inside tests");
    return suite;
  };
  return {
    get database() {
      return started().database;
    },
    get app() {
      return started().app;
    },
    get browser() {
      return started().browser;
    },
    newContext: (contextOptions) => started().newContext(contextOptions),
    newPage: (contextOptions) => started().newPage(contextOptions),
  };
}
