// The outbox worker inside each app server: polls for due mail jobs, sends them through the
// mailer, retries with capped exponential backoff while the mail server is away (decision 050).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database, MailJobRow } from "../db/schema";
import type { Mailer } from "../mail/mailer.server";
import { attachmentsOf, claimDueJobs, markJobFailed, markJobSent, releaseJobs } from "./mail-queue.server";

export interface MailWorkerOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  logger: Pick<Logger, "info" | "warn" | "error">;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  batchSize?: number;
  /** Names this worker in `locked_by`; unique per process by default. */
  owner?: string;
  /** False: no polling, the caller drives `runOnce` (tests). */
  autoStart?: boolean;
  /** The time jobs fall due, are leased, sent and retried by; the system clock by default (tests move their own). */
  now?: () => Date;
}

export interface MailWorker {
  owner: string;
  /** Sends what is due now; resolves with the number of jobs handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch in progress. */
  stop(): Promise<void>;
}

/** The wait before attempt n+1 after n failures: base × 2^(n-1), at most `max`. */
export function retryDelayMs(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, failures - 1)));
}

/** SMTP 5xx answers are permanent refusals (no such mailbox); anything else may pass later. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const owner = options.owner ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const { db, mailer, logger } = options;
  const now = options.now ?? (() => new Date());

  async function deliver(job: MailJobRow): Promise<void> {
    try {
      const attachments = await attachmentsOf(db, job.id);
      const info = await mailer.send({
        to: job.to_address,
        subject: job.subject,
        text: job.text_body,
        ...(job.html_body ? { html: job.html_body } : {}),
        ...(job.reply_to ? { replyTo: job.reply_to } : {}),
        messageId: job.message_id,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await markJobSent(db, job, owner, now());
      logger.info(
        { job: job.id, inquiry: job.inquiry_id, kind: job.kind, to: job.to_address, messageId: info.messageId, where: info.location },
        "inquiry e-mail sent",
      );
    } catch (error) {
      const failures = job.attempts + 1;
      const permanent = isPermanent(error);
      const failedAt = now();
      const retryAt = permanent ? null : new Date(failedAt.getTime() + retryDelayMs(failures, options.retryBaseMs, options.retryMaxMs));
      await markJobFailed(db, job, owner, { error: error instanceof Error ? error.message : String(error), retryAt }, failedAt);
      const log = permanent ? logger.error.bind(logger) : logger.warn.bind(logger);
      log(
        { err: error, job: job.id, inquiry: job.inquiry_id, attempts: failures, retryAt },
        permanent ? "inquiry e-mail refused for good" : "inquiry e-mail failed; will retry",
      );
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimDueJobs(db, { owner, limit: options.batchSize ?? 10, leaseMs: options.leaseMs, now: now() });
    for (const [index, job] of jobs.entries()) {
      if (stopping) {
        const untried = jobs.slice(index).map((j) => j.id);
        await releaseJobs(db, untried, owner).catch((error: unknown) => logger.warn({ err: error, jobs: untried }, "mail jobs left to their lease"));
        break;
      }
      await deliver(job);
    }
    return jobs.length;
  }

  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runOnce().then(
      (handled) => schedule(handled > 0 ? 0 : options.pollMs),
      (error: unknown) => {
        logger.error({ err: error }, "mail worker poll failed");
        schedule(options.pollMs);
      },
    );
  };
  const schedule = (ms: number) => {
    if (!stopping) timer = setTimeout(tick, ms);
  };
  if (options.autoStart ?? true) schedule(0);

  return {
    owner,
    runOnce,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
