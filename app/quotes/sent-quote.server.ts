// The quote a seller sent, as the inquiry's back-office page shows it: the current (newest) quote
// with its version among the inquiry's quotes, its lines and amounts as stored, its validity, its
// status in the seller's words and the link to its PDF (the bytes the buyer was sent).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { formatMoney, money } from "~/domain/money";
import { currentQuoteOf } from "./buyer-quotes.server";
import { isQuoteExpired } from "./quote-expiry";
import { quoteAmountLines, quoteTermsText } from "./quote-terms";
import type { SentQuoteView } from "./sent-quote";

const STATUS_WORDS = { sent: "Sent, awaiting the buyer", accepted: "Accepted", declined: "Declined" } as const;

export const sellerQuotePdfPath = (inquiryId: number) => `/admin/inquiries/${inquiryId}/quote.pdf`;

export async function getSentQuote(db: Kysely<Database>, inquiryId: number, now: Date): Promise<SentQuoteView | null> {
  const quote = await currentQuoteOf(db, inquiryId);
  if (!quote) return null;
  const row = await db.selectFrom("quote").select("id").where("inquiry_id", "=", inquiryId).where("number", "=", quote.number).executeTakeFirstOrThrow();
  const [{ count }, lines] = await Promise.all([
    db
      .selectFrom("quote")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("inquiry_id", "=", inquiryId)
      .where("id", "<=", row.id)
      .executeTakeFirstOrThrow(),
    db.selectFrom("quote_line").selectAll().where("quote_id", "=", row.id).orderBy("position").execute(),
  ]);
  const text = (minor: number) => formatMoney(money(minor, quote.currency));
  const words = quoteTermsText(quote);
  return {
    number: quote.number,
    version: Number(count),
    status: quote.status === "sent" && isQuoteExpired(quote, now) ? "Expired" : STATUS_WORDS[quote.status],
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
    answeredAt: quote.answeredAt,
    pdfHref: sellerQuotePdfPath(inquiryId),
  };
}

/** The current quote's PDF of any inquiry, for its sellers. */
export async function getSellerQuotePdf(db: Kysely<Database>, inquiryId: number): Promise<{ number: string; pdf: Buffer } | null> {
  const row = await db.selectFrom("quote").select(["number", "pdf"]).where("inquiry_id", "=", inquiryId).orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? { number: row.number, pdf: Buffer.from(row.pdf) } : null;
}
