// What the back office shows of an upload before it is applied: plain data shared by
// the server that makes the preview and the page that shows it. Browser-safe.
import type { CurrencyCode, Money } from "../domain/money";
import type { Refusal } from "./nested-catalogue";

export type CatalogueFormat = "json" | "csv" | "xlsx";

/** A stored tyre an import with `replace` removes, as the preview lists it. */
export interface RemovedTyre {
  brand: string;
  model: string;
  size: string;
  season: string;
  vehicleType: string;
  pattern: string;
}

/** A new tyre as the preview lists it, with the price it comes with. */
export interface AddedTyre extends RemovedTyre {
  offerPrice: Money | null;
  /** Pieces on hand the file gives (all warehouses); null when it says nothing of stock. */
  stock: number | null;
}

/** A known tyre the upload changes: the price and stock before and after (decision 256). */
export interface ChangedTyre extends RemovedTyre {
  offerPrice: { before: Money | null; after: Money | null };
  /** null when the file says nothing of stock (the stored stock stays). */
  stock: { before: number; after: number } | null;
  /** Other columns changed too (the description, the EU label...). */
  otherChanges: boolean;
}

/** Prices written in another currency than the catalogue's: Apply needs them confirmed (decision 256). */
export interface ForeignCurrencyPrices {
  catalogueCurrency: CurrencyCode;
  /** Tyres with a price in another currency, all of them. */
  count: number;
  /** The first of them, with the price as written. */
  sample: Array<RemovedTyre & { price: Money }>;
}

export interface UploadCounts {
  imported: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface UploadPreview {
  token: string;
  fileName: string;
  format: CatalogueFormat;
  replace: boolean;
  createdAt: string;
  counts: UploadCounts;
  refused: Refusal[];
  warnings: string[];
  removedSample: RemovedTyre[];
  /** The first new and changed tyres (all are counted in `counts`). */
  added: AddedTyre[];
  changed: ChangedTyre[];
  foreignCurrency: ForeignCurrencyPrices | null;
  /** True once another import changed the catalogue: Apply would be refused. */
  stale: boolean;
}

/** One applied import in the history list. */
export interface ImportHistoryEntry {
  id: number;
  at: string;
  /** A seller's e-mail, or 'cli'. */
  actor: string;
  fileName: string;
  format: string;
  replace: boolean;
  imported: number;
  updated: number;
  unchanged: number;
  refused: number;
  removed: number;
  warnings: number;
}
