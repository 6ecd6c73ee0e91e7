// Catalogue search as one SQL condition. The only dialect difference in search lives here:
// SQLite asks its FTS5 trigram table, PostgreSQL its pg_trgm-indexed columns (decision 003).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { sizeSearchKey } from "../domain/tyre-size";
import type { Database } from "../db/schema";

/**
 * Splits a query into lower-case terms; every term must match (a substring of brand, model,
 * pattern or size). A query that reads as a tyre size ("315 80 22.5", "3158022.5") matches the
 * size key instead, so every common way of typing a size finds the same tyres.
 */
export function searchTerms(query: string): { terms: string[]; sizeKey: string | null } {
  // LIKE wildcards are dropped: nobody searches tyres for "%" and they would widen the match.
  const cleaned = query.toLowerCase().replace(/[%_\\]/g, " ").trim();
  const terms = [...new Set(cleaned.split(/\s+/).filter((t) => t !== ""))];
  return { terms, sizeKey: cleaned === "" ? null : sizeSearchKey(cleaned) };
}

type TyreEb = ExpressionBuilder<Database, "tyre">;

export function searchCondition(eb: TyreEb, query: string, postgres: boolean): Expression<SqlBool> | null {
  const { terms, sizeKey } = searchTerms(query);
  if (terms.length === 0) return null;
  // A query that reads as a size is matched as one: its size key, or the text as typed. Splitting
  // "315 80 22.5" into words would only add matches by accident and scan for the short "80".
  if (sizeKey) return eb.or([textContains(eb, "size_key", sizeKey, postgres), textContains(eb, "search_text", terms.join(" "), postgres)]);
  return eb.and(terms.map((term) => textContains(eb, "search_text", term, postgres)));
}

function textContains(eb: TyreEb, column: "search_text" | "size_key", term: string, postgres: boolean): Expression<SqlBool> {
  const pattern = `%${term}%`;
  if (postgres) return eb(`tyre.${column}`, "like", pattern);
  // The FTS5 trigram index answers LIKE on its own columns; rowid is the tyre id.
  return eb("tyre.id", "in", sql<number>`(select rowid from tyre_search where ${sql.ref(column)} like ${pattern})`);
}
