// An accepted order's progress (decision 271): the steps a seller records, each checked against the
// steps before it (order-timeline.ts), audited, and e-mailed to the buyer when the seller asks; the
// loading photos; and the order's version, which a step must name: a second seller working from an
// older page is told the order changed and nothing is written. The inquiry's row is locked first on
// PostgreSQL, so two steps never interleave; SQLite runs one writer at a time.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { actorName, recordAudit, type AuditActor } from "../admin/audit-log.server";
import { inquiryVisibleTo } from "../company/shared-inquiries.server";
import { lockingRows } from "../db/dialect.server";
import type { Database } from "../db/schema";
import { buyerOrderStatus, orderStepProblems, type OrderStep } from "../domain/order-timeline";
import { shopDate } from "../domain/seller-quote";
import { formFailure, type FormFailure } from "../forms/form-result";
import { currentQuoteOf } from "../quotes/buyer-quotes.server";
import { photoProblem, photoTypeOf } from "./image-type";
import { MAX_PHOTOS } from "./order-step-limit";
import { orderStepMail } from "./order-mail";
import { orderDocuments, type OrderAudience } from "./order-paths";
import { remainingKinds, stepView, type OrderProgressView } from "./order-view";

export const ORDER_CHANGED =
  "Another seller changed this order while you were filling in the form. Read the order again below and record the step anew if it is still needed.";
export const NOT_ACCEPTED = "Steps are recorded once the buyer has accepted the quote.";

async function stepsOf(db: Kysely<Database>, inquiryId: number): Promise<OrderStep[]> {
  const rows = await db.selectFrom("order_step").select("facts_json").where("inquiry_id", "=", inquiryId).orderBy("id").execute();
  return rows.map((row) => JSON.parse(row.facts_json) as OrderStep);
}

async function versionOf(db: Kysely<Database>, inquiryId: number): Promise<number> {
  const row = await db.selectFrom("order_progress").select("version").where("inquiry_id", "=", inquiryId).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** The order's progress as `audience` reads it; null when the inquiry's current quote is not accepted. */
export async function getOrderProgress(db: Kysely<Database>, inquiryId: number, audience: OrderAudience): Promise<OrderProgressView | null> {
  const quote = await currentQuoteOf(db, inquiryId);
  if (!quote || quote.status !== "accepted") return null;
  const [steps, version, photos] = [
    await stepsOf(db, inquiryId),
    await versionOf(db, inquiryId),
    await db.selectFrom("order_photo").select("id").where("inquiry_id", "=", inquiryId).orderBy("id").execute(),
  ];
  const paths = orderDocuments(audience, inquiryId, steps);
  return {
    version,
    status: buyerOrderStatus(steps),
    steps: steps.map((step) => stepView(step, quote.currency)),
    remaining: remainingKinds(steps),
    photos: photos.map((photo) => ({ id: Number(photo.id), href: paths.photo(Number(photo.id)) })),
    documents: paths.documents,
  };
}

/** The buyer's (or a colleague's, decision 255) order; null for anyone else's, as for one that does not exist. */
export async function getBuyerOrderProgress(db: Kysely<Database>, userId: string, inquiryId: number): Promise<OrderProgressView | null> {
  const own = await db.selectFrom("inquiry").select("id").where("id", "=", inquiryId).where(inquiryVisibleTo(userId)).executeTakeFirst();
  return own ? getOrderProgress(db, inquiryId, "buyer") : null;
}

/** A loading photo of the order; with `userId`, only of that buyer's own (a colleague's) inquiry. */
export async function getOrderPhoto(
  db: Kysely<Database>,
  inquiryId: number,
  photoId: number,
  userId?: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  let query = db
    .selectFrom("order_photo")
    .innerJoin("inquiry", "inquiry.id", "order_photo.inquiry_id")
    .select(["order_photo.content_type", "order_photo.bytes"])
    .where("order_photo.id", "=", photoId)
    .where("order_photo.inquiry_id", "=", inquiryId);
  if (userId !== undefined) query = query.where(inquiryVisibleTo(userId));
  const row = await query.executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

/** The buyer's status words of each accepted order among `inquiryIds` (In production, Shipped...). */
export async function orderStatusesOf(db: Kysely<Database>, inquiryIds: readonly number[]): Promise<Map<number, string>> {
  const statuses = new Map<number, string>();
  if (inquiryIds.length === 0) return statuses;
  const rows = await db
    .selectFrom("order_step")
    .select(["inquiry_id", "facts_json"])
    .where("inquiry_id", "in", [...inquiryIds])
    .orderBy("id")
    .execute();
  const steps = new Map<number, OrderStep[]>();
  for (const row of rows) steps.set(Number(row.inquiry_id), [...(steps.get(Number(row.inquiry_id)) ?? []), JSON.parse(row.facts_json) as OrderStep]);
  for (const id of inquiryIds) statuses.set(id, buyerOrderStatus(steps.get(id) ?? []));
  return statuses;
}

export interface RecordStepInput {
  actor: AuditActor;
  inquiryId: number;
  /** The order's version the seller's page showed. */
  version: number;
  step: OrderStep;
  photos: Uint8Array[];
  notifyBuyer: boolean;
  publicUrl: string;
  supplierEmail: string;
  now: Date;
}

export async function recordOrderStep(db: Kysely<Database>, input: RecordStepInput): Promise<{ ok: true } | { ok: false; failure: FormFailure }> {
  const { inquiryId, step, now } = input;
  if (input.photos.length > 0 && step.kind !== "loaded")
    return { ok: false, failure: formFailure("invalid", "Photos go with the “Loaded” step.", { photos: "Photos go with the “Loaded” step." }) };
  if (input.photos.length > MAX_PHOTOS)
    return { ok: false, failure: formFailure("invalid", `At most ${MAX_PHOTOS} photos at a time.`, { photos: `At most ${MAX_PHOTOS} photos at a time.` }) };
  for (const [i, photo] of input.photos.entries()) {
    const problem = photoProblem(photo);
    if (problem) return { ok: false, failure: formFailure("invalid", `Photo ${i + 1}: ${problem}`, { photos: `Photo ${i + 1}: ${problem}` }) };
  }
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inquiry = await lockingRows(
      trx,
      trx.selectFrom("inquiry").select(["id", "email", "name", "user_id", "language"]).where("id", "=", inquiryId),
    ).executeTakeFirst();
    if (!inquiry) return { ok: false, failure: formFailure("not-found", "There is no such inquiry.") };
    const quote = await currentQuoteOf(trx, inquiryId);
    if (!quote || quote.status !== "accepted") return { ok: false, failure: formFailure("rejected", NOT_ACCEPTED) };
    const version = await versionOf(trx, inquiryId);
    if (version !== input.version) return { ok: false, failure: formFailure("conflict", ORDER_CHANGED, { form: ORDER_CHANGED }) };
    const steps = await stepsOf(trx, inquiryId);
    const problems = orderStepProblems(steps, step, shopDate(now));
    if (Object.keys(problems).length > 0) return { ok: false, failure: formFailure("rejected", Object.values(problems)[0]!, problems) };

    const recordedBy = actorName(input.actor);
    await trx
      .insertInto("order_step")
      .values({ inquiry_id: inquiryId, kind: step.kind, on_day: step.on, facts_json: JSON.stringify(step), recorded_by: recordedBy, recorded_at: at })
      .execute();
    if (version === 0) await trx.insertInto("order_progress").values({ inquiry_id: inquiryId, version: 1, updated_at: at }).execute();
    else
      await trx
        .updateTable("order_progress")
        .set({ version: version + 1, updated_at: at })
        .where("inquiry_id", "=", inquiryId)
        .execute();
    for (const photo of input.photos) {
      await trx
        .insertInto("order_photo")
        .values({ inquiry_id: inquiryId, content_type: photoTypeOf(photo)!, bytes: Buffer.from(photo), created_by: recordedBy, created_at: at })
        .execute();
    }
    if (input.notifyBuyer) {
      // The account's own address, as every e-mail to the buyer (send-quote.server.ts); the inquiry's for a guest's.
      const account =
        inquiry.user_id === null
          ? undefined
          : await (trx as unknown as Kysely<{ user: { id: string; email: string } }>)
              .selectFrom("user")
              .select("email")
              .where("id", "=", inquiry.user_id)
              .executeTakeFirst();
      const mail = orderStepMail({
        buyerName: inquiry.name,
        inquiryId,
        number: quote.number,
        step,
        currency: quote.currency,
        publicUrl: input.publicUrl,
        language: inquiry.language,
      });
      await trx
        .insertInto("mail_job")
        .values({
          inquiry_id: inquiryId,
          kind: "buyer",
          message_id: `<order-${inquiryId}-${step.kind}-${randomBytes(6).toString("hex")}@${new URL(input.publicUrl).hostname}>`,
          to_address: account?.email ?? inquiry.email,
          reply_to: input.supplierEmail,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          status: "pending",
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
    }
    await recordAudit(
      trx,
      {
        actor: input.actor,
        action: "order.step",
        subjectType: "inquiry",
        subjectId: inquiryId,
        before: { version, steps: steps.map((s) => s.kind) },
        after: { version: version + 1, quote: quote.number, step, photos: input.photos.length, buyerEmailed: input.notifyBuyer },
      },
      now,
    );
    return { ok: true };
  });
}
