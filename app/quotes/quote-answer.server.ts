// The buyer's answer to the current quote (decisions 175, 250, 251), in one transaction with the
// inquiry's row locked: accept (the inquiry is won; the buyer is e-mailed the next steps with the
// PI attached, the seller a link), decline (lost), or ask for changes with a message (the quote is
// closed and the inquiry goes back to the seller's "To answer"). Audited with the buyer as actor.
// Only the newest quote, still valid and unanswered, can be accepted, and only by the number the
// buyer confirmed: a revised quote sent meanwhile is read before it is accepted.
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { recordAudit } from "../admin/audit-log.server";
import { getSellerProfile } from "../admin/seller-profile.server";
import { allocateQuote, releaseQuote } from "../catalogue/stock-allocation.server";
import { inquiryVisibleTo } from "../company/shared-inquiries.server";
import { lockingRows } from "../db/dialect.server";
import type { Database, SalesStatus } from "../db/schema";
import { formFailure, type FormFailure } from "../forms/form-result";
import { buyerQuoteOf, QUOTE_READ_COLUMNS } from "./buyer-quotes.server";
import { nextStepsOf } from "./next-steps";
import { formatQuoteDateText } from "./quote-dates";
import { quoteAcceptedMail, quoteAnswerMail, type RenderedMail } from "./quote-email";
import { isQuoteExpired } from "./quote-expiry";

export type QuoteAnswer = { kind: "accept"; number: string } | { kind: "decline" } | { kind: "changes"; message: string };

export interface AnswerQuoteInput {
  buyer: { id: string; email: string };
  inquiryId: number;
  answer: QuoteAnswer;
  supplierEmail: string;
  publicUrl: string;
  now: Date;
}

export const NO_QUOTE = "This inquiry has no quote to answer.";

const OUTCOME = {
  accept: { status: "accepted", salesStatus: "won", action: "quote.accept" },
  decline: { status: "declined", salesStatus: "lost", action: "quote.decline" },
  // Stored 'declined' with the message: the quote is closed and reads "Changes asked" (quote-state.ts).
  changes: { status: "declined", salesStatus: "sent", action: "quote.changes" },
} as const satisfies Record<QuoteAnswer["kind"], { status: "accepted" | "declined"; salesStatus: SalesStatus; action: string }>;

export async function answerQuote(db: Kysely<Database>, input: AnswerQuoteInput): Promise<{ ok: true; number: string } | { ok: false; failure: FormFailure }> {
  const { buyer, inquiryId, answer, now } = input;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inquiry = await lockingRows(
      trx,
      trx.selectFrom("inquiry").select(["id", "sales_status", "name", "company", "language"]).where("id", "=", inquiryId).where(inquiryVisibleTo(buyer.id)),
    ).executeTakeFirst();
    const row = inquiry
      ? await trx
          .selectFrom("quote")
          .select(["quote.id", "quote.pdf", ...QUOTE_READ_COLUMNS])
          .where("quote.inquiry_id", "=", inquiryId)
          .orderBy("quote.id", "desc")
          .limit(1)
          .executeTakeFirst()
      : undefined;
    if (!inquiry || !row) return { ok: false, failure: formFailure("not-found", NO_QUOTE) };
    const quote = buyerQuoteOf(row);
    const refused = refusal(answer, quote.number, quote.status, isQuoteExpired(quote, now), quote.validUntil);
    if (refused) return { ok: false, failure: formFailure("rejected", refused) };

    // Accepting takes the pieces from stock (decision 247): refused, nothing accepted, when the
    // stock the quote counted on is gone; any other answer holds nothing, and gives back anything held.
    let piecesAllocated = 0;
    if (answer.kind === "accept") {
      const allocation = await allocateQuote(trx, Number(row.id), now);
      if (!allocation.ok) {
        const changed = `The stock changed after quote ${quote.number} was made, so it was not accepted. ${allocation.changed.join(" ")} Ask us for a revised quote.`;
        return { ok: false, failure: formFailure("rejected", changed) };
      }
      piecesAllocated = allocation.pieces;
    } else await releaseQuote(trx, Number(row.id), now);

    const outcome = OUTCOME[answer.kind];
    const message = answer.kind === "changes" ? answer.message : null;
    await trx.updateTable("quote").set({ status: outcome.status, answered_at: at, changes_message: message }).where("id", "=", row.id).execute();
    await trx.updateTable("inquiry").set({ sales_status: outcome.salesStatus, updated_at: at }).where("id", "=", inquiryId).execute();
    const mail = { trx, inquiryId, quoteId: Number(row.id), at, publicUrl: input.publicUrl };
    await queueMail(
      mail,
      "supplier",
      input.supplierEmail,
      buyer.email,
      quoteAnswerMail({
        number: quote.number,
        inquiryId,
        answer: answer.kind,
        message,
        buyer: { name: inquiry.name, company: inquiry.company, email: buyer.email },
        currency: quote.currency,
        totalMinor: quote.totalMinor,
        publicUrl: input.publicUrl,
      }),
    );
    if (answer.kind === "accept") {
      const seller = await getSellerProfile(trx);
      const stepsOf = { ...quote, seller };
      const steps = nextStepsOf(stepsOf);
      const jobId = await queueMail(
        mail,
        "buyer",
        buyer.email,
        input.supplierEmail,
        quoteAcceptedMail({ ...quote, buyerName: inquiry.name, steps, stepsOf, publicUrl: input.publicUrl, language: inquiry.language }),
      );
      // The PI the buyer accepted: the very bytes sent with the quote (decision 176).
      await trx
        .insertInto("mail_attachment")
        .values({ mail_job_id: jobId, filename: `${quote.number}.pdf`, content_type: "application/pdf", content: row.pdf })
        .execute();
    }
    await recordAudit(
      trx,
      {
        actor: { userId: buyer.id, email: buyer.email },
        action: outcome.action,
        subjectType: "inquiry",
        subjectId: inquiryId,
        before: { salesStatus: inquiry.sales_status, quote: quote.number, quoteStatus: "sent" },
        after: {
          salesStatus: outcome.salesStatus,
          quote: quote.number,
          quoteStatus: outcome.status,
          ...(message === null ? {} : { message }),
          ...(answer.kind === "accept" ? { piecesAllocated } : {}),
        },
      },
      now,
    );
    return { ok: true, number: quote.number };
  });
}

/** Why the answer cannot be given, or null. */
function refusal(answer: QuoteAnswer, number: string, status: string, expired: boolean, validUntil: string): string | null {
  if (answer.kind === "accept" && answer.number !== number) {
    return `Quote ${answer.number} was replaced by quote ${number}. Read the new quote before accepting it.`;
  }
  if (status !== "sent") return `Quote ${number} was already ${status === "declined" ? "answered" : status}.`;
  if (answer.kind === "accept" && expired) {
    return `Quote ${number} expired after ${formatQuoteDateText(validUntil)} and can no longer be accepted. Ask us for a new quote.`;
  }
  return null;
}

async function queueMail(
  job: { trx: Transaction<Database>; inquiryId: number; quoteId: number; at: string; publicUrl: string },
  kind: "supplier" | "buyer",
  to: string,
  replyTo: string,
  mail: RenderedMail,
): Promise<number> {
  const row = await job.trx
    .insertInto("mail_job")
    .values({
      inquiry_id: job.inquiryId,
      kind,
      message_id: `<quote-${job.quoteId}-${kind}-${randomBytes(6).toString("hex")}@${new URL(job.publicUrl).hostname}>`,
      to_address: to,
      reply_to: replyTo,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: "pending",
      next_attempt_at: job.at,
      created_at: job.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
