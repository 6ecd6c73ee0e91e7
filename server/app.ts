// Builds the Express application: health checks, the catalogue API, static assets and the
// server-rendered pages. Everything it needs is passed in, so tests build it the same way.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import { toNodeHandler } from "better-auth/node";
import type { PageCsp } from "../app/content-security-policy.server";
import type { PublicConfig } from "../app/public-config";
import { AUTH_BASE_PATH, createAuth, type Auth } from "../app/auth/auth.server";
import { requireSameSiteOrigin, trustedClientIp } from "../app/auth/express-guards.server";
import { pingDatabase } from "../app/db/connect.server";
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailureOf } from "../app/db/database-failure.server";
import { dialectOf } from "../app/db/dialect.server";
import { createMailer, type Mailer } from "../app/mail/mailer.server";
import type { Database } from "../app/db/schema";
import { catalogueApi } from "./catalogue-api";
import { freshCompression } from "./fresh-compression";
import { pageHandler } from "./page-handler";
import { createPageCache, type PageCache } from "./page-cache/page-cache";
import { precompressedFiles, staticFileOptions } from "./precompressed-files";
import { privateResponses } from "./private-responses";
import { answerClientErrors } from "./client-errors";
import { applyHttpLimits, withRequestDeadlines } from "./request-deadlines";
import { withoutKeepAliveHeaders } from "./persistent-connections";
import { requestGuards } from "./request-guards";
import { requestUrlReader, type RequestUrlReader } from "./request-url";
import { HSTS, securityHeaders } from "./security-headers";
import { inquiryApi } from "./inquiry-api";
import { stockFeedApi } from "./stock-feed-api";
import type { AppConfig } from "./config";
import type { Logger } from "./logger";
import { createMailHealthWatch } from "../app/admin/mail-health.server";
import { createCatalogueFiles } from "../app/catalogue/catalogue-file.server";
import { setSearchIndexEnabled } from "../app/catalogue/search-index.server";
import { createCatalogueUploadJobs } from "../app/admin/catalogue-upload-jobs.server";

declare global {
  namespace Express {
    // Set by the first middleware after the page cache: every answer and log line names its request.
    interface Locals {
      requestId: string;
      /** The request's absolute URL, checked before any route runs (server/request-url.ts). */
      requestUrl: URL;
    }
  }
}

export interface AppDependencies {
  config: AppConfig;
  db: Kysely<Database>;
  logger: Logger;
  /** The built React Router app; tests of the JSON API leave it out. */
  /**
   * A built app is passed as the build itself: React Router derives its route tables once. A
   * function (Vite's dev server) is asked again on every request, and re-derives them each time.
   */
  pages?: { build: ServerBuild | (() => Promise<ServerBuild>); clientDir: string } | null;
  /** Dev mode mounts Vite's middleware here instead of serving built assets. */
  devMiddleware?: express.RequestHandler;
  /** Outgoing mail; by default SMTP_URL or the data/outbox folder. */
  mailer?: Mailer;
}

export type StorefrontApp = express.Express & { pageCache: PageCache | null; requestUrl: RequestUrlReader };

export function createApp(deps: AppDependencies): StorefrontApp {
  const { config, db, logger } = deps;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  const auth: Auth = createAuth({
    db,
    dialect: dialectOf(db),
    config,
    mailer,
    onBackgroundError: (err, what) => logger.error({ err }, `${what} failed`),
    log: (level, message, ...args) => logger[level]({ auth: args.length ? args : undefined }, `better-auth: ${message}`),
  });
  if (!config.searchIndex) setSearchIndexEnabled(db, false);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  const requestUrl = requestUrlReader(app.get("trust proxy fn") as Parameters<typeof requestUrlReader>[0], config.publicUrl);
  // Streamed fresh answers are gzipped here (server/fresh-compression.ts); pages and the API compress
  // their whole body in one call (server/whole-body.ts); kept pages are stored at brotli 8.
  app.use(freshCompression());
  // The build's hashed files (scripts, styles) are the same for everyone and never change, so they
  // are answered before the session and document rules: a signed-in buyer's browser keeps them for
  // good too (the private rule below would make every page load fetch them again), and they carry
  // only the header a script needs (nosniff). A policy, framing or referrer rule means nothing on
  // a script and cost about 0.7 KiB a request, 12 KiB of a first visit (decision 063).
  if (deps.pages) {
    const assetsDir = resolve(deps.pages.clientDir, "assets");
    const hsts = new URL(config.publicUrl).protocol === "https:";
    app.use("/assets", (_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (hsts) res.setHeader("Strict-Transport-Security", HSTS);
      next();
    });
    // Hashed file names change with their content, so they can be cached for good.
    const hashedFiles = { immutable: true, maxAge: "1y" };
    app.use("/assets", precompressedFiles(assetsDir, hashedFiles));
    app.use("/assets", express.static(assetsDir, { ...staticFileOptions(hashedFiles), index: false }));
  }
  // Before the render cache, so a session's answer is private with the cache on or off.
  app.use(privateResponses());
  // After compression, so a kept page is captured as rendered; a hit is sent already compressed.
  const pageCache = config.pageCache.enabled
    ? createPageCache({
        db,
        logger,
        memoryBytes: config.pageCache.memoryBytes,
        maxSharedEntries: config.pageCache.maxSharedEntries,
        refineShare: config.pageCache.refineShare,
        buildVersion: buildVersionOf(deps.pages?.build),
      })
    : null;
  if (pageCache) {
    app.use((req, res, next) => {
      // A URL that cannot be read is refused below, never answered from the cache.
      if (!requestUrl.read(req).ok) return next();
      pageCache.handle(req, res).then((served) => served || next(), next);
    });
  }
  app.use((req, res, next) => {
    const requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 100) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    next();
  });
  // Before the guards, so a refusal carries them too; a kept page was stored with them.
  app.use(securityHeaders({ publicUrl: config.publicUrl, googleIssuer: config.googleClientId ? config.googleIssuer : null }));
  app.use(requestGuards());
  app.use(requestUrl.middleware);
  app.use(trustedClientIp());
  // A seller's system posts the stock feed with an API key, from no site (decision 246).
  app.use(stockFeedApi({ db, logger }));
  // Every state-changing request must come from this site (decision 012).
  app.use(requireSameSiteOrigin(config.publicUrl));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  // Mail health is detail, never the status: a mail server away does not make this server unready.
  const mailHealth = createMailHealthWatch(db, logger);
  app.get("/readyz", async (_req, res) => {
    const ready = await pingDatabase(db);
    const mail = ready ? await mailHealth.read().catch(() => null) : null;
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unreachable", ...(mail && { mail }) });
  });

  // better-auth reads the raw body itself, so it is mounted before any body parser.
  app.all(`${AUTH_BASE_PATH}/*splat`, toNodeHandler(auth));
  // One set of built catalogue files for /tyre_data.json and the back office's downloads: the
  // nested download is the same file, and a build under way is shared by whoever asks (decision 182).
  const catalogueFiles = createCatalogueFiles(db);
  // Its worker threads open their own connections to the same database (decision 190).
  const catalogueUploads = createCatalogueUploadJobs(config.databaseUrl);
  app.use(catalogueApi(db, catalogueFiles));
  app.use(inquiryApi({ db, auth, config, logger }));
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "no such API endpoint" });
  });

  if (deps.devMiddleware) app.use(deps.devMiddleware);
  const inquirySettings = {
    publicUrl: config.publicUrl,
    supplierEmail: config.supplierEmail,
    inquiryRateLimit: config.inquiryRateLimit,
  };
  if (deps.pages) {
    const clientDir = deps.pages.clientDir;
    // Only a path that names a file is looked for on disk: pages would cost a stat each.
    const compressedPublicFiles = precompressedFiles(clientDir, { immutable: false, maxAge: "1h" });
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => {
      if (!/\.\w+$/.test(req.path) || req.path.endsWith(".data")) return next();
      compressedPublicFiles(req, res, () => {
        publicFiles(req, res, next);
      });
    });
    app.all(
      "/{*path}",
      pageHandler({
        build: deps.pages.build,
        mode: deps.devMiddleware ? "development" : "production",
        getLoadContext: (_req, res) => ({
          db,
          auth,
          config: publicConfigOf(config),
          inquiries: inquirySettings,
          requestId: String(res.locals.requestId),
          log: logger,
          mailHealth,
          catalogueFiles,
          catalogueUploads,
          mailer,
          csp: res.locals.csp as PageCsp,
        }),
      }),
    );
  }

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The database away, full or read-only: a 503 with the reason, which a client may retry.
    const failure = databaseFailureOf(error);
    if (failure) {
      logger.error({ err: error, status: 503, requestId: res.locals.requestId, url: req.originalUrl }, failure);
      if (res.headersSent) return;
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ error: failure, requestId: res.locals.requestId });
      return;
    }
    const status = statusOf(error);
    // A client's mistake (bad JSON, a body too large) is worth a note, not an alarm.
    logger[status < 500 ? "info" : "error"]({ err: error, status, requestId: res.locals.requestId, url: req.originalUrl }, "request failed");
    if (res.headersSent) return;
    res
      .status(status)
      .json({ error: status === 413 ? "request body too large" : status < 500 ? "bad request" : "internal error", requestId: res.locals.requestId });
  });
  return Object.assign(app, { pageCache, requestUrl });
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown })?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/** The build's asset version; the dev server's build changes under it, so it never shares pages. */
function buildVersionOf(build: ServerBuild | (() => Promise<ServerBuild>) | undefined): string {
  if (build === undefined) return "api";
  return typeof build === "function" ? `dev-${randomUUID()}` : build.assets.version;
}

export function publicConfigOf(config: AppConfig): PublicConfig {
  return { publicUrl: config.publicUrl, googleSignIn: config.googleClientId !== null, socialLinks: config.socialLinks };
}

/**
 * The listener the production server uses: kept pages are answered before Express is entered
 * (a hit costs a revision check and a write), everything else goes through the app.
 */
export function storefrontListener(app: StorefrontApp): (req: IncomingMessage, res: ServerResponse) => void {
  const pageCache = app.pageCache;
  if (!pageCache) return app;
  return (req, res) => {
    if (!app.requestUrl.read(req).ok) return void app(req, res);
    pageCache.serveFromCache(req, res).then(
      (served) => {
        if (!served) app(req, res);
      },
      () => {
        app(req, res);
      },
    );
  };
}

/** Puts the storefront on `server` as production runs it: the listener, deadlines for slow clients, answers to requests Node cannot parse. */
export function serveStorefront(server: Server, app: StorefrontApp, config: AppConfig): void {
  server.on("request", withoutKeepAliveHeaders(withRequestDeadlines(storefrontListener(app), config.http)));
  applyHttpLimits(server, config.http);
  answerClientErrors(server);
}

/** Where a build in `buildDir` (the server's BUILD_DIR, server/config.ts) keeps the pages' server entry and the browser's files. */
export function defaultBuildPaths(root: string, buildDir: string) {
  const dir = resolve(root, buildDir);
  const serverEntry = resolve(dir, "server/index.js");
  return { serverEntry, clientDir: resolve(dir, "client"), built: existsSync(serverEntry) };
}
