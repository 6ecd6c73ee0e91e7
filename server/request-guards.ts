// Refusals every request gets before any route sees it: methods the shop does not
// speak, NUL characters (PostgreSQL cannot store them; no tyre has one), bodies over the limit,
// and page forms posted as anything but a form. Each is a 4xx with a reason, never a 5xx.
import type { NextFunction, Request, Response } from "express";
import { CATALOGUE_UPLOAD_LIMIT_BYTES, CATALOGUE_UPLOAD_PATHS } from "../app/admin/catalogue-upload-limit";
import { FREIGHT_UPLOAD_BODY_LIMIT_BYTES, FREIGHT_UPLOAD_PATHS } from "../app/freight/freight-admin-upload-limit";
import { STOCK_FEED_LIMIT_BYTES, STOCK_FEED_PATHS } from "../app/admin/stock-feed-limit";
import { isOrderStepPath, ORDER_STEP_BODY_LIMIT_BYTES } from "../app/orders/order-step-limit";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Sign-in, sign-up and every page form; the inquiry API keeps its own 64 KiB (decision 050). */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;
const OWN_LIMIT_PATHS = ["/api/send-email"];
/**
 * Sign-in addresses (better-auth's callbacks and redirects) up to this length. better-auth echoes
 * query values such as `error` into the Location of its redirect, encoded again: an 11 KB
 * callback address came back with headers larger than an HTTP client reads (16 KiB in Node's), an
 * answer that cannot be read at all (fuzzing on PostgreSQL). A real callback is under 1 KB.
 */
export const AUTH_URL_LIMIT = 4096;
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export interface RequestFacts {
  method: string;
  url: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
}

export interface Refusal {
  status: number;
  error: string;
  headers?: Record<string, string>;
}

export function refusalFor(request: RequestFacts): Refusal | null {
  if (!METHODS.has(request.method)) {
    return { status: 405, error: `method ${request.method} is not allowed`, headers: { Allow: [...METHODS].join(", ") } };
  }
  if (/%00/.test(request.url) || request.url.includes("\u0000")) return { status: 400, error: "a request may not contain NUL characters" };
  // A tab or line break in a path is never a page; React Router's URL parser drops it, so
  // "/%09/1.52147483648" became "//1.52147483648", a host it cannot read, and a 500 (fuzzing).
  if (/%(?:[01][0-9a-f]|7f)/i.test(request.url.split("?")[0]!)) return { status: 400, error: "a URL path may not contain control characters" };
  const path = request.url.split("?")[0]!;
  if (path.startsWith("/api/auth/") && request.url.length > AUTH_URL_LIMIT) {
    return { status: 414, error: `a sign-in address may be at most ${AUTH_URL_LIMIT.toLocaleString("en-GB")} characters` };
  }
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const length = request.contentLength === undefined ? null : Number(request.contentLength);
  // The back office's catalogue upload streams a file of up to its own limit.
  if (CATALOGUE_UPLOAD_PATHS.includes(path)) {
    if (length !== null && length > CATALOGUE_UPLOAD_LIMIT_BYTES)
      return { status: 413, error: `a catalogue file may be at most ${CATALOGUE_UPLOAD_LIMIT_BYTES / 1024 / 1024} MB` };
  } else if (!OWN_LIMIT_PATHS.includes(path)) {
    if (length === null && request.transferEncoding !== undefined) return { status: 411, error: "a request body needs a Content-Length" };
    // The freight page takes a rate sheet (decision 208), the stock page and API a stock feed (decision 245),
    // an order's "Loaded" step its loading photos (decision 272).
    const limit = FREIGHT_UPLOAD_PATHS.includes(path)
      ? FREIGHT_UPLOAD_BODY_LIMIT_BYTES
      : STOCK_FEED_PATHS.includes(path)
        ? STOCK_FEED_LIMIT_BYTES
        : isOrderStepPath(path)
          ? ORDER_STEP_BODY_LIMIT_BYTES
          : FORM_BODY_LIMIT_BYTES;
    if (length !== null && length > limit) return { status: 413, error: `request body too large (at most ${limit / 1024} KiB)` };
  }
  // Page actions read forms; anything else (JSON, text) is a client mistake, not a server error.
  const pageForm = !path.startsWith("/api/");
  if (pageForm && (length ?? 0) > 0 && !FORM_TYPES.test(request.contentType ?? "")) {
    return { status: 415, error: "forms are sent as application/x-www-form-urlencoded or multipart/form-data" };
  }
  return null;
}

export function requestGuards() {
  return (req: Request, res: Response, next: NextFunction) => {
    const refusal = refusalFor({
      method: req.method,
      url: req.originalUrl,
      contentType: req.headers["content-type"],
      contentLength: req.headers["content-length"],
      transferEncoding: req.headers["transfer-encoding"],
    });
    if (!refusal) return next();
    res
      .status(refusal.status)
      .set(refusal.headers ?? {})
      .json({ error: refusal.error, requestId: res.locals.requestId });
  };
}
