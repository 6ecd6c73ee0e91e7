// A buyer's own inquiries for /account/inquiries: newest first, a page at a time from
// the database, each with its lines and its deal as stored (stored-deal.ts). An inquiry keeps its
// lines; one stored before a single tyre kept them shows as one line from its quote. Every read names the user: a buyer reads their own and their company's
// colleagues' (decision 255), nobody else's.
import type { Kysely } from "kysely";
import { inquiryVisibleTo } from "../company/shared-inquiries.server";
import type { Database, InquiryRow } from "../db/schema";
import { money, type CurrencyCode } from "../domain/money";
import type { BulkQuote } from "../domain/pricing";
import type { BuyerInquiry, BuyerInquiryLine } from "./buyer-inquiry";
import { STORED_DEAL_COLUMNS, storedDealOf, type StoredDealColumns } from "./stored-deal";

export type { BuyerInquiry, BuyerInquiryLine };

export const INQUIRIES_PER_PAGE = 10;

export interface BuyerInquiryPage {
  inquiries: BuyerInquiry[];
  page: number;
  pageCount: number;
}

const amount = (minor: number | null, currency: string | null) => (minor === null || currency === null ? null : money(Number(minor), currency as CurrencyCode));

export async function listBuyerInquiries(db: Kysely<Database>, userId: string, page: number): Promise<BuyerInquiryPage> {
  const { count } = await db
    .selectFrom("inquiry")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where(inquiryVisibleTo(userId))
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(Number(count) / INQUIRIES_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom("inquiry")
    .leftJoin("tyre", "tyre.id", "inquiry.tyre_id")
    .select([
      "inquiry.id",
      "inquiry.created_at",
      "inquiry.sales_status",
      "inquiry.model",
      "inquiry.tyre_id",
      "inquiry.quantity",
      ...STORED_DEAL_COLUMNS.map((column) => `inquiry.${column}` as const),
      "tyre.size_normalized",
    ])
    .where(inquiryVisibleTo(userId))
    .orderBy("inquiry.created_at", "desc")
    .orderBy("inquiry.id", "desc")
    .limit(INQUIRIES_PER_PAGE)
    .offset((current - 1) * INQUIRIES_PER_PAGE)
    .execute();
  const linesById = await storedLines(
    db,
    rows.map((r) => Number(r.id)),
  );
  const inquiries = rows.map((row) => buyerInquiryOf(row, linesById.get(Number(row.id)) ?? null));
  return { inquiries, page: current, pageCount };
}

type BuyerInquiryRow = StoredDealColumns &
  Pick<InquiryRow, "id" | "created_at" | "sales_status" | "model" | "tyre_id" | "quantity"> & { size_normalized: string | null };

/** One stored inquiry as My inquiries reads it: its stored lines, or an older single-tyre inquiry's one line from its quote. */
export function buyerInquiryOf(row: BuyerInquiryRow, lines: BuyerInquiryLine[] | null): BuyerInquiry {
  const deal = storedDealOf(row);
  const common = {
    id: Number(row.id),
    createdAt: row.created_at,
    salesStatus: row.sales_status,
    shippingTerms: row.shipping_terms,
    namedPlace: row.named_place,
    pieces: Number(row.quantity),
    deal,
  };
  if (lines) return { ...common, lines };
  const quote = row.quote_json ? (JSON.parse(row.quote_json) as Partial<BulkQuote>) : null;
  const line: BuyerInquiryLine = {
    tyreId: row.tyre_id === null ? null : Number(row.tyre_id),
    name: row.model,
    size: row.size_normalized ?? null,
    quantity: Number(row.quantity),
    unitPrice: quote?.unitPrice ?? null,
    lineTotal: quote?.subtotal ?? null,
  };
  return { ...common, lines: [line] };
}

/** The tyres and quantities of one of the buyer's inquiries, for 'Request again'; null when it is not theirs (or does not exist). */
export async function getBuyerInquiryLines(db: Kysely<Database>, userId: string, inquiryId: number): Promise<BuyerInquiryLine[] | null> {
  const row = await db
    .selectFrom("inquiry")
    .select(["id", "model", "tyre_id", "quantity"])
    .where(inquiryVisibleTo(userId))
    .where("id", "=", inquiryId)
    .executeTakeFirst();
  if (!row) return null;
  const stored = (await storedLines(db, [Number(row.id)])).get(Number(row.id));
  if (stored) return stored;
  return [
    {
      tyreId: row.tyre_id === null ? null : Number(row.tyre_id),
      name: row.model,
      size: null,
      quantity: Number(row.quantity),
      unitPrice: null,
      lineTotal: null,
    },
  ];
}

async function storedLines(db: Kysely<Database>, inquiryIds: number[]): Promise<Map<number, BuyerInquiryLine[]>> {
  const byInquiry = new Map<number, BuyerInquiryLine[]>();
  if (inquiryIds.length === 0) return byInquiry;
  const rows = await db.selectFrom("inquiry_line").selectAll().where("inquiry_id", "in", inquiryIds).orderBy("inquiry_id").orderBy("position").execute();
  for (const row of rows) {
    const lines = byInquiry.get(Number(row.inquiry_id)) ?? [];
    lines.push({
      tyreId: Number(row.tyre_id),
      name: row.tyre_name,
      size: row.size,
      quantity: Number(row.quantity),
      unitPrice: amount(row.unit_price_minor, row.currency),
      lineTotal: amount(row.line_total_minor, row.currency),
    });
    byInquiry.set(Number(row.inquiry_id), lines);
  }
  return byInquiry;
}
