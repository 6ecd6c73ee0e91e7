// Imports a nested catalogue file into the database in one transaction: new tyres are added,
// known ones (same identity) updated, and with `replace` the tyres the file lacks are removed.
import type { Kysely, Transaction } from "kysely";
import type { BrandRow, Database } from "../db/schema";
import { normaliseEntry, type CatalogueTyreInput } from "./catalogue-entry";
import { describeLocation, readNestedCatalogue, type Refusal } from "./nested-catalogue";
import { bumpCatalogueRevision } from "./revision.server";
import { STORE_CURRENCY, brandSlug, inputToRow } from "./tyre-row.server";

export interface ImportSummary {
  imported: number;
  updated: number;
  removed: number;
  refused: Refusal[];
  warnings: string[];
}

export interface ImportOptions {
  /** Remove every tyre the file does not hold (the file becomes the whole catalogue). */
  replace?: boolean;
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

const INSERT_CHUNK = 200;

export async function importCatalogue(
  db: Kysely<Database>,
  file: unknown,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const { entries, refusals } = readNestedCatalogue(file);
  const refused: Refusal[] = [...refusals];
  const warnings: string[] = [];
  const accepted: CatalogueTyreInput[] = [];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const result = normaliseEntry(entry);
    if (!result.ok) {
      refused.push({ where: result.where, reason: result.reason });
      continue;
    }
    warnings.push(...result.warnings);
    const key = identityOf(result.tyre);
    const where = describeLocation(entry.location);
    const earlier = seen.get(key);
    if (earlier) {
      refused.push({ where, reason: `the same tyre (${result.tyre.model} ${result.tyre.size.normalized}) already stands at ${earlier}` });
      continue;
    }
    seen.set(key, where);
    accepted.push(result.tyre);
  }
  warnings.push(...currencyWarnings(accepted));

  const counts = await db.transaction().execute((trx) => writeTyres(trx, accepted, options));
  return { ...counts, refused, warnings };
}

function identityOf(t: Pick<CatalogueTyreInput, "season" | "vehicleType" | "brand" | "pattern" | "model" | "size">): string {
  return [t.season, t.vehicleType, t.brand.toLowerCase(), t.pattern, t.model, t.size.normalized].join("\u0000");
}

function currencyWarnings(tyres: CatalogueTyreInput[]): string[] {
  const counts = new Map<string, number>();
  for (const t of tyres) {
    for (const [amount, written] of [[t.priceMinor, t.priceCurrency], [t.offerPriceMinor, t.offerPriceCurrency]] as const) {
      if (amount === null) continue;
      const currency = written ?? `${STORE_CURRENCY} (no symbol written)`;
      counts.set(currency, (counts.get(currency) ?? 0) + 1);
    }
  }
  if (counts.size <= 1) return [];
  const list = [...counts].map(([c, n]) => `${c}: ${n} prices`).join(", ");
  return [`mixed currencies in one file (${list}); every price is kept in the currency it was written in`];
}

async function writeTyres(
  trx: Transaction<Database>,
  tyres: CatalogueTyreInput[],
  options: ImportOptions,
): Promise<{ imported: number; updated: number; removed: number }> {
  const brands = await ensureBrands(trx, tyres);
  const existing = await trx
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["tyre.id", "tyre.season", "tyre.vehicle_type", "brand.name as brand", "tyre.pattern", "tyre.model", "tyre.size_normalized", "tyre.created_at"])
    .execute();
  const existingByKey = new Map(
    existing.map((r) => [
      [r.season, r.vehicle_type, r.brand.toLowerCase(), r.pattern, r.model, r.size_normalized].join("\u0000"),
      r,
    ]),
  );
  const now = new Date().toISOString();
  const touched = new Set<number>();
  const inserts = [];
  let updated = 0;
  for (const tyre of tyres) {
    const row = inputToRow(tyre, brands.get(tyre.brand.toLowerCase())!, now);
    const known = existingByKey.get(identityOf(tyre));
    if (known) {
      touched.add(Number(known.id));
      const { created_at: _created, ...changes } = row;
      await trx.updateTable("tyre").set(changes).where("id", "=", known.id).execute();
      updated++;
    } else {
      inserts.push(row);
    }
  }
  for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
    await trx.insertInto("tyre").values(inserts.slice(i, i + INSERT_CHUNK)).execute();
  }
  let removed = 0;
  if (options.replace) {
    const stale = existing.map((r) => Number(r.id)).filter((id) => !touched.has(id));
    for (let i = 0; i < stale.length; i += INSERT_CHUNK) {
      const result = await trx.deleteFrom("tyre").where("id", "in", stale.slice(i, i + INSERT_CHUNK)).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    await trx.deleteFrom("brand").where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("tyre").select("tyre.id").whereRef("tyre.brand_id", "=", "brand.id"))),
    ).execute();
  }
  await bumpCatalogueRevision(trx, now);
  return { imported: inserts.length, updated, removed };
}

/** Creates missing brands (matched case-insensitively) and returns them all keyed by lower-case name. */
async function ensureBrands(trx: Transaction<Database>, tyres: CatalogueTyreInput[]): Promise<Map<string, BrandRow>> {
  const all = await trx.selectFrom("brand").selectAll().execute();
  const byName = new Map(all.map((b) => [b.name.toLowerCase(), b]));
  const slugs = new Set(all.map((b) => b.slug));
  for (const tyre of tyres) {
    const key = tyre.brand.toLowerCase();
    const known = byName.get(key);
    if (known) {
      if (tyre.brandLogo && tyre.brandLogo !== known.logo) {
        await trx.updateTable("brand").set({ logo: tyre.brandLogo }).where("id", "=", known.id).execute();
        known.logo = tyre.brandLogo;
      }
      continue;
    }
    let slug = brandSlug(tyre.brand);
    for (let n = 2; slugs.has(slug); n++) slug = `${brandSlug(tyre.brand)}-${n}`;
    slugs.add(slug);
    const created = await trx
      .insertInto("brand")
      .values({ name: tyre.brand, slug, logo: tyre.brandLogo })
      .returningAll()
      .executeTakeFirstOrThrow();
    byName.set(key, created);
  }
  return byName;
}
