// What the compare page needs: the tyres named in ?tyres= (at most 4, in that order), and what
// was left out (not an id, a repeat, past the fourth, or no such tyre) for the page's note.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { getTyre } from "~/catalogue/repository.server";
import type { Tyre } from "~/catalogue/tyre";
import { MAX_COMPARE, parseCompareIds } from "./compare-selection";

// Ids looked up before the first 4 tyres that exist are taken; an unknown id does not use a place.
const MAX_LOOKUPS = 12;

export interface ComparePage {
  tyres: Tyre[];
  ignored: string[];
}

export async function loadComparePage(db: Kysely<Database>, params: URLSearchParams): Promise<ComparePage> {
  const { ids, ignored } = parseCompareIds(params.get("tyres"), MAX_LOOKUPS);
  const found = await Promise.all(ids.map((id) => getTyre(db, id)));
  const known = found.filter((t): t is Tyre => t !== null);
  const unknown = ids.filter((_, i) => found[i] === null).map(String);
  const extra = known.slice(MAX_COMPARE).map((t) => String(t.id));
  return { tyres: known.slice(0, MAX_COMPARE), ignored: [...unknown, ...extra, ...ignored] };
}
