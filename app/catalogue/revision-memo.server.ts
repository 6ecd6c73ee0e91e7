// Answers worked out once per catalogue revision and kept per process (the filter
// options and first pages every signed-in render asked the database for again). Keyed by the
// revision's stamp, which every import renews and no two databases share (decision 081), so an
// import is seen by every process at its next request; the least recently used go first.
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema";
import { getCatalogueRevision } from "./revision.server";
import { createRevisionReader, type RevisionRead } from "./revision-reader";

export interface RevisionMemo<T> {
  /** The kept answer for `key` at the current revision, or `compute`'s (kept for the next request). */
  get(db: Kysely<Database>, key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/**
 * Answers are shared between requests, so callers must not change them. A pending answer is kept
 * too: requests that arrive together wait for one query. A failed one is forgotten.
 */
/**
 * The stamp, read once for the memo lookups that arrive in one turn of the event loop (per handle or
 * transaction): a signed-in home page asked it three times a render, each a round trip on
 * PostgreSQL, and requests at once asked it once each. A read still starts after every caller came,
 * so an import another process committed is seen at the next request, as before (revision-reader.ts).
 */
const stampReaders = new WeakMap<Kysely<Database>, RevisionRead<string>>();

function currentStamp(db: Kysely<Database>): Promise<string> {
  let read = stampReaders.get(db);
  if (!read) stampReaders.set(db, (read = createRevisionReader(async () => (await getCatalogueRevision(db)).stamp)));
  return read();
}

export function revisionMemo<T>(limit: number): RevisionMemo<T> {
  const kept = new LRUCache<string, Promise<T>>({ max: limit });
  return {
    get size() {
      return kept.size;
    },
    async get(db, key, compute) {
      const stamp = await currentStamp(db);
      const full = `${stamp}\u0000${key}`;
      const known = kept.get(full);
      if (known) return known;
      const answer = compute();
      kept.set(full, answer);
      answer.catch(() => {
        if (kept.peek(full) === answer) kept.delete(full);
      });
      return answer;
    },
  };
}
