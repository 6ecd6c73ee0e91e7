// Imports a nested catalogue file into the database in one transaction: new tyres are added,
// known ones (same identity) updated when they changed, and with `replace` the tyres the file
// lacks are removed. The writes are in bulk (decision 080).
import type { Kysely, Transaction } from "kysely";
import type { BrandRow, Database } from "../db/schema";
import { normaliseEntry, type CatalogueTyreInput } from "./catalogue-entry";
import { describeLocation, readNestedCatalogue, type EntryLocation, type Refusal } from "./nested-catalogue";
import { refreshCatalogueOrder } from "./catalogue-order.server";
import { bumpCatalogueRevision } from "./revision.server";
import { STORE_CURRENCY, brandSlug } from "./tyre-row.server";
import { writeTyres, type TyreWrites } from "./write-tyres.server";

export interface ImportSummary extends TyreWrites {
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

export async function importCatalogue(db: Kysely<Database>, file: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  const { entries, refusals } = readNestedCatalogue(file);
  const refused: Refusal[] = [...refusals];
  const warnings: string[] = [];
  const accepted: CatalogueTyreInput[] = [];
  const seen = new Map<string, EntryLocation>();
  for (const entry of entries) {
    const result = normaliseEntry(entry);
    if (!result.ok) {
      refused.push({ where: result.where, reason: result.reason });
      continue;
    }
    warnings.push(...result.warnings);
    const key = identityOf(result.tyre);
    const earlier = seen.get(key);
    if (earlier) {
      const reason = `the same tyre (${result.tyre.model} ${result.tyre.size.normalized}) already stands at ${describeLocation(earlier)}`;
      refused.push({ where: describeLocation(entry.location), reason });
      continue;
    }
    seen.set(key, entry.location);
    accepted.push(result.tyre);
  }
  warnings.push(...currencyWarnings(accepted));

  const counts = await db.transaction().execute((trx) => writeCatalogue(trx, accepted, options));
  return { ...counts, refused, warnings };
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
async function writeCatalogue(trx: Transaction<Database>, tyres: CatalogueTyreInput[], options: ImportOptions) {
  const now = new Date().toISOString();
  const brands = await ensureBrands(trx, tyres);
  const writes = await writeTyres(trx, tyres, brands, { replace: options.replace ?? false, now });
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
