// Whatever a route sets, a response rendered for a session, or one that sets a cookie (a
// sign-in's answer), is kept by no cache on the way: `Cache-Control: private, no-store`
// (CONTRIBUTING.md, "Caching"; decision 090). It applies with the render cache on or off, to
// pages, their `.data` navigations and the API alike.
import type { RequestHandler } from "express";
import { PRIVATE_CACHE_CONTROL } from "../app/http/private-response";
import { beforeHeaders } from "./before-headers";
import { hasSessionCookie } from "./page-cache/cache-policy";

export function privateResponses(): RequestHandler {
  return (req, res, next) => {
    const session = hasSessionCookie(req.headers.cookie);
    beforeHeaders(res, (args) => {
      if (session || res.getHeader("set-cookie") !== undefined || setsCookie(args)) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    });
    next();
  };
}

/** writeHead(status, [message], headers) may carry Set-Cookie itself. */
function setsCookie(args: unknown[]): boolean {
  const headers = args.find((arg) => typeof arg === "object" && arg !== null);
  if (!headers) return false;
  if (Array.isArray(headers)) return headers.some((entry, i) => i % 2 === 0 && String(entry).toLowerCase() === "set-cookie");
  return Object.keys(headers).some((name) => name.toLowerCase() === "set-cookie");
}
