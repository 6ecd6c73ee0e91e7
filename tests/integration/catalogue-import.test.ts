// The importer against a real database: the legacy files, messy values, identity and replace.
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { listAllTyres } from "../../app/catalogue/repository.server";
import { getCatalogueRevision } from "../../app/catalogue/revision.server";
import { countTyres } from "../../app/catalogue/repository.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { LEGACY_FILES, SAMPLE_CATALOGUE, countEntries, readJson, truckEntry, truckFile } from "../support/fixtures";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";

describe.each(TEST_DIALECTS)("catalogue import on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.destroy();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("tyre").execute();
    await database.db.deleteFrom("brand").execute();
  });

  it("imports every one of the 179 tyres of the two legacy files", async () => {
    const doubleCoin = readJson(LEGACY_FILES.doubleCoin);
    const fourBrands = readJson(LEGACY_FILES.fourBrands);
    expect(countEntries(doubleCoin) + countEntries(fourBrands)).toBe(179);

    const first = await importCatalogue(database.db, doubleCoin);
    const second = await importCatalogue(database.db, fourBrands);

    expect(first.refused).toEqual([]);
    expect(second.refused).toEqual([]);
    expect(first.imported).toBe(83);
    expect(second.imported).toBe(96);
    expect(await countTyres(database.db)).toBe(179);
  });

  it("imports the sample catalogue completely, without refusals or warnings", async () => {
    const sample = readJson(SAMPLE_CATALOGUE);
    const summary = await importCatalogue(database.db, sample);
    expect(summary).toMatchObject({ imported: countEntries(sample), updated: 0, refused: [], warnings: [] });
  });

  it("imports a generated catalogue of 5,000 tyres, every one distinct", async () => {
    const summary = await importCatalogue(database.db, generateCatalogue({ count: 5000, seed: 7 }));
    expect(summary.refused).toEqual([]);
    expect(summary.imported).toBe(5000);
    expect(await countTyres(database.db)).toBe(5000);
  });

  it("keeps legacy values: prices in minor units and their currency, specs, the pattern without 'Tire'", async () => {
    await importCatalogue(database.db, readJson(LEGACY_FILES.doubleCoin));
    const tyres = await listAllTyres(database.db, { brand: "Double Coin", model: "FT105", size: "11R22.5", pattern: "Drive" });
    expect(tyres).toHaveLength(1);
    const ft105 = tyres[0]!;
    expect(ft105.price).toEqual({ amountMinor: 28000, currency: "USD" });
    expect(ft105.offerPrice).toEqual({ amountMinor: 13400, currency: "USD" });
    expect(ft105.specifications).toMatchObject({ plyRating: 14, loadRange: "G", loadIndex: "144/142", revsPerMile: 507, rimWidth: "8.25" });
    expect(ft105.euLabel).toMatchObject({ fuelClass: "C", wetGripClass: "B", noiseDb: 73 });
    const patterns = new Set((await listAllTyres(database.db, { brand: "Double Coin" })).map((t) => t.pattern));
    expect([...patterns].sort()).toEqual(["Drive", "Steer", "Trailer"]);
  });

  it("imports legacy tyres without an offer price, and keeps each price in the currency it was written in", async () => {
    const summary = await importCatalogue(database.db, readJson(LEGACY_FILES.fourBrands));
    const all = await listAllTyres(database.db);
    const withoutOffer = all.filter((t) => t.offerPrice === null);
    expect(withoutOffer).toHaveLength(96 - 72);
    expect(withoutOffer.every((t) => t.price !== null)).toBe(true);
    // The Goodyear Drive entries write the price in pounds and the offer in dollars.
    const fuelMax = all.find((t) => t.brand === "Goodyear" && t.pattern === "Drive" && t.size.normalized === "315/80R22.5" && t.price?.currency === "GBP");
    expect(fuelMax).toMatchObject({ price: { amountMinor: 34000, currency: "GBP" }, offerPrice: { amountMinor: 21000, currency: "USD" } });
    expect(summary.warnings.some((w) => /mixed currencies/.test(w))).toBe(true);
  });

  it("counts every tyre unchanged, writes none and still bumps the revision when the same file is imported again", async () => {
    const file = readJson(LEGACY_FILES.fourBrands);
    await importCatalogue(database.db, file);
    const stamps = await updatedAtById(database);
    const before = await getCatalogueRevision(database.db);
    const again = await importCatalogue(database.db, file);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 96, removed: 0 });
    expect(await countTyres(database.db)).toBe(96);
    expect(await updatedAtById(database)).toEqual(stamps);
    expect((await getCatalogueRevision(database.db)).revision).toBe(before.revision + 1);
  });

  it("updates only the tyres whose values changed, keeping their id and created_at", async () => {
    const entries = [truckEntry({ model: "Same" }), truckEntry({ model: "Dearer", price: "€400.00" }), truckEntry({ model: "Renamed code" })];
    await importCatalogue(database.db, truckFile("Michelin", "Drive", entries));
    const before = new Map((await listAllTyres(database.db)).map((t) => [t.model, t]));
    const stamps = await updatedAtById(database);
    const summary = await importCatalogue(
      database.db,
      truckFile("Michelin", "Drive", [
        truckEntry({ model: "Same" }),
        truckEntry({ model: "Dearer", price: "€425.50" }),
        truckEntry({ model: "Renamed code", productCode: "T-2" }),
        truckEntry({ model: "Brand new" }),
      ]),
    );
    expect(summary).toMatchObject({ imported: 1, updated: 2, unchanged: 1, removed: 0 });
    const after = new Map((await listAllTyres(database.db)).map((t) => [t.model, t]));
    expect(after.get("Dearer")).toMatchObject({ id: before.get("Dearer")!.id, price: { amountMinor: 42550, currency: "EUR" } });
    expect(after.get("Renamed code")).toMatchObject({ id: before.get("Renamed code")!.id, productCode: "T-2" });
    const stampsAfter = await updatedAtById(database);
    expect(stampsAfter.get(before.get("Same")!.id)).toEqual(stamps.get(before.get("Same")!.id));
    // A changed tyre carries this import's time (the new tyre's creation), and keeps its own creation.
    const dearer = before.get("Dearer")!.id;
    expect(stampsAfter.get(dearer)).toEqual({
      created_at: stamps.get(dearer)!.created_at,
      updated_at: stampsAfter.get(after.get("Brand new")!.id)!.created_at,
    });
  });

  it("re-imports a generated catalogue of 5,000 tyres with one price changed as one update", async () => {
    const file = generateCatalogue({ count: 5000, seed: 11 }) as any;
    await importCatalogue(database.db, file);
    const [brand, groups] = Object.entries(file.summer.car)[0] as [string, any];
    groups.tyres[0].price = "€999.99";
    const again = await importCatalogue(database.db, file);
    expect(again).toMatchObject({ imported: 0, updated: 1, unchanged: 4999, removed: 0, refused: [] });
    const [changed] = await listAllTyres(database.db, {
      brand,
      model: groups.tyres[0].model,
      size: groups.tyres[0].size,
      season: "summer",
      vehicleType: "car",
    });
    expect(changed!.price).toEqual({ amountMinor: 99999, currency: "EUR" });
  });

  it("accepts messy prices, sizes and numbers written as strings", async () => {
    const file = {
      summer: {
        truck: {
          Michelin: {
            Drive: [
              truckEntry({ model: "A", size: "10 R22.5", price: "€ 1.049,90", offerPrice: "89,90 €" }),
              truckEntry({ model: "B", size: "315/70 R22.5 156/150L", price: "€280.00", offerPrice: undefined, plyRating: "16", revsPerMile: "490" }),
            ],
          },
        },
        car: { Pirelli: { tyres: [truckEntry({ model: "P Zero", size: "205/55r16", price: "£340.00", offerPrice: "£300.00" })] } },
      },
    };
    const summary = await importCatalogue(database.db, file);
    expect(summary.refused).toEqual([]);
    expect(summary.imported).toBe(3);
    expect(summary.warnings.some((w) => /mixed currencies/.test(w))).toBe(true);
    const byModel = new Map((await listAllTyres(database.db)).map((t) => [t.model, t]));
    expect(byModel.get("A")).toMatchObject({ price: { amountMinor: 104990, currency: "EUR" }, offerPrice: { amountMinor: 8990, currency: "EUR" } });
    expect(byModel.get("A")!.size.normalized).toBe("10R22.5");
    expect(byModel.get("B")).toMatchObject({ offerPrice: null, specifications: { plyRating: 16, revsPerMile: 490 } });
    expect(byModel.get("B")!.size).toMatchObject({ normalized: "315/70R22.5", loadIndex: "156/150", speedSymbol: "L" });
    expect(byModel.get("P Zero")).toMatchObject({ pattern: "Standard", price: { amountMinor: 34000, currency: "GBP" } });
    expect(byModel.get("P Zero")!.size.normalized).toBe("205/55R16");
  });

  it("refuses entries without a model or with an unreadable size, naming where they stand", async () => {
    const file = truckFile("Goodyear", "Steer", [
      truckEntry({ model: "Good" }),
      truckEntry({ model: "" }),
      truckEntry({ model: "Bad size", size: "not a size" }),
    ]);
    const summary = await importCatalogue(database.db, file);
    expect(summary.imported).toBe(1);
    expect(summary.refused).toHaveLength(2);
    expect(summary.refused[0]).toMatchObject({ where: "summer > truck > Goodyear > Steer > 1", reason: expect.stringMatching(/model is missing/) });
    expect(summary.refused[1]).toMatchObject({ where: "summer > truck > Goodyear > Steer > 2", reason: expect.stringMatching(/not a size/) });
  });

  it("refuses a second entry with the identity of an earlier one, naming where both stand", async () => {
    const file = truckFile("Michelin", "Drive", [
      truckEntry({ model: "Twin", price: "€100.00" }),
      truckEntry({ model: "Twin", size: "315/80 R22.5", price: "€200.00" }),
    ]);
    const summary = await importCatalogue(database.db, file);
    expect(summary).toMatchObject({ imported: 1, updated: 0, unchanged: 0 });
    expect(summary.refused).toEqual([
      { where: "summer > truck > Michelin > Drive > 1", reason: "the same tyre (Twin 315/80R22.5) already stands at summer > truck > Michelin > Drive > 0" },
    ]);
    expect((await listAllTyres(database.db)).map((t) => t.price?.amountMinor)).toEqual([10000]);
  });

  it("refuses unknown seasons and vehicle types, and reads all_season and allSeason as one season", async () => {
    const file = {
      autumn: { truck: {} },
      all_season: { bus: {}, truck: { Michelin: { Drive: [truckEntry({ model: "One" })] } } },
      allSeason: { truck: { Michelin: { Drive: [truckEntry({ model: "Two" })] } } },
    };
    const summary = await importCatalogue(database.db, file);
    expect(summary.refused.map((r) => r.where)).toEqual(["autumn", "all_season > bus"]);
    expect((await listAllTyres(database.db, { season: "allseason" })).map((t) => t.model).sort()).toEqual(["One", "Two"]);
  });

  it("reads an all-season tyre listed under both all_season and allSeason as one tyre (spec §3), and refuses a copy that differs", async () => {
    const file = {
      all_season: { truck: { Michelin: { Drive: [truckEntry({ model: "Both" }), truckEntry({ model: "Differs", price: "€100.00" })] } } },
      allSeason: { truck: { Michelin: { Drive: [truckEntry({ model: "Both" }), truckEntry({ model: "Differs", price: "€120.00" })] } } },
    };
    const summary = await importCatalogue(database.db, file);
    expect(summary.refused).toEqual([
      {
        where: "allSeason > truck > Michelin > Drive > 1",
        reason: expect.stringMatching(/^the same tyre \(Differs .+\) already stands at all_season > truck > Michelin > Drive > 1$/),
      },
    ]);
    expect((await listAllTyres(database.db, { season: "allseason" })).map((t) => t.model).sort()).toEqual(["Both", "Differs"]);
  });

  it("with replace, removes the tyres the file no longer holds", async () => {
    await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ model: "Keep" }), truckEntry({ model: "Drop" })]));
    const summary = await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ model: "Keep" })]), { replace: true });
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 1, removed: 1 });
    expect((await listAllTyres(database.db)).map((t) => t.model)).toEqual(["Keep"]);
  });

  it("with replace, removes thousands of tyres and the brands left without any, in one import", async () => {
    await importCatalogue(database.db, generateCatalogue({ count: 6000, seed: 3 }));
    await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ model: "Only one" })]));
    const before = await getCatalogueRevision(database.db);
    const summary = await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ model: "Only one" })]), { replace: true });
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 1, removed: 6000 });
    expect(await countTyres(database.db)).toBe(1);
    expect((await database.db.selectFrom("brand").select("name").execute()).map((b) => b.name)).toEqual(["Michelin"]);
    expect((await getCatalogueRevision(database.db)).revision).toBe(before.revision + 1);
  });

  it("changes nothing when the database fails part-way through (one transaction)", async () => {
    await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ model: "Before", price: "€100.00" })]));
    await addPoisonTrigger(database);
    try {
      const file = truckFile("Michelin", "Drive", [
        truckEntry({ model: "Before", price: "€999.00" }),
        truckEntry({ model: "New one" }),
        truckEntry({ model: "Poison" }),
      ]);
      await expect(importCatalogue(database.db, file)).rejects.toThrow(/poison/);
      const tyres = await listAllTyres(database.db);
      expect(tyres.map((t) => [t.model, t.price?.amountMinor])).toEqual([["Before", 10000]]);
    } finally {
      await dropPoisonTrigger(database);
    }
  });
});

async function updatedAtById(database: TestDatabase) {
  const rows = await database.db.selectFrom("tyre").select(["id", "created_at", "updated_at"]).execute();
  return new Map(rows.map((r) => [Number(r.id), { created_at: r.created_at, updated_at: r.updated_at }]));
}

// A real failure inside the database: a trigger that rejects the tyre named 'Poison'.
async function addPoisonTrigger(database: TestDatabase) {
  if (database.dialect === "sqlite") {
    await sql`create trigger poison before insert on tyre when new.model = 'Poison' begin select raise(abort, 'poison tyre'); end`.execute(database.db);
    return;
  }
  await sql`create function poison() returns trigger language plpgsql as $$ begin if new.model = 'Poison' then raise exception 'poison tyre'; end if; return new; end $$`.execute(
    database.db,
  );
  await sql`create trigger poison before insert on tyre for each row execute function poison()`.execute(database.db);
}

async function dropPoisonTrigger(database: TestDatabase) {
  await sql`drop trigger if exists poison${sql.raw(database.dialect === "postgres" ? " on tyre" : "")}`.execute(database.db);
  if (database.dialect === "postgres") await sql`drop function if exists poison()`.execute(database.db);
}
