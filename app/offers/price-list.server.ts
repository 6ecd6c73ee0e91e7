// An offer list's price list: every tyre its filters match, not just one page, as a
// CSV streamed from the database batch by batch. The URL is read exactly as the list page reads it
// (a filter the catalogue does not offer is dropped, never refused), so the file is the list.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { priceListHeader, priceListLine, type PriceListTyre } from "~/catalogue/price-list-csv";
import { readPriceList } from "~/catalogue/price-list.server";
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { offerFilterOf, resolveOfferSelection } from "./offer-list.server";
import { priceListFileName } from "./price-list-link";

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
): Promise<PriceListDownload> {
  const { selection } = await resolveOfferSelection(db, season, params);
  const batches = readPriceList(db, offerFilterOf(season, selection));
  const first = await batches.next();
  return { fileName: priceListFileName(season, selection, today), body: csvStream(first, batches, onError) };
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
