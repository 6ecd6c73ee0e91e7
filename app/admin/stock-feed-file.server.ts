// A stock feed file as records (decision 245): CSV (UTF-8, `,` or `;`) or the first worksheet of
// an XLSX workbook, told apart by the bytes (a workbook is a zip), not by the name, so the same
// reader serves the back office's upload and the API's body.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { csvRecords } from "../csv/csv-records";
import type { FeedRecord } from "../domain/stock-feed";
import { readFirstWorksheetRows } from "../xlsx/xlsx-rows.server";
import { STOCK_FEED_MAX_LINES } from "./stock-feed-limit";

export type FeedFileRead = { ok: true; records: FeedRecord[] } | { ok: false; reason: string };

const TOO_MANY = `a stock feed may have at most ${STOCK_FEED_MAX_LINES.toLocaleString("en-GB")} lines`;

export async function readStockFeedFile(bytes: Uint8Array): Promise<FeedFileRead> {
  if (bytes.length === 0) return { ok: false, reason: "the feed is empty" };
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  return zip ? readWorkbook(bytes) : readCsv(bytes);
}

function readCsv(bytes: Uint8Array): FeedFileRead {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: "the feed is neither UTF-8 text (CSV) nor an XLSX workbook" };
  }
  const records: FeedRecord[] = [];
  for (const record of csvRecords(text)) {
    if (records.length >= STOCK_FEED_MAX_LINES) return { ok: false, reason: TOO_MANY };
    records.push(record);
  }
  return { ok: true, records };
}

async function readWorkbook(bytes: Uint8Array): Promise<FeedFileRead> {
  const dir = await mkdtemp(join(tmpdir(), "stock-feed-"));
  try {
    const path = join(dir, "feed.xlsx");
    await writeFile(path, bytes);
    const records: FeedRecord[] = [];
    let tooMany = false;
    const read = await readFirstWorksheetRows(path, (row) => {
      if (records.length >= STOCK_FEED_MAX_LINES) {
        tooMany = true;
        return false;
      }
      records.push(row);
    });
    if (tooMany) return { ok: false, reason: TOO_MANY };
    if (!read.ok) return { ok: false, reason: read.problem === "no-worksheet" ? "the workbook has no worksheet" : "the workbook cannot be read" };
    return { ok: true, records };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
