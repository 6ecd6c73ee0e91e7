// What the compose page starts from (decision 213): the inquiry as the buyer sent it, its lines
// with the prices the engine computed then, the freight and insurance they saw, the term and its
// place. An inquiry stores its lines (inquiry_line); a single-tyre inquiry from before the one
// engine has none and becomes one line from its model, quantity and spec §9 quote (quote_json).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { CurrencyCode } from "../domain/money";
import type { BulkQuote } from "../domain/pricing";
import { getSellerProfile } from "../admin/seller-profile.server";
import { addDays, shopDate } from "../domain/seller-quote";
import { defaultLineSupply } from "../domain/quote-line-supply";
import { availabilityOf } from "../catalogue/availability.server";
import { PAYMENT_TERMS } from "../domain/payment-terms";
import { SHIPPING_TERM_VALUES } from "../inquiries/inquiry-options";
import type { DraftLine, QuoteDraft } from "./quote-draft";

export type { DraftLine, QuoteDraft };

const CURRENCIES: readonly string[] = ["EUR", "USD", "GBP"];

export async function getQuoteDraft(db: Kysely<Database>, inquiryId: number, options: { portOfLoading: string; now: Date }): Promise<QuoteDraft | null> {
  const row = await db
    .selectFrom("inquiry")
    .leftJoin("tyre", "tyre.id", "inquiry.tyre_id")
    .select([
      "inquiry.id",
      "inquiry.user_id",
      "inquiry.created_at",
      "inquiry.sales_status",
      "inquiry.name",
      "inquiry.company",
      "inquiry.email",
      "inquiry.phone",
      "inquiry.address",
      "inquiry.message",
      "inquiry.model",
      "inquiry.tyre_id",
      "inquiry.quantity",
      "inquiry.quote_json",
      "inquiry.shipping_terms",
      "inquiry.named_place",
      "inquiry.currency",
      "inquiry.shipping_minor",
      "inquiry.insurance_minor",
      "inquiry.insurance_basis_points",
      "inquiry.freight_basis",
      "inquiry.containers",
      "tyre.size_normalized",
    ])
    .where("inquiry.id", "=", inquiryId)
    .executeTakeFirst();
  if (!row) return null;
  const stored = await db.selectFrom("inquiry_line").selectAll().where("inquiry_id", "=", inquiryId).orderBy("position").execute();
  const bulk = row.quote_json ? (JSON.parse(row.quote_json) as BulkQuote) : null;
  const priced: Array<Omit<DraftLine, "supply">> =
    stored.length > 0
      ? stored.map((line) => ({
          inquiryLineId: Number(line.id),
          tyreId: Number(line.tyre_id),
          text: line.tyre_name,
          size: line.size,
          quantity: Number(line.quantity),
          unitPriceMinor: Number(line.unit_price_minor),
        }))
      : [
          {
            inquiryLineId: null,
            tyreId: row.tyre_id === null ? null : Number(row.tyre_id),
            text: row.model,
            size: row.size_normalized ?? null,
            quantity: Number(row.quantity),
            unitPriceMinor: bulk ? bulk.unitPrice.amountMinor : null,
          },
        ];
  // Each line starts from what its tyre's stock promises today (decision 262).
  const today = shopDate(options.now);
  const availability = await availabilityOf(
    db,
    priced.flatMap((line) => (line.tyreId === null ? [] : [line.tyreId])),
  );
  const lines: DraftLine[] = priced.map((line) => ({
    ...line,
    supply: defaultLineSupply(line.tyreId === null ? null : (availability.get(line.tyreId) ?? null), line.quantity, today),
  }));
  const currencyText = row.currency ?? bulk?.unitPrice.currency ?? stored[0]?.currency ?? "EUR";
  const incoterm = SHIPPING_TERM_VALUES.find((term) => term === row.shipping_terms) ?? "FOB";
  const current = await db
    .selectFrom("quote")
    .select(["number", "status"])
    .where("inquiry_id", "=", inquiryId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  // The company profile's default validity and payment term (decision 230).
  const profile = await getSellerProfile(db);
  return {
    inquiry: {
      id: Number(row.id),
      userId: row.user_id,
      createdAt: row.created_at,
      salesStatus: row.sales_status,
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      address: row.address,
      message: row.message,
    },
    currency: (CURRENCIES.includes(currencyText) ? currencyText : "EUR") as CurrencyCode,
    lines,
    shippingMinor: freightSeen(row, bulk),
    insuranceMinor: row.insurance_minor === null ? null : Number(row.insurance_minor),
    insuranceBasisPoints: row.insurance_basis_points === null ? null : Number(row.insurance_basis_points),
    containers: row.containers,
    incoterm,
    // FOB names the shop's own port; an inquiry from before the quote basket (decision 132) named no place.
    namedPlace: row.named_place ?? (incoterm === "FOB" ? options.portOfLoading : ""),
    validUntil: addDays(today, profile.validityDays),
    paymentTerms: PAYMENT_TERMS[profile.paymentTerms[0] ?? "tt-30-70-bl"].label,
    currentQuote: current ?? null,
  };
}

/**
 * The freight the buyer saw. An inquiry priced by the engine names its basis and stores the
 * freight, NULL under FOB, where the buyer saw none; an older one stored it with its basket, or
 * only in its single tyre's quote.
 */
function freightSeen(row: { freight_basis: string | null; shipping_minor: number | null }, bulk: BulkQuote | null): number | null {
  if (row.shipping_minor !== null) return Number(row.shipping_minor);
  if (row.freight_basis !== null) return null;
  return bulk?.shipping.amountMinor ?? null;
}
