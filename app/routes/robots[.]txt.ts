// /robots.txt: every page may be crawled; the sitemap's absolute address (PUBLIC_URL).
import { absoluteUrl } from "~/seo/meta-tags";
import type { Route } from "./+types/robots[.]txt";

export function loader({ context }: Route.LoaderArgs) {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(context.config.publicUrl, "/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
