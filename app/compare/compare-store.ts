// The compare selection in the browser: localStorage, so it survives page loads, plus an event so
// every toggle and the tray re-render together (useSyncExternalStore). The server renders none.
import { useSyncExternalStore } from "react";
import { parseStoredItems, toggleCompareItem, type CompareItem, type ToggleOutcome } from "./compare-selection";

const STORAGE_KEY = "tyre-compare";
const CHANGE_EVENT = "tyre-compare-change";
const NONE: CompareItem[] = [];

let cachedRaw: string | null = null;
let cachedItems: CompareItem[] = NONE;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policies): comparing then lasts one page
  }
}

function snapshot(): CompareItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseStoredItems(raw);
  }
  return cachedItems;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && onChange();
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function write(items: CompareItem[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    cachedRaw = JSON.stringify(items);
    cachedItems = items;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function useCompareItems(): CompareItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

export function toggleCompare(item: CompareItem): ToggleOutcome {
  const { items, outcome } = toggleCompareItem(snapshot(), item);
  if (outcome !== "full") write(items);
  return outcome;
}

export function removeFromCompare(id: number): void {
  write(snapshot().filter((i) => i.id !== id));
}

export function clearCompare(): void {
  write([]);
}
