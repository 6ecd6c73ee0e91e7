// The recommended carousel's track (spec §9): cards 240 px wide, the first 4 repeated at the end so
// the row loops without a gap, one step every 3 s.

export const CAROUSEL_CARD_WIDTH_PX = 240;
export const CAROUSEL_REPEATED_ITEMS = 4;
export const CAROUSEL_INTERVAL_MS = 3000;

/** The items followed by copies of the first 4 (fewer when there are fewer items). */
export function loopedTrack<T>(items: readonly T[]): Array<{ item: T; copy: boolean }> {
  const copies = items.length > 1 ? items.slice(0, CAROUSEL_REPEATED_ITEMS) : [];
  return [...items.map((item) => ({ item, copy: false })), ...copies.map((item) => ({ item, copy: true }))];
}

/**
 * Positions run 0..count: position `count` shows the copy of item 0, from where the track jumps
 * back to 0 without animation. Going back from 0 first jumps to `count`, then steps to count - 1.
 */
export function nextPosition(position: number, count: number): number {
  return count < 2 ? 0 : Math.min(position + 1, count);
}

export function previousPosition(position: number, count: number): number {
  if (count < 2) return 0;
  return (position <= 0 ? count : position) - 1;
}

/** The item shown first at a position (position `count` is item 0 again). */
export const currentItem = (position: number, count: number): number => (count === 0 ? 0 : position % count);
