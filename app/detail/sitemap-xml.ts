// The pieces of /sitemap.xml (sitemaps.org protocol): which pages it lists, how it splits, the XML.
import { PAGE_NUMBER, parseNumberParam } from "../http/number-param";

/** The pages besides tyre details and size pages: home, the season pages, the offer lists, the size finder and the info pages. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/tyres/summer",
  "/tyres/winter",
  "/tyres/allseason",
  "/tyres/size",
  "/summer-offers",
  "/winter-offers",
  "/allseason-offers",
  "/trial-tyres",
  "/bulk-pricing",
  "/contact-us",
  "/terms-of-service",
  "/privacy-policy",
  "/return-policy",
] as const;

/** sitemaps.org: at most 50,000 URLs in one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapPlan = { kind: "single" } | { kind: "index"; tyreParts: number };

/**
 * One file while everything fits; otherwise an index of a pages part (the static pages and the
 * `sizePages`, a few hundred at most) and tyre parts of `max` each.
 */
export function planSitemap(tyreCount: number, max = MAX_SITEMAP_URLS, sizePages = 0): SitemapPlan {
  if (tyreCount + STATIC_SITEMAP_PATHS.length + sizePages <= max) return { kind: "single" };
  return { kind: "index", tyreParts: Math.ceil(tyreCount / max) };
}

export type SitemapPart = { kind: "pages" } | { kind: "tyres"; index: number };

/** `?part=pages` or `?part=tyres-N` (1-based); null for anything else. */
export function parseSitemapPart(value: string): SitemapPart | null {
  if (value === "pages") return { kind: "pages" };
  const index = /^tyres-[1-9]/.test(value) ? parseNumberParam(value.slice("tyres-".length), PAGE_NUMBER) : null;
  return index === null ? null : { kind: "tyres", index };
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = "</urlset>\n";
export const INDEX_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const INDEX_CLOSE = "</sitemapindex>\n";

/** A <url> entry; `lastmod` is an ISO timestamp, of which the date is kept. */
export function urlEntry(loc: string, lastmod?: string | null): string {
  const date = lastmod && /^\d{4}-\d{2}-\d{2}/.test(lastmod) ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${date}</url>\n`;
}

export const sitemapEntry = (loc: string): string => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`;
