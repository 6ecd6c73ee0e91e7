// A buyer's quotes: the current quote of each of their inquiries, its PDF, and their
// answer. Every read names the buyer, so nobody reads or answers another's quote but their company's colleagues (decision 255); the current
// quote is the newest one of the inquiry.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { recordAudit } from "../admin/audit-log.server";
import { lockingRows } from "../db/dialect.server";
import type { Database, QuoteStatus } from "../db/schema";
import type { CurrencyCode } from "../domain/money";
import { formatQuoteDateText } from "./quote-dates";
import { formFailure, type FormFailure } from "../forms/form-result";
import type { BuyerQuote } from "./buyer-quote";
import { inquiryVisibleTo } from "~/company/shared-inquiries.server";
import { quoteAnswerMail } from "./quote-email";
import { isQuoteExpired } from "./quote-expiry";
import { allocateQuote, releaseQuote } from "../catalogue/stock-allocation.server";

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
  "quote.incoterm",
  "quote.named_place",
  "quote.valid_until",
  "quote.payment_terms",
  "quote.note",
  "quote.answered_at",
] as const;

type QuoteRow = {
  id: number;
  inquiry_id: number;
  number: string;
  status: QuoteStatus;
  currency: string;
  subtotal_minor: number;
  shipping_minor: number;
  insurance_minor: number;
  total_minor: number;
  incoterm: string;
  named_place: string;
  valid_until: string;
  payment_terms: string;
  note: string | null;
  answered_at: string | null;
};

const buyerQuoteOf = (row: QuoteRow): BuyerQuote => ({
  inquiryId: Number(row.inquiry_id),
  number: row.number,
  status: row.status,
  currency: row.currency as CurrencyCode,
  subtotalMinor: Number(row.subtotal_minor),
  shippingMinor: Number(row.shipping_minor),
  insuranceMinor: Number(row.insurance_minor),
  totalMinor: Number(row.total_minor),
  incoterm: row.incoterm,
  namedPlace: row.named_place,
  validUntil: row.valid_until,
  paymentTerms: row.payment_terms,
  note: row.note,
  answeredAt: row.answered_at,
});

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
  for (const row of rows) current.set(Number(row.inquiry_id), buyerQuoteOf(row));
  return current;
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

export type QuoteAnswer = "accept" | "decline";

export interface AnswerQuoteInput {
  buyer: { id: string; email: string };
  inquiryId: number;
  answer: QuoteAnswer;
  supplierEmail: string;
  publicUrl: string;
  now: Date;
}

export const NO_QUOTE = "This inquiry has no quote to answer.";

/**
 * The buyer accepts (the inquiry is won) or declines (lost) the current quote; the seller is
 * e-mailed through the outbox and the answer is audited with the buyer as its actor. A quote is
 * answered once; past its date it can be declined but no longer accepted.
 */
export async function answerQuote(db: Kysely<Database>, input: AnswerQuoteInput): Promise<{ ok: true; number: string } | { ok: false; failure: FormFailure }> {
  const { buyer, inquiryId, answer, now } = input;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inquiry = await lockingRows(
      trx,
      trx.selectFrom("inquiry").select(["id", "sales_status", "name", "company"]).where("id", "=", inquiryId).where(inquiryVisibleTo(buyer.id)),
    ).executeTakeFirst();
    const quote = inquiry
      ? await trx
          .selectFrom("quote")
          .select(["id", ...QUOTE_COLUMNS])
          .where("quote.inquiry_id", "=", inquiryId)
          .orderBy("quote.id", "desc")
          .limit(1)
          .executeTakeFirst()
      : undefined;
    if (!inquiry || !quote) return { ok: false, failure: formFailure("not-found", NO_QUOTE) };
    if (quote.status !== "sent") {
      return { ok: false, failure: formFailure("rejected", `Quote ${quote.number} was already ${quote.status}.`) };
    }
    if (answer === "accept" && isQuoteExpired(buyerQuoteOf(quote), now)) {
      const failure = formFailure(
        "rejected",
        `Quote ${quote.number} expired after ${formatQuoteDateText(quote.valid_until)} and can no longer be accepted. Ask us for a new quote.`,
      );
      return { ok: false, failure };
    }
    // Accepting takes the pieces from stock (decision 247): refused, nothing accepted, when the
    // stock the quote counted on is gone; declining holds nothing, and gives back anything held.
    let piecesAllocated = 0;
    if (answer === "accept") {
      const allocation = await allocateQuote(trx, Number(quote.id), now);
      if (!allocation.ok) {
        const message = `The stock changed after quote ${quote.number} was made, so it was not accepted. ${allocation.changed.join(" ")} Ask us for a revised quote.`;
        return { ok: false, failure: formFailure("rejected", message) };
      }
      piecesAllocated = allocation.pieces;
    } else await releaseQuote(trx, Number(quote.id), now);
    const status = answer === "accept" ? "accepted" : "declined";
    const salesStatus = answer === "accept" ? "won" : "lost";
    await trx.updateTable("quote").set({ status, answered_at: at }).where("id", "=", quote.id).execute();
    await trx.updateTable("inquiry").set({ sales_status: salesStatus, updated_at: at }).where("id", "=", inquiryId).execute();
    const mail = quoteAnswerMail({
      number: quote.number,
      inquiryId,
      answer: status,
      buyer: { name: inquiry.name, company: inquiry.company, email: buyer.email },
      currency: quote.currency as CurrencyCode,
      totalMinor: Number(quote.total_minor),
      publicUrl: input.publicUrl,
    });
    await trx
      .insertInto("mail_job")
      .values({
        inquiry_id: inquiryId,
        kind: "supplier",
        message_id: `<quote-${quote.id}-${status}-${randomBytes(6).toString("hex")}@${new URL(input.publicUrl).hostname}>`,
        to_address: input.supplierEmail,
        reply_to: buyer.email,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        status: "pending",
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
    await recordAudit(
      trx,
      {
        actor: { userId: buyer.id, email: buyer.email },
        action: `quote.${answer}`,
        subjectType: "inquiry",
        subjectId: inquiryId,
        before: { salesStatus: inquiry.sales_status, quote: quote.number, quoteStatus: "sent" },
        after: { salesStatus, quote: quote.number, quoteStatus: status, ...(answer === "accept" ? { piecesAllocated } : {}) },
      },
      now,
    );
    return { ok: true, number: quote.number };
  });
}
