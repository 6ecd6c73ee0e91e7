// What the compare page needs: the tyres named in ?tyres= (at most 4, in that order), and what
// was left out (not an id, a repeat, past the fourth, or no such tyre) for the page's note.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { getTyre } from "~/catalogue/repository.server";
import type { Tyre } from "~/catalogue/tyre";
import { parseCompareIds } from "./compare-selection";

export interface ComparePage {
  tyres: Tyre[];
  ignored: string[];
}

export async function loadComparePage(db: Kysely<Database>, params: URLSearchParams): Promise<ComparePage> {
  const { ids, ignored } = parseCompareIds(params.get("tyres"));
  const found = await Promise.all(ids.map((id) => getTyre(db, id)));
  const tyres = found.filter((t): t is Tyre => t !== null);
  const unknown = ids.filter((_, i) => found[i] === null).map(String);
  return { tyres, ignored: [...unknown, ...ignored] };
}
