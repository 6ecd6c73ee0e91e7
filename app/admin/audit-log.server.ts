// The audit log (decision 170): who changed what, when, and the state before and after.
// A change and its entry are written in the same transaction by the caller, so neither is kept
// without the other.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

/** Who did it: a seller's session, the CLI on the server's shell, or a stock feed API key (decision 246) by its name. */
export type AuditActor = { userId: string; email: string } | { cli: true } | { apiKey: string };

export const CLI_ACTOR: AuditActor = { cli: true };

/** How the log names an actor: the seller's e-mail, "cli", or "api key NAME". */
export function actorName(actor: AuditActor): string {
  if ("cli" in actor) return "cli";
  if ("apiKey" in actor) return `api key ${actor.apiKey}`;
  return actor.email;
}

export interface AuditEntryInput {
  actor: AuditActor;
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntryInput, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: now.toISOString(),
      actor_user_id: "userId" in entry.actor ? entry.actor.userId : null,
      actor: actorName(entry.actor),
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: String(entry.subjectId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** One thing's history, newest first; at most `limit` entries. */
export async function listAuditOf(db: Kysely<Database>, subjectType: string, subjectId: string | number, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .where("subject_type", "=", subjectType)
    .where("subject_id", "=", String(subjectId))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
  }));
}
