// The render cache in front of the pages and the catalogue API (decision 090): an
// anonymous GET of a public URL is rendered once per catalogue revision, kept compressed (brotli
// and gzip) in this process and in the database, and served with an ETag. Requests that may carry
// a session skip it (server/private-responses.ts marks them `private, no-store`); nothing personal
// is ever stored.
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzip, gunzipSync, gzip } from "node:zlib";
import type { Kysely } from "kysely";
import { getCatalogueRevision } from "../../app/catalogue/revision.server";
import type { Database } from "../../app/db/schema";
import type { Logger } from "../logger";
import { acceptEncodingOf } from "../fresh-compression";
import { chooseContentCoding } from "../../app/http/content-coding";
import { cacheKeyOf, etagMatches, isCacheableResponse } from "./cache-policy";
import { MemoryCache } from "./memory-cache";
import { findCachedPage, replaceCachedBrotli, storeCachedPage, trimPageCache, type StoredPage } from "./page-cache-repository";
import { createRevisionReader } from "../../app/catalogue/revision-reader";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The smallest brotli window (log2 bytes, 16-22) that holds a body of this size. */
export function brotliWindowFor(bytes: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
}
const brotliAsync = promisify(brotliCompress);

/** Headers the cache writes itself or that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "cache-control",
  "x-request-id",
  "x-page-cache",
]);
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** How many stores between two trims of the shared table. */
const TRIM_EVERY = 500;

/** Responses whose uncompressed body the cache is collecting as it is written. */
const beingKept = new WeakSet<ServerResponse>();

/** Whether the render cache keeps this response's body as it is written (so it must go out uncompressed). */
export function isBeingKept(res: ServerResponse): boolean {
  return beingKept.has(res);
}

interface MemoryEntry extends StoredPage {
  bytes: number;
  /** Its brotli body is brotli's smallest (quality 11), or is being made so. */
  finest?: boolean;
}

/**
 * Brotli's quality for a page as it is kept, and for a kept page once it is served again. Quality 8
 * costs 1.6 ms on a 35 KB /buy-now page; 11 makes it 7% smaller (8,595 to 7,792 bytes) for 39 ms,
 * 163 ms on a 149 KB search page (decision 330).
 */
const KEPT_BROTLI_QUALITY = 8;
const FINEST_BROTLI_QUALITY = 11;
/**
 * The share of one core a process gives to making kept pages smaller, unless the operator sets
 * another (PAGE_CACHE_REFINE_SHARE): at 0.05, after a refinement whose compressing took t, the next
 * waits 19 t. A burst of newly kept pages (a new revision under load) is refined a few a second,
 * never in the way of the pages being served. The database write after it is not counted: that is
 * waiting, not this process's CPU, and on a busy database it took seconds, which left every other
 * page unrefined for a minute.
 */
const DEFAULT_REFINE_SHARE = 0.05;

function brotliOf(body: Buffer, quality: number): Promise<Buffer> {
  // A window no larger than the page: brotli's default of 4 MB, allocated per compression on
  // libuv's threads, was most of what a process's memory grew by under load (decision 094).
  return brotliAsync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length, [zlib.BROTLI_PARAM_LGWIN]: brotliWindowFor(body.length) },
  });
}

/**
 * How many missed keys a process remembers to admit on their second miss. A page asked for once
 * is rendered fresh and not kept: keeping costs brotli 8, gzip and a database write, which a
 * one-off URL (a rare search, a crawler's walk) never earns back; measured at 100,000 tyres with
 * 1,000 distinct searches, storing every first miss made the cache slower than no cache.
 */
const DOORKEEPER_KEYS = 50_000;

export interface PageCacheOptions {
  db: Kysely<Database>;
  logger: Logger;
  /** This process's share of memory for entries. */
  memoryBytes: number;
  /** Entries kept in the database before the oldest are removed. */
  maxSharedEntries: number;
  /**
   * The build's version (its asset manifest's): pages name their script files by hash, so a page
   * kept by an older build must not be served by a newer one sharing the database.
   */
  buildVersion: string;
  /** The share of one core for refining kept pages (0 to 1; DEFAULT_REFINE_SHARE when not given). */
  refineShare?: number;
}

export interface PageCache {
  /**
   * The fast path, before Express: answers a kept page and returns true, or returns false and
   * remembers the lookup for `handle`. Only reads; never changes `res` unless it answers.
   */
  serveFromCache(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The middleware (after compression): answers from the cache, or prepares `res` so its answer is kept. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Resolves when every store started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
  readonly memory: MemoryCache<MemoryEntry>;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { db, logger } = options;
  const memory = new MemoryCache<MemoryEntry>(options.memoryBytes);
  const currentRevision = createRevisionReader(async () => (await getCatalogueRevision(db)).revision);
  const pending = new Set<Promise<void>>();
  let storesSinceTrim = 0;

  async function lookup(key: string, revision: number): Promise<MemoryEntry | null> {
    const held = memory.get(key);
    if (held && held.revision === revision) return held;
    const stored = await findCachedPage(db, key, revision);
    if (!stored) return null;
    const entry = { ...stored, bytes: stored.gzip.length + stored.br.length + key.length };
    memory.set(key, entry);
    return entry;
  }

  async function keep(key: string, revision: number, res: ServerResponse, body: Buffer): Promise<void> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || TRANSFER_HEADERS.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    const [gzipped, brotli] = await Promise.all([gzipAsync(body, { level: 6 }), brotliOf(body, KEPT_BROTLI_QUALITY)]);
    const etag = `"r${revision}-${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
    const page: StoredPage = { key, revision, status: res.statusCode, headers, etag, gzip: gzipped, br: brotli };
    memory.set(key, { ...page, bytes: gzipped.length + brotli.length + key.length });
    await storeCachedPage(db, page);
    if (++storesSinceTrim >= TRIM_EVERY) {
      storesSinceTrim = 0;
      await trimPageCache(db, revision, options.maxSharedEntries);
    }
  }

  /** When the next refinement may start (the process's refine share), and whether one is under way. */
  const refineShare = options.refineShare ?? DEFAULT_REFINE_SHARE;
  let refineFrom = 0;
  let refining = false;

  /**
   * A kept page served again gets brotli's smallest body, off the event loop, here and in the
   * database, when this process's share for it allows; else a later answer of the page tries again.
   * Another process that holds the page already refines its own copy when it serves it.
   */
  function refine(entry: MemoryEntry) {
    const now = performance.now();
    if (refining || now < refineFrom) return;
    refining = true;
    entry.finest = true;
    let compressed = now;
    track(
      (async () => {
        try {
          const br = await brotliOf(await gunzipAsync(entry.gzip), FINEST_BROTLI_QUALITY);
          compressed = performance.now();
          if (br.length >= entry.br.length) return;
          if (memory.peek(entry.key) === entry) memory.set(entry.key, { ...entry, br, bytes: entry.gzip.length + br.length + entry.key.length });
          await replaceCachedBrotli(db, entry, br);
        } finally {
          refining = false;
          refineFrom = performance.now() + (compressed - now) * (1 / refineShare - 1);
        }
      })(),
    );
  }

  function track(work: Promise<void>) {
    const done = work.catch((error: unknown) => logger.warn({ err: error }, "page cache store failed")).finally(() => pending.delete(done));
    pending.add(done);
  }

  /** Collects the uncompressed body as the app writes it (this wrapper sits outside compression). */
  function captureBody(key: string, revision: number, req: IncomingMessage, res: ServerResponse) {
    beingKept.add(res);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooLarge) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > 4 * 1024 * 1024) tooLarge = true;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as ServerResponse["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      const ended = end(chunk, encoding, callback);
      const cacheable =
        req.method === "GET" &&
        !tooLarge &&
        isCacheableResponse({
          status: res.statusCode,
          setCookie: res.getHeader("set-cookie"),
          cacheControl: res.getHeader("cache-control"),
          contentType: res.getHeader("content-type"),
          bodyBytes: size,
        });
      if (cacheable) track(keep(key, revision, res, Buffer.concat(chunks)));
      return ended;
    }) as ServerResponse["end"];
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: MemoryEntry) {
    const requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 100) || randomUUID();
    const headers: Record<string, string | number> = {
      ...entry.headers,
      ETag: entry.etag,
      "Cache-Control": PUBLIC_CACHE_CONTROL,
      Vary: "Accept-Encoding, Cookie",
      "X-Request-Id": requestId,
      "X-Page-Cache": "hit",
    };
    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const coding = chooseContentCoding(acceptEncodingOf(req));
    // Unpacked for each of the rare clients that take no coding: a kept plain copy would be ten
    // times the entry's counted bytes.
    const body = coding === "br" ? entry.br : coding === "gzip" ? entry.gzip : gunzipSync(entry.gzip);
    if (coding !== "identity") headers["Content-Encoding"] = coding;
    headers["Content-Length"] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Where the lookup left a request it could not answer: the middleware keeps its rendering. */
  const missed = new WeakMap<IncomingMessage, { key: string; revision: number }>();
  /** Keys missed once (a doorkeeper, emptied when full): the second miss is kept. */
  const missedOnce = new Set<string>();
  function admits(key: string, revision: number): boolean {
    const seen = `${revision} ${key}`;
    if (missedOnce.delete(seen)) return true;
    if (missedOnce.size >= DOORKEEPER_KEYS) missedOnce.clear();
    missedOnce.add(seen);
    return false;
  }

  async function serveFromCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = cacheKeyOf({ method: req.method, url: req.url, cookie: req.headers.cookie, authorization: req.headers.authorization });
    if (url === null) return false;
    const key = `${options.buildVersion} ${url}`;
    try {
      const revision = await currentRevision();
      const entry = await lookup(key, revision);
      if (entry) {
        serve(req, res, entry);
        if (!entry.finest) refine(entry);
        return true;
      }
      missed.set(req, { key, revision });
    } catch (error) {
      // The page itself will say what is wrong with the database; the cache just steps aside.
      logger.warn({ err: error }, "page cache lookup failed");
    }
    return false;
  }

  return {
    memory,
    serveFromCache,
    async handle(req, res) {
      if (!missed.has(req) && (await serveFromCache(req, res))) return true;
      const miss = missed.get(req);
      if (!miss) return false;
      res.setHeader("X-Page-Cache", "miss");
      res.setHeader("Vary", "Accept-Encoding, Cookie");
      if (admits(miss.key, miss.revision)) captureBody(miss.key, miss.revision, req, res);
      return false;
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
