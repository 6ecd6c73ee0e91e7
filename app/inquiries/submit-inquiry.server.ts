// Submitting a purchase inquiry (spec §7, decision 050): check it with the form's own schema, find
// the tyre it is about, then store it with its two e-mails (rendered by inquiry-mail-jobs.server.ts)
// once per idempotency key and within the per-user rate limit. POST /api/send-email is a thin
// Express handler over this (server/inquiry-api.ts).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SessionUser } from "../auth/session-user";
import { getTyre } from "../catalogue/repository.server";
import type { Database } from "../db/schema";
import { formFailure, type FormFailure } from "../forms/form-result";
import { inquiryMailJobs } from "./inquiry-mail-jobs.server";
import { storeInquiry, type StoredInquiry } from "./inquiry-repository.server";
import { IDEMPOTENCY_KEY_PATTERN, parseInquiry } from "./inquiry-schema";

export const MESSAGES = {
  keyInvalid: "Idempotency-Key must be 8-100 letters, digits, '-', '_', '.' or ':'.",
  unknownTyre: "No such tyre in the catalogue.",
  tooMany: "Too many inquiries. Please try again later.",
  keyReused: "This Idempotency-Key was already used for a different inquiry.",
} as const;

export interface InquirySettings {
  publicUrl: string;
  supplierEmail: string;
  /** At most this many new inquiries per user an hour. */
  inquiryRateLimit: number;
}

export interface InquirySubmission {
  user: SessionUser;
  /** The JSON body as sent. */
  body: unknown;
  /** The Idempotency-Key header, when sent; it wins over a key in the body. */
  idempotencyKey: string | undefined;
}

export type SubmitInquiryResult =
  | { ok: true; replayed: boolean; inquiry: StoredInquiry }
  | { ok: false; failure: FormFailure; retryAfterSeconds?: number };

export async function submitInquiry(db: Kysely<Database>, settings: InquirySettings, submission: InquirySubmission): Promise<SubmitInquiryResult> {
  const { user, idempotencyKey: headerKey } = submission;
  if (headerKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(headerKey)) {
    return { ok: false, failure: formFailure("invalid", MESSAGES.keyInvalid, { idempotencyKey: MESSAGES.keyInvalid }) };
  }
  const body = (submission.body ?? {}) as Record<string, unknown>;
  const parsed = parseInquiry(headerKey ? { ...body, idempotencyKey: headerKey } : body);
  if (!parsed.ok) return { ok: false, failure: parsed };

  const { inquiry } = parsed;
  const tyre = inquiry.tyreId ? await getTyre(db, inquiry.tyreId) : null;
  if (inquiry.tyreId && !tyre) return { ok: false, failure: formFailure("invalid", MESSAGES.unknownTyre, { tyreId: MESSAGES.unknownTyre }) };

  const account = { email: user.email, name: user.name };
  const result = await storeInquiry(db, {
    userId: user.id,
    inquiry,
    tyre,
    // Without a key (a script, an old form) every request is a new inquiry.
    idempotencyKey: inquiry.idempotencyKey ?? `none:${randomUUID()}`,
    mailJobs: inquiryMailJobs({ account, inquiry, tyre, publicUrl: settings.publicUrl, supplierEmail: settings.supplierEmail }),
    rateLimit: settings.inquiryRateLimit,
  });
  switch (result.outcome) {
    case "rate-limited":
      return { ok: false, failure: formFailure("rate-limited", MESSAGES.tooMany), retryAfterSeconds: result.retryAfterSeconds };
    case "key-reused":
      return { ok: false, failure: formFailure("conflict", MESSAGES.keyReused) };
    default:
      return { ok: true, replayed: result.outcome === "replayed", inquiry: result.inquiry };
  }
}
