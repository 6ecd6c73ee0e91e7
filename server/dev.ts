// `npm run dev`: the same Express app with Vite's dev middleware (hot reload) for the pages.
import type { ServerBuild } from "react-router";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedCatalogueIfEmpty } from "../app/catalogue/seed.server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { SAMPLE_CATALOGUE } from "./serve";

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = connectDatabase(config.databaseUrl);
await migrateToLatest(database.db);
await seedCatalogueIfEmpty(database.db, SAMPLE_CATALOGUE);

const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
const app = createApp({
  config,
  db: database.db,
  logger,
  devMiddleware: vite.middlewares,
  pages: {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir: "public",
  },
});
app.listen(config.port, config.host, () => logger.info({ url: config.publicUrl }, "development server listening"));
