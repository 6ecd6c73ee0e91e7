// /sitemap.xml from the database, streamed in slices so 100,000 tyres never sit in memory at once.
// Every page is listed in every language (decision 295): a part of `maxUrls` addresses holds the
// pages of a fifth as many.
import type { Kysely } from "kysely";
import { listCatalogueSizes } from "~/catalogue/catalogue-sizes.server";
import { countTyres, listTyreAddresses, tyreIdBefore, type TyreAddress } from "~/catalogue/repository.server";
import { sizePagePath, tyreDetailPath } from "~/catalogue/tyre-path";
import type { Database } from "~/db/schema";
import { absoluteUrl } from "~/seo/meta-tags";
import { LANGUAGES, pathInLanguage } from "~/i18n/languages";
import {
  INDEX_CLOSE,
  INDEX_OPEN,
  MAX_SITEMAP_URLS,
  planSitemap,
  sitemapEntry,
  STATIC_SITEMAP_PATHS,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
  type SitemapPart,
} from "./sitemap-xml";

const SLICE = 2_000;
const HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

const tyrePath = (t: TyreAddress): string => tyreDetailPath({ ...t, size: t.size });

/** A page's entries: its address in each language. */
function languageEntries(publicUrl: string, path: string, lastmod?: string | null): string {
  return LANGUAGES.map((language) => urlEntry(absoluteUrl(publicUrl, pathInLanguage(language, path)), lastmod)).join("");
}

/** Yields the XML of tyres after the `skip`-th, at most `take` of them, one slice at a time. */
async function* tyreEntries(db: Kysely<Database>, publicUrl: string, skip: number, take: number): AsyncGenerator<string, void> {
  let afterId = await tyreIdBefore(db, skip);
  let left = take;
  while (left > 0) {
    const slice = await listTyreAddresses(db, afterId, Math.min(SLICE, left));
    if (slice.length === 0) return;
    yield slice.map((t) => languageEntries(publicUrl, tyrePath(t), t.updatedAt)).join("");
    afterId = slice[slice.length - 1]!.id;
    left -= slice.length;
  }
}

/** The static pages, then a page per size we sell. */
function pageEntries(publicUrl: string, sizeSlugs: readonly string[]): string {
  return [...STATIC_SITEMAP_PATHS, ...sizeSlugs.map(sizePagePath)].map((path) => languageEntries(publicUrl, path)).join("");
}

function streamed(chunks: AsyncGenerator<string, void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: HEADERS });
}

/** `part` is null for /sitemap.xml itself; `maxUrls` is the sitemaps.org limit (smaller in tests). */
export async function sitemapResponse(db: Kysely<Database>, publicUrl: string, part: SitemapPart | null, maxUrls = MAX_SITEMAP_URLS): Promise<Response> {
  // The pages one file holds, each in every language.
  const max = Math.floor(maxUrls / LANGUAGES.length);
  const [count, sizes] = await Promise.all([countTyres(db), listCatalogueSizes(db)]);
  const plan = planSitemap(count, max, sizes.length);
  if (part?.kind === "tyres" && part.index > Math.max(1, Math.ceil(count / max))) {
    return new Response("No such sitemap part", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  async function* chunks(): AsyncGenerator<string, void> {
    if (part === null && plan.kind === "index") {
      yield INDEX_OPEN + sitemapEntry(absoluteUrl(publicUrl, "/sitemap.xml?part=pages"));
      for (let i = 1; i <= plan.tyreParts; i++) yield sitemapEntry(absoluteUrl(publicUrl, `/sitemap.xml?part=tyres-${i}`));
      yield INDEX_CLOSE;
      return;
    }
    yield URLSET_OPEN;
    if (part === null || part.kind === "pages")
      yield pageEntries(
        publicUrl,
        sizes.map((s) => s.slug),
      );
    if (part === null) yield* tyreEntries(db, publicUrl, 0, count);
    else if (part.kind === "tyres") yield* tyreEntries(db, publicUrl, (part.index - 1) * max, max);
    yield URLSET_CLOSE;
  }
  return streamed(chunks());
}
