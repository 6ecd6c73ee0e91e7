// The pipeline as CSV: every inquiry the current filters match, in the page's order,
// all pages, streamed a batch at a time; the export's columns (inquiry-csv.ts) and then the
// pipeline's own, then the deal's, then the quote's. Cells are formula-safe (app/csv/csv-line.ts).
import type { Kysely } from "kysely";
import { csvLine } from "~/csv/csv-line";
import type { Database } from "~/db/schema";
import { DEAL_CSV_COLUMNS, dealCsvCells, INQUIRY_CSV_COLUMNS, inquiryCsvCells } from "~/inquiries/inquiry-csv";
import { pipelineStatusLabel, type PipelineFilter } from "./inquiry-pipeline";
import { pipelineRowsForExport, valueQuoteOf, type ValueQuoteColumns } from "./pipeline-repository.server";
import { decimalAmount } from "~/domain/money";
import { CSV_QUOTE_WORDS, CSV_VIEWED_WORD, isViewedBySeller } from "~/domain/quote-state";

/** The value quote's columns (decision 250): the accepted quote of a won inquiry, else the newest; empty before the first. */
export const QUOTE_CSV_COLUMNS = ["quote_number", "quote_version", "quoted_total", "quote_status", "accepted_at"] as const;

// Columns only join at the end (the deal's, then the quote's), so older imports keep their places.
export const PIPELINE_CSV_COLUMNS = [...INQUIRY_CSV_COLUMNS, "pipeline_status", "named_place", "country", ...DEAL_CSV_COLUMNS, ...QUOTE_CSV_COLUMNS] as const;

function quoteCsvCells(row: ValueQuoteColumns, today: string): (string | number | null)[] {
  const quote = valueQuoteOf(row, today);
  if (!quote) return [null, null, null, null, null];
  return [
    quote.number,
    quote.version,
    decimalAmount(quote.total.amountMinor),
    isViewedBySeller(quote.state, quote.viewedAt) ? CSV_VIEWED_WORD : CSV_QUOTE_WORDS[quote.state],
    quote.state === "accepted" ? quote.answeredAt : null,
  ];
}

export function pipelineCsvStream(db: Kysely<Database>, filter: PipelineFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = pipelineRowsForExport(db, filter);
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(PIPELINE_CSV_COLUMNS)));
        return;
      }
      const next = await batches.next();
      if (next.done) return controller.close();
      const text = next.value
        .map((row) =>
          csvLine([
            ...inquiryCsvCells(row),
            pipelineStatusLabel(row.sales_status, Number(row.quote_expired) === 1),
            row.named_place,
            row.country,
            ...dealCsvCells(row),
            ...quoteCsvCells(row, filter.today),
          ]),
        )
        .join("");
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
