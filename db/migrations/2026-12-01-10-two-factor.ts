// Sellers' second factor (decision 281): better-auth's two-factor plugin keeps each account's TOTP
// secret and backup codes (encrypted with AUTH_SECRET) in twoFactor, and whether the account has
// it on in user.twoFactorEnabled. session.secondFactor says a session was opened with a code, which
// the back office asks for. better-auth's own names and types for each dialect, as the accounts
// migration has them. Frozen in time.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === "postgres";
  const bool = pg ? "boolean" : "integer";
  const time = pg ? "timestamptz" : "date";
  const no = pg ? sql`false` : sql`0`;

  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", bool, (c) => c.defaultTo(no))
    .execute();
  await db.schema
    .alterTable("session")
    .addColumn("secondFactor", bool, (c) => c.defaultTo(no))
    .execute();

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", bool, (c) => c.defaultTo(pg ? sql`true` : sql`1`))
    .addColumn("failedVerificationCount", "integer", (c) => c.defaultTo(0))
    .addColumn("lockedUntil", time)
    .execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("twoFactor").ifExists().execute();
  await db.schema.alterTable("session").dropColumn("secondFactor").execute();
  await db.schema.alterTable("user").dropColumn("twoFactorEnabled").execute();
}
