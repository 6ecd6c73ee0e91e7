// The whole storefront (API and server-rendered pages from the production build) in this process
// on a free loopback port, over a test database with the sample catalogue: for integration tests
// that need the pages without the cost of a child process. E-mail is captured in memory.
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { seedCatalogueIfEmpty } from "../../app/catalogue/seed.server";
import type { MailMessage } from "../../app/mail/mailer.server";
import { createApp, defaultBuildPaths, serveStorefront } from "../../server/app";
import { createLogger } from "../../server/logger";
import { SAMPLE_CATALOGUE } from "../../server/serve";
import { buildIfStale } from "../../scripts/build-if-stale";
import { REPO_ROOT } from "./fixtures";
import type { TestDatabase } from "./test-database";
import { listenOnFreePort, memoryMailer, testConfig } from "./test-server";

export interface RunningStorefront {
  baseUrl: string;
  /** Every e-mail the app sent, newest last. */
  mail: MailMessage[];
  close(): Promise<void>;
}

export async function startStorefront(database: TestDatabase, env: Record<string, string> = {}): Promise<RunningStorefront> {
  buildIfStale();
  const paths = defaultBuildPaths(REPO_ROOT, process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(paths.serverEntry).href)) as ServerBuild;
  await seedCatalogueIfEmpty(database.db, SAMPLE_CATALOGUE);
  const { mailer, mail } = memoryMailer();
  const { server, baseUrl } = await listenOnFreePort();
  // A test that runs a CLI with spawnSync blocks this process, server and client alike; when it
  // resumes, the server's overdue 5 s idle timer would close the kept-alive socket the client's
  // next request is already using (ECONNRESET). The server is closed with its connections anyway.
  // childUrl names a PostgreSQL test schema: the catalogue upload's worker connects with it (decision 190).
  const config = testConfig(database, { DATABASE_URL: database.childUrl, PUBLIC_URL: baseUrl, HTTP_KEEP_ALIVE_TIMEOUT_MS: "60000", ...env });
  const app = createApp({ config, db: database.db, logger: createLogger("silent"), mailer, pages: { build, clientDir: paths.clientDir } });
  serveStorefront(server, app, config);
  return {
    baseUrl,
    mail,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      // Kept pages are written after their answer; the database must outlive those writes.
      await app.pageCache?.settled();
    },
  };
}
