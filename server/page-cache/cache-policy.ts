// Which requests the shared render cache may answer and which responses it may keep (decision 090).
// A response is either public (the same bytes for every visitor of a URL at one catalogue revision)
// or private: anything that could carry a visitor's own data never enters the cache.
import { STORE_CURRENCY } from "../../app/catalogue/tyre-row.server";
import { currencyCodeOf, currencyCookieOf } from "../../app/currency/currency-cookie";
import { CURRENCY_PARAM } from "../../app/currency/currency-param";
import { currencyFacts } from "../../app/currency/currency-units.server";
import { splitLanguagePath } from "../../app/i18n/languages";

/** better-auth's cookies (prefix "tyres", decision 010): their presence means a session may exist. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?tyres\.[^=;\s]+=/;

/** The public pages and catalogue API answers, by path (a `.data` navigation asks for its page's data). */
const PUBLIC_PATHS = [
  /^\/$/,
  /^\/_root$/,
  /^\/tyres\/[^/]+(?:\/[^/]+\/[^/]+\/[^/]+)?$/,
  /^\/tyres\/size\/[^/]+$/,
  /^\/(?:summer|winter|allseason)-offers$/,
  /^\/(?:search|compare|buy-now|trial-tyres|contact-us|terms-of-service|privacy-policy|return-policy)$/,
  /^\/sitemap[^/]*\.xml$/,
  /^\/robots\.txt$/,
  /^\/api\/(?:tyres|tyres\/\d+|suggest|filters)$/,
];

const MAX_URL_LENGTH = 2048;
/** Larger answers are rendered each time: the cache is for pages, not exports. */
export const MAX_CACHED_BODY_BYTES = 2 * 1024 * 1024;

export interface RequestFacts {
  method: string | undefined;
  url: string | undefined;
  cookie: string | undefined;
  authorization: string | undefined;
}

/** True when the request may carry a signed-in session: its response is private and rendered fresh. */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

/** The path a request's URL names, with a `.data` navigation suffix taken off. */
export function pagePathOf(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
}

const CURRENCY_IN_QUERY = new RegExp(`[?&]${CURRENCY_PARAM}=`);

/**
 * What the remembered display currency (the `currency` cookie, decision 298) adds to a page's key:
 * "" when the page is in the catalogue's currency (no cookie, the catalogue's code, or a URL that
 * names its own ?currency=, which wins), "#currency=USD" for an ISO 4217 code, and null for a value
 * that names no currency: that page says so and is rendered fresh, so junk never makes an entry.
 */
export function currencyKeyPart(url: string, cookie: string | undefined): string | null {
  const value = currencyCookieOf(cookie);
  if (value === null || CURRENCY_IN_QUERY.test(url)) return "";
  const code = currencyCodeOf(value);
  if (code === null || currencyFacts(code) === null) return null;
  return code === STORE_CURRENCY ? "" : `#${CURRENCY_PARAM}=${code}`;
}

/**
 * The cache key of a request the cache may answer, or null when it must be rendered fresh: the URL,
 * plus the remembered currency's code, never the rest of the Cookie header (decision 298).
 */
export function cacheKeyOf(request: RequestFacts): string | null {
  const { method, url } = request;
  if (method !== "GET" && method !== "HEAD") return null;
  if (!url || url.length > MAX_URL_LENGTH || !url.startsWith("/")) return null;
  if (request.authorization !== undefined || hasSessionCookie(request.cookie)) return null;
  // A page in another language is the same page under its prefix (decision 295); the URL stays the key,
  // with the remembered display currency's code beside it (decision 298).
  const { path } = splitLanguagePath(pagePathOf(url));
  if (!PUBLIC_PATHS.some((pattern) => pattern.test(path))) return null;
  const currency = currencyKeyPart(url, request.cookie);
  return currency === null ? null : url + currency;
}

export interface ResponseFacts {
  status: number;
  setCookie: unknown;
  cacheControl: unknown;
  contentType: unknown;
  bodyBytes: number;
}

/** True when a rendered response is the same for everyone and may be kept. */
export function isCacheableResponse(response: ResponseFacts): boolean {
  if (response.status !== 200) return false;
  if (response.setCookie !== undefined) return false;
  if (typeof response.contentType !== "string" || response.contentType === "") return false;
  if (typeof response.cacheControl === "string" && /\b(?:private|no-store|no-cache)\b/i.test(response.cacheControl)) return false;
  return response.bodyBytes > 0 && response.bodyBytes <= MAX_CACHED_BODY_BYTES;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}
