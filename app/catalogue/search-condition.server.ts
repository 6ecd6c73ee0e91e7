// Catalogue search (decisions 003 and 070): which tyres match a query, read from tyre_order in
// catalogue order and stopped after the rows asked for, so a broad word never counts or sorts
// every match. The only dialect difference in search lives here: SQLite asks an FTS5 trigram
// table whose rowid is the catalogue rank, so matches stream in order; PostgreSQL asks its
// pg_trgm-indexed columns and bounds the rank range with a block range index.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { dialectOf } from "../db/dialect.server";
import type { Database } from "../db/schema";
import { sizeSearchKey } from "../domain/tyre-size";
import type { SearchColumn, SubstringGroups } from "./search-index";

/**
 * Splits a query into lower-case terms; every term must match (a substring of brand, model,
 * pattern or size). A query that reads as a tyre size ("315 80 22.5", "3158022.5") matches the
 * size key instead, so every common way of typing a size finds the same tyres.
 */
export function searchTerms(query: string): { terms: string[]; sizeKey: string | null } {
  // LIKE wildcards are dropped: nobody searches tyres for "%" and they would widen the match.
  const cleaned = query
    .toLowerCase()
    .replace(/[%_\\]/g, " ")
    .trim();
  const terms = [...new Set(cleaned.split(/\s+/).filter((t) => t !== ""))];
  return { terms, sizeKey: cleaned === "" ? null : sizeSearchKey(cleaned) };
}

type Column = SearchColumn;
/** A query as substrings of columns: every group must hold, one substring of a group is enough. */
type Substrings = SubstringGroups;

/** Null when the query has no terms (a blank query, or only wildcards): it restricts nothing. */
export function substringsOf(query: string): Substrings | null {
  const { terms, sizeKey } = searchTerms(query);
  if (terms.length === 0) return null;
  // A query that reads as a size is matched as one: its size key, or the text as typed. Splitting
  // "315 80 22.5" into words would only add matches by accident and scan for the short "80".
  if (sizeKey)
    return [
      [
        { column: "size_key", text: sizeKey },
        { column: "search_text", text: terms.join(" ") },
      ],
    ];
  return terms.map((text) => [{ column: "search_text", text }]);
}

export type OrderEb = ExpressionBuilder<Database, "tyre_order">;
export type OrderFilter = (eb: OrderEb) => Expression<SqlBool>;

const like = (eb: OrderEb, column: Column, text: string) => eb(`tyre_order.${column}`, "like", `%${text}%`);

function groupsCondition(eb: OrderEb, groups: Substrings): Expression<SqlBool> {
  return eb.and(groups.map((group) => eb.or(group.map(({ column, text }) => like(eb, column, text)))));
}

/** The query as a plain condition on tyre_order's row, for walks in another order (suggestions). */
export function textCondition(eb: OrderEb, query: string): Expression<SqlBool> | null {
  const groups = substringsOf(query);
  return groups ? groupsCondition(eb, groups) : null;
}

export interface RankedTyre {
  rank: number;
  tyreId: number;
}

/**
 * Matches of `query` that also pass `filter`, in catalogue order, from `offset`, at most
 * `limit`; null when the query restricts nothing (the caller lists by filter alone).
 */
export async function matchesInOrder(db: Kysely<Database>, query: string, filter: OrderFilter, offset: number, limit: number): Promise<RankedTyre[] | null> {
  const groups = substringsOf(query);
  if (!groups) return null;
  const rows = dialectOf(db) === "postgres" ? await postgresMatches(db, groups, filter, offset, limit) : await sqliteMatches(db, groups, filter, offset, limit);
  return rows.map((r) => ({ rank: Number(r.catalogue_rank), tyreId: Number(r.tyre_id) }));
}

type RankRow = { catalogue_rank: number; tyre_id: number };

/** What is read of each match: its rank and tyre, or (for suggestions) also its rating and whether it starts with a prefix. */
type Reading = { prefix?: undefined } | { prefix: string };
type FoundRow = RankRow & { rating?: number | null; prefixed?: number };

function readColumns(eb: OrderEb, reading: Reading) {
  const base = [eb.ref("tyre_order.catalogue_rank").as("catalogue_rank"), eb.ref("tyre_order.tyre_id").as("tyre_id")];
  if (reading.prefix === undefined) return base;
  return [...base, eb.ref("tyre_order.rating").as("rating"), eb.case().when(startsWith(eb, reading.prefix)).then(1).else(0).end().as("prefixed")];
}

/** The search text starts with `prefix`, tested row by row. */
export function startsWith(eb: OrderEb, prefix: string): Expression<SqlBool> {
  return eb(eb.fn("substr", ["tyre_order.search_text", sql.lit(1), sql.lit([...prefix].length)]), "=", prefix);
}

// FTS5's trigram tokenizer matches a quoted phrase of 3 or more characters as a substring, from
// its index alone; shorter text has no trigram and is read with LIKE from the row.
const TRIGRAM = 3;
const phrase = (column: Column, text: string) => `${column} : "${text.replace(/"/g, '""')}"`;

/** The groups FTS5 can answer from its index, as one MATCH expression; the rest for LIKE. */
function ftsQuery(groups: Substrings): { match: string | null; scanned: Substrings } {
  const indexed = groups.filter((group) => group.every(({ text }) => [...text].length >= TRIGRAM));
  const scanned = groups.filter((group) => !indexed.includes(group));
  const match = indexed.map((group) => `(${group.map(({ column, text }) => phrase(column, text)).join(" OR ")})`).join(" AND ");
  return { match: match === "" ? null : match, scanned };
}

function sqliteMatches(
  db: Kysely<Database>,
  groups: Substrings,
  filter: OrderFilter,
  offset: number,
  limit: number,
  reading: Reading = {},
): Promise<FoundRow[]> {
  const { match, scanned } = ftsQuery(groups);
  const base = (eb: OrderEb) => eb.and([filter(eb), ...(scanned.length ? [groupsCondition(eb, scanned)] : [])]);
  if (match === null) {
    return db
      .selectFrom("tyre_order")
      .select((eb) => readColumns(eb, reading))
      .where(base)
      .orderBy("catalogue_rank")
      .limit(limit)
      .offset(offset)
      .execute();
  }
  return db
    .withTables<{ tyre_order_search: { rowid: number; tyre_order_search: string } }>()
    .selectFrom("tyre_order_search")
    .innerJoin("tyre_order", "tyre_order.catalogue_rank", "tyre_order_search.rowid")
    .select((eb) => readColumns(eb as unknown as OrderEb, reading))
    .where(sql<SqlBool>`tyre_order_search match ${match}`)
    .where((eb) => base(eb as unknown as OrderEb))
    .orderBy("tyre_order_search.rowid")
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * Every match of `query` as a condition on tyre_order's row, for reads that take them all (facet
 * counts and sorted pages, decision 160); null when the query restricts nothing. SQLite asks its
 * trigram table for the ranks of the matches; PostgreSQL tests the row, through pg_trgm's index
 * when the planner likes it.
 */
export function matchCondition(db: Kysely<Database>, query: string): OrderFilter | null {
  const groups = substringsOf(query);
  if (!groups) return null;
  if (dialectOf(db) === "postgres") return (eb) => groupsCondition(eb, groups);
  const { match, scanned } = ftsQuery(groups);
  return (eb) =>
    eb.and([
      ...(match === null ? [] : [sql<SqlBool>`tyre_order.catalogue_rank in (select rowid from tyre_order_search where tyre_order_search match ${match})`]),
      ...(scanned.length ? [groupsCondition(eb, scanned)] : []),
    ]);
}

// Rows are stored in rank order, so the first matches PostgreSQL finds are nearly the first in
// catalogue order. The extra rows read absorb the few that an update moved; through the trigram
// index they also let one read return every match of a common size (a few thousand), so the
// second read is not needed. A short word is read from the table's start, and has many matches.
const SLACK = { indexed: 3000, scanned: 500 };

/** Whether pg_trgm can use its index: some group has 3 letters or digits in a row in every part. */
const trigramIndexed = (groups: Substrings) => groups.some((group) => group.every(({ text }) => /[\p{L}\p{N}]{3}/u.test(text)));

// Pages past this many matches (only the API asks for them) are read by offset: slower, still right.
const BOUNDED_UP_TO = 2000;

async function postgresMatches(db: Kysely<Database>, groups: Substrings, filter: OrderFilter, offset: number, limit: number): Promise<RankRow[]> {
  const where = (eb: OrderEb) => eb.and([filter(eb), groupsCondition(eb, groups)]);
  const wanted = offset + limit;
  if (wanted > BOUNDED_UP_TO) {
    return db.selectFrom("tyre_order").select(["catalogue_rank", "tyre_id"]).where(where).orderBy("catalogue_rank").limit(limit).offset(offset).execute();
  }
  const asked = wanted + (trigramIndexed(groups) ? SLACK.indexed : SLACK.scanned);
  const found = await postgresFound(db, groups, where, asked);
  const byRank = found.sort((a, b) => a.catalogue_rank - b.catalogue_rank);
  // Fewer than asked for: that is every match.
  if (found.length < asked) return byRank.slice(offset, wanted);
  // At least `wanted` matches rank at or below the wanted-th smallest rank seen, so the first
  // `wanted` in catalogue order lie in that range; the block range index keeps it to a few pages.
  const bound = byRank[wanted - 1]!.catalogue_rank;
  return (
    db
      .selectFrom("tyre_order")
      .select(["catalogue_rank", "tyre_id"])
      .where(where)
      .where("catalogue_rank", "<=", bound)
      // `+ 0`: sort the few rows in range rather than walk a (season, rank) index from its start.
      .orderBy(sql`catalogue_rank + 0`)
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

/** Up to `limit` matches in the order the database finds them (heap order, nearly rank order). */
async function postgresFound(db: Kysely<Database>, groups: Substrings, where: OrderFilter, limit: number, reading: Reading = {}): Promise<FoundRow[]> {
  const read = (q: Kysely<Database>) =>
    q
      .selectFrom("tyre_order")
      .select((eb) => readColumns(eb, reading))
      .where(where)
      .limit(limit)
      .execute();
  if (!trigramIndexed(groups) || db.isTransaction) return read(db);
  // The planner takes "limit" to mean the matches are spread evenly and would scan the table
  // from its start; a brand's tyres sit together, so ask the trigram index instead.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return read(trx);
  });
}

/** A match as suggestions weigh it. */
export interface SuggestionCandidate {
  tyreId: number;
  rating: number | null;
  /** Its search text starts with the prefix asked about. */
  prefixed: boolean;
}

/**
 * Up to `limit` tyres matching `query`, in no particular order, each with its rating and whether
 * its search text starts with `prefix`; null when the query restricts nothing. One read, so a
 * question like "are there more than N, and if not, which are the best?" costs one pass.
 */
export async function someMatches(db: Kysely<Database>, query: string, limit: number, prefix: string): Promise<SuggestionCandidate[] | null> {
  const groups = substringsOf(query);
  if (!groups) return null;
  const reading = { prefix };
  const rows =
    dialectOf(db) === "postgres"
      ? await postgresFound(db, groups, (eb) => groupsCondition(eb, groups), limit, reading)
      : await sqliteMatches(db, groups, (eb) => eb.and([]), 0, limit, reading);
  return rows.map((r) => ({ tyreId: Number(r.tyre_id), rating: r.rating ?? null, prefixed: Number(r.prefixed) === 1 }));
}
