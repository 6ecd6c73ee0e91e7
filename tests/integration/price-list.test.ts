// The offer lists' price list over HTTP on both databases: a signed-in buyer's CSV holds
// exactly the tyres of the list they are looking at (its filters read as the list reads them, every
// page, in the list's order, across the reader's batches), with formula-safe cells; a visitor is
// sent to login and back to the list; each line carries the stock, ready date, DOT, weight and
// markings; the same rows as an XLSX workbook from the same route (format=xlsx); the answer is
// private; the list's link is the same for all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readPriceList } from "../../app/catalogue/price-list.server";
import { readFirstWorksheetRows } from "../../app/xlsx/xlsx-rows.server";
import { shopDate } from "../../app/domain/seller-quote";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { AuthClient } from "../support/auth-client";
import { truckFile, truckEntry } from "../support/fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

/** The article labels ("Brand Model Size") of one list page, and its count line. */
function listPage(html: string): { names: string[]; total: number } {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const names = [...html.matchAll(/<article aria-label="([^"]*)" data-offer-result=/g)].map((m) => decode(m[1]!));
  const count = /<p class="text-sm text-gray-700">([\d,]+) tyres?<\/p>/.exec(html);
  return { names, total: count ? Number(count[1]!.replace(/,/g, "")) : 0 };
}

/** The CSV's lines, split on the record ends (no cell here holds CRLF; fetch's text() drops the byte order mark). */
const csvLines = (text: string) => text.split("\r\n").slice(0, -1);

/** The cells of one CSV line (RFC 4180 quoting), to compare with what the list page shows. */
function csvCells(line: string): string[] {
  const cells = [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!);
  return cells.map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell).replace(/^'(?=[=+\-@\t\r])/, ""));
}

describe.each(TEST_DIALECTS)("the price list on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let buyer: AuthClient;
  let ip = 0;

  const download = (client: AuthClient, search: string, season = "summer") => client.get(`/${season}-offers/price-list.csv${search}`);
  const csvOf = async (search: string) => {
    const res = await download(buyer, search);
    expect(res.status).toBe(200);
    return csvLines(await res.text());
  };
  /** Every page of a list, as a visitor sees it. */
  const wholeList = async (search: string) => {
    const first = listPage(await (await fetch(`${shop.baseUrl}/summer-offers${search}`)).text());
    const names = [...first.names];
    for (let page = 2; names.length < first.total; page++) {
      names.push(...listPage(await (await fetch(`${shop.baseUrl}/summer-offers${search}${search ? "&" : "?"}page=${page}`)).text()).names);
    }
    return { names, total: first.total };
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // More than one reader batch (1,000 tyres) in a season, and one tyre whose names would be
    // formulas or break a naive CSV.
    await importCatalogue(database.db, generateCatalogue({ count: 3000, seed: 13 }));
    await importCatalogue(
      database.db,
      truckFile("Westlake", "=1+2", [
        truckEntry({
          productCode: "H-1",
          model: '@SUM(A1), "Long" Haul',
          size: "295/80R22.5",
          ean: "-0012345",
          offerPrice: "€123.45",
          stock: { Rotterdam: 120 },
          dotYear: 2025,
          weight: "109lb/49.5kg",
        }),
      ]),
    );
    shop = await startStorefront(database);
    buyer = new AuthClient(shop.baseUrl);
    const signedUp = await buyer.post(
      "/api/auth/sign-up/email",
      { name: "List Buyer", email: `list-${dialect}-${Date.now()}@example.com`, password: "correct horse 1" },
      { "x-forwarded-for": `10.7.0.${++ip}` },
    );
    expect(signedUp.status).toBe(200);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("sends a visitor to login and back to the list, privately", async () => {
    const res = await download(new AuthClient(shop.baseUrl), "?vehicleType=truck&brand=Westlake");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fsummer-offers%3FvehicleType%3Dtruck%26brand%3DWestlake%23price-list");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a buyer with a private CSV attachment named after the list", async () => {
    const res = await download(buyer, "?vehicleType=truck&brand=westlake", "summer");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="summer-offers-truck-westlake-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-page-cache")).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.subarray(3).toString("utf8").split("\r\n")[0]).toBe(
      "Size,Brand,Model,Pattern,EAN,Offer price,Currency,Stock (pcs),Ready date,DOT,Weight (kg),Load index,Speed symbol",
    );
    // The file never reaches a visitor through the render cache.
    expect((await download(new AuthClient(shop.baseUrl), "?vehicleType=truck&brand=westlake")).status).toBe(302);
  });

  it("writes formula-safe cells", async () => {
    const lines = await csvOf("?vehicleType=truck&brand=Westlake&pattern=%3D1%2B2");
    // With what a buyer loading a container asks next: stock, when, DOT, weight and markings.
    expect(lines).toEqual([
      "Size,Brand,Model,Pattern,EAN,Offer price,Currency,Stock (pcs),Ready date,DOT,Weight (kg),Load index,Speed symbol",
      `295/80R22.5,Westlake,"'@SUM(A1), ""Long"" Haul",'=1+2,'-0012345,123.45,EUR,120,${shopDate(new Date())},DOT 2025,49.5,156/150,L`,
    ]);
  });

  it("answers the same rows as an XLSX workbook from the same route, numbers as numbers, and refuses a format it has not (decision 290)", async () => {
    const search = "?vehicleType=truck&brand=Westlake&pattern=%3D1%2B2";
    const res = await buyer.get(`/summer-offers/price-list.csv${search}&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="summer-offers-truck-westlake-1-2-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const dir = await mkdtemp(join(tmpdir(), "price-list-"));
    const path = join(dir, "list.xlsx");
    await writeFile(path, Buffer.from(await res.arrayBuffer()));
    const rows: string[][] = [];
    expect(await readFirstWorksheetRows(path, (row) => void rows.push(row.cells))).toEqual({ ok: true });
    await rm(dir, { recursive: true });
    expect(rows).toEqual([
      ["Size", "Brand", "Model", "Pattern", "EAN", "Offer price", "Currency", "Stock (pcs)", "Ready date", "DOT", "Weight (kg)", "Load index", "Speed symbol"],
      // Text as the catalogue has it (a cell is never a formula); the price, stock and weight as numbers.
      [
        "295/80R22.5",
        "Westlake",
        '@SUM(A1), "Long" Haul',
        "=1+2",
        "-0012345",
        "123.45",
        "EUR",
        "120",
        shopDate(new Date()),
        "DOT 2025",
        "49.5",
        "156/150",
        "L",
      ],
    ]);
    // A visitor is sent to the list without the format; a format there is not is a 400 with the reason.
    const visitor = await new AuthClient(shop.baseUrl).get(`/summer-offers/price-list.csv${search}&format=xlsx`);
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/summer-offers${search}#price-list`)}`);
    const pdf = await buyer.get(`/summer-offers/price-list.csv${search}&format=pdf`);
    expect([pdf.status, await pdf.text()]).toEqual([400, "A price list comes as format=csv or format=xlsx."]);
  });

  it.each(["?vehicleType=truck&brand=Yokohama", "?vehicleType=car&brand=Michelin", "?brand=Bridgestone"])(
    "holds every tyre of the list %s, in the list's order",
    async (search) => {
      const list = await wholeList(search);
      const lines = (await csvOf(search)).slice(1);
      expect(list.total).toBeGreaterThan(5);
      expect(lines).toHaveLength(list.total);
      expect(lines.map(csvCells).map(([size, brand, model]) => `${brand} ${model} ${size}`)).toEqual(list.names);
    },
  );

  it("holds a whole season of more than one reader batch, as many as the list counts and the catalogue has", async () => {
    const lines = (await csvOf("")).slice(1);
    const { total } = listPage(await (await fetch(`${shop.baseUrl}/summer-offers`)).text());
    const inCatalogue = await database.db
      .selectFrom("tyre")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("season", "=", "summer")
      .executeTakeFirstOrThrow();
    expect(total).toBeGreaterThan(1000);
    expect(lines).toHaveLength(total);
    expect(lines).toHaveLength(Number(inCatalogue.n));
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("reads the same tyres in small batches as in one", async () => {
    const filter = { season: "summer" as const, vehicleType: "truck" as const };
    const all = async (batchSize: number) => {
      const tyres = [];
      for await (const batch of readPriceList(database.db, filter, batchSize)) tyres.push(...batch);
      return tyres;
    };
    const whole = await all(100_000);
    expect(whole.length).toBeGreaterThan(14);
    expect(await all(7)).toEqual(whole);
  });

  it.each([
    ["?vehicleType=spaceship&page=abc&size=%3D1", ""],
    ["?vehicleType=truck&brand=Nobody&model=X", "?vehicleType=truck"],
    ["?vehicleType=truck&brand=WESTLAKE&pattern=%3D1%2B2&page=9", "?vehicleType=truck&brand=Westlake&pattern=%3D1%2B2"],
  ])("reads the filters %s as the list does (%s), ignoring what the catalogue does not offer", async (asked, kept) => {
    expect(await csvOf(asked)).toEqual(await csvOf(kept));
    const listed = listPage(await (await fetch(`${shop.baseUrl}/summer-offers${asked.replace(/&page=\w+/, "")}`)).text());
    expect((await csvOf(asked)).length - 1).toBe(listed.total);
  });

  it("links every visitor and the buyer to the same price list from the list page", async () => {
    const href = (html: string) => /<a id="price-list" href="([^"]*)"/.exec(html)?.[1];
    const search = "?vehicleType=truck&brand=Westlake";
    const visitors = [await fetch(`${shop.baseUrl}/summer-offers${search}`), await fetch(`${shop.baseUrl}/summer-offers${search}`)];
    const mine = await buyer.get(`/summer-offers${search}`);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const links = [...(await Promise.all(visitors.map(async (r) => href(await r.text())))), href(await mine.text())];
    expect(links).toEqual(Array(3).fill("/summer-offers/price-list.csv?vehicleType=truck&amp;brand=Westlake"));
  });
});
