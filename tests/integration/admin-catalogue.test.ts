// The back office's catalogue (decisions 178-179, 190) over HTTP, on both databases: only a
// seller uploads, applies or downloads; a preview counts what the CLI reports for the same file
// and changes nothing; Apply imports exactly that, in one transaction with its history row and
// audit entry, and every app instance serves the new catalogue at once; a stale preview changes
// nothing and says why (4xx); downloads upload again unchanged; the history lists every import.
// Each file format's cells, refusals and limits are in admin-catalogue-files.test.ts (a file of
// its own, so the two run side by side: decision 236).
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { availabilityOf } from "../../app/catalogue/availability.server";
import { countTyres } from "../../app/catalogue/repository.server";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { LISTED_TYRES } from "../../app/catalogue/preview-changes.server";
import type { AuthClient } from "../support/auth-client";
import { AuthClient as Client } from "../support/auth-client";
import { CSV_HEADER, pageText, postCatalogueFile, postPreviewIntent, previewToken, runCatalogueCli, storedPreview } from "../support/catalogue-upload";
import { LEGACY_FILES, truckEntry, truckFile } from "../support/fixtures";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

describe.each(TEST_DIALECTS)("the back office's catalogue on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let other: RunningStorefront;
  let seller: AuthClient;
  const folder = mkdtempSync(join(tmpdir(), "admin-catalogue-"));
  const uploads = async () => (await database.db.selectFrom("catalogue_upload").select("token").execute()).length;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    other = await startStorefront(database);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
  });
  afterAll(async () => {
    await other?.close();
    await shop?.close();
    await database?.destroy();
  });

  it("refuses a visitor (401, or login for a download) and a buyer (403) on every action and download, changing nothing", async () => {
    const { client: buyer } = await signedUpBuyer(shop.baseUrl);
    const visitor = new Client(shop.baseUrl);
    const before = await countTyres(database.db);
    const file = readFileSync(LEGACY_FILES.doubleCoin);
    expect((await postCatalogueFile(visitor, "a.json", file)).status).toBe(401);
    expect((await postCatalogueFile(buyer, "a.json", file)).status).toBe(403);
    expect((await postPreviewIntent(visitor, "x", "apply")).status).toBe(401);
    expect((await postPreviewIntent(buyer, "x", "apply")).status).toBe(403);
    for (const path of ["/admin/catalogue/catalogue.csv", "/admin/catalogue/catalogue.json"]) {
      const asVisitor = await visitor.get(path);
      expect(asVisitor.status).toBe(302);
      expect(asVisitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      expect((await buyer.get(path)).status).toBe(403);
    }
    const form = {
      method: "POST",
      body: "intent=set&size=315%2F80R22.5&capacity20=100&capacity40=200",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
    expect((await visitor.request("/admin/capacities", form)).status).toBe(401);
    expect((await buyer.request("/admin/capacities", form)).status).toBe(403);
    expect(await countTyres(database.db)).toBe(before);
    expect(await uploads()).toBe(0);
    expect(await database.db.selectFrom("container_capacity").selectAll().execute()).toEqual([]);
  });

  it.each(Object.entries(LEGACY_FILES))(
    "previews the legacy file %s with the counts the CLI then reports, changing nothing until then",
    async (_name, path) => {
      const before = await countTyres(database.db);
      const token = previewToken(await postCatalogueFile(seller, path.split("/").pop()!, readFileSync(path)));
      const preview = await storedPreview(database.db, token);
      expect(await countTyres(database.db)).toBe(before);
      const page = await pageText(await seller.get(`/admin/catalogue?preview=${token}`));
      expect(page).toContain(`data-testid="count-new">${preview.imported}<`);

      expect(await runCatalogueCli(database, path)).toEqual(preview);
      // The CLI moved the catalogue: the preview is stale and Apply is refused, changing nothing more.
      const after = await countTyres(database.db);
      const refused = await postPreviewIntent(seller, token, "apply");
      expect(refused.status).toBe(422);
      expect(await pageText(refused)).toContain("The catalogue changed since this preview (another import was applied). Nothing was changed");
      expect(await countTyres(database.db)).toBe(after);
    },
  );

  it("lists each refusal with its place and reason exactly as the CLI prints them", async () => {
    const file = join(folder, "messy.json");
    writeFileSync(file, JSON.stringify(truckFile("Roadlux", "Drive", [truckEntry({ model: "R1" }), truckEntry({ size: "??" }), truckEntry({ model: "R1" })])));
    const token = previewToken(await postCatalogueFile(seller, "messy.json", readFileSync(file)));
    const preview = await storedPreview(database.db, token);
    expect(preview.refused).toHaveLength(2);
    expect((await runCatalogueCli(database, file)).refused).toEqual(preview.refused);
    const page = await pageText(await seller.get(`/admin/catalogue?preview=${token}`));
    for (const line of preview.refused) expect(page).toContain(line.replace("refused  ", "refused "));
  });

  it("applies a preview in one go: the tyres, a history row, an audit entry, and every app instance serves them at once", async () => {
    const file = JSON.stringify(
      truckFile("Applyco", "Steer", [truckEntry({ model: "Applied One" }), truckEntry({ model: "Applied Two", size: "385/65R22.5" })]),
    );
    // The other instance has built and cached the catalogue file before the import.
    expect(await (await fetch(`${other.baseUrl}/tyre_data.json`)).text()).not.toContain("Applied Two");
    const token = previewToken(await postCatalogueFile(seller, "applyco.json", file));
    expect(await storedPreview(database.db, token)).toMatchObject({ imported: 2, updated: 0, unchanged: 0, refused: [] });
    // A button the page does not have, or no token, is refused with the reason and keeps the preview.
    for (const fields of [
      { token, intent: "publish" },
      { token: "", intent: "apply" },
    ]) {
      const body = new URLSearchParams(fields).toString();
      const refused = await seller.request("/admin/catalogue", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Upload a file, then apply or discard its preview.");
    }
    expect(await storedPreview(database.db, token)).toMatchObject({ imported: 2 });
    const applied = await postPreviewIntent(seller, token, "apply");
    expect(applied.status).toBe(303);
    const importId = Number(new URL(applied.headers.get("location")!, shop.baseUrl).searchParams.get("applied"));
    expect(await database.db.selectFrom("catalogue_upload").select("token").where("token", "=", token).execute()).toEqual([]);

    const served = await (await fetch(`${other.baseUrl}/tyre_data.json`)).text();
    expect(served).toContain("Applied Two");
    const page = await pageText(await seller.get(`/admin/catalogue?applied=${importId}`));
    expect(page).toContain("Applied applyco.json: 2 new, 0 updated, 0 unchanged, 0 refused");
    const history = await database.db.selectFrom("catalogue_import").selectAll().where("id", "=", importId).executeTakeFirstOrThrow();
    expect(history).toMatchObject({ file_name: "applyco.json", format: "json", imported: 2 });
    const audit = await listAuditOf(database.db, "catalogue_import", importId);
    expect(audit.map(({ action, after }) => ({ action, after }))).toEqual([
      {
        action: "catalogue.apply",
        after: { fileName: "applyco.json", format: "json", replace: false, imported: 2, updated: 0, unchanged: 0, removed: 0, refused: 0, warnings: 0 },
      },
    ]);
    // Applied once: the same token again is gone.
    expect((await postPreviewIntent(seller, token, "apply")).status).toBe(404);
  });

  it("lists the changed tyre with its price and stock before and after and the new one with its price; a price in another currency applies only once confirmed (decision 256)", async () => {
    const file = JSON.stringify(
      truckFile("Applyco", "Steer", [
        truckEntry({ model: "Applied One", offerPrice: "€320.00", stock: { Rotterdam: 240 } }),
        truckEntry({ model: "Applied Three", size: "295/80R22.5", price: "$400.00", offerPrice: "$310.00" }),
      ]),
    );
    const token = previewToken(await postCatalogueFile(seller, "applyco-2.json", file));
    const page = await pageText(await seller.get(`/admin/catalogue?preview=${token}`));
    expect(page).toContain("Applyco Applied One 315/80R22.5 (Steer): price €350.00 → €320.00; stock 0 → 240");
    expect(page).toContain("Applyco Applied Three 295/80R22.5 (Steer): US$310.00");
    expect(page).toContain("Prices in another currency (1)");
    // Filtered to the changed tyres, the new one is not listed.
    // The preview's section as rendered (the page's data for hydration holds the whole preview).
    const section = (html: string) => html.slice(html.indexOf('data-testid="catalogue-preview"'), html.indexOf('aria-labelledby="upload-heading"'));
    const changedOnly = section(await pageText(await seller.get(`/admin/catalogue?preview=${token}&show=changed&q=applied`)));
    expect(changedOnly).toContain("Applied One 315/80R22.5 (Steer): price");
    expect(changedOnly).not.toContain("Applied Three");

    const before = await countTyres(database.db);
    const refused = await postPreviewIntent(seller, token, "apply");
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("1 prices in this file are in another currency than the catalogue's EUR. Tick the box to confirm");
    expect(await countTyres(database.db)).toBe(before);
    expect(await storedPreview(database.db, token)).toMatchObject({ imported: 1, updated: 1 });
    expect((await postPreviewIntent(seller, token, "apply", { confirmCurrency: "on" })).status).toBe(303);
    expect(await countTyres(database.db)).toBe(before + 1);
  });

  it("reads a CSV price list with spelled-any-way headers and semicolons, refusing a row by its line", async () => {
    const csv = `${CSV_HEADER}Csvco;C1;315/80R22.5;summer;truck;Drive;410,00;380,00;EUR;5901234123457\r\nCsvco;C2;385/65R22.5;spring;truck;Trailer;1;;;\r\n`;
    const token = previewToken(await postCatalogueFile(seller, "prices.csv", csv));
    expect(await storedPreview(database.db, token)).toMatchObject({
      imported: 1,
      refused: ["refused  line 3: 'spring' is not a season (summer, winter, all_season or allSeason)"],
    });
    expect((await postPreviewIntent(seller, token, "apply")).status).toBe(303);
    const row = await database.db.selectFrom("tyre").selectAll().where("model", "=", "C1").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ pattern: "Drive", price_minor: 41000, offer_price_minor: 38000, ean: "5901234123457" });
  });

  it("reads a price list's availability columns, and refuses a row naming an unknown warehouse by its line, writing nothing of it (decision 288)", async () => {
    const nextMonth = addDays(shopDate(new Date()), 30);
    const csv = [
      "Brand,Model,Size,Season,Vehicle type,Pattern,Stock Rotterdam,Stock Hamburg,Incoming pcs,Incoming date,Lead time days,DOT",
      `Stockco,STK-1,315/80R22.5,summer,truck,Drive,"1,240",,400,${nextMonth},35,12/2025`,
      `Stockco,STK-2,315/80R22.5,summer,truck,Steer,10,5,,,,`,
      "",
    ].join("\r\n");
    const token = previewToken(await postCatalogueFile(seller, "stock.csv", csv));
    expect(await storedPreview(database.db, token)).toMatchObject({ imported: 1, refused: ["refused  line 3: unknown warehouse 'Hamburg'"] });
    expect(await database.db.selectFrom("tyre").select("id").where("model", "in", ["STK-1", "STK-2"]).execute()).toEqual([]);
    expect((await postPreviewIntent(seller, token, "apply")).status).toBe(303);
    const tyres = await database.db.selectFrom("tyre").select(["id", "model"]).where("model", "in", ["STK-1", "STK-2"]).execute();
    expect(tyres.map((t) => t.model)).toEqual(["STK-1"]);
    expect((await availabilityOf(database.db, [tyres[0]!.id])).get(tyres[0]!.id)).toEqual({
      stock: [{ warehouse: "Rotterdam", onHand: 1240, allocated: 0 }],
      incoming: [{ warehouse: "Rotterdam", pieces: 400, expectedOn: nextMonth }],
      leadTimeDays: 35,
      notOrderable: false,
      production: { kind: "dot", year: 2025, week: 12 },
    });
  });

  it("reads an XLSX price list built with exceljs", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Prices");
    sheet.addRow(["Brand", "Model", "Size", "Season", "Vehicle type", "Price", "Currency"]);
    sheet.addRow(["Xlsxco", "X1", "205/55R16 91V", "winter", "car", 99.5, "USD"]);
    sheet.addRow(["Xlsxco", "X2", "225/45R17", "all season", "car", 120, ""]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const token = previewToken(await postCatalogueFile(seller, "prices.xlsx", bytes));
    expect(await storedPreview(database.db, token)).toMatchObject({ imported: 2, refused: [] });
    // X1's dollars over the euro catalogue are confirmed (decision 256).
    expect((await postPreviewIntent(seller, token, "apply", { confirmCurrency: "on" })).status).toBe(303);
    const rows = await database.db
      .selectFrom("tyre")
      .select(["model", "season", "price_minor", "price_currency"])
      .where("model", "in", ["X1", "X2"])
      .orderBy("model")
      .execute();
    expect(rows).toEqual([
      { model: "X1", season: "winter", price_minor: 9950, price_currency: "USD" },
      { model: "X2", season: "allseason", price_minor: 12000, price_currency: "EUR" },
    ]);
  });

  it.each([
    ["CSV", "/admin/catalogue/catalogue.csv", "catalogue.csv"],
    ["nested JSON", "/admin/catalogue/catalogue.json", "catalogue.json"],
  ])("downloads the catalogue as %s, private, and the file uploads again all unchanged, all-season tyres too", async (_name, path, fileName) => {
    const total = await countTyres(database.db);
    const allSeason = await database.db.selectFrom("tyre").select("id").where("season", "=", "allseason").execute();
    expect(allSeason.length).toBeGreaterThan(0);
    const download = await seller.get(path);
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.(csv|json)"$/);
    const token = previewToken(await postCatalogueFile(seller, fileName, await download.text()));
    expect(await storedPreview(database.db, token)).toEqual({ imported: 0, updated: 0, unchanged: total, removed: 0, refused: [] });
  });

  it("with replace lists the tyres that would go, then makes the file the whole catalogue", async () => {
    const total = await countTyres(database.db);
    const token = previewToken(await postCatalogueFile(seller, "double-coin-truck.json", readFileSync(LEGACY_FILES.doubleCoin), { replace: true }));
    const preview = await storedPreview(database.db, token);
    expect(preview.removed).toBe(total - 83);
    const page = await pageText(await seller.get(`/admin/catalogue?preview=${token}`));
    // Each by name, up to LISTED_TYRES (decision 256).
    const going = total - 83;
    const listed = Math.min(going, LISTED_TYRES);
    expect(page).toContain(`Tyres that would be removed (${listed === going ? going : `${listed} of ${going} shown`})`);
    expect(page.match(/data-preview-list="removed">.*?<ul[^>]*>(.*?)<\/ul>/)![1]!.match(/<li>/g)).toHaveLength(listed);
    // The file's dollar prices over the euro catalogue are confirmed to apply (decision 256).
    expect((await postPreviewIntent(seller, token, "apply", { confirmCurrency: "on" })).status).toBe(303);
    expect(await countTyres(database.db)).toBe(83);
  });

  it("lists the import history newest first, the CLI's imports too", async () => {
    const page = await pageText(await seller.get("/admin/catalogue"));
    const history = page.slice(page.indexOf('data-testid="import-history"'));
    // Newest first: the replace with the legacy file, then the XLSX, the CSV... and the CLI's runs last.
    expect(history.indexOf("double-coin-truck.json")).toBeLessThan(history.indexOf("prices.xlsx"));
    expect(history.indexOf("prices.xlsx")).toBeLessThan(history.indexOf("prices.csv"));
    expect(history).toContain("by the command line");
    const rows = await database.db.selectFrom("catalogue_import").select(["actor", "file_name"]).orderBy("id").execute();
    expect(rows.filter((r) => r.actor === "cli").map((r) => r.file_name)).toEqual(["double-coin-truck.json", "truck-four-brands.json", "messy.json"]);
  });
});
