// The production server: checks configuration, migrates the database, loads the sample catalogue
// into an empty one, serves the storefront, and shuts down cleanly on SIGTERM/SIGINT.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedCatalogueIfEmpty } from "../app/catalogue/seed.server";
import { createMailWorker } from "../app/inquiries/mail-worker.server";
import { createMailer } from "../app/mail/mailer.server";
import { createApp, defaultBuildPaths } from "./app";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { createLogger } from "./logger";

export const SAMPLE_CATALOGUE = resolve(import.meta.dirname, "../data/tyre_data.json");

export async function startServer(config: AppConfig, options: { pages?: boolean } = {}) {
  const logger = createLogger(config.logLevel);
  const database = connectDatabase(config.databaseUrl);
  const applied = await migrateToLatest(database.db);
  logger.info({ database: database.description, applied }, "database ready");
  const seeded = await seedCatalogueIfEmpty(database.db, SAMPLE_CATALOGUE);
  if (seeded) logger.info({ imported: seeded.imported, refused: seeded.refused.length }, "sample catalogue loaded");

  const paths = defaultBuildPaths(resolve(import.meta.dirname, ".."));
  const withPages = options.pages ?? true;
  if (withPages && !paths.built) throw new Error(`no build at ${paths.serverEntry}: run npm run build`);
  const build = withPages ? ((await import(pathToFileURL(paths.serverEntry).href)) as ServerBuild) : null;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, timeoutMs: config.mailWorker.smtpTimeoutMs });
  const app = createApp({
    config,
    db: database.db,
    logger,
    mailer,
    pages: build ? { build: () => build, clientDir: paths.clientDir } : null,
  });
  // Sends the inquiry e-mails in the outbox; pending ones left by a crash resume here (decision 050).
  const mailWorker = createMailWorker({ db: database.db, mailer, logger, ...config.mailWorker });
  logger.info({ transport: config.smtpUrl ? "smtp" : `eml files in ${config.outboxDir}` }, "mail worker started");
  const server = app.listen(config.port, config.host);
  await new Promise<void>((ok, fail) => {
    server.once("listening", ok);
    server.once("error", fail);
  });
  logger.info({ url: config.publicUrl, host: config.host, port: config.port }, "storefront listening");

  const stop = async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
    await mailWorker.stop();
    await database.close();
  };
  return { server, stop, logger, database };
}

/** Starts from the environment; `declaredEnv` is NODE_ENV as the operator set it (see main.ts). */
export async function runFromCommandLine(declaredEnv: string | undefined) {
  let config: AppConfig;
  try {
    config = loadConfig({ ...process.env, NODE_ENV: declaredEnv });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer(config);
  const shutdown = (signal: string) => {
    running.logger.info({ signal }, "shutting down");
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
