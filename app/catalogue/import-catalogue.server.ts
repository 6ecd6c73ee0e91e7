// Imports a nested catalogue file into the database in one transaction: new tyres are added,
// known ones (same identity) updated when they changed, and with `replace` the tyres the file
// lacks are removed. The writes are in bulk (decision 080).
import type { Kysely, Transaction } from "kysely";
import type { BrandRow, Database } from "../db/schema";
import { shopDate } from "../domain/seller-quote";
import { normaliseEntry, type CatalogueTyreInput } from "./catalogue-entry";
import type { AddedTyre, ChangedTyre, ForeignCurrencyPrices, RemovedTyre } from "./import-preview";
import { foreignCurrencyPrices } from "./currency-check";
import { catalogueCurrency, describeChanges, LISTED_TYRES } from "./preview-changes.server";
import { placeOf, readNestedCatalogue, type NestedEntry, type Refusal } from "./nested-catalogue";
import { refuseUnknownWarehouses, writeEntriesAvailability } from "./import-availability.server";
import { refreshCatalogueOrder } from "./catalogue-order.server";
import { bumpCatalogueRevision, getCatalogueRevision } from "./revision.server";
import { STORE_CURRENCY, brandSlug } from "./tyre-row.server";
import { writeTyres, type TyreWrites } from "./write-tyres.server";

export interface ImportSummary extends TyreWrites {
  refused: Refusal[];
  warnings: string[];
}

/** A file's entries read and checked, before the database is asked anything. */
export interface PreparedCatalogue {
  accepted: CatalogueTyreInput[];
  refused: Refusal[];
  warnings: string[];
}

export interface ImportOptions {
  /** Remove every tyre the file does not hold (the file becomes the whole catalogue). */
  replace?: boolean;
  /** Refuse (CatalogueMovedError) when the catalogue's revision stamp is no longer this one: what was previewed is stale. */
  expectStamp?: string;
  /** More writes that belong to the import (its history row, its audit entry), in its transaction. */
  within?: (trx: Transaction<Database>, summary: ImportSummary) => Promise<void>;
}

export interface ImportPreview extends ImportSummary {
  /** The catalogue's revision stamp the counts were made against. */
  catalogueStamp: string;
  /** The first tyres `replace` would remove (all of them are counted in `removed`). */
  removedSample: RemovedTyre[];
  /** The first new and changed tyres, with prices and stock before and after (decision 256). */
  added: AddedTyre[];
  changed: ChangedTyre[];
  foreignCurrency: ForeignCurrencyPrices | null;
}

export class CatalogueMovedError extends Error {
  constructor() {
    super("the catalogue changed since this file was previewed");
    this.name = "CatalogueMovedError";
  }
}

export type JsonReadResult = { ok: true; value: unknown } | { ok: false; error: string };

/** Parses catalogue text, turning JSON's error position into a line and column a person can find. */
export function parseCatalogueJson(text: string): JsonReadResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const match = /position (\d+)/.exec(message);
    const position = match ? Number(match[1]) : /end of JSON input/i.test(message) ? text.length : null;
    if (position === null) return { ok: false, error: `not valid JSON: ${message}` };
    const before = text.slice(0, position);
    const line = before.split("\n").length;
    const column = position - before.lastIndexOf("\n");
    return { ok: false, error: `not valid JSON: ${message} (line ${line}, column ${column})` };
  }
}

export async function importCatalogue(db: Kysely<Database>, file: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  return importPrepared(db, prepareNestedCatalogue(file), options);
}

export function prepareNestedCatalogue(file: unknown): PreparedCatalogue {
  const { entries, refusals } = readNestedCatalogue(file);
  return prepareEntries(entries, refusals);
}

const isAllSeasonKey = (key: string) => key === "all_season" || key === "allSeason";

/** Normalises every entry, refusing unreadable ones and second copies of a tyre; warns of mixed currencies. */
export function prepareEntries(entries: readonly NestedEntry[], refusals: readonly Refusal[], today: string = shopDate(new Date())): PreparedCatalogue {
  const refused: Refusal[] = [...refusals];
  const warnings: string[] = [];
  const accepted: CatalogueTyreInput[] = [];
  const seen = new Map<string, { place: string; seasonKey: string; tyre: string }>();
  for (const entry of entries) {
    const result = normaliseEntry(entry, today);
    if (!result.ok) {
      refused.push({ where: result.where, reason: result.reason });
      continue;
    }
    warnings.push(...result.warnings);
    const key = identityOf(result.tyre);
    const earlier = seen.get(key);
    // Only an all-season listing is compared whole, so only its text is kept (memory, decision 190).
    // Its place aside: the two listings stand at two places.
    const tyre = isAllSeasonKey(entry.location.seasonKey) ? JSON.stringify({ ...result.tyre, place: undefined }) : "";
    // spec §3: all-season tyres are listed under both all_season and allSeason (our own export
    // writes both); the same tyre, the same in every field, under the other key is that listing.
    if (
      earlier &&
      earlier.seasonKey !== entry.location.seasonKey &&
      isAllSeasonKey(earlier.seasonKey) &&
      isAllSeasonKey(entry.location.seasonKey) &&
      earlier.tyre === tyre
    ) {
      continue;
    }
    if (earlier) {
      const reason = `the same tyre (${result.tyre.model} ${result.tyre.size.normalized}) already stands at ${earlier.place}`;
      refused.push({ where: placeOf(entry), reason });
      continue;
    }
    seen.set(key, { place: placeOf(entry), seasonKey: entry.location.seasonKey, tyre });
    accepted.push(result.tyre);
  }
  warnings.push(...currencyWarnings(accepted));
  return { accepted, refused, warnings };
}

/** Writes prepared entries in one transaction; the counts are the ones a preview of them gave. */
export async function importPrepared(db: Kysely<Database>, prepared: PreparedCatalogue, options: ImportOptions = {}): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    if (options.expectStamp !== undefined) await claimRevision(trx, options.expectStamp);
    const checked = await refuseUnknownWarehouses(trx, prepared);
    const counts = await writeCatalogue(trx, checked.accepted, options);
    const summary: ImportSummary = { ...counts, refused: checked.refused, warnings: checked.warnings };
    await options.within?.(trx, summary);
    return summary;
  });
}

/**
 * Takes the revision row's lock while the stamp is still the expected one: a second Apply of
 * the same preview (or any import meanwhile) renews the stamp, and the later one is refused.
 */
async function claimRevision(trx: Transaction<Database>, expected: string): Promise<void> {
  const claimed = await trx
    .updateTable("catalogue_revision")
    .set((eb) => ({ revision: eb.ref("revision") }))
    .where("id", "=", 1)
    .where("stamp", "=", expected)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new CatalogueMovedError();
}

/** What importing would do, counted without writing: new, updated, unchanged, refused and (replace) removed. */
export async function previewPrepared(db: Kysely<Database>, prepared: PreparedCatalogue, options: Pick<ImportOptions, "replace"> = {}): Promise<ImportPreview> {
  return db.transaction().execute(async (trx) => {
    const { stamp } = await getCatalogueRevision(trx);
    const checked = await refuseUnknownWarehouses(trx, prepared);
    const brands = await knownBrands(trx, checked.accepted);
    const now = new Date().toISOString();
    const { staleIds, listed, ...counts } = await writeTyres(trx, checked.accepted, brands, {
      replace: options.replace ?? false,
      now,
      dryRun: true,
      listUpTo: LISTED_TYRES,
    });
    const removedSample = await describeTyres(trx, staleIds.slice(0, LISTED_TYRES));
    const changes = await describeChanges(trx, listed, brands, now);
    const foreignCurrency = foreignCurrencyPrices(checked.accepted, await catalogueCurrency(trx));
    return { ...counts, refused: checked.refused, warnings: checked.warnings, catalogueStamp: stamp, removedSample, ...changes, foreignCurrency };
  });
}

/** The stored brands by lower-case name, and a stand-in (no stored tyre has its id) for each new one. */
async function knownBrands(trx: Transaction<Database>, tyres: readonly CatalogueTyreInput[]): Promise<Map<string, BrandRow>> {
  const all = await trx.selectFrom("brand").selectAll().execute();
  const byName = new Map(all.map((b) => [b.name.toLowerCase(), b]));
  let standIn = 0;
  for (const tyre of tyres) {
    const key = tyre.brand.toLowerCase();
    if (!byName.has(key)) byName.set(key, { id: --standIn, name: tyre.brand, slug: "", logo: null });
  }
  return byName;
}

async function describeTyres(trx: Transaction<Database>, ids: number[]): Promise<RemovedTyre[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["brand.name as brand", "tyre.model", "tyre.size_text", "tyre.season", "tyre.vehicle_type", "tyre.pattern"])
    .where("tyre.id", "in", ids)
    .orderBy("tyre.id")
    .execute();
  return rows.map((r) => ({ brand: r.brand, model: r.model, size: r.size_text, season: r.season, vehicleType: r.vehicle_type, pattern: r.pattern }));
}

function identityOf(t: Pick<CatalogueTyreInput, "season" | "vehicleType" | "brand" | "pattern" | "model" | "size">): string {
  return [t.season, t.vehicleType, t.brand.toLowerCase(), t.pattern, t.model, t.size.normalized].join("\u0000");
}

function currencyWarnings(tyres: CatalogueTyreInput[]): string[] {
  const counts = new Map<string, number>();
  for (const t of tyres) {
    for (const [amount, written] of [
      [t.priceMinor, t.priceCurrency],
      [t.offerPriceMinor, t.offerPriceCurrency],
    ] as const) {
      if (amount === null) continue;
      const currency = written ?? `${STORE_CURRENCY} (no symbol written)`;
      counts.set(currency, (counts.get(currency) ?? 0) + 1);
    }
  }
  if (counts.size <= 1) return [];
  const list = [...counts].map(([c, n]) => `${c}: ${n} prices`).join(", ");
  return [`mixed currencies in one file (${list}); every price is kept in the currency it was written in`];
}

/** Everything an import writes, in its one transaction; the catalogue revision moves last. */
async function writeCatalogue(trx: Transaction<Database>, tyres: CatalogueTyreInput[], options: ImportOptions): Promise<TyreWrites> {
  const now = new Date().toISOString();
  const brands = await ensureBrands(trx, tyres);
  const { staleIds: _removed, listed: _listed, ...writes } = await writeTyres(trx, tyres, brands, { replace: options.replace ?? false, now });
  await writeEntriesAvailability(trx, tyres, brands, now);
  if (options.replace) {
    await trx
      .deleteFrom("brand")
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom("tyre").select("tyre.id").whereRef("tyre.brand_id", "=", "brand.id"))))
      .execute();
  }
  await refreshCatalogueOrder(trx);
  await bumpCatalogueRevision(trx, now);
  return writes;
}

/**
 * Creates missing brands (matched case-insensitively) and returns them all keyed by lower-case
 * name. A brand's logo becomes the last one the file gives it; one write per brand at most.
 */
async function ensureBrands(trx: Transaction<Database>, tyres: CatalogueTyreInput[]): Promise<Map<string, BrandRow>> {
  const wanted = new Map<string, { name: string; logo: string | null }>();
  for (const tyre of tyres) {
    const key = tyre.brand.toLowerCase();
    const brand = wanted.get(key) ?? { name: tyre.brand, logo: null };
    if (tyre.brandLogo) brand.logo = tyre.brandLogo;
    wanted.set(key, brand);
  }
  const all = await trx.selectFrom("brand").selectAll().execute();
  const byName = new Map(all.map((b) => [b.name.toLowerCase(), b]));
  const slugs = new Set(all.map((b) => b.slug));
  for (const [key, { name, logo }] of wanted) {
    const known = byName.get(key);
    if (known) {
      if (logo && logo !== known.logo) {
        await trx.updateTable("brand").set({ logo }).where("id", "=", known.id).execute();
        known.logo = logo;
      }
      continue;
    }
    let slug = brandSlug(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${brandSlug(name)}-${n}`;
    slugs.add(slug);
    const created = await trx.insertInto("brand").values({ name, slug, logo }).returningAll().executeTakeFirstOrThrow();
    byName.set(key, created);
  }
  return byName;
}
