// A quote basket as plain lines: what a visitor's cookie holds and what a buyer's
// database rows hold, and the few ways a basket changes. Browser-safe, no dependencies on the
// server: the header reads a visitor's count from the cookie after the page (a cached one,
// the same for everyone) has loaded.
import { MAXIMUM_ORDER_QUANTITY } from "~/domain/pricing";
import { isTyreId } from "~/catalogue/tyre-id";

export interface BasketEntry {
  tyreId: number;
  quantity: number;
}

/** A fleet's mixed container has a handful of sizes; 30 lines is far beyond it and keeps the cookie under 400 bytes. */
export const MAX_BASKET_LINES = 30;
/** One line may ask for as many as a whole order may (pricing.ts). */
export const MAX_LINE_QUANTITY = MAXIMUM_ORDER_QUANTITY;
/** Not named tyres.*: that prefix marks a session, and a visitor's basket must not make pages private (decision 131). */
export const BASKET_COOKIE = "quote_basket";

const ENTRY = /^(\d{1,10})-(\d{1,6})$/;

/** "12-50.13-100": cookie-safe characters only. */
export function encodeBasket(entries: readonly BasketEntry[]): string {
  return entries.map((e) => `${e.tyreId}-${e.quantity}`).join(".");
}

/** A cookie's lines; anything malformed, repeated, out of range or past the line limit is dropped. */
export function decodeBasket(text: string | null | undefined): BasketEntry[] {
  const entries: BasketEntry[] = [];
  for (const part of (text ?? "").slice(0, 2000).split(".")) {
    const match = ENTRY.exec(part);
    if (!match) continue;
    const entry = { tyreId: Number(match[1]), quantity: Number(match[2]) };
    if (!isTyreId(entry.tyreId) || entry.quantity < 1 || entry.quantity > MAX_LINE_QUANTITY) continue;
    if (entries.some((e) => e.tyreId === entry.tyreId)) continue;
    entries.push(entry);
    if (entries.length === MAX_BASKET_LINES) break;
  }
  return entries;
}

export type BasketChange = { ok: true; entries: BasketEntry[] } | { ok: false; reason: string };

export const LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;

export const BASKET_FULL_MESSAGE = `A quote holds at most ${MAX_BASKET_LINES} tyres. Remove one to add another.`;
export const NOT_IN_QUOTE_MESSAGE = "That tyre is not in your quote.";

const quantityProblem = (quantity: number) => (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY ? LINE_QUANTITY_MESSAGE : null);

/** Adds pieces of a tyre: to its line when it has one (up to the line limit), else as a new line at the end. */
export function addToBasket(entries: readonly BasketEntry[], tyreId: number, quantity: number): BasketChange {
  const problem = quantityProblem(quantity);
  if (problem) return { ok: false, reason: problem };
  const existing = entries.find((e) => e.tyreId === tyreId);
  if (existing)
    return { ok: true, entries: entries.map((e) => (e === existing ? { tyreId, quantity: Math.min(MAX_LINE_QUANTITY, e.quantity + quantity) } : e)) };
  if (entries.length >= MAX_BASKET_LINES) return { ok: false, reason: BASKET_FULL_MESSAGE };
  return { ok: true, entries: [...entries, { tyreId, quantity }] };
}

export function setBasketQuantity(entries: readonly BasketEntry[], tyreId: number, quantity: number): BasketChange {
  const problem = quantityProblem(quantity);
  if (problem) return { ok: false, reason: problem };
  if (!entries.some((e) => e.tyreId === tyreId)) return { ok: false, reason: NOT_IN_QUOTE_MESSAGE };
  return { ok: true, entries: entries.map((e) => (e.tyreId === tyreId ? { tyreId, quantity } : e)) };
}

/**
 * Puts `to` in the place of `from`, with `from`'s quantity (the quote page's "Swap", decision
 * 263): the line keeps its place; when `to` is already in the quote, the pieces join its line.
 */
export function swapInBasket(entries: readonly BasketEntry[], from: number, to: number): BasketChange {
  const line = entries.find((e) => e.tyreId === from);
  if (!line) return { ok: false, reason: NOT_IN_QUOTE_MESSAGE };
  if (from === to) return { ok: true, entries: [...entries] };
  const existing = entries.find((e) => e.tyreId === to);
  if (existing) {
    return {
      ok: true,
      entries: entries
        .filter((e) => e !== line)
        .map((e) => (e === existing ? { tyreId: to, quantity: Math.min(MAX_LINE_QUANTITY, e.quantity + line.quantity) } : e)),
    };
  }
  return { ok: true, entries: entries.map((e) => (e === line ? { tyreId: to, quantity: line.quantity } : e)) };
}

export function removeFromBasket(entries: readonly BasketEntry[], tyreId: number): BasketEntry[] {
  return entries.filter((e) => e.tyreId !== tyreId);
}

/**
 * A visitor's basket joining their account's at sign-in: a tyre in both keeps the larger quantity
 * (the same intention on two devices, not twice the pieces); the visitor's other tyres follow the
 * account's, as long as the line limit allows.
 */
export function mergeBaskets(account: readonly BasketEntry[], visitor: readonly BasketEntry[]): BasketEntry[] {
  const merged = account.map((a) => {
    const same = visitor.find((v) => v.tyreId === a.tyreId);
    return same && same.quantity > a.quantity ? same : a;
  });
  for (const v of visitor) {
    if (merged.length >= MAX_BASKET_LINES) break;
    if (!merged.some((m) => m.tyreId === v.tyreId)) merged.push(v);
  }
  return merged;
}

export const basketPieces = (entries: readonly BasketEntry[]) => entries.reduce((sum, e) => sum + e.quantity, 0);
