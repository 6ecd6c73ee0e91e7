// Mail health (decision 174): the outbox's e-mails that fail (a last error, or given up)
// or have waited longer than 15 minutes. The back office shows them in a banner and at /admin/mail,
// /readyz in its detail, and the log at warning level when the state changes (at most once a
// minute while it lasts). 'Send again' makes a job due now, audited on its inquiry.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { recordAudit, type AuditActor } from "./audit-log.server";
import { mailJobState, type TroubledMail } from "./mail-job-state";

export type { TroubledMail };

export const MAIL_WAIT_LIMIT_MS = 15 * 60_000;
const LOG_AT_MOST_EVERY_MS = 60_000;

export interface MailHealth {
  ok: boolean;
  /** Given up, or tried and refused (and waiting for the next attempt). */
  failing: number;
  /** Not yet sent, no error, and older than MAIL_WAIT_LIMIT_MS. */
  waitingLong: number;
}

const cutoffOf = (now: Date) => new Date(now.getTime() - MAIL_WAIT_LIMIT_MS).toISOString();

function troubledJobs(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom("mail_job")
    .where((eb) =>
      eb.or([
        eb("mail_job.status", "=", "failed"),
        eb.and([eb("mail_job.status", "=", "pending"), eb.or([eb("mail_job.last_error", "is not", null), eb("mail_job.created_at", "<", cutoffOf(now))])]),
      ]),
    );
}

export async function readMailHealth(db: Kysely<Database>, now = new Date()): Promise<MailHealth> {
  const row = await troubledJobs(db, now)
    .select((eb) => [
      eb.fn.countAll<string | number>().as("troubled"),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when(eb.or([eb("mail_job.status", "=", "failed"), eb("mail_job.last_error", "is not", null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("failing"),
    ])
    .executeTakeFirstOrThrow();
  const troubled = Number(row.troubled);
  const failing = Number(row.failing ?? 0);
  return { ok: troubled === 0, failing, waitingLong: troubled - failing };
}

function troubledMailOf(job: TroubledRow): TroubledMail {
  return {
    id: Number(job.id),
    inquiryId: Number(job.inquiry_id),
    kind: job.kind,
    to: job.to_address,
    subject: job.subject,
    state: mailJobState(job),
    attempts: Number(job.attempts),
    lastError: job.last_error,
    createdAt: job.created_at,
    nextAttemptAt: job.next_attempt_at,
  };
}

const TROUBLED_COLUMNS = [
  "mail_job.id",
  "mail_job.inquiry_id",
  "mail_job.kind",
  "mail_job.to_address",
  "mail_job.subject",
  "mail_job.status",
  "mail_job.attempts",
  "mail_job.last_error",
  "mail_job.created_at",
  "mail_job.next_attempt_at",
] as const;

type TroubledRow = {
  id: number;
  inquiry_id: number;
  kind: string;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string;
};

/** The troubled e-mails, oldest first (at most `limit`). */
export async function listTroubledMail(db: Kysely<Database>, now = new Date(), limit = 200): Promise<TroubledMail[]> {
  const rows = await troubledJobs(db, now).select(TROUBLED_COLUMNS).orderBy("mail_job.created_at").orderBy("mail_job.id").limit(limit).execute();
  return rows.map(troubledMailOf);
}

/** An inquiry's e-mails, in the order they were made. */
export async function listMailOfInquiry(db: Kysely<Database>, inquiryId: number): Promise<(TroubledMail & { sentAt: string | null })[]> {
  const rows = await db
    .selectFrom("mail_job")
    .select([...TROUBLED_COLUMNS, "mail_job.sent_at"])
    .where("inquiry_id", "=", inquiryId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...troubledMailOf(row), sentAt: row.sent_at }));
}

export type ResendResult = { ok: true; inquiryId: number } | { ok: false; status: 404 | 409; reason: string };

/** Makes a failed or waiting e-mail of the inquiry due now, and audits it on its inquiry; a sent one stays sent. */
export async function sendMailAgain(db: Kysely<Database>, actor: AuditActor, inquiryId: number, jobId: number, now = new Date()): Promise<ResendResult> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("mail_job")
      .select(["id", "inquiry_id", "status", "attempts", "next_attempt_at", "last_error"])
      .where("id", "=", jobId)
      .where("inquiry_id", "=", inquiryId)
      .executeTakeFirst();
    if (!job) return { ok: false, status: 404, reason: "There is no such e-mail." };
    if (job.status === "sent") return { ok: false, status: 409, reason: "This e-mail has been sent already." };
    const at = now.toISOString();
    await trx.updateTable("mail_job").set({ status: "pending", next_attempt_at: at }).where("id", "=", jobId).where("status", "!=", "sent").execute();
    await recordAudit(
      trx,
      {
        actor,
        action: "mail.send-again",
        subjectType: "inquiry",
        subjectId: job.inquiry_id,
        before: { mailJob: Number(job.id), status: job.status, attempts: Number(job.attempts), nextAttemptAt: job.next_attempt_at, lastError: job.last_error },
        after: { mailJob: Number(job.id), status: "pending", nextAttemptAt: at },
      },
      now,
    );
    return { ok: true, inquiryId: Number(job.inquiry_id) };
  });
}

/**
 * Reads the health and logs a warning when it turns bad, and again at most once a minute while it
 * stays bad (not once per request); an info line when it is well again. One per server process.
 */
/** What the watch logs with: the server's pino logger, or the pages' (its own shape, so this folder needs nothing of app/'s root). */
export interface MailHealthLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export function createMailHealthWatch(db: Kysely<Database>, logger: MailHealthLogger, clock: () => Date = () => new Date()) {
  let wasOk = true;
  let warnedAt = 0;
  return {
    async read(): Promise<MailHealth> {
      const now = clock();
      const health = await readMailHealth(db, now);
      if (!health.ok && (wasOk || now.getTime() - warnedAt >= LOG_AT_MOST_EVERY_MS)) {
        logger.warn({ mail: health }, "e-mails are failing or waiting longer than 15 minutes");
        warnedAt = now.getTime();
      } else if (health.ok && !wasOk) {
        logger.info({ mail: health }, "e-mails are flowing again");
      }
      wasOk = health.ok;
      return health;
    },
  };
}

export type MailHealthWatch = ReturnType<typeof createMailHealthWatch>;
