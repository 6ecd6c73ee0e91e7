// What the seller reads about one e-mail of the outbox: sent, waiting for its turn, or
// failing (refused and retrying, or given up). Browser-safe.

export type MailJobState = "sent" | "waiting" | "failing";

export function mailJobState(job: { status: string; last_error: string | null }): MailJobState {
  if (job.status === "sent") return "sent";
  return job.status === "failed" || job.last_error !== null ? "failing" : "waiting";
}

export interface TroubledMail {
  id: number;
  inquiryId: number;
  kind: string;
  to: string;
  subject: string;
  state: MailJobState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
}

export const MAIL_STATE_LABEL: Record<MailJobState, string> = { sent: "Sent", waiting: "Waiting", failing: "Failing" };
