// 'Send quote' (decision 175): in one transaction the quote, its lines and its PDF are
// stored, in the currency the seller chose at the rate it was converted at (decision 301), the e-mail to the buyer is queued with the PDF attached, the inquiry moves to 'quoted',
// and the audit log says who did it and which figures they changed against what the buyer saw. A newer quote for the same inquiry becomes the current one.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditActor } from "../admin/audit-log.server";
import { recordAudit } from "../admin/audit-log.server";
import { lockingRows } from "../db/dialect.server";
import type { Database } from "../db/schema";
import { rateText, type ExchangeRate } from "../domain/exchange-rate";
import type { CurrencyCode } from "../domain/money";
import { convertQuote } from "../domain/quote-conversion";
import { quoteNumber, shopDate } from "../domain/seller-quote";
import { formFailure, type FormFailure } from "../forms/form-result";
import { fromStockOf } from "../catalogue/stock-allocation.server";
import type { QuoteDraft } from "./quote-draft";
import { quoteMail } from "./quote-email";
import { quoteMarks } from "./quote-marks";
import type { QuoteForm } from "./quote-form";
import { loadProformaFacts, loadProformaTyres } from "./proforma-facts.server";
import { renderQuotePdf } from "./quote-pdf.server";

export interface SendQuoteInput {
  draft: QuoteDraft;
  form: QuoteForm;
  /** The rate the seller's prices are converted at (decision 301); null to issue in the inquiry's currency. */
  rate: ExchangeRate | null;
  seller: { id: string; email: string; actor: AuditActor };
  publicUrl: string;
  /** Where the buyer's reply goes: the shop's sales address. */
  replyTo: string;
  now: Date;
}

export type SendQuoteResult = { ok: true; quoteId: number; number: string } | { ok: false; failure: FormFailure };

export const QUOTE_WON = "This inquiry's quote was accepted: it is won, and a new quote would not replace that.";

export async function sendQuote(db: Kysely<Database>, input: SendQuoteInput): Promise<SendQuoteResult> {
  const { draft, form, seller, now, rate } = input;
  const inquiryId = draft.inquiry.id;
  const createdAt = now.toISOString();
  // Every figure converted once, the lines and total summed in the quote's currency (decision 301).
  const conversion = convertQuote(
    {
      lines: draft.lines.map((line, i) => ({ quantity: line.quantity, unitPriceMinor: form.unitPricesMinor[i]! })),
      shippingMinor: form.shippingMinor,
      insuranceMinor: form.insuranceMinor,
    },
    rate,
  );
  if (!conversion.ok) return { ok: false, failure: formFailure("invalid", conversion.error, { currency: conversion.error }) };
  const totals = conversion.quote;
  // CurrencyCode names the catalogue's currencies; a quote may be issued in any the seller keeps a rate for.
  const currency = (rate?.to.code ?? draft.currency) as CurrencyCode;
  const changed = Object.keys(
    quoteMarks(
      {
        incoterm: draft.incoterm,
        namedPlace: draft.namedPlace,
        unitPricesMinor: draft.lines.map((line) => line.unitPriceMinor),
        freightMinor: draft.shippingMinor,
        insuranceMinor: draft.insuranceMinor,
      },
      { ...form, freightMinor: form.shippingMinor },
      draft.currency,
    ),
  );
  return db.transaction().execute(async (trx) => {
    // One seller's send at a time per inquiry, and never over a buyer's answer in flight.
    const inquiry = await lockingRows(
      trx,
      trx.selectFrom("inquiry").select(["id", "sales_status", "user_id", "language"]).where("id", "=", inquiryId),
    ).executeTakeFirst();
    if (!inquiry) return { ok: false, failure: formFailure("not-found", "This inquiry does not exist.") };
    if (inquiry.sales_status === "won") return { ok: false, failure: formFailure("rejected", QUOTE_WON) };
    const account = await (trx as unknown as Kysely<{ user: { id: string; email: string } }>)
      .selectFrom("user")
      .select("email")
      .where("id", "=", inquiry.user_id)
      .executeTakeFirst();
    if (!account) return { ok: false, failure: formFailure("not-found", "The buyer's account no longer exists.") };
    const previous = await trx.selectFrom("quote").select("number").where("inquiry_id", "=", inquiryId).orderBy("id", "desc").limit(1).executeTakeFirst();

    // The number names the row's id, which exists only once the row does: a placeholder first.
    const { id } = await trx
      .insertInto("quote")
      .values({
        inquiry_id: inquiryId,
        number: `pending-${randomBytes(8).toString("hex")}`,
        currency,
        rate_from: rate?.from.code ?? null,
        rate_millionths: rate?.rateMillionths ?? null,
        rate_as_of: rate?.asOf ?? null,
        subtotal_minor: totals.subtotalMinor,
        shipping_minor: totals.shippingMinor,
        insurance_minor: totals.insuranceMinor,
        total_minor: totals.totalMinor,
        incoterm: form.incoterm,
        named_place: form.namedPlace,
        valid_until: form.validUntil,
        payment_terms: form.paymentTerms,
        note: form.note,
        pdf: Buffer.alloc(0),
        created_by: seller.id,
        created_by_email: seller.email,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const quoteId = Number(id);
    const today = shopDate(now);
    const number = quoteNumber(Number(today.slice(0, 4)), quoteId);
    const lines = draft.lines.map((line, i) => ({
      quote_id: quoteId,
      position: i + 1,
      inquiry_line_id: line.inquiryLineId,
      tyre_id: line.tyreId,
      text: line.text,
      size: line.size,
      quantity: line.quantity,
      unit_price_minor: totals.unitPricesMinor[i]!,
      line_total_minor: totals.lineTotalsMinor[i]!,
      lead_time_days: form.lineSupply[i]?.leadTimeDays ?? null,
      ready_on: form.lineSupply[i]?.readyOn ?? null,
      dot: form.lineSupply[i]?.dot ?? null,
    }));
    // What each line counts on from stock, so accepting can tell when it changed (decision 247).
    const fromStock = await fromStockOf(trx, lines);
    await trx
      .insertInto("quote_line")
      .values(lines.map((line, i) => ({ ...line, from_stock: fromStock[i] ?? null })))
      .execute();
    const proforma = await loadProformaFacts(trx, inquiryId, form);
    const tyres = await loadProformaTyres(
      trx,
      lines.flatMap((line) => (line.tyre_id === null ? [] : [line.tyre_id])),
      proforma.seller.hsCodes,
    );
    const pdf = await renderQuotePdf({
      number,
      date: today,
      validUntil: form.validUntil,
      inquiryId,
      currency,
      rate,
      buyer: draft.inquiry,
      lines: lines.map((line) => ({
        text: line.text,
        size: line.size,
        quantity: line.quantity,
        unitPriceMinor: line.unit_price_minor,
        lineTotalMinor: line.line_total_minor,
        supply: { leadTimeDays: line.lead_time_days, readyOn: line.ready_on, dot: line.dot },
        tyre: line.tyre_id === null ? null : (tyres.get(line.tyre_id) ?? null),
      })),
      subtotalMinor: totals.subtotalMinor,
      shippingMinor: totals.shippingMinor,
      insuranceMinor: totals.insuranceMinor,
      totalMinor: totals.totalMinor,
      incoterm: form.incoterm,
      namedPlace: form.namedPlace,
      paymentTerms: form.paymentTerms,
      note: form.note,
      proforma,
      createdAt: now,
      // The buyer's document, in the language they asked in.
      language: inquiry.language,
    });
    await trx.updateTable("quote").set({ number, pdf }).where("id", "=", quoteId).execute();

    const mail = quoteMail({
      ...form,
      number,
      inquiryId,
      buyerName: draft.inquiry.name,
      currency,
      rate,
      subtotalMinor: totals.subtotalMinor,
      shippingMinor: totals.shippingMinor,
      insuranceMinor: totals.insuranceMinor,
      totalMinor: totals.totalMinor,
      publicUrl: input.publicUrl,
      language: inquiry.language,
    });
    const job = await trx
      .insertInto("mail_job")
      .values({
        inquiry_id: inquiryId,
        kind: "buyer",
        message_id: `<quote-${quoteId}-${randomBytes(6).toString("hex")}@${new URL(input.publicUrl).hostname}>`,
        // The account's own address, as every e-mail to the buyer.
        to_address: account.email,
        reply_to: input.replyTo,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        status: "pending",
        next_attempt_at: createdAt,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("mail_attachment")
      .values({ mail_job_id: Number(job.id), filename: `${number}.pdf`, content_type: "application/pdf", content: pdf })
      .execute();
    await trx.updateTable("inquiry").set({ sales_status: "quoted", updated_at: createdAt }).where("id", "=", inquiryId).execute();
    await recordAudit(
      trx,
      {
        actor: seller.actor,
        action: "quote.send",
        subjectType: "inquiry",
        subjectId: inquiryId,
        before: { salesStatus: inquiry.sales_status, quote: previous?.number ?? null },
        after: {
          salesStatus: "quoted",
          quote: number,
          totalMinor: totals.totalMinor,
          currency,
          ...(rate ? { rate: `1 ${rate.from.code} = ${rateText(rate.rateMillionths)} ${rate.to.code}`, rateAsOf: rate.asOf } : {}),
          validUntil: form.validUntil,
          changed,
        },
      },
      now,
    );
    return { ok: true, quoteId, number };
  });
}
