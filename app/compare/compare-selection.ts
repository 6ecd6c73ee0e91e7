// The tyres a buyer picked to compare, as plain data: at most 4, in the order picked, kept in
// the browser and written into /compare?tyres=ID,ID (decision 041).
import { isTyreId, parseTyreId } from "../catalogue/tyre-id";

export const MAX_COMPARE = 4;

export interface CompareItem {
  id: number;
  /** "Michelin X Multi D 315/80R22.5", for the tray. */
  label: string;
}

export type ToggleOutcome = "added" | "removed" | "full";

/** Adds the tyre, or removes it when it is already there; a fifth tyre is refused ("full"). */
export function toggleCompareItem(items: readonly CompareItem[], item: CompareItem): { items: CompareItem[]; outcome: ToggleOutcome } {
  if (items.some((i) => i.id === item.id)) return { items: items.filter((i) => i.id !== item.id), outcome: "removed" };
  if (items.length >= MAX_COMPARE) return { items: [...items], outcome: "full" };
  return { items: [...items, item], outcome: "added" };
}

/** Reads what localStorage held; anything malformed is dropped, never trusted. */
export function parseStoredItems(raw: string | null): CompareItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: CompareItem[] = [];
  for (const v of value) {
    if (typeof v !== "object" || v === null) continue;
    const { id, label } = v as Record<string, unknown>;
    if (!isTyreId(id) || typeof label !== "string") continue;
    if (items.some((i) => i.id === id)) continue;
    items.push({ id, label: label.slice(0, 200) });
    if (items.length === MAX_COMPARE) break;
  }
  return items;
}

export interface CompareIds {
  /** The first `max` distinct, well-formed ids, in the order given. */
  ids: number[];
  /** Parts that were not ids ("abc", "0"), repeats, and ids past the `max`th. */
  ignored: string[];
}

/** ?tyres=12,7,abc → ids [12, 7], ignored ["abc"]. */
export function parseCompareIds(value: string | null, max: number = MAX_COMPARE): CompareIds {
  const ids: number[] = [];
  const ignored: string[] = [];
  for (const part of (value ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "")) {
    const id = parseTyreId(part);
    if (id === null || ids.includes(id) || ids.length >= max) ignored.push(part);
    else ids.push(id);
  }
  return { ids, ignored };
}

export function comparePath(ids: readonly number[]): string {
  return `/compare?tyres=${ids.join(",")}`;
}
