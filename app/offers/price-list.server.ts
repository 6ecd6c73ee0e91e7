// An offer list's price list: every tyre its filters match, not just one page, as a
// CSV or an XLSX workbook (decision 290) streamed from the database batch by batch. The URL is read exactly as the list page reads it
// (a filter the catalogue does not offer is dropped, never refused), so the file is the list.
import { PassThrough, Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { PRICE_LIST_COLUMNS, priceListCells, priceListHeader, priceListLine, type PriceListTyre } from "~/catalogue/price-list-csv";
import { readPriceList } from "~/catalogue/price-list.server";
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { offerFilterOf, resolveOfferSelection } from "./offer-list.server";
import { priceListFileName, type PriceListFormat } from "./price-list-link";

export interface PriceListDownload {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * Reads the selection and the first batch before answering, so a database that is away gives the
 * caller an error to answer with (a 503) rather than a cut-off file; later batches are read as the
 * client takes them (a slow client holds no more than one batch in this process).
 */
export async function openPriceList(
  db: Kysely<Database>,
  season: Season,
  params: URLSearchParams,
  today: Date,
  onError: (error: unknown) => void,
  format: PriceListFormat = "csv",
): Promise<PriceListDownload> {
  const { selection } = await resolveOfferSelection(db, season, params);
  const batches = readPriceList(db, offerFilterOf(season, selection));
  const first = await batches.next();
  return {
    fileName: priceListFileName(season, selection, today, format),
    // exceljs is loaded by the first spreadsheet asked for, not with the server (a sixth of a start's CPU).
    body: format === "xlsx" ? xlsxStream((await import("exceljs")).default, first, batches, onError) : csvStream(first, batches, onError),
  };
}

const PRICE_COLUMN = PRICE_LIST_COLUMNS.indexOf("Offer price");

/**
 * The same rows as one worksheet, by exceljs's streaming writer: numbers as numbers (the price too,
 * which the CSV writes as decimal text), text as text, never a formula, so the CSV's quote prefix
 * is not needed. The workbook is written as fast as the database reads, not as the client takes
 * it: a slow client of a very large list holds its zipped bytes in memory.
 */
function xlsxStream(
  excel: typeof import("exceljs"),
  first: IteratorResult<PriceListTyre[]>,
  batches: AsyncGenerator<PriceListTyre[]>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Price list");
  const write = async () => {
    sheet.addRow([...PRICE_LIST_COLUMNS]).commit();
    for (let next = first; !next.done; next = await batches.next()) {
      for (const tyre of next.value) {
        sheet.addRow(priceListCells(tyre).map((cell, i) => (i === PRICE_COLUMN && typeof cell === "string" ? Number(cell) : cell))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    // The headers are gone: the client sees a cut-off download, the log says why.
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

function csvStream(
  first: IteratorResult<PriceListTyre[]>,
  batches: AsyncGenerator<PriceListTyre[]>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const encode = (tyres: PriceListTyre[]) => encoder.encode(tyres.map(priceListLine).join(""));
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(priceListHeader()));
        if (first.done) controller.close();
        else controller.enqueue(encode(first.value));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) controller.close();
          else controller.enqueue(encode(next.value));
        } catch (error) {
          // The headers are gone: the client sees a cut-off download, the log says why.
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    // Pull the next batch only when the one before has been taken.
    { highWaterMark: 0 },
  );
}
