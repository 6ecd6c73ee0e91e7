// Availability through the nested catalogue file (decision 225): stock, incoming, lead time and
// DOT written, kept when a file says nothing of them, refused when wrong, and written back out.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availabilityOf, listWarehouses } from "../../app/catalogue/availability.server";
import { exportNestedCatalogue } from "../../app/catalogue/export-nested.server";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { listAllTyres } from "../../app/catalogue/repository.server";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { truckEntry, truckFile } from "../support/fixtures";

const NEXT_MONTH = addDays(shopDate(new Date()), 30);

describe.each(TEST_DIALECTS)("availability in the catalogue file on %s", (dialect) => {
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
    await database.db.deleteFrom("warehouse").where("name", "<>", "Rotterdam").execute();
  });

  const onlyTyre = async () => (await listAllTyres(database.db))[0]!;

  it("seeds one default warehouse, Rotterdam, loading at Rotterdam", async () => {
    expect(await listWarehouses(database.db)).toEqual([{ id: expect.any(Number), name: "Rotterdam", portOfLoading: "Rotterdam", isDefault: true }]);
  });

  it("writes stock, incoming, lead time and DOT, and a file without them leaves them as they are", async () => {
    const withAvailability = truckEntry({
      stock: { Rotterdam: 1240 },
      incoming: [{ pieces: 400, date: NEXT_MONTH }],
      leadTimeDays: 35,
      dotYear: 2026,
      dotWeek: 12,
    });
    const first = await importCatalogue(database.db, truckFile("Michelin", "Drive", [withAvailability]));
    expect(first.refused).toEqual([]);
    const expected = {
      stock: [{ warehouse: "Rotterdam", onHand: 1240, allocated: 0 }],
      incoming: [{ warehouse: "Rotterdam", pieces: 400, expectedOn: NEXT_MONTH }],
      leadTimeDays: 35,
      notOrderable: false,
      production: { kind: "dot", year: 2026, week: 12 },
    };
    const tyre = await onlyTyre();
    expect((await availabilityOf(database.db, [tyre.id])).get(tyre.id)).toEqual(expected);

    const plain = await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ price: "€410.00" })]));
    expect(plain).toMatchObject({ updated: 1, refused: [] });
    expect((await availabilityOf(database.db, [tyre.id])).get(tyre.id)).toEqual(expected);
  });

  it("a new stock list replaces the old one, and 'not available' means no more can be ordered", async () => {
    await database.db.insertInto("warehouse").values({ name: "Antwerp", port_of_loading: "Antwerp", created_at: new Date().toISOString() }).execute();
    await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ stock: { Rotterdam: 100, Antwerp: 50 } })]));
    await importCatalogue(
      database.db,
      truckFile("Michelin", "Drive", [truckEntry({ stock: { antwerp: 80 }, leadTimeDays: "not available", dotMaxAgeMonths: 6 })]),
    );
    const tyre = await onlyTyre();
    expect((await availabilityOf(database.db, [tyre.id])).get(tyre.id)).toEqual({
      stock: [{ warehouse: "Antwerp", onHand: 80, allocated: 0 }],
      incoming: [],
      leadTimeDays: null,
      notOrderable: true,
      production: { kind: "maxAge", months: 6 },
    });
  });

  it.each([
    ["an unknown warehouse", { stock: { Hamburg: 10 } }, "unknown warehouse 'Hamburg'"],
    ["negative pieces", { stock: { Rotterdam: -5 } }, "stock in Rotterdam: the pieces (-5) are negative"],
    ["fractional pieces", { stock: { Rotterdam: 2.5 } }, "stock in Rotterdam: the pieces (2.5) are not a whole number"],
    ["a DOT week over 53", { dotYear: 2025, dotWeek: 54 }, "the DOT week '54' is not a week from 1 to 53"],
    ["a DOT in the future", { dotYear: 2099 }, "the DOT 2099 is in the future"],
    ["an incoming date that is no date", { incoming: [{ pieces: 5, date: "soon" }] }, "incoming 1: the expected date 'soon' is not a date (YYYY-MM-DD)"],
    // Refused like any bad value (decision 288); the downloads leave a stale batch out.
    ["an incoming date gone by", { incoming: [{ pieces: 5, date: "2020-01-01" }] }, "incoming 1: the expected date 2020-01-01 is in the past"],
  ])("refuses an entry with %s, naming the reason, and writes nothing of it", async (_, fields, reason) => {
    const summary = await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry(fields)]));
    expect(summary.imported).toBe(0);
    expect(summary.refused).toHaveLength(1);
    expect(summary.refused[0]!.reason).toContain(reason);
    expect(await database.db.selectFrom("tyre_stock").selectAll().execute()).toEqual([]);
  });

  it("writes the fields back out, so a downloaded file uploaded again changes nothing", async () => {
    const fields = { stock: { Rotterdam: 1240 }, incoming: [{ pieces: 400, date: NEXT_MONTH, warehouse: "Rotterdam" }], leadTimeDays: 35, dotYear: 2026 };
    await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry(fields)]));
    // A batch whose day has gone by is not written: an upload would refuse it.
    const [stored] = await listAllTyres(database.db);
    const rotterdam = (await listWarehouses(database.db))[0]!;
    await database.db.insertInto("tyre_incoming").values({ tyre_id: stored!.id, warehouse_id: rotterdam.id, pieces: 9, expected_on: "2020-01-01" }).execute();
    const file = await exportNestedCatalogue(database.db);
    const entry = (file.summer!.truck!.Michelin!.Drive as Array<Record<string, unknown>>)[0]!;
    expect(entry).toMatchObject(fields);
    expect(entry.incoming).toEqual(fields.incoming);
    const again = await importCatalogue(database.db, file);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 1, refused: [] });
    const tyre = await onlyTyre();
    expect((await availabilityOf(database.db, [tyre.id])).get(tyre.id)?.stock).toEqual([{ warehouse: "Rotterdam", onHand: 1240, allocated: 0 }]);
  });
});
