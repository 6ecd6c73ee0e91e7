// Part of an area's messages, for a page that draws only a few of the components reading it: the
// /buy-now page's tyre card reads 19 of the list pages' 64 words, and its document carried all of them.
import type { MessageAreas } from "./catalogues.server";

/**
 * The `keys` of an area's messages, typed as the whole area so `<PageMessages>` takes it: a key left
 * out reads as undefined, so the list names every key the page's components read.
 */
export function pickMessages<Area extends keyof MessageAreas>(messages: MessageAreas[Area], keys: ReadonlyArray<keyof MessageAreas[Area]>): MessageAreas[Area] {
  const picked: Partial<MessageAreas[Area]> = {};
  for (const key of keys) picked[key] = messages[key];
  return picked as MessageAreas[Area];
}

/**
 * An area's messages without `keys`: the words a page's loader writes into sentences itself, which
 * none of its components read. Typed as the whole area, as `pickMessages` is.
 */
export function omitMessages<Area extends keyof MessageAreas>(messages: MessageAreas[Area], keys: ReadonlyArray<keyof MessageAreas[Area]>): MessageAreas[Area] {
  const kept: Partial<MessageAreas[Area]> = { ...messages };
  for (const key of keys) delete kept[key];
  return kept as MessageAreas[Area];
}
