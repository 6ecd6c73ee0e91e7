// Serves React Router's pages from Express in place of @react-router/express's adapter
// (decision 184). A page is rendered into one buffer (app/entry.server.tsx), so it is compressed
// here in one call and sent with its length: the adapter passed it through a web stream, a Node
// stream and the compression middleware's gzip stream at level 6, which together cost about as
// much as rendering the page's header and footer (server/whole-body.ts). Anything else a route
// answers (downloads, PDFs) streams as before.
// Each language is the same build under its own basename (decision 295): "/fr/buy-now" is French
// "/buy-now", and every <Link> in a French page keeps "/fr" without the route table growing.
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { sendWhole } from "./whole-body";
import { LANGUAGES, languagePrefix, splitLanguagePath, type Language } from "../app/i18n/languages";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

export function pageHandler(options: PageHandlerOptions): RequestHandler {
  const handlers = new Map(LANGUAGES.map((language) => [language, createRequestHandler(inLanguage(options.build, language), options.mode)]));
  return async (req, res, next) => {
    try {
      const handle = handlers.get(pageLanguageOf(res.locals.requestUrl.pathname))!;
      const response = await handle(fetchRequestOf(req, res), options.getLoadContext(req, res));
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The language whose handler answers a path. The back office stays English (decision 295): "/fr/admin"
 * goes to the English handler, which has no such page (404).
 */
export function pageLanguageOf(pathname: string): Language {
  const { language, path } = splitLanguagePath(pathname);
  return path === "/admin" || path.startsWith("/admin/") ? "en" : language;
}

/** The build as one language serves it: under the language's prefix as its basename. */
function inLanguage(build: PageHandlerOptions["build"], language: Language): PageHandlerOptions["build"] {
  const basename = languagePrefix(language);
  if (!basename) return build;
  return typeof build === "function" ? async () => ({ ...(await build()), basename }) : { ...build, basename };
}

/** The Fetch request React Router reads, at the URL checked before any route ran (server/request-url.ts). */
function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const url = res.locals.requestUrl;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Whether a response is a rendered page or a navigation's data: both come as one buffer. */
function isWholeBody(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  if (!isWholeBody(response)) {
    try {
      await writeReadableStreamToWritable(response.body, res);
    } catch (error) {
      if (!(res.destroyed || res.writableEnded)) throw error;
    }
    return;
  }
  sendWhole(req, res, Buffer.from(await response.arrayBuffer()));
}
