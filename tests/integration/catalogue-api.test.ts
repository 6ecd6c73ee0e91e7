// The catalogue API over HTTP against a real database (docs/api.md).
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { applyStockFeed } from "../../app/admin/stock-feed.server";
import { CLI_ACTOR } from "../../app/admin/audit-log.server";
import { TEST_DIALECTS } from "../support/test-database";
import { useApi } from "../support/test-server";
import { LEGACY_FILES, readJson, truckEntry } from "../support/fixtures";

describe.each(TEST_DIALECTS)("catalogue API on %s", (dialect) => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(api.baseUrl + path, { headers });
  const json = async (path: string) => {
    const res = await get(path);
    return { status: res.status, body: await res.json() };
  };

  const api = useApi(dialect, async (database) => {
    await importCatalogue(database.db, readJson(LEGACY_FILES.doubleCoin));
    await importCatalogue(database.db, readJson(LEGACY_FILES.fourBrands));
    await importCatalogue(database.db, {
      winter: {
        car: {
          Nokian: {
            tyres: [
              truckEntry({
                productCode: "NOKIAN-R5",
                model: "Hakkapeliitta R5",
                size: "205/55R16 94R",
                price: "€120.00",
                offerPrice: "€99.00",
                stock: { Rotterdam: 1240 },
                leadTimeDays: 35,
                dotYear: 2026,
              }),
            ],
          },
        },
      },
    });
  });

  it("answers /healthz and /readyz", async () => {
    expect(await json("/healthz")).toEqual({ status: 200, body: { status: "ok" } });
    expect(await json("/readyz")).toEqual({ status: 200, body: { status: "ready", mail: { ok: true, failing: 0, waitingLong: 0 } } });
  });

  it("pages through the catalogue with totals", async () => {
    const { status, body } = await json("/api/tyres?season=summer&vehicleType=truck&pageSize=50&page=2");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 2, pageSize: 50, total: 179, pageCount: 4 });
    expect(body.items).toHaveLength(50);
    const last = await json("/api/tyres?season=summer&vehicleType=truck&pageSize=50&page=4");
    expect(last.body.items).toHaveLength(179 - 150);
  });

  it("sends each tyre's availability, and null for a tyre without any (decision 225)", async () => {
    const found = await json("/api/tyres?q=hakkapeliitta");
    const availability = {
      stock: [{ warehouse: "Rotterdam", onHand: 1240, allocated: 0 }],
      incoming: [],
      leadTimeDays: 35,
      notOrderable: false,
      production: { kind: "dot", year: 2026, week: null },
      available: 1240,
    };
    expect(found.body.items[0].availability).toEqual(availability);
    expect((await json(`/api/tyres/${found.body.items[0].id}`)).body.availability).toEqual(availability);
    const legacy = await json("/api/tyres?brand=michelin&pageSize=1");
    expect(legacy.body.items[0].availability).toBeNull();
    const file = await (await get("/tyre_data.json")).json();
    expect(file.winter.car.Nokian.tyres[0]).toMatchObject({ stock: { Rotterdam: 1240 }, leadTimeDays: 35, dotYear: 2026 });
    // Read as kept per catalogue revision (decision 334): a stock feed shows at the next answer.
    const fed = await applyStockFeed(
      api.database.db,
      [
        { line: 1, cells: ["code", "pieces"] },
        { line: 2, cells: ["NOKIAN-R5", "300"] },
      ],
      { actor: CLI_ACTOR, source: "feed.csv" },
    );
    expect(fed).toMatchObject({ ok: true, applied: 1 });
    const fedStock = { ...availability, stock: [{ warehouse: "Rotterdam", onHand: 300, allocated: 0 }], available: 300 };
    expect((await json("/api/tyres?q=hakkapeliitta")).body.items[0].availability).toEqual(fedStock);
    expect((await json(`/api/tyres/${found.body.items[0].id}`)).body.availability).toEqual(fedStock);
  });

  it("filters by brand (any case), pattern, model and size", async () => {
    const { body } = await json("/api/tyres?season=summer&vehicleType=truck&brand=michelin&pattern=Drive&pageSize=100");
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((t: any) => t.brand === "Michelin" && t.pattern === "Drive")).toBe(true);
    const bySize = await json("/api/tyres?brand=Double%20Coin&size=315%2F80%20r22.5&pageSize=100");
    expect(bySize.body.total).toBe(3);
    expect(bySize.body.items.every((t: any) => t.size.normalized === "315/80R22.5")).toBe(true);
  });

  it("finds the same tyres however a size is typed", async () => {
    const spellings = ["315/80R22.5", "315/80 R22.5", "315 80 22.5", "3158022.5"];
    const results = await Promise.all(spellings.map((q) => json(`/api/tyres?q=${encodeURIComponent(q)}&pageSize=100`)));
    const ids = results.map((r) => r.body.items.map((t: any) => t.id).sort());
    expect(ids[0].length).toBeGreaterThan(0);
    for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
    expect(results[0]!.body.items.every((t: any) => t.size.normalized === "315/80R22.5")).toBe(true);
  });

  it("searches brand, model and pattern case-insensitively as substrings", async () => {
    const { body } = await json("/api/tyres?q=HAKKA");
    expect(body.items.map((t: any) => t.model)).toEqual(["Hakkapeliitta R5"]);
    const twoTerms = await json("/api/tyres?q=double%20steer&pageSize=100");
    expect(twoTerms.body.total).toBeGreaterThan(0);
    expect(twoTerms.body.items.every((t: any) => t.brand === "Double Coin" && t.pattern === "Steer")).toBe(true);
  });

  it("returns one tyre by id, 404 for an unknown one and 400 for a bad id", async () => {
    const list = await json("/api/tyres?q=hakkapeliitta");
    const id = list.body.items[0].id;
    const one = await json(`/api/tyres/${id}`);
    expect(one.body).toMatchObject({ id, brand: "Nokian", season: "winter", vehicleType: "car", pattern: "Standard" });
    expect((await json("/api/tyres/999999")).status).toBe(404);
    expect(await json("/api/tyres/abc")).toMatchObject({ status: 400, body: { error: "id must be a whole number" } });
  });

  it("answers 404, not 500, for ids past the largest a tyre can have", async () => {
    for (const id of ["2147483648", "99999999999", "999999999999999"]) {
      expect(await json(`/api/tyres/${id}`)).toMatchObject({ status: 404, body: { error: `tyre ${id} not found` } });
    }
  });

  it.each(["%25", "_", "%5C", "%25%25", "a%5C", "%5C%25_"])("searches and suggests for q=%s as plain text, never a 5xx", async (q) => {
    const search = await json(`/api/tyres?q=${q}`);
    expect(search.status).toBe(200);
    expect(Array.isArray(search.body.items)).toBe(true);
    const suggest = await json(`/api/suggest?q=${q}`);
    expect(suggest.status).toBe(200);
    expect(Array.isArray(suggest.body.items)).toBe(true);
    expect((await json(`/api/filters?brand=${q}&pattern=${q}`)).status).toBe(200);
  });

  it("suggests at most 10 tyres, labelled 'brand — model (size) · season'", async () => {
    const { body } = await json("/api/suggest?q=22.5");
    expect(body.items).toHaveLength(10);
    expect(body.items[0].label).toMatch(/^.+ — .+ \(.+\) · (Summer|Winter|All-Season)$/);
    expect((await json("/api/suggest?q=")).body.items).toEqual([]);
  });

  it("gives the cascading filter options for a selection", async () => {
    const top = await json("/api/filters?season=summer");
    expect(top.body.vehicleTypes).toEqual(["truck"]);
    expect(top.body.brands).toEqual([]);
    const brands = await json("/api/filters?season=summer&vehicleType=truck");
    expect(brands.body.brands).toEqual(["Double Coin", "Firestone", "Goodyear", "Michelin", "Roadlux"]);
    const patterns = await json("/api/filters?season=summer&vehicleType=truck&brand=Michelin");
    expect(patterns.body.patterns).toEqual(["Drive", "Steer", "Trailer"]);
    expect(patterns.body.models).toEqual([]);
    const models = await json("/api/filters?season=summer&vehicleType=truck&brand=Michelin&pattern=Drive");
    expect(models.body.models.length).toBeGreaterThan(0);
    const model = models.body.models[0];
    const sizes = await json(`/api/filters?season=summer&vehicleType=truck&brand=Michelin&pattern=Drive&model=${encodeURIComponent(model)}`);
    expect(sizes.body.sizes.length).toBeGreaterThan(0);
  });

  it.each([
    ["/api/tyres?page=0", "page must be a whole number from 1 to 1000000"],
    ["/api/tyres?pageSize=101", "pageSize must be a whole number from 1 to 100"],
    ["/api/tyres?season=autumn", "season must be summer, winter or allseason"],
    ["/api/tyres?vehicleType=bus", "vehicleType must be car, motorcycle, truck or offRoad"],
    ["/api/filters?vehicleType=bus", "vehicleType must be car, motorcycle, truck or offRoad"],
    [`/api/suggest?q=${"x".repeat(201)}`, "q is longer than 200 characters"],
  ])("answers 400 with a reason for %s", async (path, reason) => {
    expect(await json(path)).toEqual({ status: 400, body: expect.objectContaining({ error: reason }) });
  });

  it("compresses a fresh answer in one piece: brotli for a client that takes it, else gzip, with its length (decision 184)", async () => {
    // Each URL is asked for once first: a repeat could come from the render cache, stored at brotli 8.
    const fresh = async (pageSize: number, acceptEncoding: string) => {
      const path = `/api/tyres?season=summer&vehicleType=truck&pageSize=${pageSize}`;
      const response = await rawGet(api.baseUrl + path, { "Accept-Encoding": acceptEncoding });
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      return { response, expected: await (await get(path, { "Accept-Encoding": "identity" })).json() };
    };
    const browser = await fresh(41, "gzip, deflate, br, zstd");
    expect(browser.response.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(browser.response.body).toString("utf8"))).toEqual(browser.expected);
    const gzipOnly = await fresh(42, "gzip");
    expect(gzipOnly.response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipOnly.response.body).toString("utf8"))).toEqual(gzipOnly.expected);
    const brotliRefused = await fresh(43, "br;q=0, gzip");
    expect(brotliRefused.response.headers["content-encoding"]).toBe("gzip");
    const plain = await fresh(44, "identity");
    expect(plain.response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.response.body.toString("utf8"))).toEqual(plain.expected);
  });

  it("keeps an anonymous answer in the render cache on its second miss, not its first", async () => {
    const path = "/api/tyres?season=summer&vehicleType=truck&pageSize=37";
    const cacheState = async () => {
      const response = await get(path);
      await api.pageCache!.settled();
      return response.headers.get("x-page-cache");
    };
    expect([await cacheState(), await cacheState(), await cacheState()]).toEqual(["miss", "miss", "hit"]);
  });

  it("serves /tyre_data.json in the nested format with ETag, revalidation and compression", async () => {
    const res = await get("/tyre_data.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/must-revalidate/);
    const etag = res.headers.get("etag")!;
    const file = await res.json();
    expect(Object.keys(file.summer.truck).sort()).toEqual(["Double Coin", "Firestone", "Goodyear", "Michelin", "Roadlux"]);
    expect(file.summer.truck["Double Coin"].Drive[0]).toMatchObject({ brand: "Double Coin", price: expect.stringMatching(/^US\$|^\$/) });
    expect(file.winter.car.Nokian.tyres[0].offerPrice).toBe("€99.00");
    expect((await get("/tyre_data.json", { "If-None-Match": etag })).status).toBe(304);

    const gz = await rawGet(api.baseUrl + "/tyre_data.json", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body).toString("utf8"))).toEqual(file);

    await importCatalogue(api.database.db, { winter: { car: { Nokian: { tyres: [truckEntry({ model: "Snowproof", size: "205/55R16" })] } } } });
    const after = await get("/tyre_data.json", { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect((await after.json()).winter.car.Nokian.tyres).toHaveLength(2);
  });
});

function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((ok, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => ok({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", fail)
      .end();
  });
}
