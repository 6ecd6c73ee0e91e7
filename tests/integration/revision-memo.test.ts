// Answers kept per catalogue revision (app/catalogue/revision-memo.server.ts): the filter options
// and first pages a signed-in render used to read again each time. An import must show at once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listFilterOptions } from "../../app/catalogue/filter-options.server";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { revisionMemo } from "../../app/catalogue/revision-memo.server";
import { loadHomePage } from "../../app/home/home-page.server";
import { loadOfferList } from "../../app/offers/offer-list.server";
import { LEGACY_FILES, readJson, truckEntry } from "../support/fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

const NOKIAN_TRUCK = { summer: { truck: { Nokian: { tyres: [truckEntry({ model: "Hakka Truck Drive", size: "315/80R22.5 156/150L" })] } } } };

describe.each(TEST_DIALECTS)("answers kept per catalogue revision on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await importCatalogue(database.db, readJson(LEGACY_FILES.fourBrands));
  });
  afterEach(async () => {
    await database?.destroy();
  });

  it("works an answer out once a revision, and again after an import", async () => {
    const memo = revisionMemo<number>(10);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await memo.get(database.db, "k", compute)).toBe(1);
    expect(await memo.get(database.db, "k", compute)).toBe(1);
    expect(await Promise.all([memo.get(database.db, "other", compute), memo.get(database.db, "other", compute)])).toEqual([2, 2]);
    await importCatalogue(database.db, NOKIAN_TRUCK);
    expect(await memo.get(database.db, "k", compute)).toBe(3);
  });

  it("forgets a failed answer and the least recently used past its limit", async () => {
    const memo = revisionMemo<string>(2);
    await expect(memo.get(database.db, "a", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await memo.get(database.db, "a", async () => "a1")).toBe("a1");
    await memo.get(database.db, "b", async () => "b1");
    await memo.get(database.db, "a", async () => "a2");
    await memo.get(database.db, "c", async () => "c1");
    expect(memo.size).toBe(2);
    expect(await memo.get(database.db, "a", async () => "a3")).toBe("a1");
    expect(await memo.get(database.db, "b", async () => "b2")).toBe("b2");
  });

  it("shows an imported brand in the filters, the offer list and the home explorer at once", async () => {
    const truckBrands = async () => (await listFilterOptions(database.db, { season: "summer", vehicleType: "truck" })).brands;
    const offers = () => loadOfferList(database.db, "summer", new URLSearchParams("vehicleType=truck&brand=Nokian"), "/summer-offers");
    const home = async () => {
      const page = await loadHomePage(database.db, new URLSearchParams(), "");
      if (page.redirect !== undefined) throw new Error("home redirected");
      return page.explore;
    };
    const before = { brands: await truckBrands(), offers: await offers(), home: await home() };
    expect(before.brands).not.toContain("Nokian");
    // A brand without offers is dropped from the selection (the list shows every truck instead).
    expect(before.offers.redirect ?? before.offers.selection.brand).toBe("");
    await importCatalogue(database.db, NOKIAN_TRUCK);
    expect(await truckBrands()).toContain("Nokian");
    const after = await offers();
    expect(after.redirect ?? after.tyres.map((t) => t.model)).toEqual(["Hakka Truck Drive"]);
    expect((await home()).total).toBe(before.home.total + 1);
  });
});
