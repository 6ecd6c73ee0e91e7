// The seller role (decision 170): granted and taken away only from the server's shell
// (`npm run seller:add|seller:remove -- EMAIL`), never through the web. Each change is audited.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { CLI_ACTOR, recordAudit } from "./audit-log.server";

export type RoleChange = { ok: true; changed: boolean; email: string } | { ok: false; reason: string };

export async function isSeller(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("user_role").select("role").where("user_id", "=", userId).where("role", "=", "seller").executeTakeFirst();
  return row !== undefined;
}

async function userIdByEmail(db: Kysely<Database>, email: string): Promise<string | null> {
  // better-auth keeps e-mails lower-cased; the shell may not.
  const row = await (db as unknown as Kysely<{ user: { id: string; email: string } }>)
    .selectFrom("user")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

/** Makes an existing account a seller; `changed` is false when it already was one. */
export async function grantSellerRole(db: Kysely<Database>, email: string, now = new Date()): Promise<RoleChange> {
  const userId = await userIdByEmail(db, email);
  if (userId === null) return { ok: false, reason: `no account with the e-mail ${email.trim()}: the person signs up first` };
  return db.transaction().execute(async (trx) => {
    if (await isSeller(trx, userId)) return { ok: true, changed: false, email: email.trim().toLowerCase() };
    await trx.insertInto("user_role").values({ user_id: userId, role: "seller", granted_at: now.toISOString() }).execute();
    await recordAudit(
      trx,
      { actor: CLI_ACTOR, action: "seller.grant", subjectType: "user", subjectId: userId, before: { seller: false }, after: { seller: true } },
      now,
    );
    return { ok: true, changed: true, email: email.trim().toLowerCase() };
  });
}

/** Takes the seller role away; `changed` is false when the account was not a seller. */
export async function revokeSellerRole(db: Kysely<Database>, email: string, now = new Date()): Promise<RoleChange> {
  const userId = await userIdByEmail(db, email);
  if (userId === null) return { ok: false, reason: `no account with the e-mail ${email.trim()}` };
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom("user_role").where("user_id", "=", userId).where("role", "=", "seller").executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return { ok: true, changed: false, email: email.trim().toLowerCase() };
    await recordAudit(
      trx,
      { actor: CLI_ACTOR, action: "seller.revoke", subjectType: "user", subjectId: userId, before: { seller: true }, after: { seller: false } },
      now,
    );
    return { ok: true, changed: true, email: email.trim().toLowerCase() };
  });
}
