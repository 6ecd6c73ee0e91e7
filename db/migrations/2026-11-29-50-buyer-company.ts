// The buyer's company profile (decision 255): one row per company with what an inquiry asks every
// time (name, country, VAT or tax ID, phone, addresses, destination ports, preferred Incoterm and
// currency), its members (an account belongs to at most one company; the owner is a member too),
// and invitations by e-mail, kept as a hash of the token the e-mail carries. Lists are JSON text,
// the same on SQLite and PostgreSQL. Frozen in time.
import type { Kysely } from "kysely";
import { serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("buyer_company")
    .addColumn("id", serialType(db), (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    // ISO 3166 alpha-2.
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("vat_number", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    // JSON: the addresses, the first the one an inquiry starts with; each keeps its line breaks.
    .addColumn("addresses_json", "text", (c) => c.notNull())
    // JSON: the destination ports the buyer ships to, as typed or chosen from the seller's list.
    .addColumn("ports_json", "text", (c) => c.notNull())
    .addColumn("incoterm", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("buyer_company_member")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.notNull().references("buyer_company.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("joined_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("buyer_company_member_company").on("buyer_company_member").columns(["company_id"]).execute();
  await db.schema
    .createTable("buyer_company_invite")
    .addColumn("id", serialType(db), (c) => c.primaryKey())
    .addColumn("company_id", "integer", (c) => c.notNull().references("buyer_company.id").onDelete("cascade"))
    // Lower case.
    .addColumn("email", "text", (c) => c.notNull())
    // SHA-256 of the token in the e-mail's link, hex.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .execute();
  await db.schema.createIndex("buyer_company_invite_company").on("buyer_company_invite").columns(["company_id", "email"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("buyer_company_invite").ifExists().execute();
  await db.schema.dropTable("buyer_company_member").ifExists().execute();
  await db.schema.dropTable("buyer_company").ifExists().execute();
}
