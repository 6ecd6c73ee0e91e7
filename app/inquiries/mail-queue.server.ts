// The outbox table's verbs: claim due jobs under a lease, mark them sent or due again. The one
// place where SQLite and PostgreSQL differ in claiming is `claimDueJobs` (decision 050).
import { sql, type Kysely } from "kysely";
import { skipLockedRows } from "../db/dialect.server";
import type { Database, MailJobRow } from "../db/schema";
import type { MailFile } from "../mail/mailer.server";

export interface ClaimOptions {
  owner: string;
  limit: number;
  leaseMs: number;
  now?: Date;
}

/**
 * Takes up to `limit` due jobs for `owner` until now + leaseMs, atomically: a job whose lease
 * has not run out belongs to one worker only. PostgreSQL skips rows another transaction is
 * claiming (FOR UPDATE SKIP LOCKED); SQLite has a single writer, so the UPDATE ... WHERE id IN
 * (SELECT ...) runs as one step that nobody can interleave with.
 */
export async function claimDueJobs(db: Kysely<Database>, options: ClaimOptions): Promise<MailJobRow[]> {
  const now = (options.now ?? new Date()).toISOString();
  const until = new Date(Date.parse(now) + options.leaseMs).toISOString();
  const lock = skipLockedRows(db);
  const { rows } = await sql<MailJobRow>`
    update mail_job set locked_by = ${options.owner}, locked_until = ${until}
    where id in (
      select id from mail_job
      where status = 'pending' and next_attempt_at <= ${now} and (locked_until is null or locked_until < ${now})
      order by next_attempt_at, id
      limit ${options.limit}
      ${lock}
    )
    returning *`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

/** Records a delivery; the inquiry counts as delivered once its supplier e-mail is out. */
export async function markJobSent(db: Kysely<Database>, job: MailJobRow, owner: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("mail_job")
      .set({ status: "sent", sent_at: at, attempts: job.attempts + 1, locked_by: null, locked_until: null, last_error: null })
      .where("id", "=", job.id)
      .where("locked_by", "=", owner)
      .execute();
    if (job.kind === "supplier") {
      await trx.updateTable("inquiry").set({ status: "delivered", updated_at: at }).where("id", "=", job.inquiry_id).execute();
    }
  });
}

/** Puts a job back with the next attempt time, or gives it up for good (a permanent SMTP refusal). */
export async function markJobFailed(
  db: Kysely<Database>,
  job: MailJobRow,
  owner: string,
  failure: { error: string; retryAt: Date | null },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("mail_job")
      .set({
        status: failure.retryAt ? "pending" : "failed",
        attempts: job.attempts + 1,
        next_attempt_at: (failure.retryAt ?? now).toISOString(),
        last_error: failure.error.slice(0, 1000),
        locked_by: null,
        locked_until: null,
      })
      .where("id", "=", job.id)
      .where("locked_by", "=", owner)
      .execute();
    if (!failure.retryAt && job.kind === "supplier") {
      await trx.updateTable("inquiry").set({ status: "failed", updated_at: at }).where("id", "=", job.inquiry_id).execute();
    }
  });
}

/**
 * Gives back jobs a stopping worker claimed but never tried, so another server (or this one after
 * its restart) sends them at once instead of after the lease.
 */
export async function releaseJobs(db: Kysely<Database>, jobIds: number[], owner: string): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .updateTable("mail_job")
    .set({ locked_by: null, locked_until: null })
    .where("id", "in", jobIds)
    .where("locked_by", "=", owner)
    .where("status", "=", "pending")
    .execute();
}

/** The files an e-mail carries (a quote's PDF), in the order they were queued. */
export async function attachmentsOf(db: Kysely<Database>, jobId: number): Promise<MailFile[]> {
  const rows = await db.selectFrom("mail_attachment").select(["filename", "content_type", "content"]).where("mail_job_id", "=", jobId).orderBy("id").execute();
  return rows.map((row) => ({ filename: row.filename, contentType: row.content_type, content: Buffer.from(row.content) }));
}
