// The seller role and the audit log (decision 170). The role lives in a table of its own
// rather than a column on better-auth's `user`, so better-auth's schema stays exactly its own and
// nothing a sign-up sends can set it. Frozen in time.
import { sql, type Kysely } from "kysely";
import { serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_role")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('seller')`))
    .addColumn("granted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_role_pk", ["user_id", "role"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("at", "text", (c) => c.notNull())
    // No foreign key: the log outlives the account; `actor` keeps its e-mail as it was.
    .addColumn("actor_user_id", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .execute();
  // One thing's history (an inquiry's, a role's), newest first.
  await db.schema.createIndex("audit_log_subject").on("audit_log").columns(["subject_type", "subject_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.dropTable("user_role").ifExists().execute();
}
