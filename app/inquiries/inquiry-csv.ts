// The seller's CSV of inquiries (`npm run inquiries:export`); cells as app/csv/csv-line.ts writes them.
import type { InquiryRow } from "../db/schema";
import { csvLine } from "../csv/csv-line";

export { csvCell, csvLine } from "../csv/csv-line";

export const INQUIRY_CSV_COLUMNS = [
  "id",
  "created_at",
  "status",
  "model",
  "tyre_id",
  "quantity",
  "shipping_terms",
  "name",
  "email",
  "phone",
  "company",
  "address",
  "message",
  "total",
  "currency",
] as const;

export function inquiryCsvLine(row: InquiryRow): string {
  return csvLine(inquiryCsvCells(row));
}

/** The cells of INQUIRY_CSV_COLUMNS for one inquiry (the back office's export adds its own after them). */
export function inquiryCsvCells(row: InquiryRow): (string | number | null)[] {
  const quote = row.quote_json ? (JSON.parse(row.quote_json) as { total?: { amountMinor: number; currency: string } }) : null;
  // A quote request keeps its total in columns; a single-tyre inquiry in its quote.
  const totalMoney =
    row.total_minor !== null && row.currency !== null ? { amountMinor: Number(row.total_minor), currency: row.currency } : (quote?.total ?? null);
  const total = totalMoney ? (totalMoney.amountMinor / 100).toFixed(2) : null;
  return [
    row.id,
    row.created_at,
    row.status,
    row.model,
    row.tyre_id,
    row.quantity,
    row.shipping_terms,
    row.name,
    row.email,
    row.phone,
    row.company,
    row.address,
    row.message,
    total,
    totalMoney?.currency ?? null,
  ];
}
