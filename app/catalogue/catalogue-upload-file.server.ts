// Reads an uploaded catalogue file (issue 15, decision 179): the spec's nested JSON, or a price
// list as CSV or XLSX. It tells the three apart by name and by their first bytes, and answers
// what the importer takes: the nested file as it is, or a price list's rows as entries. A file
// that is none of them, broken or empty is a reason a person can act on, never an exception.
import { open, readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { readCsvRecords } from "../csv/csv-records";
import { readCatalogueSheet, type SheetRow } from "./catalogue-sheet";
import { parseCatalogueJson, prepareEntries, prepareNestedCatalogue, type PreparedCatalogue } from "./import-catalogue.server";
import type { CatalogueFormat } from "./import-preview";
import type { NestedEntry, Refusal } from "./nested-catalogue";

/** What an upload holds, kept as it is until Apply: the same input prepares the same entries again. */
export type CatalogueSource = { kind: "nested"; file: unknown } | { kind: "rows"; entries: NestedEntry[]; refusals: Refusal[] };

export type CatalogueFileRead = { ok: true; format: CatalogueFormat; source: CatalogueSource } | { ok: false; reason: string };

const ZIP_START = Buffer.from("PK\u0003\u0004", "latin1");

export async function readCatalogueUpload(path: string, fileName: string): Promise<CatalogueFileRead> {
  const start = await firstBytes(path, 64);
  if (start.toString("utf8").trim() === "" && (await readFile(path)).toString("utf8").trim() === "") {
    return { ok: false, reason: `${fileName} is empty. Nothing was changed.` };
  }
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const text = start
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (start.subarray(0, 4).equals(ZIP_START)) return readXlsx(path, fileName);
  if (extension === "json" || text.startsWith("{") || text.startsWith("[")) return readJson(path, fileName);
  if (extension === "csv" || extension === "txt") return readCsv(path, fileName);
  if (extension === "xls") return { ok: false, reason: `${fileName} is an old Excel workbook (.xls): save it as .xlsx and upload that. Nothing was changed.` };
  return { ok: false, reason: `${fileName} is not a catalogue file: upload the nested JSON, a CSV or an XLSX price list. Nothing was changed.` };
}

/** The entries and refusals the importer works with, from what an upload held. */
export function prepareSource(source: CatalogueSource): PreparedCatalogue {
  return source.kind === "nested" ? prepareNestedCatalogue(source.file) : prepareEntries(source.entries, source.refusals);
}

async function firstBytes(path: string, count: number): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function readJson(path: string, fileName: string): Promise<CatalogueFileRead> {
  const parsed = parseCatalogueJson(await readFile(path, "utf8"));
  // The CLI's words (scripts/catalogue-import.ts), with the page's ending.
  if (!parsed.ok) return { ok: false, reason: `${fileName} is ${parsed.error}. Nothing was changed.` };
  return { ok: true, format: "json", source: { kind: "nested", file: parsed.value } };
}

async function readCsv(path: string, fileName: string): Promise<CatalogueFileRead> {
  return fromRows("csv", fileName, readCsvRecords(await readFile(path, "utf8")));
}

async function readXlsx(path: string, fileName: string): Promise<CatalogueFileRead> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `${fileName} is not a readable XLSX workbook (${message}). Nothing was changed.` };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: `${fileName} has no worksheet. Nothing was changed.` };
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (c) => c ?? "") });
  });
  return fromRows("xlsx", fileName, rows);
}

function fromRows(format: CatalogueFormat, fileName: string, rows: SheetRow[]): CatalogueFileRead {
  const read = readCatalogueSheet(rows);
  if (!read.ok) return { ok: false, reason: `${fileName}: ${read.error}. Nothing was changed.` };
  return { ok: true, format, source: { kind: "rows", entries: read.entries, refusals: read.refusals } };
}

/** A cell as the text a person sees: numbers as written, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return value.result === undefined ? "" : cellText(value.result);
  if ("text" in value) return String(value.text);
  if ("error" in value) return "";
  return "";
}
