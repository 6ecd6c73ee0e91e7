import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { damagedPart, declaringSize, storedParts, storeInOrder } from "../../tests/support/xlsx-files";
import { readFirstWorksheetRows, type XlsxRow } from "./xlsx-rows.server";

const folder = mkdtempSync(join(tmpdir(), "xlsx-rows-"));
let files = 0;
const onDisk = (bytes: Uint8Array) => {
  const path = join(folder, `${files++}.xlsx`);
  writeFileSync(path, bytes);
  return path;
};

async function readRows(bytes: Uint8Array) {
  const rows: XlsxRow[] = [];
  const read = await readFirstWorksheetRows(onDisk(bytes), (row) => void rows.push(row));
  return { read, rows };
}

/** A price list sheet with what a spreadsheet makes of cells, behind a notes tab stored first in the zip. */
async function priceListWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const notes = workbook.addWorksheet("Notes");
  notes.addRow(["read me, not the prices"]);
  const sheet = workbook.addWorksheet("Prices");
  sheet.addRow(["Brand", "Price", "Offer", "Name", "Since", "Stock", "Ratio"]);
  sheet.addRow([]);
  sheet.addRow([
    "Größe & Čelik",
    412.5,
    { formula: "B3*0.9", result: 371.25 },
    { richText: [{ text: "Eco", font: { bold: true } }, { text: "Drive" }] },
    new Date(Date.UTC(2026, 2, 1)),
    true,
    { formula: "1/0", result: { error: "#DIV/0!" } },
  ]);
  sheet.getCell("E3").numFmt = "dd.mm.yyyy";
  sheet.addRow(["", "  "]);
  sheet.addRow(["Last", { formula: 'CONCAT("a","b")', result: "ab" }]);
  // The prices are the first tab, though their part (sheet2.xml) is not the first one.
  const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const listed = await zip.file("xl/workbook.xml")!.async("string");
  zip.file("xl/workbook.xml", listed.replace(/(<sheet [^>]*name="Notes"[^>]*\/>)(<sheet [^>]*name="Prices"[^>]*\/>)/, "$2$1"));
  expect(await zip.file("xl/workbook.xml")!.async("string")).toMatch(/name="Prices".*name="Notes"/);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

const EXPECTED_ROWS = [
  { line: 1, cells: ["Brand", "Price", "Offer", "Name", "Since", "Stock", "Ratio"] },
  { line: 3, cells: ["Größe & Čelik", "412.5", "371.25", "EcoDrive", "2026-03-01", "true", ""] },
  { line: 5, cells: ["Last", "ab"] },
];

describe("the first worksheet of an XLSX, read as it streams", () => {
  it("gives each cell as a person sees it, with the sheet's row numbers, skipping empty rows and other tabs", async () => {
    expect(await readRows(await priceListWorkbook())).toEqual({ read: { ok: true }, rows: EXPECTED_ROWS });
  });

  it.each([
    [
      "the worksheets before the shared strings (Excel's order)",
      ["xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/worksheets/sheet2.xml", "xl/styles.xml", "xl/sharedStrings.xml"],
    ],
    [
      "the shared strings before the worksheets",
      ["xl/sharedStrings.xml", "xl/styles.xml", "xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/worksheets/sheet2.xml"],
    ],
    [
      "the workbook and its relations after the worksheets (exceljs's order)",
      ["xl/worksheets/sheet2.xml", "xl/worksheets/sheet1.xml", "xl/sharedStrings.xml", "xl/styles.xml", "xl/_rels/workbook.xml.rels", "xl/workbook.xml"],
    ],
  ])("reads the same whatever order the zip stores its parts in: %s", async (_order, first) => {
    const bytes = await storeInOrder(await priceListWorkbook(), first);
    const stored = await storedParts(bytes);
    expect(stored.filter((name) => first.includes(name))).toEqual(first);
    expect(await readRows(bytes)).toEqual({ read: { ok: true }, rows: EXPECTED_ROWS });
  });

  it("keeps every letter of 20,000 rows, where a letter of several bytes falls between two chunks of the zip", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Prices");
    for (let i = 1; i <= 20_000; i++) sheet.addRow([`Reifen für Ölfelder №${i} – ${"€".repeat(i % 7)}`, i]);
    const { read, rows } = await readRows(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read).toEqual({ ok: true });
    expect(rows).toHaveLength(20_000);
    expect(rows.filter((row, i) => row.line !== i + 1 || row.cells[0] !== `Reifen für Ölfelder №${i + 1} – ${"€".repeat((i + 1) % 7)}`)).toEqual([]);
    // 20,000 rows through the zip reader: about 1 s alone, several times that while a loaded suite shares the cores.
  }, 30_000);

  it.each([
    ["cut short", (zip: Buffer) => zip.subarray(0, Math.floor(zip.length * 0.7)), "the zip archive is cut short: its directory is missing"],
    ["damaged inside a part", (zip: Buffer) => damagedPart(zip, "xl/sharedStrings.xml"), /^xl\/sharedStrings\.xml: /],
    // A zip bomb: a part declaring more than any price list holds is refused before it inflates.
    [
      "whose shared strings would unpack past 256 MiB",
      (zip: Buffer) => declaringSize(zip, "xl/sharedStrings.xml", 256 * 2 ** 20 + 1),
      "xl/sharedStrings.xml: it would unpack to 257 MiB, more than the 256 MiB allowed for this part",
    ],
    [
      "whose worksheet would unpack past 1 GiB",
      (zip: Buffer) => declaringSize(zip, "xl/worksheets/sheet2.xml", 2 ** 30 + 1),
      "xl/worksheets/sheet2.xml: it would unpack to 1,025 MiB, more than the 1,024 MiB allowed for this part",
    ],
    // Under the worksheet's limit the guard lets 512 MiB by; the declared size is still binding.
    [
      "whose worksheet declares 512 MiB it does not hold",
      (zip: Buffer) => declaringSize(zip, "xl/worksheets/sheet2.xml", 2 ** 29),
      /^xl\/worksheets\/sheet2\.xml: damaged: it unpacks to \d+ bytes, not the 536870912 the zip directory gives$/,
    ],
  ])("says why a workbook %s is unreadable", async (_name, damage, detail) => {
    const { read } = await readRows(damage(await priceListWorkbook()));
    expect(read).toMatchObject({ ok: false, problem: "unreadable", detail: typeof detail === "string" ? detail : expect.stringMatching(detail) });
  });

  it("says a cell's text is lost when the shared strings are missing, and a zip without a workbook has no worksheet", async () => {
    const withoutStrings = await JSZip.loadAsync(await priceListWorkbook());
    withoutStrings.remove("xl/sharedStrings.xml");
    const lost = await readRows(await withoutStrings.generateAsync({ type: "nodebuffer" }));
    expect(lost.read).toEqual({ ok: false, problem: "unreadable", detail: "a cell refers to text the workbook does not hold" });
    const plainZip = new JSZip().file("readme.txt", "no workbook here");
    expect((await readRows(await plainZip.generateAsync({ type: "nodebuffer" }))).read).toEqual({ ok: false, problem: "no-worksheet" });
  });
});
