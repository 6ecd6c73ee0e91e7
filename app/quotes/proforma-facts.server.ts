// What a proforma invoice prints beyond the quote's own figures (decision 231), read when the
// quote is sent: the seller's company profile, the port of loading from the freight table, the
// port of discharge, the containers the buyer's plan had, the buyer company's VAT or tax ID
// (decision 291), and each line's tyre as the catalogue
// lists it (brand, model, pattern, load index, speed symbol, weight) with its vehicle type's HS
// code. No price is read here: every amount on the PI is the stored quote's.
import type { Kysely } from "kysely";
import { getSellerProfile } from "../admin/seller-profile.server";
import type { Database } from "../db/schema";
import type { HsCodes } from "../domain/seller-profile";
import { weightKgOf } from "../domain/tyre-weight";
import type { ProformaFacts, ProformaTyre } from "./quote-pdf.server";

export async function loadProformaFacts(db: Kysely<Database>, inquiryId: number, terms: { incoterm: string; namedPlace: string }): Promise<ProformaFacts> {
  const [seller, settings, inquiry] = await Promise.all([
    getSellerProfile(db),
    db.selectFrom("freight_settings").select("port_of_loading").where("id", "=", 1).executeTakeFirst(),
    db
      .selectFrom("inquiry")
      .leftJoin("freight_port", "freight_port.code", "inquiry.port_code")
      // The buyer's company as it stands now: a tax ID added to the profile after the inquiry still reaches the PI.
      .leftJoin("buyer_company_member", "buyer_company_member.user_id", "inquiry.user_id")
      .leftJoin("buyer_company", "buyer_company.id", "buyer_company_member.company_id")
      .select([
        "inquiry.containers",
        "inquiry.plan_summary",
        "inquiry.port_code",
        "freight_port.name as port_name",
        "buyer_company.vat_number as buyer_vat_number",
      ])
      .where("inquiry.id", "=", inquiryId)
      .executeTakeFirst(),
  ]);
  const listedPort = inquiry?.port_code && inquiry.port_name ? `${inquiry.port_name} (${inquiry.port_code})` : null;
  return {
    seller,
    // The freight table's own default port when the seller never saved the settings (decision 207).
    portOfLoading: settings?.port_of_loading ?? "Rotterdam",
    portOfDischarge: portOfDischarge(terms, listedPort),
    containers: inquiry?.containers ?? null,
    plan: inquiry?.plan_summary ?? null,
    buyerTaxId: inquiry?.buyer_vat_number?.trim() || null,
  };
}

/** CIF names the port of discharge; DDP's freight goes to the port the inquiry priced it to; FOB leaves it to the buyer. */
function portOfDischarge(terms: { incoterm: string; namedPlace: string }, listedPort: string | null): string {
  if (terms.incoterm === "CIF") return terms.namedPlace;
  if (terms.incoterm === "DDP") return listedPort ?? "to be advised (delivery to the named place)";
  return "to be advised by the buyer";
}

/** Each tyre's catalogue facts by id; a tyre no longer listed is absent. */
export async function loadProformaTyres(db: Kysely<Database>, tyreIds: readonly number[], hsCodes: HsCodes): Promise<Map<number, ProformaTyre>> {
  const ids = [...new Set(tyreIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["tyre.id", "brand.name as brand", "tyre.model", "tyre.pattern", "tyre.vehicle_type", "tyre.load_index", "tyre.speed_symbol", "tyre.weight"])
    .where("tyre.id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        brand: row.brand,
        model: row.model,
        pattern: row.pattern,
        vehicleType: row.vehicle_type,
        loadIndex: row.load_index,
        speedSymbol: row.speed_symbol,
        hsCode: hsCodes[row.vehicle_type as keyof HsCodes] ?? null,
        weightKg: weightKgOf(row.weight),
      },
    ]),
  );
}
