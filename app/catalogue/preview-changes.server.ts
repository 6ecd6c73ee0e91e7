// The upload preview's lists (decision 256): which tyres are new (with their price and stock),
// which change (price and stock before and after), and the catalogue's currency that prices in
// another one are checked against. Read in the preview's transaction, nothing written.
import type { Transaction } from "kysely";
import type { BrandRow, Database, TyreRow } from "../db/schema";
import type { CurrencyCode, Money } from "../domain/money";
import type { AvailabilityInput } from "./availability-entry";
import type { CatalogueTyreInput } from "./catalogue-entry";
import { previewTyreOf } from "./currency-check";
import type { AddedTyre, ChangedTyre } from "./import-preview";
import { inputToRow, STORE_CURRENCY } from "./tyre-row.server";
import { changedColumns, type TyreWritePlan } from "./write-tyres.server";

/** New, changed and removed tyres listed by name; the counts name them all. */
export const LISTED_TYRES = 500;

const PRICE_COLUMNS = new Set(["price_minor", "price_currency", "offer_price_minor", "offer_price_currency"]);

const moneyOf = (minor: number | null, currency: string | null): Money | null =>
  minor === null ? null : { amountMinor: Number(minor), currency: (currency ?? STORE_CURRENCY) as CurrencyCode };

const stockOf = (availability: AvailabilityInput | null): number | null =>
  availability?.stock ? availability.stock.reduce((sum, line) => sum + line.pieces, 0) : null;

export async function describeChanges(
  trx: Transaction<Database>,
  listed: TyreWritePlan["listed"],
  brands: ReadonlyMap<string, BrandRow>,
  now: string,
): Promise<{ added: AddedTyre[]; changed: ChangedTyre[] }> {
  const added = listed.added.map((tyre) => ({
    ...previewTyreOf(tyre),
    offerPrice: moneyOf(tyre.offerPriceMinor, tyre.offerPriceCurrency),
    stock: stockOf(tyre.availability),
  }));
  const onHand = await storedStock(
    trx,
    listed.changed.map(({ stored }) => Number(stored.id)),
  );
  const changed = listed.changed.map(({ stored, tyre }) => changedTyre(stored, tyre, brands, now, onHand.get(Number(stored.id)) ?? 0));
  return { added, changed };
}

function changedTyre(stored: TyreRow, tyre: CatalogueTyreInput, brands: ReadonlyMap<string, BrandRow>, now: string, stockBefore: number): ChangedTyre {
  const columns = changedColumns(stored, inputToRow(tyre, brands.get(tyre.brand.toLowerCase())!, now));
  const after = stockOf(tyre.availability);
  return {
    ...previewTyreOf(tyre),
    offerPrice: { before: moneyOf(stored.offer_price_minor, stored.offer_price_currency), after: moneyOf(tyre.offerPriceMinor, tyre.offerPriceCurrency) },
    stock: after === null ? null : { before: stockBefore, after },
    otherChanges: columns.some((column) => !PRICE_COLUMNS.has(column)),
  };
}

async function storedStock(trx: Transaction<Database>, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom("tyre_stock")
    .select(["tyre_id", (eb) => eb.fn.sum<number | string>("on_hand").as("pieces")])
    .where("tyre_id", "in", ids)
    .groupBy("tyre_id")
    .execute();
  return new Map(rows.map((row) => [Number(row.tyre_id), Number(row.pieces)]));
}

/** The currency most of the catalogue's offer prices are in; the store's own while it has none. */
export async function catalogueCurrency(trx: Transaction<Database>): Promise<CurrencyCode> {
  const row = await trx
    .selectFrom("tyre")
    .select(["offer_price_currency", (eb) => eb.fn.countAll<number | string>().as("tyres")])
    .where("offer_price_currency", "is not", null)
    .groupBy("offer_price_currency")
    .orderBy("tyres", "desc")
    .orderBy("offer_price_currency")
    .limit(1)
    .executeTakeFirst();
  return (row?.offer_price_currency ?? STORE_CURRENCY) as CurrencyCode;
}
