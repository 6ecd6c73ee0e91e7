// The pipeline's reads (decision 171): counts per status, one page of inquiries, and
// every inquiry a filter matches for the CSV, all filtered, sorted and paged in the database.
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from "kysely";
import { descNullsLast } from "~/db/dialect.server";
import type { Database, InquiryRow, QuoteStatus } from "~/db/schema";
import { quoteStateOn } from "~/domain/quote-state";
import { storedDealOf, type StoredDealColumns } from "~/inquiries/stored-deal";
import {
  INQUIRIES_PER_ADMIN_PAGE,
  PIPELINE_STATUSES,
  type PipelineFilter,
  type PipelineQuote,
  type PipelineRow,
  type PipelineStatus,
} from "./inquiry-pipeline";

type InquiryScope = ExpressionBuilder<Database, "inquiry">;

/**
 * Which inquiries each pipeline status holds: the one place a status's meaning is written. The
 * type asks for an entry for every status in PIPELINE_STATUSES, so a new one cannot be forgotten.
 */
const STATUS_CONDITION: Record<PipelineStatus, (eb: InquiryScope, today: string) => Expression<SqlBool>> = {
  new: (eb) => eb("inquiry.sales_status", "=", "sent"),
  quoted: (eb, today) => eb.and([eb("inquiry.sales_status", "=", "quoted"), eb.not(currentQuoteExpired(eb, today))]),
  won: (eb) => eb("inquiry.sales_status", "=", "won"),
  lost: (eb) => eb("inquiry.sales_status", "=", "lost"),
  expired: (eb, today) => eb.and([eb("inquiry.sales_status", "=", "quoted"), currentQuoteExpired(eb, today)]),
};

/**
 * The inquiry's current quote (its newest) is still unanswered and its validity date is before
 * `today` in the shop's calendar: app/quotes/quote-expiry.ts's rule, written in SQL.
 */
function currentQuoteExpired(eb: InquiryScope, today: string): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom("quote as current")
      .select("current.id")
      .whereRef("current.inquiry_id", "=", "inquiry.id")
      .where("current.status", "=", "sent")
      .where("current.valid_until", "<", today)
      .where((q) =>
        q(
          "current.id",
          "=",
          q
            .selectFrom("quote as newer")
            .select((n) => n.fn.max("newer.id").as("id"))
            .whereRef("newer.inquiry_id", "=", "inquiry.id"),
        ),
      ),
  );
}

/** 1 when the inquiry's current quote has expired, for a row's label. */
const expiredFlag = (eb: InquiryScope, today: string) => eb.case().when(STATUS_CONDITION.expired(eb, today)).then(1).else(0).end().as("quote_expired");

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** Every filter but the status: the status counts are read under these. */
function matchesFilters(eb: InquiryScope, filter: PipelineFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.from) conditions.push(eb("inquiry.created_at", ">=", `${filter.from}T00:00:00.000Z`));
  if (filter.to) conditions.push(eb("inquiry.created_at", "<", nextDay(filter.to)));
  if (filter.terms) conditions.push(eb("inquiry.shipping_terms", "=", filter.terms));
  if (filter.country) conditions.push(eb("inquiry.country", "=", filter.country));
  if (filter.q) {
    const pattern = containing(filter.q);
    const like = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    conditions.push(
      eb.or([
        like("inquiry.name"),
        like("inquiry.email"),
        like("inquiry.company"),
        like("inquiry.model"),
        eb.exists(
          eb
            .selectFrom("inquiry_line")
            .select("inquiry_line.id")
            .whereRef("inquiry_line.inquiry_id", "=", "inquiry.id")
            .where((line) => line.or([like("inquiry_line.tyre_name"), like("inquiry_line.size")])),
        ),
      ]),
    );
  }
  return eb.and(conditions);
}

function matchesAll(eb: InquiryScope, filter: PipelineFilter): Expression<SqlBool> {
  const rest = matchesFilters(eb, filter);
  return filter.status ? eb.and([rest, STATUS_CONDITION[filter.status](eb, filter.today)]) : rest;
}

/**
 * The quote an inquiry's value is (decision 250): the accepted one of a won inquiry, else the
 * newest. Null without a quote, when the value is the total the buyer saw.
 */
const VALUE_QUOTE_ID = sql<number>`coalesce(
  case when inquiry.sales_status = 'won' then (select max(a.id) from quote a where a.inquiry_id = inquiry.id and a.status = 'accepted') end,
  (select max(n.id) from quote n where n.inquiry_id = inquiry.id))`;

/** The value quote's facts beside each inquiry; its version counts the inquiry's quotes up to it. */
function withValueQuote<O>(query: SelectQueryBuilder<Database, "inquiry", O>) {
  return query
    .leftJoin("quote as vq", (join) => join.on(sql<SqlBool>`vq.id = ${VALUE_QUOTE_ID}`))
    .select([
      "vq.number as quote_number",
      "vq.currency as quote_currency",
      "vq.total_minor as quote_total_minor",
      "vq.status as quote_status",
      "vq.valid_until as quote_valid_until",
      "vq.changes_message as quote_changes_message",
      "vq.answered_at as quote_answered_at",
      "vq.viewed_at as quote_viewed_at",
      sql<number | string | null>`(select count(*) from quote v where v.inquiry_id = inquiry.id and v.id <= vq.id)`.as("quote_version"),
    ]);
}

export type ValueQuoteColumns = {
  quote_number: string | null;
  quote_currency: string | null;
  quote_total_minor: number | string | null;
  quote_status: QuoteStatus | null;
  quote_valid_until: string | null;
  quote_changes_message: string | null;
  quote_answered_at: string | null;
  quote_viewed_at: string | null;
  quote_version: number | string | null;
};

/** The value quote of a row, or null when the inquiry has none. */
export function valueQuoteOf(row: ValueQuoteColumns, today: string): PipelineQuote | null {
  if (row.quote_number === null || row.quote_status === null || row.quote_valid_until === null) return null;
  return {
    number: row.quote_number,
    version: Number(row.quote_version),
    state: quoteStateOn({ status: row.quote_status, validUntil: row.quote_valid_until, changesMessage: row.quote_changes_message }, today),
    total: { amountMinor: Number(row.quote_total_minor), currency: row.quote_currency! },
    answeredAt: row.quote_answered_at,
    viewedAt: row.quote_viewed_at,
  };
}

function filteredInquiries(db: Kysely<Database>, filter: PipelineFilter) {
  const query = withValueQuote(db.selectFrom("inquiry").where((eb) => matchesAll(eb, filter)));
  switch (filter.sort) {
    case "oldest":
      return query.orderBy("inquiry.created_at", "asc").orderBy("inquiry.id", "asc");
    case "total":
      // The value shown: the quote's total once there is one (decision 250).
      return query.orderBy(sql`coalesce(vq.total_minor, inquiry.total_minor)`, descNullsLast(db)).orderBy("inquiry.id", "desc");
    case "buyer":
      return query.orderBy("inquiry.name", "asc").orderBy("inquiry.id", "asc");
    default:
      return query.orderBy("inquiry.created_at", "desc").orderBy("inquiry.id", "desc");
  }
}

export type StatusCounts = Record<PipelineStatus | "all", number>;

/** How many inquiries each status holds under the other filters, in one statement. */
export async function countByStatus(db: Kysely<Database>, filter: PipelineFilter): Promise<StatusCounts> {
  const row = await db
    .selectFrom("inquiry")
    .where((eb) => matchesFilters(eb, filter))
    .select((eb) => [
      eb.fn.countAll<string | number>().as("all"),
      ...PIPELINE_STATUSES.map((status) =>
        eb.fn.sum<string | number | null>(eb.case().when(STATUS_CONDITION[status.key](eb, filter.today)).then(1).else(0).end()).as(status.key),
      ),
    ])
    .executeTakeFirstOrThrow();
  const counts = { all: Number(row.all) } as StatusCounts;
  for (const status of PIPELINE_STATUSES) counts[status.key] = Number((row as Record<string, unknown>)[status.key] ?? 0);
  return counts;
}

/** The total the buyer saw, as the inquiry stored it (stored-deal.ts). */
export function totalOf(row: StoredDealColumns): PipelineRow["total"] {
  return storedDealOf(row)?.total ?? null;
}

/** The row's value: its quote's total once quoted, else the total the buyer saw; and that quote. */
function pipelineValue(row: InquiryRow & ValueQuoteColumns, today: string): Pick<PipelineRow, "total" | "quote"> {
  const quote = valueQuoteOf(row, today);
  return { total: quote?.total ?? totalOf(row), quote };
}

export interface PipelinePage {
  counts: StatusCounts;
  inquiries: PipelineRow[];
  page: number;
  pageCount: number;
  /** The countries inquiries have, for the filter's choices. */
  countries: string[];
}

export async function listPipeline(db: Kysely<Database>, filter: PipelineFilter): Promise<PipelinePage> {
  const counts = await countByStatus(db, filter);
  const matching = filter.status ? counts[filter.status] : counts.all;
  const pageCount = Math.max(1, Math.ceil(matching / INQUIRIES_PER_ADMIN_PAGE));
  // A page past the end shows the last one rather than an empty list.
  const page = Math.min(filter.page, pageCount);
  const rows = await filteredInquiries(db, filter)
    .selectAll("inquiry")
    .select((eb) => expiredFlag(eb, filter.today))
    .limit(INQUIRIES_PER_ADMIN_PAGE)
    .offset((page - 1) * INQUIRIES_PER_ADMIN_PAGE)
    .execute();
  const countries = await db.selectFrom("inquiry").select("country").distinct().where("country", "is not", null).orderBy("country").execute();
  return {
    counts,
    page,
    pageCount,
    countries: countries.map((c) => c.country!),
    inquiries: rows.map((row) => ({
      id: Number(row.id),
      createdAt: row.created_at,
      salesStatus: row.sales_status,
      name: row.name,
      email: row.email,
      company: row.company,
      shippingTerms: row.shipping_terms,
      namedPlace: row.named_place,
      country: row.country,
      what: row.model,
      pieces: Number(row.quantity),
      ...pipelineValue(row, filter.today),
      expired: Number(row.quote_expired) === 1,
    })),
  };
}

/** Every inquiry the filter matches, in its order, a batch at a time (the CSV streams them). */
export async function* pipelineRowsForExport(
  db: Kysely<Database>,
  filter: PipelineFilter,
  batchSize = 500,
): AsyncGenerator<(InquiryRow & ValueQuoteColumns & { quote_expired: number | string })[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await filteredInquiries(db, filter)
      .selectAll("inquiry")
      .select((eb) => expiredFlag(eb, filter.today))
      .limit(batchSize)
      .offset(offset)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
