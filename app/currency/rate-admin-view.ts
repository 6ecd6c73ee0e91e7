// What /admin/rates shows (decision 284): the data its loader and action hand the page's
// components. Types only; browser-safe.
import type { TableUploadPreview } from "../csv/table-csv-upload";
import type { CheckedRateRow } from "./rate-row";

export interface AdminRate extends CheckedRateRow {
  /** ISO 4217's name of the currency ("US Dollar"). */
  name: string;
  /** True while the rate is a seeded example nobody has confirmed. */
  example: boolean;
}

export interface RatesAdmin {
  /** The catalogue's own currency, which every rate converts from. */
  catalogueCurrency: string;
  /** By currency code. */
  rates: AdminRate[];
  /** The table's state, which a preview carries to its apply: a table changed meanwhile refuses the apply. */
  fingerprint: string;
}

/** A previewed file (decision 309). */
export type RateUploadPreview = TableUploadPreview<CheckedRateRow>;
