// The seller's CSV of inquiries (`npm run inquiries:export`); cells as app/csv/csv-line.ts writes them.
// Every amount is the deal as the inquiry stored it (stored-deal.ts), never recomputed. Columns
// only ever join at the end, so a spreadsheet that imports the older ones keeps working.
import type { InquiryRow } from "../db/schema";
import { csvLine } from "../csv/csv-line";
import { decimalAmount } from "../domain/money";
import { storedDealOf, storedTermsText } from "./stored-deal";

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

/** The deal's own columns (decision 211), after everything an older export had. */
export const DEAL_CSV_COLUMNS = ["goods", "freight", "insurance", "insurance_basis_points", "terms", "port_code", "freight_basis", "freight_note"] as const;

/** The export's header: INQUIRY_CSV_COLUMNS then DEAL_CSV_COLUMNS. */
export const INQUIRY_EXPORT_COLUMNS = [...INQUIRY_CSV_COLUMNS, ...DEAL_CSV_COLUMNS] as const;

export function inquiryCsvLine(row: InquiryRow): string {
  return csvLine([...inquiryCsvCells(row), ...dealCsvCells(row)]);
}

const amount = (value: { amountMinor: number } | null | undefined) => (value ? decimalAmount(value.amountMinor) : null);

/** The cells of INQUIRY_CSV_COLUMNS for one inquiry (the back office's export adds its own after them). */
export function inquiryCsvCells(row: InquiryRow): (string | number | null)[] {
  const deal = storedDealOf(row);
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
    amount(deal?.total),
    deal?.currency ?? null,
  ];
}

/** The cells of DEAL_CSV_COLUMNS: goods, freight (empty under FOB), insurance and its rate, the terms, port and the freight rate's basis. */
export function dealCsvCells(row: InquiryRow): (string | number | null)[] {
  const deal = storedDealOf(row);
  if (!deal) return [null, null, null, null, row.shipping_terms, null, null, null];
  return [
    amount(deal.goods),
    amount(deal.freight),
    amount(deal.insurance),
    deal.insuranceBasisPoints,
    storedTermsText(deal),
    deal.portCode,
    deal.freightBasis,
    deal.freightNote,
  ];
}
