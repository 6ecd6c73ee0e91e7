// The seller's company profile (decision 230): one row (id 1) with what a proforma invoice names
// about the seller: legal name, address, VAT and registration numbers, the bank a deposit goes to,
// the payment terms offered, the default validity and lead time, and the HS code per vehicle type.
// No row until the seller saves the profile once: the app reads its defaults until then. The
// payment terms and HS codes are JSON text, the same on SQLite and PostgreSQL. Frozen in time.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("seller_profile")
    .addColumn("id", "integer", (c) =>
      c
        .primaryKey()
        .notNull()
        .check(sql`id = 1`),
    )
    .addColumn("legal_name", "text", (c) => c.notNull())
    // One line of the postal address per line of text.
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("vat_number", "text", (c) => c.notNull())
    .addColumn("registration_number", "text", (c) => c.notNull())
    .addColumn("bank_beneficiary", "text", (c) => c.notNull())
    .addColumn("bank_name", "text", (c) => c.notNull())
    .addColumn("bank_address", "text", (c) => c.notNull())
    // Electronic form: upper case, no spaces.
    .addColumn("iban", "text", (c) => c.notNull())
    .addColumn("swift", "text", (c) => c.notNull())
    .addColumn("payment_terms_json", "text", (c) => c.notNull())
    .addColumn("validity_days", "integer", (c) => c.notNull().check(sql`validity_days between 1 and 365`))
    .addColumn("lead_time", "text", (c) => c.notNull())
    .addColumn("hs_codes_json", "text", (c) => c.notNull())
    // When the bank details last changed (null: never since the profile was first saved).
    .addColumn("bank_changed_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("seller_profile").ifExists().execute();
}
