// Stores an inquiry and its e-mail jobs in one transaction (the transactional outbox,
// decision 050), at most once per user and idempotency key, within the per-user rate limit.
import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isUniqueViolation } from "../db/dialect.server";
import { lockUserRow } from "../db/row-lock.server";
import type { Tyre } from "../catalogue/tyre";
import type { Database, InquiryRow } from "../db/schema";
import { inquiryDraftColumns, type InquiryDraft } from "./basket-inquiry-draft";
import type { MailJobDraft, StoredInquiryFacts } from "./inquiry-mail-jobs.server";
import { removeBasketLines } from "../quote-basket/basket-repository.server";
import { inquiryModel, type Inquiry } from "./inquiry-schema";
import { countryOfPlace } from "../domain/country-of-place";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";

export interface StoreInquiryInput {
  userId: string;
  inquiry: Inquiry;
  tyre: Tyre | null;
  /** The deal as priced by the engine, stored in the inquiry's columns and lines (decision 211); null without one. */
  draft?: InquiryDraft | null;
  /** A quote basket sent as one inquiry: its lines leave the buyer's basket in the same transaction. */
  fromBasket?: boolean;
  idempotencyKey: string;
  /** The language of the page it was sent from: the buyer's e-mails and documents about it are in it. English when not given. */
  language?: Language;
  /** The e-mails to queue once the inquiry has its number (inquiry-mail-jobs.server.ts). */
  mailJobs: (stored: StoredInquiryFacts) => MailJobDraft[];
  /** At most this many new inquiries per user in `rateWindowMs`. */
  rateLimit: number;
  rateWindowMs?: number;
  now?: Date;
}

export interface StoredInquiry {
  id: number;
  status: InquiryRow["status"];
  createdAt: string;
}

export type StoreInquiryResult =
  { outcome: "created" | "replayed"; inquiry: StoredInquiry } | { outcome: "key-reused" } | { outcome: "rate-limited"; retryAfterSeconds: number };

const HOUR_MS = 3_600_000;

export async function storeInquiry(db: Kysely<Database>, input: StoreInquiryInput): Promise<StoreInquiryResult> {
  try {
    return await db.transaction().execute((trx) => storeInTransaction(trx, input));
  } catch (error) {
    // Two servers took the same key at once: the loser answers with the winner's inquiry.
    if (!isUniqueViolation(error)) throw error;
    const existing = await findByKey(db, input.userId, input.idempotencyKey);
    if (!existing) throw error;
    return replayOf(existing, requestHash(input));
  }
}

/** The same key answers with the first inquiry only when it asks for the same thing. */
function replayOf(existing: StoredInquiry & { requestHash: string | null }, hash: string): StoreInquiryResult {
  if (existing.requestHash !== null && existing.requestHash !== hash) return { outcome: "key-reused" };
  const { requestHash: _hash, ...inquiry } = existing;
  return { outcome: "replayed", inquiry };
}

/** A fingerprint of what was asked: every field of the inquiry but its key, the tyre, and a basket's lines and named place. */
function requestHash(input: StoreInquiryInput): string {
  const { idempotencyKey: _key, ...asked } = input.inquiry;
  const basket = input.fromBasket && input.draft ? { lines: input.draft.lines.map((l) => [l.tyreId, l.quantity]), namedPlace: input.draft.namedPlace } : {};
  const canonical = JSON.stringify(Object.entries({ ...asked, tyreId: input.tyre?.id ?? null, ...basket }).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(canonical).digest("hex");
}

async function storeInTransaction(trx: Transaction<Database>, input: StoreInquiryInput): Promise<StoreInquiryResult> {
  // The limit check and the insert are one step per user (30 requests at once stored 14).
  await lockUserRow(trx, input.userId);
  const hash = requestHash(input);
  const existing = await findByKey(trx, input.userId, input.idempotencyKey);
  if (existing) return replayOf(existing, hash);

  const now = input.now ?? new Date();
  const windowMs = input.rateWindowMs ?? HOUR_MS;
  const since = new Date(now.getTime() - windowMs).toISOString();
  const recent = await trx
    .selectFrom("inquiry")
    .select("created_at")
    .where("user_id", "=", input.userId)
    .where("created_at", ">", since)
    .orderBy("created_at", "asc")
    .limit(input.rateLimit)
    .execute();
  if (recent.length >= input.rateLimit) {
    const frees = new Date(recent[0]!.created_at).getTime() + windowMs;
    return { outcome: "rate-limited", retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) };
  }

  const { inquiry, tyre } = input;
  const draft = input.draft ?? null;
  const createdAt = now.toISOString();
  const row = await trx
    .insertInto("inquiry")
    .values({
      user_id: input.userId,
      tyre_id: tyre?.id ?? null,
      idempotency_key: input.idempotencyKey,
      status: "queued",
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      company: inquiry.company ?? null,
      address: inquiry.address,
      quantity: inquiry.quantity,
      message: inquiry.message ?? null,
      shipping_terms: inquiry.shippingTerms,
      // A known tyre names itself (spec §3 '{brand} {model}'); otherwise the form's model line.
      model: tyre ? inquiryModel(tyre) : inquiry.model,
      type: inquiry.type,
      request_hash: hash,
      country: countryOf(inquiry, draft),
      created_at: createdAt,
      updated_at: createdAt,
      language: input.language ?? DEFAULT_LANGUAGE,
      ...(draft && inquiryDraftColumns(draft)),
    })
    .returning(["id", "status", "created_at", "model"])
    .executeTakeFirstOrThrow();
  if (draft) {
    await trx
      .insertInto("inquiry_line")
      .values(
        draft.lines.map((line, position) => ({
          inquiry_id: row.id,
          position,
          tyre_id: line.tyreId,
          tyre_name: line.tyreName,
          size: line.size,
          quantity: line.quantity,
          unit_price_minor: line.unitPriceMinor,
          line_total_minor: line.lineTotalMinor,
          currency: line.currency,
        })),
      )
      .execute();
  }
  if (draft && input.fromBasket) {
    // Sent, so out of the basket; a tyre added meanwhile in another tab stays.
    await removeBasketLines(
      trx,
      input.userId,
      draft.lines.map((line) => line.tyreId),
    );
  }

  // The account keeps the language it last wrote in, for the mails tied to no inquiry (a password reset).
  if (input.language) await trx.updateTable("user").set({ language: input.language }).where("id", "=", input.userId).execute();

  const jobs = input.mailJobs({ id: row.id, model: row.model });
  await trx
    .insertInto("mail_job")
    .values(
      jobs.map((job) => ({
        inquiry_id: row.id,
        kind: job.kind,
        message_id: job.messageId,
        to_address: job.to,
        reply_to: job.replyTo,
        subject: job.mail.subject,
        text_body: job.mail.text,
        html_body: job.mail.html,
        status: "pending" as const,
        next_attempt_at: createdAt,
        created_at: createdAt,
      })),
    )
    .execute();
  return { outcome: "created", inquiry: { id: row.id, status: row.status, createdAt: row.created_at } };
}

/**
 * The country the inquiry ships to (decision 172): the DDP delivery's, the listed port's (its
 * UN/LOCODE begins with it), else one the named place or address names plainly. FOB names the
 * shop's own port: the buyer's country is then in their address.
 */
function countryOf(inquiry: Inquiry, draft: InquiryDraft | null): string | null {
  if (draft?.countryOfDelivery) return draft.countryOfDelivery;
  if (draft?.portCode) return draft.portCode.slice(0, 2);
  const place = draft && inquiry.shippingTerms !== "FOB" ? countryOfPlace(draft.namedPlace) : null;
  return place ?? countryOfPlace(inquiry.address);
}

/** The user's inquiry made with this idempotency key, if any. */
export async function findInquiryByKey(db: Kysely<Database>, userId: string, key: string): Promise<StoredInquiry | null> {
  const found = await findByKey(db, userId, key);
  return found && { id: found.id, status: found.status, createdAt: found.createdAt };
}

async function findByKey(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  key: string,
): Promise<(StoredInquiry & { requestHash: string | null }) | null> {
  const row = await db
    .selectFrom("inquiry")
    .select(["id", "status", "created_at", "request_hash"])
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row ? { id: row.id, status: row.status, createdAt: row.created_at, requestHash: row.request_hash } : null;
}

/** Inquiries for the CSV export, oldest first. */
export async function listInquiries(db: Kysely<Database>, options: { since?: Date } = {}): Promise<InquiryRow[]> {
  let query = db.selectFrom("inquiry").selectAll().orderBy("created_at", "asc").orderBy("id", "asc");
  if (options.since) query = query.where("created_at", ">=", options.since.toISOString());
  return query.execute();
}
