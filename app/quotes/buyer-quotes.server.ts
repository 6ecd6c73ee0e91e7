// A buyer's quotes: the current quote of each of their inquiries and its PDF (their answer is
// quote-answer.server.ts). Every read names the buyer, so nobody reads another's quote but their
// company's colleagues (decision 255); the current quote is the newest one of the inquiry.
import type { Kysely } from "kysely";
import type { Database, QuoteStatus } from "../db/schema";
import { minorUnitsOf } from "../domain/currency-minor-units";
import type { ExchangeRate } from "../domain/exchange-rate";
import type { CurrencyCode } from "../domain/money";
import { inquiryVisibleTo } from "../company/shared-inquiries.server";
import type { BuyerQuote } from "./buyer-quote";
import { isQuoteExpired } from "./quote-expiry";

const QUOTE_COLUMNS = [
  "quote.id",
  "quote.inquiry_id",
  "quote.number",
  "quote.status",
  "quote.currency",
  "quote.subtotal_minor",
  "quote.shipping_minor",
  "quote.insurance_minor",
  "quote.total_minor",
  "quote.rate_from",
  "quote.rate_millionths",
  "quote.rate_as_of",
  "quote.incoterm",
  "quote.named_place",
  "quote.valid_until",
  "quote.payment_terms",
  "quote.note",
  "quote.answered_at",
  "quote.changes_message",
  "quote.created_at",
] as const;

type QuoteRow = {
  id: number;
  inquiry_id: number;
  number: string;
  status: QuoteStatus;
  currency: string;
  // bigint on PostgreSQL, which the pool reads back as a number (connect.server.ts; decision 301).
  subtotal_minor: number | string;
  shipping_minor: number | string;
  insurance_minor: number | string;
  total_minor: number | string;
  rate_from: string | null;
  rate_millionths: number | string | null;
  rate_as_of: string | null;
  incoterm: string;
  named_place: string;
  valid_until: string;
  payment_terms: string;
  note: string | null;
  answered_at: string | null;
  changes_message: string | null;
  created_at: string;
};

export const QUOTE_READ_COLUMNS = QUOTE_COLUMNS;
export type { QuoteRow };

export const buyerQuoteOf = (row: QuoteRow): BuyerQuote => ({
  inquiryId: Number(row.inquiry_id),
  number: row.number,
  status: row.status,
  currency: row.currency as CurrencyCode,
  subtotalMinor: Number(row.subtotal_minor),
  shippingMinor: Number(row.shipping_minor),
  insuranceMinor: Number(row.insurance_minor),
  totalMinor: Number(row.total_minor),
  rate: quoteRateOf(row),
  incoterm: row.incoterm,
  namedPlace: row.named_place,
  validUntil: row.valid_until,
  paymentTerms: row.payment_terms,
  note: row.note,
  answeredAt: row.answered_at,
  changesMessage: row.changes_message,
  createdAt: row.created_at,
});

/** The rate a quote was issued at, as stored with it (decision 301); null for one in the catalogue's currency. */
export function quoteRateOf(row: Pick<QuoteRow, "currency" | "rate_from" | "rate_millionths" | "rate_as_of">): ExchangeRate | null {
  if (row.rate_from === null || row.rate_millionths === null || row.rate_as_of === null) return null;
  return {
    from: { code: row.rate_from, minorUnits: minorUnitsOf(row.rate_from) },
    to: { code: row.currency, minorUnits: minorUnitsOf(row.currency) },
    rateMillionths: Number(row.rate_millionths),
    asOf: row.rate_as_of,
  };
}

/** The current quote of each of the buyer's inquiries among `inquiryIds` (none for another's). */
export async function currentQuotesOf(db: Kysely<Database>, userId: string, inquiryIds: number[]): Promise<Map<number, BuyerQuote>> {
  const current = new Map<number, BuyerQuote>();
  if (inquiryIds.length === 0) return current;
  const rows = await db
    .selectFrom("quote")
    .innerJoin("inquiry", "inquiry.id", "quote.inquiry_id")
    .select(QUOTE_COLUMNS)
    .where(inquiryVisibleTo(userId))
    .where("quote.inquiry_id", "in", inquiryIds)
    .orderBy("quote.id")
    .execute();
  // Ordered by id: each inquiry's newest quote is the last one set.
  const newest = new Map<number, QuoteRow>();
  for (const row of rows) newest.set(Number(row.inquiry_id), row);
  const lines = await quoteLinesOf(
    db,
    [...newest.values()].map((row) => Number(row.id)),
  );
  for (const [inquiryId, row] of newest) current.set(inquiryId, { ...buyerQuoteOf(row), lines: lines.get(Number(row.id)) ?? [] });
  return current;
}

/** Each quote's lines with their lead time, ready date and DOT (decision 262), in order. */
async function quoteLinesOf(db: Kysely<Database>, quoteIds: number[]): Promise<Map<number, NonNullable<BuyerQuote["lines"]>>> {
  const byQuote = new Map<number, NonNullable<BuyerQuote["lines"]>>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .selectFrom("quote_line")
    .select(["quote_id", "text", "size", "quantity", "lead_time_days", "ready_on", "dot"])
    .where("quote_id", "in", quoteIds)
    .orderBy("quote_id")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const list = byQuote.get(Number(row.quote_id)) ?? [];
    list.push({
      text: row.text,
      size: row.size,
      quantity: Number(row.quantity),
      supply: { leadTimeDays: row.lead_time_days === null ? null : Number(row.lead_time_days), readyOn: row.ready_on, dot: row.dot },
    });
    byQuote.set(Number(row.quote_id), list);
  }
  return byQuote;
}

/** The current quote of an inquiry, whoever's it is (the back office's view). */
export async function currentQuoteOf(db: Kysely<Database>, inquiryId: number): Promise<BuyerQuote | null> {
  const row = await db
    .selectFrom("quote")
    .select(QUOTE_COLUMNS)
    .where("quote.inquiry_id", "=", inquiryId)
    .orderBy("quote.id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? buyerQuoteOf(row) : null;
}

/** Whether the inquiry's current quote is unanswered and past its date at `at` (false with no quote). */
export async function isCurrentQuoteExpired(db: Kysely<Database>, inquiryId: number, at: Date): Promise<boolean> {
  const quote = await currentQuoteOf(db, inquiryId);
  return quote !== null && isQuoteExpired(quote, at);
}

/** The current quote's PDF of one of the buyer's inquiries; null when there is none or it is another's. */
export async function getBuyerQuotePdf(db: Kysely<Database>, userId: string, inquiryId: number): Promise<{ number: string; pdf: Buffer } | null> {
  const row = await db
    .selectFrom("quote")
    .innerJoin("inquiry", "inquiry.id", "quote.inquiry_id")
    .select(["quote.number", "quote.pdf"])
    .where(inquiryVisibleTo(userId))
    .where("quote.inquiry_id", "=", inquiryId)
    .orderBy("quote.id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { number: row.number, pdf: Buffer.from(row.pdf) } : null;
}
