// The pages a buyer reaches from a dead end, read from the database on SQLite and PostgreSQL: a
// season's most stocked sizes, brands and first offers, the bulk pricing guide with the seller's own
// container count, and the other tyres of a size for 'Tyre not found.'.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { loadBulkPricingGuide } from "../../app/bulk-pricing/bulk-pricing.server";
import { setCapacityOverride } from "../../app/quote-basket/container-capacity.server";
import { loadSeasonOverview, SEASON_SIZES } from "../../app/seasons/season-overview.server";
import { listSameSizeTyres } from "../../app/sizes/same-size.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("storefront guides on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const summary = await importCatalogue(database.db, generateCatalogue({ count: 400, seed: 22 }));
    expect(summary.refused).toEqual([]);
  });
  afterAll(() => database?.destroy());

  it("a season's sizes are its most stocked, its brands all it has, its offers the list's first page", async () => {
    const db = database.db;
    const overview = await loadSeasonOverview(db, "winter");
    const rows = await db
      .selectFrom("tyre")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .select(["tyre.size_normalized", "brand.name", "tyre.id"])
      .where("tyre.season", "=", "winter")
      .execute();
    const bySize = new Map<string, number>();
    for (const r of rows) bySize.set(r.size_normalized, (bySize.get(r.size_normalized) ?? 0) + 1);
    const counts = [...bySize.values()].sort((a, b) => b - a).slice(0, SEASON_SIZES);
    expect(overview.sizes.map((s) => s.tyreCount)).toEqual(counts);
    for (const size of overview.sizes) expect(size.tyreCount).toBe(bySize.get(size.normalized));
    expect(overview.brands.map((b) => b.name)).toEqual([...new Set(rows.map((r) => r.name))].sort());
    expect(overview.offers).toHaveLength(5);
    expect(overview.total).toBe(rows.length);
    for (const offer of overview.offers) expect(offer.path).toMatch(/^\/tyres\/winter\//);
  });

  it("the bulk pricing guide shows the seller's own container count of a size", async () => {
    const db = database.db;
    const before = await loadBulkPricingGuide(db);
    const size = before.sizes[0]!.normalized;
    expect(await setCapacityOverride(db, size, 100, 210)).toMatchObject({ ok: true });
    const after = await loadBulkPricingGuide(db);
    expect(after.sizes[0]).toMatchObject({ normalized: size, twenty: 100, forty: 210, seller: true });
    expect(after.tiers.map((t) => t.pieces)).toEqual(["Exactly 50 pcs in all", "51 to 100 pcs", "101 pcs and more"]);
  });

  it("lists other tyres of a size asked for in any spelling, and nothing for a size not sold", async () => {
    const db = database.db;
    const [row] = await db.selectFrom("tyre").select("size_normalized").limit(1).execute();
    const size = row!.size_normalized;
    const same = await listSameSizeTyres(db, size.replace("/", "-"));
    expect(same?.size.normalized).toBe(size);
    expect(same!.tyres.length).toBeGreaterThan(0);
    for (const tyre of same!.tyres) expect(tyre.path).toContain(`size=${encodeURIComponent(size)}`);
    expect(await listSameSizeTyres(db, "999/99R99")).toBeNull();
    expect(await listSameSizeTyres(db, null)).toBeNull();
  });
});
