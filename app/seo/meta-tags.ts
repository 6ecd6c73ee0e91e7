// Shared meta tags for search engines and sharing: title, description, canonical URL and Open Graph.
import type { MetaDescriptor } from "react-router";
import { pathInLanguage, type Language } from "~/i18n/languages";

export const SITE_NAME = "Tyre Wholesale";

export interface PageSeo {
  /** Without the site name; " | Tyre Wholesale" is added. */
  title: string;
  description: string;
  /** Path and query of the canonical address, e.g. "/tyres/summer". */
  path: string;
  /** context.config.publicUrl, without a trailing slash. */
  publicUrl: string;
  /** A site path or absolute URL; made absolute for og:image. */
  image?: string | null;
  type?: "website" | "product";
  /** The page's language: its canonical address carries the language's prefix (decision 295). */
  language?: Language;
}

/** The page's language, as the root loader read it from the URL, for a route's meta function. */
export function pageLanguage(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Language {
  return (matches.find((match) => match?.id === "root")?.data as { language?: Language } | undefined)?.language ?? "en";
}

/** An absolute URL on the public address (PUBLIC_URL); absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl.replace(/\/+$/, "")}/`).toString();
}

export function seoMeta(page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(page.publicUrl, pathInLanguage(page.language ?? "en", page.path));
  const title = `${page.title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
  ];
  if (page.image) {
    tags.push({ property: "og:image", content: absoluteUrl(page.publicUrl, page.image) }, { name: "twitter:card", content: "summary_large_image" });
  } else {
    tags.push({ name: "twitter:card", content: "summary" });
  }
  return tags;
}

/** For pages that must stay out of search results (404s). */
export function noIndexMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}
