// Starts the Express app (without pages) on a free loopback port for API tests.
import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { createApp, type StorefrontApp } from "../../server/app";
import { loadConfig, type AppConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import type { TestDatabase } from "./test-database";

export function testConfig(database: Pick<TestDatabase, "url">, overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    ...overrides,
  });
}

export interface RunningApi {
  baseUrl: string;
  /** The app's render cache (tests wait on `settled()` for its stores). */
  pageCache: StorefrontApp["pageCache"];
  close(): Promise<void>;
}

export async function startApi(database: TestDatabase): Promise<RunningApi> {
  // The public address must be known before the app is built: only it counts as this site.
  const server: Server = createServer();
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = testConfig(database, { PUBLIC_URL: baseUrl });
  const app = createApp({ config, db: database.db, logger: createLogger("silent") });
  server.on("request", app);
  return {
    baseUrl,
    pageCache: app.pageCache,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
