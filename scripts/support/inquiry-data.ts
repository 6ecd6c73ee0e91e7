// A valid inquiry as the API takes it, the outbox's rows, and counting e-mails by Message-ID:
// shared by the inquiry tests and the load test (scripts/load-test.ts).
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import type { ReceivedMail } from "./smtp-server";

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
    namedPlace: "Mombasa, Kenya",
    model: "General Inquiry",
    type: "product_inquiry",
    ...overrides,
  };
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
