// Helpers for the inquiry tests: a signed-up buyer's client, a valid inquiry body, the rows of
// the outbox, and waiting for e-mails by Message-ID.
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import { AuthClient } from "./auth-client";
import type { ReceivedMail } from "./smtp-server";

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

export function inquiryBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Ana Buyer",
    email: "ana@example.com",
    phone: "+31 6 1234 5678",
    company: "Ana Transport BV",
    address: "Main Street 1, Rotterdam",
    quantity: 120,
    message: "Please quote delivery to Rotterdam.",
    shippingTerms: "CIF",
    model: "General Inquiry",
    type: "product_inquiry",
    ...overrides,
  };
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

export async function mailJobs(db: Kysely<Database>, inquiryIds?: number[]) {
  let q = db.selectFrom("mail_job").selectAll().orderBy("id");
  if (inquiryIds) q = q.where("inquiry_id", "in", inquiryIds.length ? inquiryIds : [-1]);
  return q.execute();
}

/** The Message-ID header of a received message. */
export function messageIdOf(mail: ReceivedMail): string | null {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1] ?? null;
}

/** How many times each Message-ID arrived. */
export function deliveryCounts(messages: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of messages) {
    const id = messageIdOf(m);
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
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

/** The decoded body as UTF-8 (the support server decodes quoted-printable escapes byte by byte). */
export function utf8TextOf(mail: ReceivedMail): string {
  return Buffer.from(mail.text, "latin1").toString("utf8");
}
