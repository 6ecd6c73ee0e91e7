// The detail page's recommendations (spec §9, decision 070) are worked out once per catalogue
// revision and tyre, on SQLite and PostgreSQL: later views give the same tyres without asking
// the database for candidates again, and an import shows up at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { listAllTyres } from "../../app/catalogue/repository.server";
import { recommendationsFor } from "../../app/detail/recommendations.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { truckEntry, truckFile } from "../support/fixtures";

const zero = () => 0;
const sizes = ["295/80R22.5", "315/70R22.5", "385/65R22.5", "13R22.5", "275/70R22.5", "305/70R19.5", "245/70R17.5", "215/75R17.5"];

describe.each(TEST_DIALECTS)("recommendations per catalogue revision on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importCatalogue(
      database.db,
      truckFile(
        "Michelin",
        "Drive",
        sizes.map((size, i) => truckEntry({ model: "X Multi D", size, rating: 3 + i * 0.1 })),
      ),
    );
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const base = async () => (await listAllTyres(database.db, { size: "295/80R22.5" }))[0]!;
  const names = async () => (await recommendationsFor(database.db, await base(), zero)).map((t) => t.size.normalized);

  it("recommends the best six, and the same six again without asking for candidates", async () => {
    const first = await names();
    expect(first).toEqual(["215/75R17.5", "245/70R17.5", "305/70R19.5", "275/70R22.5", "13R22.5", "385/65R22.5"]);
    const asked: string[] = [];
    const counting = database.db.withPlugin({
      transformQuery: (args) => {
        asked.push(args.node.kind === "SelectQueryNode" ? JSON.stringify(args.node.from) : args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    expect((await recommendationsFor(counting, await base(), zero)).map((t) => t.size.normalized)).toEqual(first);
    // The revision and the six tyres: two reads, no candidate query.
    expect(asked).toHaveLength(2);
  });

  it("an import shows up at once: a better match joins the six", async () => {
    await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ model: "X Multi D", size: "11R22.5", rating: 5 })]));
    expect((await names())[0]).toBe("11R22.5");
  });
});
