// What an offer list page shows, for the page and its components; offer-list.server.ts fills it in.
import type { ListSort } from "~/catalogue/facets";
import type { FilterOptions } from "~/catalogue/filter-options";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import type { OfferSelection } from "./offer-selection";

export interface OfferList {
  selection: OfferSelection;
  options: Pick<FilterOptions, "vehicleTypes" | "brands" | "patterns" | "models" | "sizes">;
  tyres: TyreCardData[];
  page: number;
  /** null: the catalogue order (spec §4); a sort only reorders the same tyres. */
  sort: ListSort | null;
  pageCount: number;
  total: number;
  /** ?brand= named no brand with offers this season: answered 404 and kept out of search engines. */
  unknownBrand: boolean;
}

export type OfferListResult = { redirect: string } | ({ redirect?: undefined } & OfferList);
