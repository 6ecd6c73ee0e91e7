// The back office's per-tyre availability (decision 248): find a tyre by its product code or EAN,
// read what is known of its stock, and save a quick correction: stock per warehouse and incoming
// pieces replaced, lead time and DOT set or removed, audited with before and after, and a new
// catalogue revision so every kept page shows it.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { availabilityOf, listWarehouses, setTyreSupply, writeAvailability } from "../catalogue/availability.server";
import { bumpCatalogueRevision } from "../catalogue/revision.server";
import { recordAudit } from "./audit-log.server";
import type { Seller } from "./require-seller.server";
import type { StockTyre, TyreAvailabilityAdmin } from "./stock-view";
import type { TyreAvailabilityEdit } from "./tyre-availability-form";

const FOUND_AT_MOST = 20;

function tyreQuery(db: Kysely<Database>) {
  return db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["tyre.id", "brand.name as brand", "tyre.model", "tyre.pattern", "tyre.size_text", "tyre.product_code", "tyre.ean"]);
}

type TyreRowOf = Awaited<ReturnType<ReturnType<typeof tyreQuery>["execute"]>>[number];
const stockTyreOf = (row: TyreRowOf): StockTyre => ({
  id: Number(row.id),
  name: [row.brand, row.model, row.pattern === row.model ? "" : row.pattern].filter((part) => part !== "").join(" "),
  size: row.size_text,
  productCode: row.product_code,
  ean: row.ean,
});

/** Tyres whose product code or EAN is the text (any case), else begins with it; at most 20. */
export async function findStockTyres(db: Kysely<Database>, text: string): Promise<StockTyre[]> {
  const code = text.trim().toLowerCase();
  if (code === "") return [];
  const exact = await tyreQuery(db)
    .where((eb) => eb.or([eb(eb.fn("lower", ["tyre.product_code"]), "=", code), eb(eb.fn("lower", ["tyre.ean"]), "=", code)]))
    .limit(FOUND_AT_MOST)
    .execute();
  if (exact.length > 0) return exact.map(stockTyreOf);
  // Without LIKE's wildcards: SQLite's LIKE has no escape character unless told one.
  const pattern = `${code.replace(/[%_]/g, "")}%`;
  const starting = await tyreQuery(db)
    .where((eb) => eb(eb.fn("lower", ["tyre.product_code"]), "like", eb.val(pattern)))
    .orderBy("tyre.product_code")
    .limit(FOUND_AT_MOST)
    .execute();
  return starting.map(stockTyreOf);
}

export async function getTyreAvailabilityAdmin(db: Kysely<Database>, id: number): Promise<TyreAvailabilityAdmin | null> {
  const row = await tyreQuery(db).where("tyre.id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [warehouses, found] = await Promise.all([listWarehouses(db), availabilityOf(db, [id])]);
  return { tyre: stockTyreOf(row), warehouses, availability: found.get(id) ?? null };
}

/** Saves the form's availability over the tyre's; false when the tyre is gone. */
export async function saveTyreAvailability(db: Kysely<Database>, seller: Seller, id: number, edit: TyreAvailabilityEdit, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const tyre = await trx.selectFrom("tyre").select("id").where("id", "=", id).executeTakeFirst();
    if (!tyre) return false;
    const warehouses = await listWarehouses(trx);
    const before = (await availabilityOf(trx, [id])).get(id) ?? null;
    await writeAvailability(trx, [{ tyreId: id, input: { ...edit, supply: null } }], warehouses, at);
    await setTyreSupply(trx, id, edit.supply, at);
    await recordAudit(trx, { actor: seller.actor, action: "stock.edit", subjectType: "tyre", subjectId: id, before, after: edit }, now);
    await bumpCatalogueRevision(trx, at);
    return true;
  });
}
