// A buyer's own inquiries for /account/inquiries: newest first, a page at a time from
// the database, each with its lines. A quote request has its stored lines; a single-tyre inquiry
// shows as one line from its quote. Every read names the user: nobody reads another's.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { money, type CurrencyCode } from "../domain/money";
import type { BulkQuote } from "../domain/pricing";
import type { BuyerInquiry, BuyerInquiryLine } from "./buyer-inquiry";

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
    .where("user_id", "=", userId)
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
      "inquiry.shipping_terms",
      "inquiry.named_place",
      "inquiry.model",
      "inquiry.tyre_id",
      "inquiry.quantity",
      "inquiry.quote_json",
      "inquiry.containers",
      "inquiry.currency",
      "inquiry.subtotal_minor",
      "inquiry.shipping_minor",
      "inquiry.total_minor",
      "tyre.size_normalized",
    ])
    .where("inquiry.user_id", "=", userId)
    .orderBy("inquiry.created_at", "desc")
    .orderBy("inquiry.id", "desc")
    .limit(INQUIRIES_PER_PAGE)
    .offset((current - 1) * INQUIRIES_PER_PAGE)
    .execute();
  const linesById = await storedLines(
    db,
    rows.map((r) => Number(r.id)),
  );
  const inquiries = rows.map((row): BuyerInquiry => {
    const id = Number(row.id);
    const common = {
      id,
      createdAt: row.created_at,
      salesStatus: row.sales_status,
      shippingTerms: row.shipping_terms,
      namedPlace: row.named_place,
      pieces: Number(row.quantity),
    };
    const lines = linesById.get(id);
    if (lines) {
      return {
        ...common,
        lines,
        containers: row.containers,
        subtotal: amount(row.subtotal_minor, row.currency),
        shipping: amount(row.shipping_minor, row.currency),
        total: amount(row.total_minor, row.currency),
      };
    }
    // A single-tyre inquiry: its one line and totals come from the spec §9 quote it stored.
    const quote = row.quote_json ? (JSON.parse(row.quote_json) as BulkQuote) : null;
    const tyreId = row.tyre_id === null ? null : Number(row.tyre_id);
    const line: BuyerInquiryLine = {
      tyreId,
      name: row.model,
      size: row.size_normalized ?? null,
      quantity: Number(row.quantity),
      unitPrice: quote?.unitPrice ?? null,
      lineTotal: quote?.subtotal ?? null,
    };
    const containers = quote ? `${quote.containerCount} × ${quote.container} container${quote.containerCount === 1 ? "" : "s"}` : null;
    return { ...common, lines: [line], containers, subtotal: quote?.subtotal ?? null, shipping: quote?.shipping ?? null, total: quote?.total ?? null };
  });
  return { inquiries, page: current, pageCount };
}

/** The tyres and quantities of one of the buyer's inquiries, for 'Request again'; null when it is not theirs (or does not exist). */
export async function getBuyerInquiryLines(db: Kysely<Database>, userId: string, inquiryId: number): Promise<BuyerInquiryLine[] | null> {
  const row = await db
    .selectFrom("inquiry")
    .select(["id", "model", "tyre_id", "quantity"])
    .where("user_id", "=", userId)
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
