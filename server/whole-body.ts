// An answer that is one buffer already (a rendered page, a navigation's data, an API answer) is
// compressed in one call and sent with its length (decision 184). The compression
// middleware's gzip stream at level 6 cost a page 0.5 ms; brotli at quality 2 with a window no
// larger than the body makes the home page as small as gzip 6 did (12.5 against 12.1 KB) in a
// third of the time (0.18 against 0.57 ms). A client without brotli gets gzip at level 4.
import type { ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { chooseContentCoding } from "../app/http/content-coding";
import { acceptEncodingOf } from "./fresh-compression";
import { brotliWindowFor, isBeingKept } from "./page-cache/page-cache";

/** Below this many bytes a coding saves less than it costs (the compression package's default). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends a whole body in the coding the client takes best. One the render cache is about to keep
 * goes out as it is, through the compression middleware: the cache keeps its own copies.
 */
export function sendWhole(req: Request, res: Response, body: Buffer): void {
  if (isBeingKept(res)) {
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  const { coding, bytes } = compressed(body, acceptEncodingOf(req));
  appendVary(res, "Accept-Encoding");
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** res.json, compressed in one call. */
export function sendJson(req: Request, res: Response, value: unknown): void {
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  sendWhole(req, res, Buffer.from(JSON.stringify(value)));
}

/** A whole body in the coding the client takes best: brotli, then gzip, else as it is. */
export function compressed(body: Buffer, acceptEncoding: string | undefined): { coding: "br" | "gzip" | "identity"; bytes: Buffer } {
  const coding = body.length < COMPRESS_FROM_BYTES ? "identity" : chooseContentCoding(acceptEncoding);
  if (coding === "br") {
    const bytes = brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 2,
        [zlib.BROTLI_PARAM_LGWIN]: brotliWindowFor(body.length),
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    return { coding, bytes };
  }
  if (coding === "gzip") return { coding, bytes: gzipSync(body, { level: 4 }) };
  return { coding, bytes: body };
}

function appendVary(res: ServerResponse, field: string): void {
  const vary = res.getHeader("Vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (current.split(",").some((name) => name.trim().toLowerCase() === field.toLowerCase() || name.trim() === "*")) return;
  res.setHeader("Vary", current ? `${current}, ${field}` : field);
}
