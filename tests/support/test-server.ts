// Starts the Express app (without pages) on a free loopback port for API tests.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp } from "../../server/app";
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
  close(): Promise<void>;
}

export async function startApi(database: TestDatabase): Promise<RunningApi> {
  const config = testConfig(database);
  const app = createApp({ config, db: database.db, logger: createLogger("silent") });
  const server: Server = await new Promise((ok) => {
    const s = app.listen(0, "127.0.0.1", () => ok(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
