// The seller's pipeline of inquiries (decision 171): its statuses, and the filters,
// sorting and page read from the URL. Browser-safe: the page's GET form writes the same names.
// Each value is read on its own; one the page cannot use (a bad date, an unknown status,
// page=abc) is ignored, never an error, so a hand-edited link still shows a page.
import type { SalesStatus } from "~/db/schema";
import { shopDate } from "~/domain/seller-quote";
import { pageNumberOf } from "~/http/number-param";
import type { QuoteState } from "~/domain/quote-state";

/**
 * The pipeline's statuses, in the order the page shows them. 'To answer' is an inquiry the seller
 * has not answered (stored as 'sent'). A status that is not a sales status (a quote past its date,
 * 'expired') is added here and given its condition in pipeline-repository.server.ts.
 */
export const PIPELINE_STATUSES = [
  // Not yet answered, or back after the buyer asked for changes (decision 250).
  { key: "new", label: "To answer", salesStatus: "sent" },
  { key: "quoted", label: "Quoted", salesStatus: "quoted" },
  { key: "won", label: "Won", salesStatus: "won" },
  { key: "lost", label: "Lost", salesStatus: "lost" },
  // Quoted, and the current quote's validity date is over unanswered (quote-expiry.ts's rule).
  { key: "expired", label: "Expired", salesStatus: "quoted" },
] as const satisfies readonly { key: string; label: string; salesStatus: SalesStatus }[];

export type PipelineStatus = (typeof PIPELINE_STATUSES)[number]["key"];

/** The statuses a seller can set: 'Expired' follows from a quote's date, so the status form never offers it. */
export const SETTABLE_STATUSES = PIPELINE_STATUSES.filter((status) => status.key !== "expired");

export const PIPELINE_SORTS = [
  { key: "newest", label: "Newest first" },
  { key: "oldest", label: "Oldest first" },
  { key: "total", label: "Highest total" },
  { key: "buyer", label: "Buyer A–Z" },
] as const;

export type PipelineSort = (typeof PIPELINE_SORTS)[number]["key"];

export const SHIPPING_TERMS = ["FOB", "CIF", "DDP"] as const;

export const INQUIRIES_PER_ADMIN_PAGE = 25;

export interface PipelineFilter {
  status: PipelineStatus | null;
  /** Inclusive days, YYYY-MM-DD (UTC). */
  from: string | null;
  to: string | null;
  terms: (typeof SHIPPING_TERMS)[number] | null;
  /** ISO 3166 alpha-2. */
  country: string | null;
  q: string;
  sort: PipelineSort;
  page: number;
  /** The shop's date (YYYY-MM-DD) the filter was read on: a quote valid until before it has expired. */
  today: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (values.includes(value as T) ? (value as T) : null);

function day(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

export function readPipelineFilter(params: URLSearchParams, now = new Date()): PipelineFilter {
  const page = params.get("page") ?? "";
  const country = (params.get("country") ?? "").trim().toUpperCase();
  return {
    status: oneOf(
      PIPELINE_STATUSES.map((s) => s.key),
      params.get("status"),
    ),
    from: day(params.get("from")),
    to: day(params.get("to")),
    terms: oneOf(SHIPPING_TERMS, params.get("terms")),
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    sort:
      oneOf(
        PIPELINE_SORTS.map((s) => s.key),
        params.get("sort"),
      ) ?? "newest",
    page: pageNumberOf(page),
    today: shopDate(now),
  };
}

/** The filter as URL parameters, defaults left out, for links (a status tab, a page, the CSV). */
export function pipelineSearch(filter: PipelineFilter, change: Partial<PipelineFilter> = {}): string {
  const next = { ...filter, ...change };
  const params = new URLSearchParams();
  if (next.status) params.set("status", next.status);
  if (next.from) params.set("from", next.from);
  if (next.to) params.set("to", next.to);
  if (next.terms) params.set("terms", next.terms);
  if (next.country) params.set("country", next.country);
  if (next.q) params.set("q", next.q);
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export interface PipelineRow {
  id: number;
  createdAt: string;
  salesStatus: SalesStatus;
  name: string;
  email: string;
  company: string | null;
  shippingTerms: string;
  namedPlace: string | null;
  country: string | null;
  what: string;
  pieces: number;
  /** The deal's value: the quote's total once quoted (the accepted one when won), else the total the buyer saw (decision 250). */
  total: { amountMinor: number; currency: string } | null;
  /** The quote the value is, or null before the first quote. */
  quote: PipelineQuote | null;
  /** Quoted, and the current quote has expired unanswered. */
  expired: boolean;
}

export interface PipelineQuote {
  number: string;
  version: number;
  state: QuoteState;
  total: { amountMinor: number; currency: string };
  answeredAt: string | null;
  /** When the buyer first opened it (decision 273); the seller reads a sent one as viewed (decision 291). */
  viewedAt: string | null;
}

export function pipelineStatusLabel(salesStatus: SalesStatus, expired = false): string {
  if (expired && salesStatus === "quoted") return "Expired";
  return PIPELINE_STATUSES.find((s) => s.salesStatus === salesStatus)?.label ?? salesStatus;
}
