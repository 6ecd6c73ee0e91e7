// What the back office shows of an upload before it is applied: plain data shared by
// the server that makes the preview and the page that shows it. Browser-safe.
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
