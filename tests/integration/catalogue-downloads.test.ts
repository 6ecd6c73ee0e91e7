// The back office's catalogue downloads as snapshots (decision 182), over HTTP on both
// databases: a download taken while an import commits is one catalogue, never two mixed; the
// nested download is the built /tyre_data.json file; a revision's file is built once and then
// served in every coding, private.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { exportNestedCatalogue, streamNestedCatalogue } from "../../app/catalogue/export-nested.server";
import { streamCatalogueCsv } from "../../app/catalogue/export-sheet.server";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { countTyres } from "../../app/catalogue/repository.server";
import type { AuthClient } from "../support/auth-client";
import { truckEntry } from "../support/fixtures";
import { decodedBody, getRaw } from "../../scripts/support/raw-http";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

// Every read of the catalogue's text, counted by kind, with a step run once right after the first
// piece of text that holds a marker: an import committing between two of a read's queries.
const reads = vi.hoisted(() => {
  const state = { nested: 0, sheet: 0, midway: null as null | { marker: string; step: () => Promise<unknown> } };
  const counted = (kind: "nested" | "sheet", stream: (...args: never[]) => AsyncGenerator<string>) =>
    async function* (...args: never[]): AsyncGenerator<string> {
      state[kind]++;
      for await (const text of stream(...args)) {
        yield text;
        const midway = state.midway;
        if (midway && text.includes(midway.marker)) {
          state.midway = null;
          await midway.step();
        }
      }
    };
  return { state, counted };
});
vi.mock("../../app/catalogue/export-nested.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../app/catalogue/export-nested.server")>();
  return { ...actual, streamNestedCatalogue: reads.counted("nested", actual.streamNestedCatalogue) };
});
vi.mock("../../app/catalogue/export-sheet.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../app/catalogue/export-sheet.server")>();
  return { ...actual, streamCatalogueCsv: reads.counted("sheet", actual.streamCatalogueCsv) };
});

/** Sixty tyres of a brand that sorts before every sample brand and sixty after them all, at one price. */
const SNAPSHOT_TYRES = 120;
function snapshotBrands(price: string) {
  const tyres = Array.from({ length: SNAPSHOT_TYRES / 2 }, (_, i) => truckEntry({ model: `Snapshot ${String(i).padStart(2, "0")}`, price: `€${price}` }));
  return { summer: { truck: { "Aaa Snapshot": { Drive: tyres }, "Zzz Snapshot": { Drive: tyres } } } };
}

/** How many times a price is written: once per snapshot tyre in either kind of file. */
const times = (text: string, price: string) => text.split(price).length - 1;

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const piece of stream) text += piece;
  return text;
}

const KINDS = [
  { kind: "sheet", path: "/admin/catalogue/catalogue.csv" },
  { kind: "nested", path: "/admin/catalogue/catalogue.json" },
] as const;

describe.each(TEST_DIALECTS)("the back office's catalogue downloads on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let seller: AuthClient;
  // Each import gives the snapshot tyres a new price; a file of one catalogue holds one of them.
  let prices = 100;
  let price = "";
  const reprice = async () => {
    prices += 11.11;
    price = prices.toFixed(2);
    await importCatalogue(database.db, snapshotBrands(price));
  };
  /** The catalogue as that kind of file, streamed straight from the database as the download was before. */
  const straightRead = (kind: "sheet" | "nested") => collect(kind === "sheet" ? streamCatalogueCsv(database.db) : streamNestedCatalogue(database.db));
  /** The current catalogue as that kind of file: the nested one as the one-object export writes it. */
  const currentText = async (kind: "sheet" | "nested") => (kind === "sheet" ? straightRead(kind) : JSON.stringify(await exportNestedCatalogue(database.db)));
  const withSession = (headers: Record<string, string>) => ({ ...headers, cookie: [...seller.cookies].map(([k, v]) => `${k}=${v}`).join("; ") });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    await reprice();
    // More tyres than one slice of the CSV's reads (500), so both kinds of file take many queries.
    expect(await countTyres(database.db)).toBeGreaterThan(500 + SNAPSHOT_TYRES / 2);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it.each(KINDS)("a $kind download while an import commits is the new catalogue whole, where a straight read mixes both", async ({ kind, path }) => {
    // Read straight from the database, as the download was before: the import lands between
    // queries, and the file holds the old price on the first brand and the new one on the last.
    const before = price;
    reads.state.midway = { marker: before, step: reprice };
    const straight = await straightRead(kind);
    expect(reads.state.midway).toBeNull();
    expect([times(straight, before), times(straight, price)]).toEqual([SNAPSHOT_TYRES / 2, SNAPSHOT_TYRES / 2]);

    // The download's build meets the same: it is thrown away and built again from the new catalogue.
    const old = price;
    reads.state.midway = { marker: old, step: reprice };
    const builds = reads.state[kind];
    const download = await seller.get(path);
    expect(download.status).toBe(200);
    // As sent, the CSV's byte order mark too (text() would drop it).
    const text = Buffer.from(await download.arrayBuffer()).toString("utf8");
    expect(reads.state.midway).toBeNull();
    expect(reads.state[kind]).toBe(builds + 2);
    expect([times(text, old), times(text, price)]).toEqual([0, SNAPSHOT_TYRES]);
    expect(text).toBe(await currentText(kind));
  });

  it.each(KINDS)("a $kind download of a revision already built is served from its file, in any coding, private", async ({ kind, path }) => {
    await reprice();
    const expected = await currentText(kind);
    const builds = reads.state[kind];
    const url = shop.baseUrl + path;
    const [br, gzip, identity] = await Promise.all([
      getRaw(url, withSession({ "Accept-Encoding": "br" })),
      getRaw(url, withSession({ "Accept-Encoding": "gzip, deflate, br" })),
      getRaw(url, withSession({ "Accept-Encoding": "identity" })),
    ]);
    // Three downloads arriving together wait for one build.
    expect(reads.state[kind]).toBe(builds + 1);
    for (const response of [br, gzip, identity]) {
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.(csv|json)"$/);
      expect(decodedBody(response)).toBe(expected);
    }
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"], identity.headers["content-encoding"]]).toEqual(["br", "gzip", undefined]);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);

    const again = await getRaw(url, withSession({ "Accept-Encoding": "gzip" }));
    expect(again.body.equals(gzip.body)).toBe(true);
    const head = await fetch(url, { method: "HEAD", headers: withSession({ "Accept-Encoding": "br" }) });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(br.body.length)]);
    expect(reads.state[kind]).toBe(builds + 1);
  });

  it("serves the nested download from the /tyre_data.json file: the same bytes, the one-object export, no build of its own", async () => {
    await reprice();
    const builds = { nested: reads.state.nested, sheet: reads.state.sheet };
    const served = await getRaw(`${shop.baseUrl}/tyre_data.json`, { "Accept-Encoding": "br" });
    const download = await getRaw(`${shop.baseUrl}/admin/catalogue/catalogue.json`, withSession({ "Accept-Encoding": "br" }));
    expect(download.body.equals(served.body)).toBe(true);
    expect(decodedBody(download)).toBe(JSON.stringify(await exportNestedCatalogue(database.db)));
    expect({ nested: reads.state.nested, sheet: reads.state.sheet }).toEqual({ nested: builds.nested + 1, sheet: builds.sheet });
  });
});
