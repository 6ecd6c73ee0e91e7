// Accounts: the tables better-auth reads and writes (user, session, account, verification,
// rateLimit), in better-auth's own names and types for each dialect (decision 010).
// Frozen in time: a better-auth upgrade that needs more columns gets a new dated migration;
// tests/integration/auth-schema.test.ts fails until it exists.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === "postgres";
  const bool = pg ? "boolean" : "integer";
  const time = pg ? "timestamptz" : "date";
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", bool, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", time, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", time, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("expiresAt", time, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", time, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", time, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", time)
    .addColumn("refreshTokenExpiresAt", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", time, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", time, (c) => c.notNull())
    .addColumn("createdAt", time, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", time, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
    .execute();

  // Rate-limit counters live in the database so every app server counts the same requests.
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();

  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["rateLimit", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
