// Many rows written in few statements (decision 080): a batch of rows sent as one JSON parameter
// and read by the database as a table (for bulk updates and deletes, and PostgreSQL's inserts),
// or multi-row VALUES (SQLite's inserts). The one place where the two databases differ in it.
import { sql, type Insertable, type Kysely, type RawBuilder } from "kysely";
import { dialectOf } from "./dialect.server";
import type { Database } from "./schema";

/** Rows per statement: a few megabytes of JSON, far from either database's limits. */
export const ROW_BATCH_SIZE = 5000;

/** SQLite binds at most 32,766 parameters to one statement. */
const SQLITE_MAX_PARAMETERS = 32_766;

/**
 * `rows` as a relation named `alias` for a FROM clause, one row per element in the order given,
 * with `columns` typed as `table`'s columns (PostgreSQL) or as the JSON values (SQLite, whose
 * columns convert them by affinity on write).
 */
export function rowBatch(
  db: Kysely<Database>,
  table: keyof Database,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  alias: string,
): RawBuilder<unknown> {
  const json = JSON.stringify(rows);
  if (dialectOf(db) === "postgres") {
    // Typed by the table's own row type, so values compare and store as its columns do.
    return sql`json_populate_recordset(null::${sql.table(table)}, ${json}::json) as ${sql.table(alias)}`;
  }
  // Unpacked once into SQLite's binary JSON: a field of a binary element is found without
  // parsing its text again (about four times faster than json_each at fifty fields a row).
  const picked = columns.map((c) => sql`value ->> ${sql.lit(c)} as ${sql.ref(c)}`);
  return sql`(select ${sql.join(picked)} from jsonb_each(jsonb(${json}))) as ${sql.table(alias)}`;
}

/**
 * Inserts up to ROW_BATCH_SIZE rows, every one with the same columns, in the order given. On
 * 100,000 tyres PostgreSQL took 3.6 s from a JSON batch against 7 s as multi-row VALUES; SQLite
 * 1.6-1.8 s of CPU as VALUES against 2.1-2.3 s from a JSON batch.
 */
export async function insertRows<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  if (dialectOf(db) === "postgres") {
    const list = sql.join(columns.map((c) => sql.ref(c)));
    const picked = sql.join(columns.map((c) => sql.ref(`batch.${c}`)));
    await sql`insert into ${sql.table(table)} (${list}) select ${picked} from ${rowBatch(db, table, columns, rows, "batch")}`.execute(db);
    return;
  }
  const perStatement = Math.floor(SQLITE_MAX_PARAMETERS / columns.length);
  for (let i = 0; i < rows.length; i += perStatement) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + perStatement))
      .execute();
  }
}
