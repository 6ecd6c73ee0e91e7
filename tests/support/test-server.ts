// Starts the Express app (without pages) on a free loopback port for API tests.
import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { createApp, type StorefrontApp } from "../../server/app";
import { loadConfig, type AppConfig } from "../../server/config";
import { CONNECTIONS_CHECKING_INTERVAL_MS } from "../../server/request-deadlines";
import { createLogger } from "../../server/logger";
import type { Mailer, MailMessage } from "../../app/mail/mailer.server";
import { afterAll, beforeAll } from "vitest";
import type { DialectName } from "../../app/db/connect.server";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** The AUTH_SECRET of the apps tests start in-process; a fixture that writes encrypted auth rows needs it. */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";

export function testConfig(database: Pick<TestDatabase, "url">, overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    AUTH_SECRET: TEST_AUTH_SECRET,
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

/** A server on a free loopback port, listening before any app is built: the app must know its public address, since only it counts as this site. */
export async function listenOnFreePort(): Promise<{ server: Server; baseUrl: string }> {
  const server: Server = createServer({ connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

/** A mailer that keeps every message in memory, newest last. */
export function memoryMailer(): { mailer: Mailer; mail: MailMessage[] } {
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      mail.push(message);
      return { messageId: `<${mail.length}@test>` };
    },
  };
  return { mailer, mail };
}

export async function startApi(database: TestDatabase): Promise<RunningApi> {
  const { server, baseUrl } = await listenOnFreePort();
  const config = testConfig(database, { PUBLIC_URL: baseUrl });
  const app = createApp({ config, db: database.db, logger: createLogger("silent") });
  server.on("request", app);
  return {
    baseUrl,
    pageCache: app.pageCache,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/** The API of one describe block, read inside its tests (after its beforeAll ran). */
export interface ApiSuite {
  readonly database: TestDatabase;
  readonly baseUrl: string;
  readonly pageCache: StorefrontApp["pageCache"];
}

/**
 * The one setup for API suites: a fresh database of `dialect`, filled by `prepare`, then the API
 * on a free port; both are closed after the block. Later beforeAll hooks of the block run after it.
 */
export function useApi(dialect: DialectName, prepare: (database: TestDatabase) => Promise<unknown> = async () => {}): ApiSuite {
  let database: TestDatabase | undefined;
  let api: RunningApi | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await prepare(database);
    api = await startApi(database);
  });
  afterAll(async () => {
    await api?.close();
    await database?.destroy();
  });
  const started = () => {
    if (!database || !api) throw new Error("useApi: read the suite inside a test, after its beforeAll");
    return { database, api };
  };
  return {
    get database() {
      return started().database;
    },
    get baseUrl() {
      return started().api.baseUrl;
    },
    get pageCache() {
      return started().api.pageCache;
    },
  };
}
