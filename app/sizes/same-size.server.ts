// Other tyres of one size, for a page that could not show the tyre asked for ('Tyre not found.'
// with ?size= known): the size page's first tyres, as links. Null when the size is no size we sell.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { findCatalogueSize } from "~/catalogue/catalogue-sizes";
import { listCatalogueSizes } from "~/catalogue/catalogue-sizes.server";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import { readSizeSpelling } from "~/domain/size-spelling";
import { loadSizePage } from "./size-page.server";

export interface SameSizeTyres {
  size: { normalized: string; slug: string; tyreCount: number };
  tyres: Array<{ id: number; name: string; path: string }>;
}

/** At most `limit` tyres of the size `spelling` names, the size page's order. */
export async function listSameSizeTyres(db: Kysely<Database>, spelling: string | null, limit = 8): Promise<SameSizeTyres | null> {
  const read = spelling ? readSizeSpelling(spelling) : null;
  const size = read && findCatalogueSize(await listCatalogueSizes(db), read);
  if (!size) return null;
  const page = await loadSizePage(db, size.slug, new URLSearchParams());
  if (page.kind !== "page") return null;
  return {
    size: page.size,
    tyres: page.tyres.slice(0, limit).map((t) => ({
      id: t.id,
      name: `${t.brand} ${t.model}${t.pattern ? ` (${t.pattern})` : ""}`,
      path: tyreDetailPath({ ...t, size: t.size.normalized }),
    })),
  };
}
