// Security headers on every response (decision 100): the Content-Security-
// Policy, no framing, no sniffing, a referrer policy, the browser features the shop never uses
// turned off, and HSTS when the public address is https.
import type { RequestHandler } from "express";
import { contentSecurityPolicy, newNonce, type PageCsp } from "../app/content-security-policy.server";
import { beforeHeaders } from "./before-headers";
import { splitLanguagePath } from "../app/i18n/languages";

/** The reset link's token is in the URL: that page, in every language, sends no referrer anywhere. */
const NO_REFERRER_PATHS = new Set(["/reset-password", "/reset-password.data"]);
const PERMISSIONS_POLICY = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
export const HSTS = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

export function securityHeaders(options: { publicUrl: string; googleIssuer: string | null }): RequestHandler {
  const https = new URL(options.publicUrl).protocol === "https:";
  const formActions = options.googleIssuer ? [new URL(options.googleIssuer).origin] : [];
  return (req, res, next) => {
    // An answer the render cache keeps (it marked it a miss just before) goes to every visitor:
    // it gets no nonce, and a page sets its own policy with its scripts' hashes (entry.server).
    const kept = res.getHeader("x-page-cache") === "miss";
    const csp: PageCsp = { nonce: kept ? null : newNonce(), formActions };
    res.locals.csp = csp;
    if (csp.nonce) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: csp.nonce, formActions }));
    else beforeHeaders(res, () => res.hasHeader("content-security-policy") || res.setHeader("Content-Security-Policy", contentSecurityPolicy({ formActions })));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", NO_REFERRER_PATHS.has(splitLanguagePath(req.path).path) ? "no-referrer" : "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (https) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}
