// /sitemap.xml: every tyre detail page (with its size), the offer lists, home and the info pages;
// an index of parts when there are more than 50,000 addresses (decision 032).
import { data } from "react-router";
import { parseSitemapPart } from "~/detail/sitemap-xml";
import { sitemapResponse } from "~/detail/sitemap.server";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ request, context }: Route.LoaderArgs) {
  const partParam = new URL(request.url).searchParams.get("part");
  const part = partParam === null ? null : parseSitemapPart(partParam);
  if (partParam !== null && part === null) throw data("No such sitemap part", { status: 404 });
  return sitemapResponse(context.db, context.config.publicUrl, part);
}
