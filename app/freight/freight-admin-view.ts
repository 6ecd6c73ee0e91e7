// What /admin/freight shows (decision 208): the data its loader and action hand the page's
// components. Types only; browser-safe.
import type { FreightPort, FreightSettings } from "../domain/freight";
import type { TableUploadPreview } from "../csv/table-csv-upload";
import type { CheckedFreightRow } from "./freight-admin-row";

export interface FreightAdminPort extends FreightPort {
  /** The country's English name (Intl.DisplayNames), by which the table is sorted. */
  countryName: string;
}

export interface FreightAdmin {
  settings: FreightSettings;
  /** By country name, then port name: how a seller looks a port up. */
  ports: FreightAdminPort[];
  /** The ports' state, which a preview carries to its apply: a table changed meanwhile refuses the apply. */
  fingerprint: string;
}

/** A previewed file (decision 309). */
export type FreightUploadPreview = TableUploadPreview<CheckedFreightRow>;
