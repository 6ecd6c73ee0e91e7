// Serves the built floor app as the shop serves itself: Express 5, React Router's request handler,
// one process per WEB_CONCURRENCY (cluster). No compression, session or logging: a floor.
import cluster from "node:cluster";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";

const processes = Number(process.env.WEB_CONCURRENCY ?? 1);
const port = Number(process.env.PORT);
if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i++) cluster.fork();
} else {
  const build = (await import(pathToFileURL(join(import.meta.dirname, "build/server/index.js")).href)) as ServerBuild;
  const app = express();
  app.all("*splat", createRequestHandler({ build }));
  app.listen(port, "127.0.0.1");
}
