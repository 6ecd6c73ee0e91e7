// The one place a request's absolute URL is built (decision 194): from the request target, the
// Host header and, from a trusted proxy only, X-Forwarded-Proto and X-Forwarded-Host. Every one of
// them is the client's to write, so each is checked before any route runs: a value no URL can hold
// is a 400 with its reason, never a TypeError in a route (a 500). Pages, the APIs and better-auth
// then all read the same checked URL.
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";

export interface UrlFacts {
  /** The request target as received (req.url). */
  target: string;
  host: string | undefined;
  /** Read only when the peer is a trusted proxy (Express's `trust proxy`). */
  forwardedHost: string | undefined;
  forwardedProto: string | undefined;
  /** The connection itself is TLS. */
  encrypted: boolean;
}

export type UrlResult = { ok: true; url: URL } | { ok: false; error: string };

/** A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port (RFC 9110 §7.2). */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?)(?::(\d{1,5}))?$/i;
const MAX_PORT = 65535;

/** The first of a proxy header's comma-separated values, as Express reads it. */
function firstValue(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.split(",")[0]!.trim();
}

/** Origins asked about, and whether each makes a URL: a site sees a few; a client writing new ones each time empties it. */
const parsedOrigins = new Map<string, boolean>();
const MAX_PARSED_ORIGINS = 1000;

function originParses(origin: string): boolean {
  let parses = parsedOrigins.get(origin);
  if (parses === undefined) {
    if (parsedOrigins.size >= MAX_PARSED_ORIGINS) parsedOrigins.clear();
    parsedOrigins.set(origin, (parses = URL.canParse(`${origin}/`)));
  }
  return parses;
}

/** The request's absolute URL, or the reason it has none. `fallbackHost` stands in for a missing Host (HTTP/1.0). */
export function requestUrlOf(facts: UrlFacts, fallbackHost: string): UrlResult {
  // Absolute-form ("http://evil.example/x") is for proxies, asterisk-form ("*") for OPTIONS of a whole server.
  if (!facts.target.startsWith("/")) return { ok: false, error: "the request target must be a path such as /search" };
  const forwardedProto = firstValue(facts.forwardedProto)?.toLowerCase();
  if (forwardedProto !== undefined && forwardedProto !== "http" && forwardedProto !== "https") {
    return { ok: false, error: "X-Forwarded-Proto must be http or https" };
  }
  const protocol = forwardedProto ?? (facts.encrypted ? "https" : "http");
  const forwardedHost = firstValue(facts.forwardedHost);
  const header = forwardedHost ? "X-Forwarded-Host" : "Host";
  const host = forwardedHost || facts.host || fallbackHost;
  const match = HOST.exec(host);
  if (!match || (match[1] !== undefined && Number(match[1]) > MAX_PORT)) {
    return { ok: false, error: `the ${header} header must be a host name or address, with a port up to ${MAX_PORT}` };
  }
  // Some hosts the pattern passes make no URL ("[1:2:3]", "1.2.3.999", "xn--zz"), which only URL's
  // own parser knows. It is asked once per origin; a path after a valid origin always makes a URL,
  // so the URL itself is built when first read: the render cache answers most requests from the
  // check alone (about 1 µs a request less).
  const origin = `${protocol}://${host}`;
  if (!originParses(origin)) {
    return { ok: false, error: `the ${header} header must be a host name or address, with a port up to ${MAX_PORT}` };
  }
  const href = origin + facts.target;
  let url: URL | undefined;
  return {
    ok: true,
    get url() {
      return (url ??= new URL(href));
    },
  };
}

type Trust = (address: string | undefined, hop: number) => boolean;

export interface RequestUrlReader {
  /** The request's URL, read once per request. */
  read(req: IncomingMessage): UrlResult;
  /** The middleware: 400 with the reason, or `res.locals.requestUrl` for everything after it. */
  middleware(req: Request, res: Response, next: NextFunction): void;
}

/**
 * `trust` is Express's compiled `trust proxy` rule; `publicUrl` names the host of a request
 * without one. The listener asks before the render cache, the middleware before any route.
 */
export function requestUrlReader(trust: Trust, publicUrl: string): RequestUrlReader {
  const fallbackHost = new URL(publicUrl).host;
  const read = new WeakMap<IncomingMessage, UrlResult>();
  // Whether a connection's peer is a trusted proxy, asked once per connection, not per request
  // on it: Express's rule parses the address each time it is asked.
  const trustedPeers = new WeakMap<IncomingMessage["socket"], boolean>();
  function trustedPeer(req: IncomingMessage): boolean {
    let trusted = trustedPeers.get(req.socket);
    if (trusted === undefined) trustedPeers.set(req.socket, (trusted = trust(req.socket.remoteAddress, 0)));
    return trusted;
  }
  function readUrl(req: IncomingMessage): UrlResult {
    const known = read.get(req);
    if (known) return known;
    const trusted = trustedPeer(req);
    const result = requestUrlOf(
      {
        target: req.url ?? "",
        host: req.headers.host,
        forwardedHost: trusted ? headerText(req.headers["x-forwarded-host"]) : undefined,
        forwardedProto: trusted ? headerText(req.headers["x-forwarded-proto"]) : undefined,
        encrypted: "encrypted" in req.socket && req.socket.encrypted === true,
      },
      fallbackHost,
    );
    read.set(req, result);
    return result;
  }
  return {
    read: readUrl,
    middleware(req, res, next) {
      const result = readUrl(req);
      if (!result.ok) {
        res.status(400).json({ error: result.error, requestId: res.locals.requestId });
        return;
      }
      res.locals.requestUrl = result.url;
      // better-auth's adapter builds its own URL from these two headers, whoever sent them: it
      // reads the checked ones instead (an untrusted client's X-Forwarded-Proto is replaced).
      req.headers.host = result.url.host;
      req.headers["x-forwarded-proto"] = result.url.protocol.slice(0, -1);
      next();
    },
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
