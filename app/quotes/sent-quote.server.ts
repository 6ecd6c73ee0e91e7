// The current quote of an inquiry with its lines, as the seller's inquiry page shows it (the
// quote sent, its version among the inquiry's quotes, status, amounts, validity and PDF) and as
// the buyer's order page confirms it before accepting (decision 251): one reading, each side's
// words and PDF link. The caller checks who may read it.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { moneyIn } from "~/domain/currency-minor-units";
import { formatMoney } from "~/domain/money";
import { quotePdfPath, type BuyerQuote } from "./buyer-quote";
import { currentQuoteOf } from "./buyer-quotes.server";
import { BUYER_QUOTE_WORDS, isViewedBySeller, quoteStateAt, SELLER_QUOTE_WORDS } from "../domain/quote-state";
import { quoteAmountLines, quoteTermsText } from "./quote-terms";
import type { SentQuoteView } from "./sent-quote";

/** The seller's word for a sent quote the buyer has opened (decision 273). */
export const SELLER_VIEWED_WORDS = "Viewed by the buyer";

/**
 * Notes that the buyer opened the inquiry's current quote (its confirmation page or its PDF):
 * the first opening only, so the seller reads when it was first seen (decision 273).
 */
export async function markQuoteViewed(db: Kysely<Database>, inquiryId: number, now: Date): Promise<void> {
  const current = await db.selectFrom("quote").select("id").where("inquiry_id", "=", inquiryId).orderBy("id", "desc").limit(1).executeTakeFirst();
  if (!current) return;
  await db.updateTable("quote").set({ viewed_at: now.toISOString() }).where("id", "=", current.id).where("viewed_at", "is", null).execute();
}

export const sellerQuotePdfPath = (inquiryId: number) => `/admin/inquiries/${inquiryId}/quote.pdf`;

const AUDIENCE = {
  seller: { words: SELLER_QUOTE_WORDS, pdfPath: sellerQuotePdfPath },
  buyer: { words: BUYER_QUOTE_WORDS, pdfPath: quotePdfPath },
} as const;

export async function getSentQuote(
  db: Kysely<Database>,
  inquiryId: number,
  now: Date,
  audience: keyof typeof AUDIENCE = "seller",
): Promise<{ view: SentQuoteView; quote: BuyerQuote } | null> {
  const quote = await currentQuoteOf(db, inquiryId);
  if (!quote) return null;
  const row = await db
    .selectFrom("quote")
    .select(["id", "viewed_at"])
    .where("inquiry_id", "=", inquiryId)
    .where("number", "=", quote.number)
    .executeTakeFirstOrThrow();
  const [{ count }, lines] = await Promise.all([
    db
      .selectFrom("quote")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("inquiry_id", "=", inquiryId)
      .where("id", "<=", row.id)
      .executeTakeFirstOrThrow(),
    db.selectFrom("quote_line").selectAll().where("quote_id", "=", row.id).orderBy("position").execute(),
  ]);
  const text = (minor: number) => formatMoney(moneyIn(minor, quote.currency));
  const words = quoteTermsText(quote);
  const state = quoteStateAt(quote, now);
  const view: SentQuoteView = {
    number: quote.number,
    version: Number(count),
    state,
    // A sent quote the buyer opened reads "viewed" to the seller (decision 273); the buyer's words stay.
    status: audience === "seller" && isViewedBySeller(state, row.viewed_at) ? SELLER_VIEWED_WORDS : AUDIENCE[audience].words[state],
    viewedAt: row.viewed_at,
    lines: lines.map((line) => ({
      position: Number(line.position),
      text: line.text,
      size: line.size,
      quantity: Number(line.quantity),
      unitPrice: text(Number(line.unit_price_minor)),
      lineTotal: text(Number(line.line_total_minor)),
    })),
    amounts: quoteAmountLines(quote).map((line) => ({ label: line.label === "Goods" ? "Goods (FOB value)" : line.label, value: text(line.minor) })),
    total: words.total,
    terms: words.terms,
    paymentTerms: quote.paymentTerms,
    schedule: words.schedule,
    validUntil: words.validUntil,
    rate: words.rate,
    answeredAt: quote.answeredAt,
    changesMessage: quote.changesMessage,
    pdfHref: AUDIENCE[audience].pdfPath(inquiryId),
  };
  return { view, quote };
}

/** The current quote's PDF of any inquiry, for its sellers. */
export async function getSellerQuotePdf(db: Kysely<Database>, inquiryId: number): Promise<{ number: string; pdf: Buffer } | null> {
  const row = await db.selectFrom("quote").select(["number", "pdf"]).where("inquiry_id", "=", inquiryId).orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? { number: row.number, pdf: Buffer.from(row.pdf) } : null;
}
