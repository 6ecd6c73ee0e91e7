// Helpers for the inquiry tests: a signed-up buyer's client, a valid inquiry body, the rows of
// the outbox, and waiting for e-mails by Message-ID.
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import { AuthClient } from "./auth-client";
import type { ReceivedMail } from "../../scripts/support/smtp-server";

// Shared with the load test; kept here too so the inquiry tests import one module.
export { deliveryCounts, inquiryBody, mailJobs, messageIdOf } from "../../scripts/support/inquiry-data";
export { waitUntil } from "../../scripts/support/wait-until";

let buyers = 0;

/** A new account signed up through /api/auth from its own address; the client carries its cookie. */
export async function signedUpBuyer(baseUrl: string, name = "Ana Buyer"): Promise<{ client: AuthClient; email: string }> {
  buyers++;
  const email = `inquirer${buyers}-${Date.now()}@example.com`;
  const client = new AuthClient(baseUrl);
  const ip = `10.7.${Math.floor(buyers / 250)}.${(buyers % 250) + 1}`;
  const res = await client.post("/api/auth/sign-up/email", { name, email, password: "correct horse 1" }, { "x-forwarded-for": ip });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { client, email };
}

/**
 * A server's mail settings for tests: quick polls and retries and short timeouts, so an outage
 * passes in seconds. A short lease lets a job whose attempt was never recorded go again soon.
 */
export function quickMailEnv(smtpUrl: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_URL: smtpUrl,
    MAIL_POLL_MS: "100",
    MAIL_RETRY_BASE_MS: "100",
    MAIL_RETRY_MAX_MS: "300",
    MAIL_SMTP_TIMEOUT_MS: "1000",
    MAIL_LEASE_MS: "2000",
    ...overrides,
  };
}

let keys = 0;
export const newIdempotencyKey = () => `test-key-${Date.now()}-${++keys}`;

export async function inquiryRows(db: Kysely<Database>, email?: string) {
  let q = db.selectFrom("inquiry").selectAll().orderBy("id");
  if (email) q = q.where("email", "=", email);
  return q.execute();
}

/** The HTML part of a received message (quoted-printable undone), or "" when there is none. */
export function htmlPartOf(mail: ReceivedMail): string {
  const text = utf8TextOf(mail);
  const start = text.search(/Content-Type: text\/html/i);
  if (start < 0) return "";
  const body = text
    .slice(start)
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  return body.split(/\r?\n--/)[0] ?? "";
}

export function headerOf(mail: ReceivedMail, name: string): string | null {
  return new RegExp(`^${name}:\\s*(.+)$`, "im").exec(mail.raw)?.[1]?.trim() ?? null;
}

/** The PDF a received message carries, decoded; null when it carries none. */
export function pdfAttachmentOf(mail: ReceivedMail): Buffer | null {
  const match = /Content-Type: application\/pdf;[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  return match ? Buffer.from(match[1]!.replace(/\s+/g, ""), "base64") : null;
}

/** The decoded body as UTF-8 (the support server decodes quoted-printable escapes byte by byte). */
export function utf8TextOf(mail: ReceivedMail): string {
  return Buffer.from(mail.text, "latin1").toString("utf8");
}
