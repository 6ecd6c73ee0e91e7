// Each file the back office reads (decisions 178-179, 181, 190) over HTTP, on both databases: a
// CSV's control characters, an XLSX's cells as a spreadsheet shows them, a 20,000-row workbook
// counted whole; a damaged workbook, a file that is no catalogue and an oversized body are refused
// with the reason (4xx) and change nothing. The upload, apply and download flow is in
// admin-catalogue.test.ts (a file of its own, so the two run side by side: decision 236).
import { request } from "node:http";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countTyres } from "../../app/catalogue/repository.server";
import type { AuthClient } from "../support/auth-client";
import { CSV_HEADER, pageText, postCatalogueFile, postPreviewIntent, previewToken, storedPreview } from "../support/catalogue-upload";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";
import { damagedPart, declaringSize, EXCEL_ORDER, storedParts, storeInOrder } from "../support/xlsx-files";

const SPRING = "'spring' is not a season (summer, winter, all_season or allSeason)";

/** A price list of `rows` car tyres as exceljs writes it, one row refused for its season. */
async function bulkWorkbook(rows: number, springAt: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Prices");
  sheet.addRow(["Brand", "Model", "Size", "Season", "Vehicle type", "Price", "Currency"]);
  for (let i = 1; i <= rows; i++) sheet.addRow(["Bulkco", `Bulk ${i}`, "205/55R16 91V", i === springAt ? "spring" : "summer", "car", 50 + (i % 100), "EUR"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// Written once for the file, on either database: the same bytes each time, and the 20,000 rows
// took seconds of exceljs to write. Each damaged copy is a copy (damagedPart, declaringSize).
let bulk: Promise<Buffer> | undefined;
let small: Promise<Buffer> | undefined;
const bulk20k = () => (bulk ??= bulkWorkbook(20_000, 15_000));
const smallWorkbook = () => (small ??= bulkWorkbook(200, 0));

describe.each(TEST_DIALECTS)("the back office's catalogue files on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let seller: AuthClient;
  const uploads = async () => (await database.db.selectFrom("catalogue_upload").select("token").execute()).length;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it.each([
    ["a NUL", "\u0000", "U+0000"],
    ["an escape", "\u001b", "U+001B"],
    ["a bell", "\u0007", "U+0007"],
  ])("refuses a CSV cell holding %s at preview by its line, and Apply stores only the clean row", async (name, character, code) => {
    const model = `Ctrl ${code}`;
    const csv = `${CSV_HEADER}Ctrlco;${model} A;315/80R22.5;summer;truck;Drive;410,00;;EUR;\r\nCtrlco;${model} B${character};385/65R22.5;summer;truck;Trailer;1;;;\r\n`;
    const token = previewToken(await postCatalogueFile(seller, "control.csv", csv));
    const reason = `line 3: the model holds a control character (${code}), which no text in the catalogue may hold`;
    expect(await storedPreview(database.db, token)).toMatchObject({ imported: 1, refused: [`refused  ${reason}`] });
    expect(await pageText(await seller.get(`/admin/catalogue?preview=${token}`))).toContain(`refused ${reason}`);
    expect((await postPreviewIntent(seller, token, "apply")).status).toBe(303);
    const stored = await database.db.selectFrom("tyre").select("model").where("model", "like", `${model}%`).execute();
    expect(stored, name).toEqual([{ model: `${model} A` }]);
  });

  it("reads an XLSX stored in Excel's order as a spreadsheet shows it: formulas by result, rich text, dates, empty rows skipped, refusals by row", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Prices");
    sheet.addRow(["Brand", "Model", "Size", "Season", "Vehicle type", "Price", "Currency", "Description"]);
    sheet.addRow([]);
    const richModel = { richText: [{ text: "Eco", font: { bold: true } }, { text: "Grip" }] };
    sheet.addRow(["Cellco", richModel, "205/55R16 91V", "summer", "car", { formula: "80*1.25", result: 100 }, "EUR", new Date(Date.UTC(2026, 2, 1))]);
    sheet.getCell("H3").numFmt = "dd.mm.yyyy";
    sheet.addRow(["Cellco", "Örtli Ü", "225/45R17", "all season", "car", 90.5, "EUR", "Reifen für Ölfelder"]);
    sheet.addRow([]);
    sheet.addRow(["Cellco", "Spring", "225/45R17", "spring", "car", 1, "EUR", ""]);
    const bytes = await storeInOrder(new Uint8Array(await workbook.xlsx.writeBuffer()), EXCEL_ORDER);
    const parts = await storedParts(bytes);
    expect(parts.indexOf("xl/worksheets/sheet1.xml")).toBeLessThan(parts.indexOf("xl/sharedStrings.xml"));

    const token = previewToken(await postCatalogueFile(seller, "cells.xlsx", bytes));
    expect(await storedPreview(database.db, token)).toMatchObject({ imported: 2, refused: [`refused  line 6: ${SPRING}`] });
    expect((await postPreviewIntent(seller, token, "apply")).status).toBe(303);
    const rows = await database.db
      .selectFrom("tyre")
      .select(["model", "price_minor", "description"])
      .where("model", "in", ["EcoGrip", "Örtli Ü"])
      .orderBy("price_minor")
      .execute();
    expect(rows).toEqual([
      { model: "Örtli Ü", price_minor: 9050, description: "Reifen für Ölfelder" },
      { model: "EcoGrip", price_minor: 10000, description: "2026-03-01" },
    ]);
  });

  it("previews a 20,000-row XLSX with every tyre counted and a refusal named by its row, changing nothing", async () => {
    const before = await countTyres(database.db);
    const token = previewToken(await postCatalogueFile(seller, "bulk.xlsx", await bulk20k()));
    expect(await storedPreview(database.db, token)).toEqual({
      imported: 19_999,
      updated: 0,
      unchanged: 0,
      removed: 0,
      refused: [`refused  line 15001: ${SPRING}`],
    });
    expect(await countTyres(database.db)).toBe(before);
    expect((await postPreviewIntent(seller, token, "discard")).status).toBe(303);
  });

  it.each([
    ["cut short", (zip: Buffer) => zip.subarray(0, zip.length - 100), "(the zip archive is cut short: its directory is missing). Nothing was changed."],
    ["damaged inside its worksheet", (zip: Buffer) => damagedPart(zip, "xl/worksheets/sheet1.xml"), "(xl/worksheets/sheet1.xml: "],
    [
      "whose worksheet declares it unpacks past 1 GiB (a zip bomb)",
      (zip: Buffer) => declaringSize(zip, "xl/worksheets/sheet1.xml", 2 ** 30 + 1),
      "(xl/worksheets/sheet1.xml: it would unpack to 1,025 MiB, more than the 1,024 MiB allowed for this part). Nothing was changed.",
    ],
  ])("refuses an XLSX %s with 400 and the reason, changing nothing", async (_name, damage, reason) => {
    const before = { tyres: await countTyres(database.db), uploads: await uploads() };
    const response = await postCatalogueFile(seller, "prices.xlsx", damage(await smallWorkbook()));
    expect(response.status).toBe(400);
    const page = await pageText(response);
    expect(page).toContain(`prices.xlsx is not a readable XLSX workbook ${reason}`);
    expect(page).toContain("Nothing was changed.");
    expect({ tyres: await countTyres(database.db), uploads: await uploads() }).toEqual(before);
  });

  it.each([
    ["a file that is no catalogue", "photo.png", "\u0089PNG not a catalogue", "photo.png is not a catalogue file"],
    ["broken JSON", "cut.json", '{"summer": {"truck": ', "cut.json is not valid JSON:"],
    ["a CSV without a season column", "prices.csv", "Brand,Model,Size,Vehicle type\nA,B,205/55R16,car\n", "has no 'Season' column"],
    ["an empty file", "empty.csv", "", "empty.csv is empty"],
  ])("refuses %s with 400 and the reason, changing nothing", async (_name, fileName, content, reason) => {
    const before = { tyres: await countTyres(database.db), uploads: await uploads() };
    const response = await postCatalogueFile(seller, fileName, content);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(reason);
    expect({ tyres: await countTyres(database.db), uploads: await uploads() }).toEqual(before);
  });

  it("refuses a body over the upload limit with 413 before reading it", async () => {
    const status = await new Promise<number>((ok, fail) => {
      const req = request(`${shop.baseUrl}/admin/catalogue`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(300 * 1024 * 1024), origin: shop.baseUrl },
      });
      req.on("response", (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", fail);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });
});
