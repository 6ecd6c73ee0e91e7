// The first worksheet of an uploaded XLSX workbook, row by row, read as it streams rather than
// built whole in memory (decision 181). The parts come from the zip's directory in the
// order reading needs them, wherever the writer stored them: the workbook and its relations, the
// styles (a number is a date by its format), the shared strings, then the first worksheet only.
// exceljs parses each part with its streaming reader's own parsers (exceljs 4.4.0,
// lib/stream/xlsx/workbook-reader.js), fed here rather than by its single pass through the zip,
// which loses parts stored late (exceljs #683, #3064), and fed text rather than bytes, because
// it decodes each chunk on its own and splits a letter that straddles two (#2063, #2316).
import type { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { openZipArchive, type ZipArchive } from "./zip-archive.server";

export interface XlsxRow {
  /** The row number a spreadsheet shows. */
  line: number;
  cells: string[];
}

export type XlsxRowsRead = { ok: true } | { ok: false; problem: "unreadable"; detail: string } | { ok: false; problem: "no-worksheet" };

/** The parts of exceljs's WorkbookReader used here; its type declarations leave them out. */
interface WorkbookParts {
  model?: { sheets?: Array<{ rId: string }> };
  workbookRels?: Array<{ Id: string; Target: string }>;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: Readable, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

const OPTIONS = { sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", worksheets: "emit", entries: "ignore" } as const;

// The most a part may unpack to, by the size the zip directory declares and yauzl holds it to. The
// 100,000-tyre workbook of decision 181 (20 MiB) unpacks its worksheet to 124 MiB and its shared
// strings to 25 MiB; far past these, a small upload is a zip bomb unpacking to gigabytes of XML.
const WORKSHEET_LIMIT = 2 ** 30;
const PART_LIMIT = 256 * 2 ** 20;

/** Calls `onRow` with each row of the first worksheet that holds a value, in sheet order, until it answers false. */
export async function readFirstWorksheetRows(path: string, onRow: (row: XlsxRow) => boolean | void): Promise<XlsxRowsRead> {
  const opened = await openZipArchive(path);
  if (!opened.ok) return { ok: false, problem: "unreadable", detail: opened.problem };
  const { archive } = opened;
  try {
    // Loaded on the first upload, not with the server: exceljs and its zip libraries were a sixth of a start's CPU.
    const { default: excel } = await import("exceljs");
    return await readRows(archive, new excel.stream.xlsx.WorkbookReader(path, OPTIONS) as unknown as WorkbookParts, onRow);
  } finally {
    archive.close();
  }
}

async function readRows(archive: ZipArchive, reader: WorkbookParts, onRow: (row: XlsxRow) => boolean | void): Promise<XlsxRowsRead> {
  const part = (name: string) => (archive.has(name) ? name : undefined);
  // The part being read, to name in a failure: a damaged part fails as its XML or its checksum.
  let reading = "";
  const text = async (name: string, limit = PART_LIMIT) => {
    reading = name;
    return (await archive.read(name, limit)).setEncoding("utf8");
  };
  const [workbook, relations] = [part("xl/workbook.xml"), part("xl/_rels/workbook.xml.rels")];
  if (!workbook || !relations) return { ok: false, problem: "no-worksheet" };
  try {
    await reader._parseRels(await text(relations));
    await reader._parseWorkbook(await text(workbook));
    const styles = part("xl/styles.xml");
    if (styles) await reader._parseStyles(await text(styles));
    const strings = part("xl/sharedStrings.xml");
    // Cached on the reader, where the worksheet's parser looks them up.
    if (strings) for await (const _ of reader._parseSharedStrings(await text(strings)));
    const sheet = firstWorksheet(reader, part);
    if (!sheet) return { ok: false, problem: "no-worksheet" };
    const number = /(\d+)\.xml$/.exec(sheet)?.[1] ?? "1";
    for (const { value: rows } of reader._parseWorksheet(await text(sheet, WORKSHEET_LIMIT), number)) {
      let line = 0;
      for await (const row of rows) {
        // A row written without its number (allowed, rare) follows the one before it.
        line = Number.isInteger(row.number) ? row.number : line + 1;
        const cells: string[] = [];
        let lost = false;
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          lost ||= typeof cell.value === "object" && cell.value !== null && "sharedString" in cell.value;
          cells[column - 1] = cellText(cell.value);
        });
        if (lost) return { ok: false, problem: "unreadable", detail: "a cell refers to text the workbook does not hold" };
        if (!cells.some((cell) => cell !== undefined && cell.trim() !== "")) continue;
        // The rest of the worksheet is left unread (a file past the row limit, decision 190).
        if (onRow({ line, cells: Array.from(cells, (c) => c ?? "") }) === false) return { ok: true };
      }
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: "unreadable", detail: `${reading}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The worksheet part of the workbook's first tab: xl/workbook.xml lists the tabs, its relations name their parts. */
function firstWorksheet(reader: WorkbookParts, part: (name: string) => string | undefined): string | undefined {
  const first = reader.model?.sheets?.[0];
  const target = reader.workbookRels?.find((relation) => relation.Id === first?.rId)?.Target;
  if (target === undefined) return undefined;
  // Relative to xl/ ("worksheets/sheet1.xml"), or from the archive's root ("/xl/worksheets/sheet1.xml").
  return part(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
}

/** A cell as the text a person sees: numbers as written, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  // A formula whose result is an error (#N/A) streams as NaN.
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return value.result === undefined ? "" : cellText(value.result);
  if ("text" in value) return String(value.text);
  return "";
}
