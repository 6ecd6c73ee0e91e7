// What a size page needs (decision 140): the size a spelling names (or a redirect to its
// one address), the facet counts of its tyres for the selection, and one sorted page of 20.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { piecesOnHandOfSize } from "~/catalogue/availability.server";
import { listCatalogueSizes } from "~/catalogue/catalogue-sizes.server";
import { findCatalogueSize, type CatalogueSize } from "~/catalogue/catalogue-sizes";
import { keptFacetCounts, readFacetedList } from "~/catalogue/faceted-list.server";
import { listSearch, readListQuery, type FacetCombination, type FacetCounts, type ListQuery } from "~/catalogue/facets";
import { revisionMemo } from "~/catalogue/revision-memo.server";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { countFacetCombinations, type TyreScope } from "~/catalogue/tyre-facets.server";
import { sizePagePath } from "~/catalogue/tyre-path";
import { readSizeSpelling } from "~/domain/size-spelling";
import { describeSizePage, type SizePageText } from "./size-page-text.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";

export const SIZE_PAGE_SIZE = 20;

export interface SizePage {
  size: Pick<CatalogueSize, "normalized" | "slug" | "tyreCount">;
  query: ListQuery;
  counts: FacetCounts;
  tyres: TyreCardData[];
  pageCount: number;
  /** Heading, title and description, from the whole size (not the filtered view). */
  text: SizePageText;
  /** Pieces of the size a buyer can have now, in all warehouses and tyres (decision 225). */
  piecesOnHand: number;
}

export type SizePageResult = { kind: "not-found" } | { kind: "redirect"; to: string; status: 301 | 302 } | ({ kind: "page" } & SizePage);

/** A size's counts per combination of facet values, once per catalogue revision. */
const keptCombinations = revisionMemo<FacetCombination[]>(120);

const ofSize =
  (normalized: string): TyreScope =>
  (eb) =>
    eb("tyre_order.size_normalized", "=", normalized);

export function sizeFacetCombinations(db: Kysely<Database>, normalized: string): Promise<FacetCombination[]> {
  return keptCombinations.get(db, normalized, () => countFacetCombinations(db, ofSize(normalized)));
}

/** A size's pieces on hand, once per catalogue revision (a stock feed moves the revision). */
const keptPieces = revisionMemo<number>(120);

/** `spelling` is the address segment as asked for; `params` its query; `language` the page's, its words' and availability lines'. */
export async function loadSizePage(
  db: Kysely<Database>,
  spelling: string,
  params: URLSearchParams,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SizePageResult> {
  const read = readSizeSpelling(spelling);
  const size = read && findCatalogueSize(await listCatalogueSizes(db), read);
  if (!size) return { kind: "not-found" };
  const { query, search } = readListQuery(params);
  const path = sizePagePath(size.slug);
  // Every spelling of the size has one address; the query keeps its (cleaned) choices.
  if (spelling !== size.slug) return { kind: "redirect", to: `${path}${search}`, status: 301 };
  const asked = params.toString();
  if (asked !== search.slice(1)) return { kind: "redirect", to: `${path}${search}`, status: 302 };

  const combinations = await sizeFacetCombinations(db, size.normalized);
  const list = await readFacetedList(db, { scope: ofSize(size.normalized), combinations, pageSize: SIZE_PAGE_SIZE, language }, query);
  if (list.lastPage !== undefined) return { kind: "redirect", to: `${path}${listSearch({ ...query, page: list.lastPage })}`, status: 302 };
  const text = describeSizePage(size, keptFacetCounts(combinations, {}), language);
  const { counts, tyres, pageCount } = list;
  const piecesOnHand = await keptPieces.get(db, size.normalized, () => piecesOnHandOfSize(db, size.normalized));
  const found = { size: { normalized: size.normalized, slug: size.slug, tyreCount: size.tyreCount }, query, counts, tyres, pageCount, text, piecesOnHand };
  return { kind: "page", ...found };
}
