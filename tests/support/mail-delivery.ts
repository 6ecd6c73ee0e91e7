// Sends every pending outbox e-mail through an SMTP server now, in the test's own process: the
// tests that read what a buyer or seller received, without waiting on a server's mail worker.
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import { createMailWorker } from "../../app/inquiries/mail-worker.server";
import { createMailer } from "../../app/mail/mailer.server";
import { createLogger } from "../../server/logger";

export async function deliverPendingMail(db: Kysely<Database>, smtpUrl: string): Promise<void> {
  const worker = createMailWorker({
    db,
    mailer: createMailer({ smtpUrl, from: "shop@tyres.example", timeoutMs: 5000 }),
    logger: createLogger("silent"),
    pollMs: 50,
    retryBaseMs: 100,
    retryMaxMs: 200,
    leaseMs: 10_000,
    autoStart: false,
  });
  while ((await worker.runOnce()) > 0);
}
