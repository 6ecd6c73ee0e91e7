// The production server: checks configuration, migrates the database, loads the sample catalogue
// into an empty one, serves the storefront from WEB_CONCURRENCY processes that share only the
// database, and shuts down cleanly on SIGTERM/SIGINT.
import { readySearchIndex } from "../app/catalogue/search-index.server";
import cluster from "node:cluster";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedCatalogueIfEmpty } from "../app/catalogue/seed.server";
import { createMailWorker } from "../app/inquiries/mail-worker.server";
import { createMailer } from "../app/mail/mailer.server";
import { createApp, defaultBuildPaths, serveStorefront } from "./app";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { createLogger } from "./logger";
import { CONNECTIONS_CHECKING_INTERVAL_MS } from "./request-deadlines";

export const SAMPLE_CATALOGUE = resolve(import.meta.dirname, "../data/tyre_data.json");

/** Migrates the database and loads the sample into an empty catalogue: once, before any process serves. */
export async function prepareDatabase(config: AppConfig, logger = createLogger(config.logLevel)) {
  const database = connectDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(database.db);
    logger.info({ database: database.description, applied }, "database ready");
    const seeded = await seedCatalogueIfEmpty(database.db, SAMPLE_CATALOGUE);
    if (seeded) logger.info({ imported: seeded.imported, refused: seeded.refused.length }, "sample catalogue loaded");
  } finally {
    await database.close();
  }
}

/** How a process serves: `adaptBuild` lets a benchmark serve the same build with one part replaced (scripts/bench/search-floor.ts). */
export interface ServeOptions {
  adaptBuild?: (build: ServerBuild) => ServerBuild;
}

export async function startServer(config: AppConfig, options: { pages?: boolean; prepared?: boolean } & ServeOptions = {}) {
  const logger = createLogger(config.logLevel);
  if (!options.prepared) await prepareDatabase(config, logger);
  const database = connectDatabase(config.databaseUrl);

  const paths = defaultBuildPaths(resolve(import.meta.dirname, ".."), config.buildDir);
  const withPages = options.pages ?? true;
  if (withPages && !paths.built) throw new Error(`no build at ${paths.serverEntry}: run npm run build`);
  const loaded = withPages ? ((await import(pathToFileURL(paths.serverEntry).href)) as ServerBuild) : null;
  const build = loaded && options.adaptBuild ? options.adaptBuild(loaded) : loaded;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, timeoutMs: config.mailWorker.smtpTimeoutMs });
  const app = createApp({
    config,
    db: database.db,
    logger,
    mailer,
    pages: build ? { build, clientDir: paths.clientDir } : null,
  });
  // Sends the inquiry e-mails in the outbox; pending ones left by a crash resume here (decision 050).
  const mailWorker = createMailWorker({ db: database.db, mailer, logger, ...config.mailWorker });
  logger.info({ transport: config.smtpUrl ? "smtp" : `eml files in ${config.outboxDir}` }, "mail worker started");
  // The search index is built before the first request, so searches start on the fast road (decision 093).
  await readySearchIndex(database.db).catch((error: unknown) => logger.warn({ err: error }, "search index not built; searches use SQL until it is"));
  const server = createServer({ connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS });
  serveStorefront(server, app, config);
  server.listen(config.port, config.host);
  await new Promise<void>((ok, fail) => {
    server.once("listening", ok);
    server.once("error", fail);
  });
  logger.info({ url: config.publicUrl, host: config.host, port: config.port }, "storefront listening");

  const stop = async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
    await mailWorker.stop();
    await app.pageCache?.settled();
    await database.close();
  };
  return { server, stop, logger, database };
}

/** Starts from the environment; `declaredEnv` is NODE_ENV as the operator set it (see main.ts). */
export async function runFromCommandLine(declaredEnv: string | undefined, options: ServeOptions = {}) {
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
  if (config.webConcurrency > 1) return runCluster(config, declaredEnv, options);
  const running = await startServer(config, options);
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

/**
 * One primary that prepares the database, then WEB_CONCURRENCY workers that each serve (pages,
 * API and mail worker) on the shared port. A worker that dies is replaced; SIGTERM drains them all.
 */
async function runCluster(config: AppConfig, declaredEnv: string | undefined, options: ServeOptions) {
  if (cluster.isPrimary) {
    const logger = createLogger(config.logLevel);
    await prepareDatabase(config, logger);
    let stopping = false;
    // main.ts reads this in a worker: NODE_ENV as the operator declared it (a local run needs no AUTH_SECRET).
    // Two malloc arenas per process: with glibc's default (eight per core) the memory that
    // compression on libuv's threads frees stays with each thread's arena; measured at 100,000
    // tyres under load, 415 MB a process instead of 544 (decision 094). An operator's value wins.
    const fork = () => cluster.fork({ STOREFRONT_DECLARED_NODE_ENV: declaredEnv ?? "", MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" });
    const deaths: number[] = [];
    cluster.on("exit", (worker, code, signal) => {
      if (stopping) return;
      // A process that keeps dying at once (a bad setting) is not restarted for ever.
      const now = Date.now();
      deaths.push(now);
      while (deaths.length && deaths[0]! < now - 30_000) deaths.shift();
      if (deaths.length > 2 * config.webConcurrency) {
        logger.fatal({ deaths: deaths.length }, "server processes keep dying; stopping");
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
        process.exitCode = 1;
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, "server process died; starting another");
      fork();
    });
    for (let i = 0; i < config.webConcurrency; i++) fork();
    logger.info({ processes: config.webConcurrency }, "storefront processes started");
    const shutdown = (signal: NodeJS.Signals) => {
      stopping = true;
      logger.info({ signal }, "shutting down");
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const worker of workers) {
        worker.once("exit", () => {
          if (--left === 0) process.exit(0);
        });
        worker.process.kill("SIGTERM");
      }
    };
    process.once("SIGTERM", () => shutdown("SIGTERM"));
    process.once("SIGINT", () => shutdown("SIGINT"));
    return;
  }
  const running = await startServer(config, { prepared: true, ...options });
  const shutdown = (signal: string) => {
    running.logger.info({ signal, pid: process.pid }, "server process shutting down");
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  // The primary forwards Ctrl-C as SIGINT; the terminal's own SIGINT to the group is ignored here.
  process.on("SIGINT", () => undefined);
}
