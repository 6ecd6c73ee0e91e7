// One inquiry as the seller works it (decision 173): the buyer, the lines with their
// tyres, the plan and totals the buyer saw, its e-mails, the seller's notes and its history; and
// the seller's changes to it (a status by hand, a note), each audited in the same transaction.
import type { Kysely } from "kysely";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import type { Database, InquiryRow, SalesStatus } from "~/db/schema";
import { releaseInquiry } from "~/catalogue/stock-allocation.server";
import { actorName, listAuditOf, recordAudit, type AuditActor, type AuditEntry } from "./audit-log.server";
import { BUYER_STEP_WORDS } from "~/domain/order-timeline";
import { listMailOfInquiry } from "./mail-health.server";
import { totalOf } from "./pipeline-repository.server";
import type { InquiryRecordLine } from "./inquiry-record";
import { storedDealOf, storedDealRows, storedTermsText } from "~/inquiries/stored-deal";
export type { InquiryRecordLine };

export interface InquiryNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

export interface HistoryEntry {
  at: string;
  who: string;
  what: string;
}

async function tyrePaths(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["tyre.id", "tyre.season", "tyre.vehicle_type", "brand.name as brand", "tyre.model", "tyre.size_normalized", "tyre.pattern"])
    .where("tyre.id", "in", ids)
    .execute();
  return new Map(
    rows.map((t) => [
      Number(t.id),
      tyreDetailPath({ season: t.season, vehicleType: t.vehicle_type, brand: t.brand, model: t.model, size: t.size_normalized, pattern: t.pattern }),
    ]),
  );
}

async function linesOf(db: Kysely<Database>, inquiry: InquiryRow): Promise<InquiryRecordLine[]> {
  const stored = await db.selectFrom("inquiry_line").selectAll().where("inquiry_id", "=", inquiry.id).orderBy("position").execute();
  const paths = await tyrePaths(db, [...new Set([...stored.map((l) => Number(l.tyre_id)), ...(inquiry.tyre_id === null ? [] : [Number(inquiry.tyre_id)])])]);
  if (stored.length > 0) {
    return stored.map((line) => ({
      position: Number(line.position),
      tyreName: line.tyre_name,
      size: line.size,
      quantity: Number(line.quantity),
      unitPriceMinor: Number(line.unit_price_minor),
      lineTotalMinor: Number(line.line_total_minor),
      currency: line.currency,
      tyrePath: paths.get(Number(line.tyre_id)) ?? null,
      tyreGone: !paths.has(Number(line.tyre_id)),
    }));
  }
  // A single-tyre inquiry: its one line is the inquiry's model and quantity, priced by its quote.
  const quote = inquiry.quote_json ? (JSON.parse(inquiry.quote_json) as { unitPrice?: { amountMinor: number; currency: string } }) : null;
  const total = totalOf(inquiry);
  return [
    {
      position: 0,
      tyreName: inquiry.model,
      size: "",
      quantity: Number(inquiry.quantity),
      unitPriceMinor: quote?.unitPrice?.amountMinor ?? null,
      lineTotalMinor: total?.amountMinor ?? null,
      currency: total?.currency ?? null,
      tyrePath: inquiry.tyre_id === null ? null : (paths.get(Number(inquiry.tyre_id)) ?? null),
      tyreGone: inquiry.tyre_id !== null && !paths.has(Number(inquiry.tyre_id)),
    },
  ];
}

export async function listNotes(db: Kysely<Database>, inquiryId: number): Promise<InquiryNote[]> {
  const rows = await db.selectFrom("inquiry_note").selectAll().where("inquiry_id", "=", inquiryId).orderBy("id", "desc").execute();
  return rows.map((row) => ({ id: Number(row.id), author: row.author, body: row.body, createdAt: row.created_at }));
}

/** Each quote's number with its version: the first quote of an inquiry is v1, the one replacing it v2. */
type QuoteVersions = ReadonlyMap<string, number>;

const quoteWords = (verb: string) => (e: AuditEntry, versions: QuoteVersions) => {
  const number = (e.after as { quote?: unknown })?.quote;
  if (typeof number !== "string") return `Quote ${verb}`;
  const version = versions.get(number);
  return `Quote ${number}${version ? ` v${version}` : ""} ${verb}`;
};

const AUDIT_WORDS: Record<string, (entry: AuditEntry, versions: QuoteVersions) => string> = {
  "inquiry.status": (e) =>
    `Status changed from ${String((e.before as { salesStatus?: string })?.salesStatus)} to ${String((e.after as { salesStatus?: string })?.salesStatus)}`,
  "inquiry.note": () => "Note added",
  "mail.send-again": (e) => `E-mail #${String((e.after as { mailJob?: number })?.mailJob)} sent again`,
  "quote.send": quoteWords("sent"),
  "order.step": (e) => {
    const after = e.after as { step?: { kind?: string; on?: string }; buyerEmailed?: boolean } | null;
    const kind = after?.step?.kind;
    const words = kind && kind in BUYER_STEP_WORDS ? BUYER_STEP_WORDS[kind as keyof typeof BUYER_STEP_WORDS] : "Order step";
    return `Order: ${words} recorded for ${String(after?.step?.on)}${after?.buyerEmailed ? ", buyer e-mailed" : ""}`;
  },
  "quote.accept": quoteWords("accepted by the buyer"),
  "quote.decline": quoteWords("declined by the buyer"),
  "quote.changes": (e, versions) => {
    const message = (e.after as { message?: unknown })?.message;
    return `${quoteWords("sent back by the buyer, asking for changes")(e, versions)}${typeof message === "string" ? `: “${message}”` : ""}`;
  },
};

/** The inquiry's story, newest first: its audit entries, its e-mails sent, and its arrival. */
function historyOf(
  inquiry: InquiryRow,
  audit: AuditEntry[],
  mail: { id: number; kind: string; to: string; sentAt: string | null }[],
  versions: QuoteVersions,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    { at: inquiry.created_at, who: inquiry.email, what: "Inquiry received" },
    ...mail
      .filter((m) => m.sentAt)
      .map((m) => ({ at: m.sentAt!, who: "outbox", what: `E-mail #${m.id} to the ${m.kind === "buyer" ? "buyer" : "seller"} sent (${m.to})` })),
    ...audit.map((e) => ({ at: e.at, who: e.actor, what: AUDIT_WORDS[e.action]?.(e, versions) ?? e.action })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

export async function getInquiryRecord(db: Kysely<Database>, id: number) {
  const inquiry = await db.selectFrom("inquiry").selectAll().where("id", "=", id).executeTakeFirst();
  if (!inquiry) return null;
  const [lines, mail, notes, audit, quotes] = [
    await linesOf(db, inquiry),
    await listMailOfInquiry(db, id),
    await listNotes(db, id),
    await listAuditOf(db, "inquiry", id),
    await db.selectFrom("quote").select("number").where("inquiry_id", "=", id).orderBy("id").execute(),
  ];
  const versions: QuoteVersions = new Map(quotes.map((quote, i) => [quote.number, i + 1]));
  return { ...inquiryRecordFacts(inquiry), lines, mail, notes, history: historyOf(inquiry, audit, mail, versions) };
}

/**
 * The inquiry's facts as the back office shows them: the buyer, the terms, and the deal as the
 * buyer saw it (stored-deal.ts), never recomputed: goods, freight with its note, insurance with
 * its rate, duties, total, the port and the freight rate's basis.
 */
export function inquiryRecordFacts(inquiry: InquiryRow) {
  const deal = storedDealOf(inquiry);
  return {
    id: Number(inquiry.id),
    createdAt: inquiry.created_at,
    salesStatus: inquiry.sales_status,
    buyer: { name: inquiry.name, email: inquiry.email, phone: inquiry.phone, company: inquiry.company, address: inquiry.address },
    shippingTerms: inquiry.shipping_terms,
    namedPlace: inquiry.named_place,
    country: inquiry.country,
    message: inquiry.message,
    pieces: Number(inquiry.quantity),
    planSummary: inquiry.plan_summary,
    containers: deal?.containers ?? null,
    currency: deal?.currency ?? null,
    surchargeMinor: deal?.surcharge?.amountMinor ?? null,
    /** "CIF Lagos Apapa (NGAPP)" once the engine priced the terms; null for an older inquiry. */
    termsText: deal?.freightBasis ? storedTermsText(deal) : null,
    portCode: deal?.portCode ?? null,
    freightBasis: deal?.freightBasis ?? null,
    /** Goods, sea freight, insurance, duties: label and text, as the e-mails print them. */
    priceRows: deal ? storedDealRows(deal, Number(inquiry.quantity)).filter(([label]) => label !== "Total" && label !== "Terms") : [],
    totalMinor: deal?.total.amountMinor ?? null,
  };
}

export type InquiryRecord = NonNullable<Awaited<ReturnType<typeof getInquiryRecord>>>;

export type ChangeResult = { ok: true } | { ok: false; status: 404; reason: string };

/** Sets the sales status by hand; nothing is written when it is already that. */
export async function changeSalesStatus(db: Kysely<Database>, actor: AuditActor, id: number, to: SalesStatus, now = new Date()): Promise<ChangeResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("inquiry").select("sales_status").where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false, status: 404, reason: "There is no such inquiry." };
    if (row.sales_status === to) return { ok: true };
    await trx.updateTable("inquiry").set({ sales_status: to, updated_at: now.toISOString() }).where("id", "=", id).execute();
    // A won inquiry set to another status is the seller's cancel: its pieces go back to stock (decision 247).
    const released = row.sales_status === "won" ? await releaseInquiry(trx, id, now) : 0;
    await recordAudit(
      trx,
      {
        actor,
        action: "inquiry.status",
        subjectType: "inquiry",
        subjectId: id,
        before: { salesStatus: row.sales_status },
        after: { salesStatus: to, ...(released > 0 ? { piecesReleased: released } : {}) },
      },
      now,
    );
    return { ok: true };
  });
}

export async function addInquiryNote(
  db: Kysely<Database>,
  actor: AuditActor & { email?: string },
  id: number,
  body: string,
  now = new Date(),
): Promise<ChangeResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("inquiry").select("id").where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false, status: 404, reason: "There is no such inquiry." };
    const note = await trx
      .insertInto("inquiry_note")
      .values({ inquiry_id: id, author: actorName(actor), body, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: "inquiry.note", subjectType: "inquiry", subjectId: id, after: { note: Number(note.id), body } }, now);
    return { ok: true };
  });
}
