// What the back office's stock pages show (decisions 245, 246, 248), as plain types the pages'
// components may import (they never import a server module, not even for a type). Browser-safe.
import type { TyreAvailability } from "../domain/availability";
import type { FeedRefusal } from "../domain/stock-feed";

export interface UnknownCode {
  line: number;
  code: string;
}

export type FeedPreview =
  | { ok: true; draftId: number; fileName: string; lines: number; known: number; unknown: UnknownCode[]; unknownCount: number }
  | { ok: false; fileName: string; reason: string; refused: FeedRefusal[]; refusedCount: number };

export interface FeedHistoryEntry {
  at: string;
  actor: string;
  source: string;
  lines: number;
  applied: number;
  unknown: number;
}

export interface FeedKey {
  id: number;
  name: string;
  prefix: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface StockTyre {
  id: number;
  name: string;
  size: string;
  productCode: string | null;
  ean: string | null;
}

export interface StockWarehouse {
  id: number;
  name: string;
  portOfLoading: string;
  isDefault: boolean;
}

export interface TyreAvailabilityAdmin {
  tyre: StockTyre;
  warehouses: StockWarehouse[];
  availability: TyreAvailability | null;
}
