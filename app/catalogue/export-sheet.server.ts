// The whole catalogue as a CSV price list (decision 179): the columns the upload reads
// (catalogue-sheet.ts), so a download uploads again unchanged, stock per warehouse, incoming, lead
// time and DOT among them (decision 288). Streamed a slice of tyres at a time in catalogue order;
// text cells are formula-safe (csv-line.ts).
import type { Kysely } from "kysely";
import { csvLine } from "../csv/csv-line";
import type { Database } from "../db/schema";
import { shopDate } from "../domain/seller-quote";
import { availabilityOf, listWarehouses } from "./availability.server";
import { catalogueSheetCells, catalogueSheetHeader } from "./catalogue-sheet";
import { rowToTyre } from "./tyre-row.server";

const SLICE = 500;

export async function* streamCatalogueCsv(db: Kysely<Database>): AsyncGenerator<string> {
  // A byte order mark, so a spreadsheet reads the accents of a brand as UTF-8 (price-list-csv.ts).
  const warehouses = (await listWarehouses(db)).map((w) => w.name);
  const today = shopDate(new Date());
  yield `\uFEFF${csvLine(catalogueSheetHeader(warehouses))}`;
  let after = -1;
  for (;;) {
    const rows = await db
      .selectFrom("tyre_order")
      .innerJoin("tyre", "tyre.id", "tyre_order.tyre_id")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .selectAll("tyre")
      .select(["brand.name as brand_name", "brand.slug as brand_slug", "brand.logo as brand_logo", "tyre_order.catalogue_rank"])
      .where("tyre_order.catalogue_rank", ">", after)
      .orderBy("tyre_order.catalogue_rank")
      .limit(SLICE)
      .execute();
    if (rows.length === 0) return;
    const availability = await availabilityOf(
      db,
      rows.map((row) => Number(row.id)),
    );
    yield rows.map((row) => csvLine(catalogueSheetCells(rowToTyre(row), availability.get(Number(row.id)) ?? null, warehouses, today))).join("");
    if (rows.length < SLICE) return;
    after = Number(rows[rows.length - 1]!.catalogue_rank);
  }
}

/** A file name that says what and when: catalogue-2026-11-25.csv. */
export function catalogueDownloadName(extension: "csv" | "json", now = new Date()): string {
  return `catalogue-${now.toISOString().slice(0, 10)}.${extension}`;
}
