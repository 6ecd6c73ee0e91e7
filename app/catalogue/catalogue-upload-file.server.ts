// Reads an uploaded catalogue file (decisions 179, 181 and 190): the spec's nested JSON, or a price
// list as CSV or XLSX. It tells the three apart by name and by their first bytes, and answers the
// entries the importer takes, a price list read a row at a time (an XLSX as it streams) up to the
// row limit. A file that is none of them, broken, empty or too long is a reason a person can act
// on, never an exception. The back office runs it in a worker (catalogue-upload-jobs.server.ts).
import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { csvRecordCounter, csvRecords } from "../csv/csv-records";
import { readFirstWorksheetRows } from "../xlsx/xlsx-rows.server";
import { CATALOGUE_ROW_LIMIT, catalogueSheetReader, readCatalogueSheet, tooManyRows, type SheetRead } from "./catalogue-sheet";
import { parseCatalogueJson, prepareEntries, type PreparedCatalogue } from "./import-catalogue.server";
import type { CatalogueFormat } from "./import-preview";
import { readNestedCatalogue, type NestedEntry, type Refusal } from "./nested-catalogue";

/** What an upload holds: the entries of a nested file or of a price list's rows. */
export type CatalogueSource = { kind: "rows"; entries: NestedEntry[]; refusals: Refusal[] };

export type CatalogueFileRead = { ok: true; format: CatalogueFormat; source: CatalogueSource } | { ok: false; reason: string };

const ZIP_START = Buffer.from("PK\u0003\u0004", "latin1");
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export async function readCatalogueUpload(path: string, fileName: string, limit = CATALOGUE_ROW_LIMIT): Promise<CatalogueFileRead> {
  const start = await firstBytes(path, 64);
  if (start.toString("utf8").trim() === "" && (await readFile(path)).toString("utf8").trim() === "") {
    return { ok: false, reason: `${fileName} is empty. Nothing was changed.` };
  }
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const text = start
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (start.subarray(0, 4).equals(ZIP_START)) return readXlsx(path, fileName, limit);
  if (extension === "json" || text.startsWith("{") || text.startsWith("[")) return readJson(path, fileName, limit);
  if (extension === "csv" || extension === "txt") return readCsv(path, fileName, limit);
  if (extension === "xls") return { ok: false, reason: `${fileName} is an old Excel workbook (.xls): save it as .xlsx and upload that. Nothing was changed.` };
  return { ok: false, reason: `${fileName} is not a catalogue file: upload the nested JSON, a CSV or an XLSX price list. Nothing was changed.` };
}

/** The entries and refusals the importer works with, from what an upload held. */
export function prepareSource(source: CatalogueSource): PreparedCatalogue {
  return prepareEntries(source.entries, source.refusals);
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

async function readJson(path: string, fileName: string, limit: number): Promise<CatalogueFileRead> {
  const parsed = parseCatalogueJson(await readFile(path, "utf8"));
  // The CLI's words (scripts/catalogue-import.ts), with the page's ending.
  if (!parsed.ok) return { ok: false, reason: `${fileName} is ${parsed.error}. Nothing was changed.` };
  const { entries, refusals } = readNestedCatalogue(parsed.value);
  if (entries.length + refusals.length > limit) return { ok: false, reason: `${fileName}: ${tooManyRows(limit)}. Nothing was changed.` };
  return { ok: true, format: "json", source: { kind: "rows", entries, refusals } };
}

async function readCsv(path: string, fileName: string, limit: number): Promise<CatalogueFileRead> {
  // Counted first, a chunk at a time: a 2,000,000-row file is refused without ever being held.
  if (await holdsMoreRecords(path, limit + 1)) return { ok: false, reason: `${fileName}: ${tooManyRows(limit)}. Nothing was changed.` };
  const bytes = await readFile(path);
  // The byte order mark is left out as bytes: a string that holds one is stored two bytes a letter.
  const text = bytes.toString("utf8", bytes.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0);
  return fromSheet("csv", fileName, readCatalogueSheet(csvRecords(text), limit));
}

async function readXlsx(path: string, fileName: string, limit: number): Promise<CatalogueFileRead> {
  const sheet = catalogueSheetReader(limit);
  const read = await readFirstWorksheetRows(path, (row) => sheet.add(row));
  if (!read.ok && read.problem === "no-worksheet") return { ok: false, reason: `${fileName} has no worksheet. Nothing was changed.` };
  if (!read.ok) return { ok: false, reason: `${fileName} is not a readable XLSX workbook (${read.detail}). Nothing was changed.` };
  return fromSheet("xlsx", fileName, sheet.finish());
}

/** Whether the CSV holds more than `most` records with text (the header is one); stops reading once it does. */
async function holdsMoreRecords(path: string, most: number): Promise<boolean> {
  const counter = csvRecordCounter();
  const stream = createReadStream(path, { highWaterMark: 1024 * 1024 });
  try {
    for await (const chunk of stream) if (counter.add(chunk as Buffer) > most) return true;
    return counter.finish() > most;
  } finally {
    stream.destroy();
  }
}

function fromSheet(format: CatalogueFormat, fileName: string, read: SheetRead): CatalogueFileRead {
  if (!read.ok) return { ok: false, reason: `${fileName}: ${read.error}. Nothing was changed.` };
  return { ok: true, format, source: { kind: "rows", entries: read.entries, refusals: read.refusals } };
}
