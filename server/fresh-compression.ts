// Compression of fresh answers that stream: downloads, auth answers, errors, and a page the render
// cache is about to keep. Pages and the catalogue API are whole buffers and are compressed in one
// call instead (server/whole-body.ts, decision 184), brotli first. A brotli stream
// allocates its window for every response, which made a 25 KB /api/tyres answer cost 4x the
// CPU of sending it uncompressed (213 req/s against 865 in one process); gzip costs almost
// nothing there (848 req/s) and is about 8% larger. So a fresh answer is gzipped whenever the
// client takes gzip, and brotli (quality 2, a 256 KiB window) is left for clients that take
// only brotli. Kept pages and built files are compressed ahead of time at brotli's high
// qualities and are chosen from the Accept-Encoding the client sent (`acceptEncodingOf`).
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

const sentAcceptEncoding = new WeakMap<IncomingMessage, string | undefined>();

/** The Accept-Encoding header as the client sent it, before fresh compression narrowed it. */
export function acceptEncodingOf(req: IncomingMessage): string | undefined {
  return sentAcceptEncoding.has(req) ? sentAcceptEncoding.get(req) : req.headers["accept-encoding"];
}

/** Whether an Accept-Encoding header accepts gzip (listed, or `*`, without q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding
    .toLowerCase()
    .split(",")
    .some((part) => {
      const [name, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return (name?.trim() === "gzip" || name?.trim() === "*") && !(q && Number(q.slice(2)) === 0);
    });
}

export function freshCompression(): RequestHandler {
  const compress = compression({
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  return (req, res, next) => {
    const sent = req.headers["accept-encoding"];
    sentAcceptEncoding.set(req, sent);
    // The compression package prefers brotli whenever both are accepted; it negotiates when the
    // headers are written, so the narrowed header must stay for the whole request.
    if (acceptsGzip(sent)) req.headers["accept-encoding"] = "gzip";
    compress(req, res, () => {
      drainListenersKeptOnResponse(res);
      next();
    });
  };
}

type Listener = (...args: unknown[]) => void;

/**
 * The compression package hands every 'drain' listener to its gzip stream but not their removal, so
 * each `once("drain")` a streamed download waits on stays on the stream for good: a long CSV grew
 * one listener per backpressure wait and warned MaxListenersExceeded (decision 198). Here 'drain'
 * listeners live on an emitter of the response's own, and the package gets one listener, which
 * passes each drain on; so `off` and `once` work again whether or not the answer is compressed.
 */
function drainListenersKeptOnResponse(res: ServerResponse): void {
  const drains = new EventEmitter();
  const compressionOn = res.on;
  const removeListener = res.removeListener;
  let forwarding = false;
  function on(this: ServerResponse, event: string | symbol, listener: Listener): ServerResponse {
    if (event !== "drain") return compressionOn.call(this, event, listener);
    if (!forwarding) {
      forwarding = true;
      compressionOn.call(this, "drain", () => drains.emit("drain"));
    }
    drains.on("drain", listener);
    return this;
  }
  function off(this: ServerResponse, event: string | symbol, listener: Listener): ServerResponse {
    if (event !== "drain") return removeListener.call(this, event, listener);
    drains.off("drain", listener);
    return this;
  }
  // Node types `on` as one overload per event; these two take any event, as EventEmitter's do.
  res.on = res.addListener = on as ServerResponse["on"];
  res.off = res.removeListener = off as ServerResponse["off"];
}
