// Stock, incoming pieces, lead time and production date (decision 225): read for the tyres a
// page shows, written in bulk by the catalogue import, the stock feed and the back office.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { ROW_BATCH_SIZE, rowBatch } from "../db/row-batch.server";
import {
  availableNow,
  describeAvailability,
  placesOf,
  shortDate,
  withinHalfYear,
  type AvailabilityText,
  type AvailabilityWording,
  type ProductionDate,
  type TyreAvailability,
} from "../domain/availability";
import { AVAILABILITY_CATALOGUE } from "../i18n/catalogues.server";
import { formatMessage } from "../i18n/format-message";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "../i18n/languages";
import { revisionMemo } from "./revision-memo.server";
import { shopDate } from "../domain/seller-quote";
import type { AvailabilityInput, SupplyInput } from "./availability-entry";

export interface Warehouse {
  id: number;
  name: string;
  portOfLoading: string;
  isDefault: boolean;
}

/** Every warehouse, the default first. */
export async function listWarehouses(db: Kysely<Database>): Promise<Warehouse[]> {
  const rows = await db.selectFrom("warehouse").selectAll().orderBy("is_default", "desc").orderBy("name").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, portOfLoading: r.port_of_loading, isDefault: r.is_default === 1 }));
}

/** Warehouses by lower-case name, and the default one. */
export function warehouseIndex(warehouses: readonly Warehouse[]): { byName: Map<string, Warehouse>; fallback: Warehouse | null } {
  return { byName: new Map(warehouses.map((w) => [w.name.toLowerCase(), w])), fallback: warehouses.find((w) => w.isDefault) ?? null };
}

/** The warehouse names an entry gives that are not warehouses of the shop. */
export function unknownWarehousesOf(input: AvailabilityInput, byName: ReadonlyMap<string, Warehouse>): string[] {
  const names = [...(input.stock ?? []).map((s) => s.warehouse), ...(input.incoming ?? []).flatMap((i) => (i.warehouse === null ? [] : [i.warehouse]))];
  return [...new Set(names.filter((n) => !byName.has(n.toLowerCase())))];
}

/** The availability of each of these tyres that has any; a tyre left out has none (spec §9's estimate stands). */
export async function availabilityOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, TyreAvailability>> {
  const result = new Map<number, TyreAvailability>();
  if (ids.length === 0) return result;
  const list = [...new Set(ids)];
  const [stock, incoming, supply] = await Promise.all([
    db
      .selectFrom("tyre_stock")
      .innerJoin("warehouse", "warehouse.id", "tyre_stock.warehouse_id")
      .select(["tyre_stock.tyre_id", "warehouse.name", "tyre_stock.on_hand", "tyre_stock.allocated"])
      .where("tyre_stock.tyre_id", "in", list)
      .orderBy("tyre_stock.tyre_id")
      .orderBy("warehouse.is_default", "desc")
      .orderBy("warehouse.name")
      .execute(),
    db
      .selectFrom("tyre_incoming")
      .innerJoin("warehouse", "warehouse.id", "tyre_incoming.warehouse_id")
      .select(["tyre_incoming.tyre_id", "warehouse.name", "tyre_incoming.pieces", "tyre_incoming.expected_on"])
      .where("tyre_incoming.tyre_id", "in", list)
      .orderBy("tyre_incoming.expected_on")
      .orderBy("tyre_incoming.id")
      .execute(),
    db.selectFrom("tyre_supply").selectAll().where("tyre_id", "in", list).execute(),
  ]);
  const of = (id: number): TyreAvailability => {
    let found = result.get(id);
    if (!found) {
      found = { stock: [], incoming: [], leadTimeDays: null, notOrderable: false, production: null };
      result.set(id, found);
    }
    return found;
  };
  for (const row of stock) of(Number(row.tyre_id)).stock.push({ warehouse: row.name, onHand: Number(row.on_hand), allocated: Number(row.allocated) });
  for (const row of incoming) of(Number(row.tyre_id)).incoming.push({ warehouse: row.name, pieces: Number(row.pieces), expectedOn: row.expected_on });
  for (const row of supply) {
    const found = of(Number(row.tyre_id));
    found.leadTimeDays = row.lead_time_days === null ? null : Number(row.lead_time_days);
    found.notOrderable = Number(row.not_orderable) === 1;
    found.production = productionOf(row);
  }
  return result;
}

/**
 * Each set of tyres' availability, kept per catalogue revision per process (decision 334): what
 * the pages show (result cards, a tyre's page, /buy-now, /compare, /quote) and the catalogue API
 * sends. Every change of stock, incoming pieces or supply renews the revision (the stock feed, the
 * availability admin, an order's allocation, an import), so a page never shows stock older than
 * the catalogue it lists.
 * A signed-in visitor's list page is rendered every time; this spares it three reads. Keyed by the
 * set: a page of cards, or a basket. Answers are shared: callers must not change them.
 */
const keptAvailability = revisionMemo<Map<number, TyreAvailability>>(2000);

export function keptAvailabilityOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, TyreAvailability>> {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(".");
  return keptAvailability.get(db, key, () => availabilityOf(db, ids));
}

function productionOf(row: { dot_year: number | null; dot_week: number | null; dot_max_age_months: number | null }): ProductionDate | null {
  if (row.dot_year !== null) return { kind: "dot", year: Number(row.dot_year), week: row.dot_week === null ? null : Number(row.dot_week) };
  if (row.dot_max_age_months !== null) return { kind: "maxAge", months: Number(row.dot_max_age_months) };
  return null;
}

/** Pieces a buyer can have today of every tyre of a size, in all warehouses (on hand less allocated, never below zero). */
export async function piecesOnHandOfSize(db: Kysely<Database>, sizeNormalized: string): Promise<number> {
  const row = await db
    .selectFrom("tyre_stock")
    .innerJoin("tyre", "tyre.id", "tyre_stock.tyre_id")
    .select(
      sql<number | string | null>`sum(case when tyre_stock.on_hand > tyre_stock.allocated then tyre_stock.on_hand - tyre_stock.allocated else 0 end)`.as(
        "pieces",
      ),
    )
    .where("tyre.size_normalized", "=", sizeNormalized)
    .executeTakeFirst();
  return Number(row?.pieces ?? 0);
}

/** A tyre's availability as an import, the feed or the back office gives it. */
export interface AvailabilityWrite {
  tyreId: number;
  input: AvailabilityInput;
}

/**
 * Writes what each entry gives, in bulk: stock given replaces the tyre's stock (pieces allocated
 * to quotes stay, at 0 on hand when the warehouse is no longer listed), incoming given replaces
 * its incoming, supply given replaces its lead time and DOT. Warehouse names must be known.
 */
export async function writeAvailability(
  trx: Transaction<Database>,
  writes: readonly AvailabilityWrite[],
  warehouses: readonly Warehouse[],
  now: string,
): Promise<void> {
  const { byName, fallback } = warehouseIndex(warehouses);
  const warehouseId = (name: string | null): number => {
    const found = name === null ? fallback : byName.get(name.toLowerCase());
    if (!found) throw new Error(`unknown warehouse ${name ?? "(default)"}`);
    return found.id;
  };
  for (let i = 0; i < writes.length; i += ROW_BATCH_SIZE) {
    const slice = writes.slice(i, i + ROW_BATCH_SIZE);
    const withStock = slice.filter((w) => w.input.stock !== null);
    if (withStock.length > 0) {
      const ids = withStock.map((w) => ({ tyre_id: w.tyreId }));
      await sql`delete from tyre_stock where allocated = 0 and tyre_id in (select batch.tyre_id from ${rowBatch(trx, "tyre_stock", ["tyre_id"], ids, "batch")})`.execute(
        trx,
      );
      await sql`update tyre_stock set on_hand = 0, updated_at = ${now} where tyre_id in (select batch.tyre_id from ${rowBatch(trx, "tyre_stock", ["tyre_id"], ids, "batch")})`.execute(
        trx,
      );
      await upsertStock(
        trx,
        withStock.flatMap((w) =>
          w.input.stock!.map((s) => ({ tyre_id: w.tyreId, warehouse_id: warehouseId(s.warehouse), on_hand: s.pieces, updated_at: now })),
        ),
      );
    }
    const withIncoming = slice.filter((w) => w.input.incoming !== null);
    if (withIncoming.length > 0) {
      const ids = withIncoming.map((w) => ({ tyre_id: w.tyreId }));
      await sql`delete from tyre_incoming where tyre_id in (select batch.tyre_id from ${rowBatch(trx, "tyre_incoming", ["tyre_id"], ids, "batch")})`.execute(
        trx,
      );
      const rows = withIncoming.flatMap((w) =>
        w.input.incoming!.map((n) => ({ tyre_id: w.tyreId, warehouse_id: warehouseId(n.warehouse), pieces: n.pieces, expected_on: n.expectedOn })),
      );
      if (rows.length > 0) {
        const columns = ["tyre_id", "warehouse_id", "pieces", "expected_on"];
        await sql`insert into tyre_incoming (tyre_id, warehouse_id, pieces, expected_on)
          select batch.tyre_id, batch.warehouse_id, batch.pieces, batch.expected_on from ${rowBatch(trx, "tyre_incoming", columns, rows, "batch")}`.execute(
          trx,
        );
      }
    }
    const withSupply = slice.filter((w) => w.input.supply !== null);
    await upsertSupply(
      trx,
      withSupply.map((w) => supplyRow(w.tyreId, w.input.supply!, now)),
    );
  }
}

/** On hand per (tyre, warehouse), written over what was there; allocated pieces stay. */
export async function upsertStock(
  trx: Transaction<Database>,
  rows: ReadonlyArray<{ tyre_id: number; warehouse_id: number; on_hand: number; updated_at: string }>,
): Promise<void> {
  const columns = ["tyre_id", "warehouse_id", "on_hand", "updated_at"];
  for (let i = 0; i < rows.length; i += ROW_BATCH_SIZE) {
    const batch = rowBatch(trx, "tyre_stock", columns, rows.slice(i, i + ROW_BATCH_SIZE), "batch");
    // "where true": SQLite reads an ON CONFLICT after a SELECT only so.
    await sql`insert into tyre_stock (tyre_id, warehouse_id, on_hand, updated_at)
      select batch.tyre_id, batch.warehouse_id, batch.on_hand, batch.updated_at from ${batch} where true
      on conflict (tyre_id, warehouse_id) do update set on_hand = excluded.on_hand, updated_at = excluded.updated_at`.execute(trx);
  }
}

function supplyRow(tyreId: number, supply: SupplyInput, now: string) {
  return {
    tyre_id: tyreId,
    lead_time_days: supply.leadTimeDays,
    not_orderable: supply.notOrderable ? 1 : 0,
    dot_year: supply.dotYear,
    dot_week: supply.dotWeek,
    dot_max_age_months: supply.dotMaxAgeMonths,
    updated_at: now,
  };
}

async function upsertSupply(trx: Transaction<Database>, rows: ReadonlyArray<ReturnType<typeof supplyRow>>): Promise<void> {
  if (rows.length === 0) return;
  const columns = ["tyre_id", "lead_time_days", "not_orderable", "dot_year", "dot_week", "dot_max_age_months", "updated_at"];
  const list = sql.join(columns.map((c) => sql.ref(c)));
  const picked = sql.join(columns.map((c) => sql.ref(`batch.${c}`)));
  const updates = sql.join(columns.filter((c) => c !== "tyre_id").map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  await sql`insert into tyre_supply (${list}) select ${picked} from ${rowBatch(trx, "tyre_supply", columns, rows, "batch")} where true
    on conflict (tyre_id) do update set ${updates}`.execute(trx);
}

/** One tyre's supply as the back office sets it: lead time and DOT replaced, or removed when all are empty. */
export async function setTyreSupply(trx: Transaction<Database>, tyreId: number, supply: SupplyInput | null, now: string): Promise<void> {
  if (supply === null) {
    await trx.deleteFrom("tyre_supply").where("tyre_id", "=", tyreId).execute();
    return;
  }
  await upsertSupply(trx, [supplyRow(tyreId, supply, now)]);
}

/** A tyre as the API sends it (docs/api.md): with its availability, or null when nothing is known, and the line cards show. */
export type WithAvailability<T> = T & { availability: (TyreAvailability & { available: number }) | null; availabilityLine?: string };

/** These tyres, each with its availability (one query per table for all of them, kept per revision: decision 334). */
export async function withAvailability<T extends { id: number }>(
  db: Kysely<Database>,
  tyres: readonly T[],
  today: string = shopDate(new Date()),
): Promise<Array<WithAvailability<T>>> {
  const found = await keptAvailabilityOf(
    db,
    tyres.map((t) => t.id),
  );
  return tyres.map((tyre) => {
    const availability = found.get(tyre.id);
    if (!availability) return { ...tyre, availability: null };
    const line = cardAvailabilityLine(describeAvailability(availability, today));
    return { ...tyre, availability: { ...availability, available: availableNow(availability) }, ...(line === undefined ? {} : { availabilityLine: line }) };
  });
}

/** Each language's, made once: its Intl formatters cost more to make than a page's lines to write. */
const availabilityWordings = new Map<Language, AvailabilityWording>();

/** The availability lines' words in a language, from its catalogue. */
export function availabilityWording(language: Language): AvailabilityWording {
  let wording = availabilityWordings.get(language);
  if (!wording) availabilityWordings.set(language, (wording = makeAvailabilityWording(language)));
  return wording;
}

function makeAvailabilityWording(language: Language): AvailabilityWording {
  const words = AVAILABILITY_CATALOGUE[language];
  const locale = LOCALES[language];
  const say = formatMessage.bind(null, locale);
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const dayOfYear = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return {
    inStockAndIncoming: (now, more, date) => say(words.inStockAndIncoming, { now, more, date }),
    inStock: (now, stock) => say(words.inStock, { now, places: placesOf(stock, (pieces) => count.format(pieces)) }),
    incoming: (pieces, date) => say(words.incoming, { pieces, date }),
    moreMadeToOrder: (days) => say(words.moreMadeToOrder, { days }),
    noMore: () => words.noMore,
    madeToOrder: (days) => say(words.madeToOrder, { days }),
    outOfStock: () => words.outOfStock,
    production: (production) => {
      if (!production) return null;
      if (production.kind === "maxAge") return say(words.dotMaxAge, { months: production.months });
      // A year is no amount: written without grouping.
      const year = String(production.year);
      return production.week === null ? say(words.dotYear, { year }) : say(words.dotWeek, { year, week: String(production.week) });
    },
    // English keeps its own short months ("Sep", where Intl's en-GB now writes "Sept").
    date: (date, today) =>
      language === DEFAULT_LANGUAGE ? shortDate(date, today) : (withinHalfYear(date, today) ? day : dayOfYear).format(new Date(`${date}T00:00:00Z`)),
  };
}

/** What pages say of each of these tyres (decision 225), worked out on the server so pages carry words, not the rules; read as kept per revision. */
export async function describeAvailabilityOf(
  db: Kysely<Database>,
  ids: readonly number[],
  today: string = shopDate(new Date()),
  language: Language = DEFAULT_LANGUAGE,
): Promise<Map<number, AvailabilityText>> {
  const found = await keptAvailabilityOf(db, ids);
  const wording = availabilityWording(language);
  return new Map(ids.map((id) => [id, describeAvailability(found.get(id) ?? null, today, wording)]));
}

/** The one line a result card shows: the stock line and the DOT, or nothing when the tyre has no availability data. */
export function cardAvailabilityLine(text: AvailabilityText): string | undefined {
  const parts = [text.stock, text.production].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(" · ") : undefined;
}

/** Cards with their availability line, in the page's language. */
export async function withAvailabilityLines<T extends { id: number }>(
  db: Kysely<Database>,
  cards: readonly T[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<Array<T & { availabilityLine?: string }>> {
  const texts = await describeAvailabilityOf(
    db,
    cards.map((c) => c.id),
    undefined,
    language,
  );
  return cards.map((card) => {
    const line = cardAvailabilityLine(texts.get(card.id)!);
    return line === undefined ? card : { ...card, availabilityLine: line };
  });
}
