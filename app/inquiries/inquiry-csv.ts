// The seller's CSV of inquiries (`npm run inquiries:export`): RFC 4180 quoting, and cells that a
// spreadsheet would run as a formula (= + - @, tab, carriage return) prefixed with a quote.
import type { InquiryRow } from "../db/schema";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: Array<string | number | null | undefined>): string {
  return values.map(csvCell).join(",") + "\r\n";
}

export const INQUIRY_CSV_COLUMNS = [
  "id", "created_at", "status", "model", "tyre_id", "quantity", "shipping_terms", "name", "email", "phone", "company", "address", "message", "total", "currency",
] as const;

export function inquiryCsvLine(row: InquiryRow): string {
  const quote = row.quote_json ? (JSON.parse(row.quote_json) as { total?: { amountMinor: number; currency: string } }) : null;
  const total = quote?.total ? (quote.total.amountMinor / 100).toFixed(2) : null;
  return csvLine([
    row.id, row.created_at, row.status, row.model, row.tyre_id, row.quantity, row.shipping_terms, row.name, row.email, row.phone, row.company, row.address, row.message, total, quote?.total?.currency ?? null,
  ]);
}
