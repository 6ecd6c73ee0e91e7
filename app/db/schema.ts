// The one description of the database tables, shared by every repository (Kysely's `Database`).
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

export interface BrandTable {
  id: Generated<number>;
  name: string;
  slug: string;
  logo: string | null;
}

// Booleans are stored as 0/1 integers so SQLite and PostgreSQL rows look the same;
// the repository turns them into booleans. Timestamps are ISO-8601 text for the same reason.
export interface TyreTable {
  id: Generated<number>;
  season: string;
  vehicle_type: string;
  brand_id: number;
  pattern: string;
  model: string;
  size_text: string;
  size_normalized: string;
  size_key: string;
  size_width: number;
  size_aspect_ratio: number | null;
  size_construction: string;
  size_rim_diameter: number;
  size_load_index: string | null;
  size_speed_symbol: string | null;
  price_minor: number | null;
  price_currency: string | null;
  offer_price_minor: number | null;
  offer_price_currency: string | null;
  rating: number | null;
  review_count: number;
  fuel_class: string | null;
  wet_grip_class: string | null;
  noise_db: number | null;
  noise_class: string | null;
  snow_grip: number;
  ice_grip: number;
  load_speed: string | null;
  ply_rating: number | null;
  load_range: string | null;
  load_index: string | null;
  speed_symbol: string | null;
  overall_diameter_inch: number | null;
  section_width_inch: number | null;
  tread_depth_32nds: number | null;
  rim_width: string | null;
  single_max_load_pressure: string | null;
  dual_max_load_pressure: string | null;
  static_load_radius: number | null;
  revs_per_mile: number | null;
  weight: string | null;
  tire_type: string | null;
  image: string | null;
  product_code: string | null;
  ean: string | null;
  description: string | null;
  offer_link: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** The catalogue in display order (decision 070): rebuilt from `tyre` by every import, never edited. */
export interface TyreOrderTable {
  /** 1 for the first tyre in catalogue order (brand, model, pattern, size). */
  catalogue_rank: number;
  tyre_id: number;
  season: string;
  vehicle_type: string;
  brand_id: number;
  pattern: string;
  model: string;
  size_normalized: string;
  rating: number | null;
  search_text: string;
  size_key: string;
  /** The tyre's facet values as one text (decision 160; app/catalogue/tyre-facets.server.ts). */
  facet_key: string;
  /** What a buyer pays per tyre: the offer price, else the regular one. */
  payable_price_minor: number | null;
  fuel_class: string | null;
  review_count: number;
  created_at: string;
}

export interface CatalogueRevisionTable {
  id: number;
  revision: number;
  /** Random, renewed with every revision: names files built from it (decision 081). */
  stamp: string;
  updated_at: string;
}

/** A purchase inquiry; the user's values as sent, the quote as JSON. */
export interface InquiryTable {
  id: Generated<number>;
  user_id: string;
  tyre_id: number | null;
  idempotency_key: string;
  status: "queued" | "delivered" | "failed";
  name: string;
  email: string;
  phone: string;
  company: string | null;
  address: string;
  quantity: number;
  message: string | null;
  shipping_terms: string;
  model: string;
  type: string;
  quote_json: string | null;
  /** sha256 of what the request asked for; a reused key must ask the same (null on older inquiries). */
  request_hash: string | null;
  created_at: string;
  updated_at: string;
  /** Where the buyer stands with the seller (decision 132): 'sent' until the back-office says more. */
  sales_status: ColumnType<SalesStatus, SalesStatus | undefined, SalesStatus>;
  /** The place the shipping terms name: the port of loading (FOB), of destination (CIF), the delivery address (DDP). Null before the quote basket (decision 132). */
  named_place: string | null;
  /** A basket inquiry's plan and totals as the buyer saw them; null for a single-tyre inquiry, whose quote is quote_json. */
  plan_summary: string | null;
  containers: string | null;
  currency: string | null;
  surcharge_minor: number | null;
  subtotal_minor: number | null;
  shipping_minor: number | null;
  total_minor: number | null;
  /** ISO 3166 alpha-2, when the named place or address names a country plainly (decision 172); else null. */
  country: ColumnType<string | null, string | null | undefined, string | null>;
  /** The deal's insurance as the buyer saw it (CIF, DDP), and its rate; null otherwise (decision 207). */
  insurance_minor: ColumnType<number | null, number | null | undefined, number | null>;
  insurance_basis_points: ColumnType<number | null, number | null | undefined, number | null>;
  /** The listed port the freight was priced to (UN/LOCODE), or null. */
  port_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'listed', 'default' (a port not listed), 'none' (FOB) or 'estimate' (no terms chosen); null on older inquiries. */
  freight_basis: ColumnType<FreightBasis | null, FreightBasis | null | undefined, FreightBasis | null>;
  /** DDP: the delivery's country (ISO alpha-2), when known. */
  country_of_delivery: ColumnType<string | null, string | null | undefined, string | null>;
  /** The words under the freight as the buyer read them (decision 211); null on older inquiries. */
  freight_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the page it was sent from (en, fr, es, pt, ar): what the buyer's e-mails and documents about it are written in. */
  language: ColumnType<string, string | undefined, string>;
}

export type FreightBasis = "listed" | "default" | "none" | "estimate";

export type SalesStatus = "sent" | "quoted" | "won" | "lost";

/** One tyre of a basket inquiry, as the buyer saw it when they sent it (decision 132). */
export interface InquiryLineTable {
  id: Generated<number>;
  inquiry_id: number;
  position: number;
  tyre_id: number;
  /** '{brand} {model}' at the time. */
  tyre_name: string;
  size: string;
  quantity: number;
  unit_price_minor: number;
  line_total_minor: number;
  currency: string;
}

/** One e-mail of the outbox, rendered when the inquiry is stored; the worker sends it. */
export interface MailJobTable {
  id: Generated<number>;
  inquiry_id: number;
  kind: "supplier" | "buyer";
  message_id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: "pending" | "sent" | "failed";
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A rendered public response (decision 090): the same bytes for every visitor of a URL at one catalogue revision. */
export interface PageCacheTable {
  key: string;
  revision: number;
  status: number;
  /** The response's own headers as a JSON object (content type and the like; never Set-Cookie). */
  headers_json: string;
  etag: string;
  body_gzip: Buffer;
  body_br: Buffer;
  created_at: string;
}

/** The seller's own container counts for a size, over the planner's worked-out ones. */
export interface ContainerCapacityTable {
  size: string;
  capacity_20ft: number;
  capacity_40ft: number;
  updated_at: string;
}

/** A signed-in buyer's quote basket, a line per tyre. */
export interface QuoteBasketLineTable {
  user_id: string;
  tyre_id: number;
  quantity: number;
  added_at: string;
}

/** An account's role beyond buyer (decision 170): granted only by the CLI, never on the web. */
export interface UserRoleTable {
  user_id: string;
  role: "seller";
  granted_at: string;
}

/** Every change a seller makes, and every role change (decision 170). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** null: the CLI (a shell on the server), not a web session. */
  actor_user_id: string | null;
  /** The actor as written then ('cli' for the shell), so the entry reads the same after the account goes. */
  actor: string;
  /** What was done, a dotted verb: 'seller.grant', 'inquiry.status', 'catalogue.apply'... */
  action: string;
  subject_type: string;
  subject_id: string;
  /** JSON of the state before and after; null where there was none. */
  before_json: string | null;
  after_json: string | null;
}

/** The seller's quote answering an inquiry (decision 175); the newest per inquiry is the current one. */
/** A quote's amount in minor units: bigint on PostgreSQL, which the pool reads back as a number (connect.server.ts; decision 301). */
type QuoteAmount = ColumnType<number | string, number, number>;

export interface QuoteTable {
  id: Generated<number>;
  inquiry_id: number;
  /** Q-2026-000123 */
  number: string;
  /** The currency every amount is in: the catalogue's, or the one it was issued in (decision 301). */
  currency: string;
  /** bigint on PostgreSQL (read back as a number, connect.server.ts): an amount in naira passes 2^31 (decision 301). */
  subtotal_minor: QuoteAmount;
  shipping_minor: QuoteAmount;
  /** Marine insurance (CIF, DDP), 0 when the terms include none (decision 207). */
  insurance_minor: ColumnType<number | string, number | undefined, number>;
  total_minor: QuoteAmount;
  /** The rate it was converted at (decision 301): the catalogue's currency, 1 of it = rate / 10^6 of `currency`, and the day read; null when issued in the catalogue's own. */
  rate_from: ColumnType<string | null, string | null | undefined, string | null>;
  rate_millionths: ColumnType<number | string | null, number | null | undefined, number | null>;
  rate_as_of: ColumnType<string | null, string | null | undefined, string | null>;
  incoterm: "FOB" | "CIF" | "DDP";
  named_place: string;
  /** YYYY-MM-DD in the shop's time zone: the last day it can be accepted. */
  valid_until: string;
  payment_terms: string;
  note: string | null;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  pdf: Buffer;
  created_by: string;
  created_by_email: string;
  created_at: string;
  answered_at: string | null;
  /** The buyer's "Ask for changes" message (decision 250); the quote is then stored 'declined'. */
  changes_message: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the buyer first opened it (decision 273); null until then. */
  viewed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An accepted order's version (decision 271): each recorded step raises it by one. */
export interface OrderProgressTable {
  inquiry_id: number;
  version: number;
  updated_at: string;
}

/** One recorded step of an accepted order (order-timeline.ts), its facts as JSON. */
export interface OrderStepTable {
  id: Generated<number>;
  inquiry_id: number;
  kind: string;
  /** YYYY-MM-DD, the shop's calendar. */
  on_day: string;
  facts_json: string;
  recorded_by: string;
  recorded_at: string;
}

/** A loading photo: an image checked by its magic bytes, at most 10 MB. */
export interface OrderPhotoTable {
  id: Generated<number>;
  inquiry_id: number;
  content_type: string;
  bytes: Buffer;
  created_by: string;
  created_at: string;
}

export type QuoteStatus = "sent" | "accepted" | "declined";

/** One priced line of a quote. */
export interface QuoteLineTable {
  id: Generated<number>;
  quote_id: number;
  position: number;
  inquiry_line_id: number | null;
  tyre_id: number | null;
  text: string;
  size: string | null;
  quantity: number;
  /** In the quote's currency; bigint on PostgreSQL (decision 301). */
  unit_price_minor: QuoteAmount;
  line_total_minor: QuoteAmount;
  /** Pieces the line expected from stock when the quote was sent (decision 247); null for quotes sent before. */
  from_stock: ColumnType<number | null, number | null | undefined, number | null>;
  /** Lead time, ready date (YYYY-MM-DD) and DOT words as the seller sent them (decision 262); null before, or when not given. */
  lead_time_days: ColumnType<number | null, number | null | undefined, number | null>;
  ready_on: ColumnType<string | null, string | null | undefined, string | null>;
  dot: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A file an outbox e-mail carries (the quote's PDF). */
export interface MailAttachmentTable {
  id: Generated<number>;
  mail_job_id: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

/** The seller's internal note on an inquiry; never shown to the buyer. */
export interface InquiryNoteTable {
  id: Generated<number>;
  inquiry_id: number;
  /** The seller's e-mail as it was then. */
  author: string;
  body: string;
  created_at: string;
}

/** A previewed catalogue upload waiting for Apply (decisions 178, 190); 0/1 for replace. */
export interface CatalogueUploadTable {
  token: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  file_name: string;
  format: string;
  replace_all: number;
  catalogue_stamp: string;
  /** The file as the seller sent it, gzip-compressed: Apply reads it again (decision 190). */
  file_gzip: Buffer;
  preview_json: string;
}

/** An upload whose connection dropped before the file arrived whole, told to its seller once (decision 191). */
export interface CatalogueUploadDroppedTable {
  id: Generated<number>;
  created_by: string;
  at: string;
  file_name: string;
}

/** One applied import, from the web or the CLI (actor 'cli'). */
export interface CatalogueImportTable {
  id: Generated<number>;
  at: string;
  actor_user_id: string | null;
  actor: string;
  file_name: string;
  format: string;
  replace_all: number;
  imported: number;
  updated: number;
  unchanged: number;
  refused: number;
  removed: number;
  warnings: number;
}

/** A destination port the seller quotes sea freight to (decision 207). */
export interface FreightPortTable {
  code: string;
  name: string;
  country: string;
  rate_20ft_minor: number;
  rate_40ft_minor: number;
  transit_days: number | null;
  /** 1 while the rate is a seeded example, 0 once the seller set it. */
  example: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** A rate the seller keeps for a currency they sell in (decision 284): 1 catalogue unit = rate_millionths / 10^6 of it. */
export interface ExchangeRateTable {
  currency: string;
  /** bigint on PostgreSQL (read back as a number, connect.server.ts): up to 10^12. */
  rate_millionths: ColumnType<number | string, number, number>;
  /** YYYY-MM-DD: the day the seller read the rate. */
  as_of: string;
  /** 1 while the rate is a seeded example, 0 once the seller set it. */
  example: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** The one row of freight settings (id 1). */
export interface FreightSettingsTable {
  id: number;
  port_of_loading: string;
  insurance_basis_points: number;
  default_rate_20ft_minor: number;
  default_rate_40ft_minor: number;
  updated_at: string;
}

/** A signed-in buyer's last choice of shipping terms. */
export interface ShippingChoiceTable {
  user_id: string;
  term: "FOB" | "CIF" | "DDP";
  place: string;
  country: string | null;
  updated_at: string;
}

/** A named place stock stands in, with its port of loading; exactly one is the default (decision 225). */
export interface WarehouseTable {
  id: Generated<number>;
  name: string;
  port_of_loading: string;
  is_default: ColumnType<number, number | undefined, number>;
  created_at: string;
}

/** Pieces of a tyre on hand in a warehouse; `allocated` are promised to accepted quotes. */
export interface TyreStockTable {
  tyre_id: number;
  warehouse_id: number;
  on_hand: number;
  allocated: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** Pieces of a tyre expected in a warehouse on a day (YYYY-MM-DD). */
export interface TyreIncomingTable {
  id: Generated<number>;
  tyre_id: number;
  warehouse_id: number;
  pieces: number;
  expected_on: string;
}

/** A tyre's made-to-order lead time and production date (decision 225); no row: nothing known. */
export interface TyreSupplyTable {
  tyre_id: number;
  lead_time_days: number | null;
  /** 1: no more can be ordered beyond stock and incoming. */
  not_orderable: ColumnType<number, number | undefined, number>;
  dot_year: number | null;
  dot_week: number | null;
  dot_max_age_months: number | null;
  updated_at: string;
}

/** An API key for posting the stock feed (decision 246): its SHA-256 hash, never the key. */
export interface StockFeedKeyTable {
  id: Generated<number>;
  name: string;
  /** The key's first characters, for the seller to tell keys apart. */
  key_prefix: string;
  key_hash: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A stock feed uploaded in the back office and previewed, waiting for Apply (decision 245). */
export interface StockFeedDraftTable {
  id: Generated<number>;
  file_name: string;
  /** JSON: [[line, [cell, ...]], ...] */
  records_json: string;
  created_by: string;
  created_at: string;
}

/** Pieces of a tyre in a warehouse an accepted quote holds (decision 247). */
export interface QuoteAllocationTable {
  quote_id: number;
  tyre_id: number;
  warehouse_id: number;
  pieces: number;
  created_at: string;
}

/** The seller's company profile (decision 230): one row, id 1, once saved. */
export interface SellerProfileTable {
  id: number;
  legal_name: string;
  /** One address line per text line. */
  address: string;
  vat_number: string;
  registration_number: string;
  bank_beneficiary: string;
  bank_name: string;
  bank_address: string;
  /** Electronic form: upper case, no spaces. */
  iban: string;
  swift: string;
  /** JSON: the payment terms offered, the default first. */
  payment_terms_json: string;
  validity_days: number;
  lead_time: string;
  /** JSON: the HS code per vehicle type. */
  hs_codes_json: string;
  bank_changed_at: string | null;
  updated_at: string;
}

/** A buyer's company (decision 255): what every inquiry of its members starts from. */
export interface BuyerCompanyTable {
  id: Generated<number>;
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
  vat_number: string;
  phone: string;
  /** JSON: the addresses, the first the one an inquiry starts with. */
  addresses_json: string;
  /** JSON: the destination ports the buyer ships to. */
  ports_json: string;
  incoterm: string;
  currency: string;
  created_at: string;
  updated_at: string;
}

/** An account's company: at most one; the owner is a member with role 'owner'. */
export interface BuyerCompanyMemberTable {
  user_id: string;
  company_id: number;
  role: "owner" | "member";
  joined_at: string;
}

/** A colleague invited by e-mail; the e-mail's link carries the token whose hash is kept. */
export interface BuyerCompanyInviteTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/**
 * better-auth's user table (decision 010), only the columns the app reads itself through Kysely;
 * better-auth keeps the rest.
 */
export interface UserTable {
  id: string;
  email: string;
  /** The display currency the buyer chose on /currency (decision 298), or null. */
  displayCurrency: string | null;
  /** The language the account last used (a registration's or an inquiry's page), or null: what mails tied to no inquiry are written in. */
  language: string | null;
}

export interface Database {
  user: UserTable;
  buyer_company: BuyerCompanyTable;
  buyer_company_member: BuyerCompanyMemberTable;
  buyer_company_invite: BuyerCompanyInviteTable;
  stock_feed_key: StockFeedKeyTable;
  stock_feed_draft: StockFeedDraftTable;
  quote_allocation: QuoteAllocationTable;
  warehouse: WarehouseTable;
  tyre_stock: TyreStockTable;
  tyre_incoming: TyreIncomingTable;
  tyre_supply: TyreSupplyTable;
  seller_profile: SellerProfileTable;
  freight_port: FreightPortTable;
  freight_settings: FreightSettingsTable;
  exchange_rate: ExchangeRateTable;
  shipping_choice: ShippingChoiceTable;
  user_role: UserRoleTable;
  audit_log: AuditLogTable;
  container_capacity: ContainerCapacityTable;
  quote_basket_line: QuoteBasketLineTable;
  page_cache: PageCacheTable;
  brand: BrandTable;
  tyre: TyreTable;
  tyre_order: TyreOrderTable;
  catalogue_revision: CatalogueRevisionTable;
  inquiry: InquiryTable;
  inquiry_line: InquiryLineTable;
  mail_job: MailJobTable;
  quote: QuoteTable;
  quote_line: QuoteLineTable;
  order_progress: OrderProgressTable;
  order_step: OrderStepTable;
  order_photo: OrderPhotoTable;
  mail_attachment: MailAttachmentTable;
  inquiry_note: InquiryNoteTable;
  catalogue_upload: CatalogueUploadTable;
  catalogue_upload_dropped: CatalogueUploadDroppedTable;
  catalogue_import: CatalogueImportTable;
}

export type BrandRow = Selectable<BrandTable>;
export type TyreRow = Selectable<TyreTable>;
export type NewTyreRow = Insertable<TyreTable>;
export type InquiryRow = Selectable<InquiryTable>;
export type MailJobRow = Selectable<MailJobTable>;
export type { ColumnType };
