// Express middleware for the JSON API: the same-site Origin check on every state-changing
// request (403), the session guard (401), and the trusted client address for rate limits.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { formFailure } from "../forms/form-result";
import { sendFailure } from "../forms/send-failure.server";
import { CLIENT_IP_HEADER, type Auth } from "./auth.server";
import type { SessionUser } from "./session-user";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin a request claims to come from: Origin, else Referer's origin, else null. */
export function requestOrigin(headers: { origin?: string | undefined; referer?: string | undefined }): string | null {
  const value = headers.origin && headers.origin !== "null" ? headers.origin : headers.referer;
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses (403) a POST, PUT, PATCH or DELETE whose Origin (or Referer) is not this site's public
 * address (PUBLIC_URL). The Host header is the client's to choose, so it never vouches for an
 * origin. A browser always sends one of them on such requests, so a missing
 * one is refused too.
 */
export function requireSameSiteOrigin(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = requestOrigin({ origin: req.get("origin"), referer: req.get("referer") });
    if (origin === publicOrigin) return next();
    res.status(403).json({ error: "cross-site request refused", requestId: res.locals.requestId });
  };
}

/**
 * Sets the client-address header better-auth counts rate limits by, from Express's own view
 * (`trust proxy`), so a client cannot pick its own address by sending the header.
 */
export function trustedClientIp(): RequestHandler {
  return (req, _res, next) => {
    if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
    else delete req.headers[CLIENT_IP_HEADER];
    next();
  };
}

/** The signed-in user in `res.locals.user`, or 401 JSON (the inquiry API, spec §6). */
export function requireSessionUser(auth: Auth): RequestHandler {
  return async (req, res, next) => {
    try {
      const session = await auth.api.getSession({ headers: headersOf(req) });
      if (!session) {
        return sendFailure(res, formFailure("unauthenticated", "Please log in first."));
      }
      const { id, name, email, image } = session.user;
      res.locals.user = { id, name: name || null, email, image: image ?? null } satisfies SessionUser;
      next();
    } catch (error) {
      next(error);
    }
  };
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
