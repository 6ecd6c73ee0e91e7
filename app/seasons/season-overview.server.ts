// What a season's page (/tyres/summer, /tyres/winter, /tyres/allseason) shows below its heading:
// the season's most stocked sizes, its brands and the first offers of its list, once per catalogue
// revision (three seasons, so three entries).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { revisionMemo } from "~/catalogue/revision-memo.server";
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { payablePrice } from "~/catalogue/tyre";
import { offersPath, tyreDetailPath } from "~/catalogue/tyre-path";
import type { Money } from "~/domain/money";
import { sizeSlug } from "~/domain/size-spelling";
import { loadOfferList } from "~/offers/offer-list.server";

export interface SeasonOverview {
  sizes: Array<{ normalized: string; slug: string; tyreCount: number }>;
  brands: Array<{ name: string; tyreCount: number }>;
  /**
   * The first page of the season's offer list (spec §9: five), as text and links: the page loads no
   * card code. The price in the catalogue's currency: the loader writes it in the buyer's.
   */
  offers: Array<{ id: number; name: string; size: string; pattern: string; price: Money | null; path: string }>;
  total: number;
}

/** The sizes a season page lists. */
export const SEASON_SIZES = 8;

const kept = revisionMemo<SeasonOverview>(3);

export function loadSeasonOverview(db: Kysely<Database>, season: Season): Promise<SeasonOverview> {
  return kept.get(db, season, async () => {
    const [sizes, brands, list] = await Promise.all([
      db
        .selectFrom("tyre")
        .where("tyre.season", "=", season)
        .select((eb) => ["tyre.size_normalized", eb.fn.countAll<number>().as("n")])
        .groupBy("tyre.size_normalized")
        .orderBy("n", "desc")
        .orderBy("tyre.size_normalized")
        .limit(SEASON_SIZES)
        .execute(),
      db
        .selectFrom("tyre")
        .innerJoin("brand", "brand.id", "tyre.brand_id")
        .where("tyre.season", "=", season)
        .select((eb) => ["brand.name", eb.fn.countAll<number>().as("n")])
        .groupBy("brand.name")
        .orderBy("brand.name")
        .execute(),
      loadOfferList(db, season, new URLSearchParams(), offersPath(season)),
    ]);
    return {
      sizes: sizes.map((r) => ({ normalized: r.size_normalized, slug: sizeSlug(r.size_normalized), tyreCount: Number(r.n) })),
      brands: brands.map((r) => ({ name: r.name, tyreCount: Number(r.n) })),
      offers:
        list.redirect === undefined
          ? list.tyres.map((t) => {
              const price = payablePrice(t);
              return {
                id: t.id,
                name: `${t.brand} ${t.model}`,
                size: t.size.normalized,
                pattern: t.pattern,
                price,
                path: tyreDetailPath({ ...t, size: t.size.normalized }),
              };
            })
          : [],
      total: list.redirect === undefined ? list.total : 0,
    };
  });
}
