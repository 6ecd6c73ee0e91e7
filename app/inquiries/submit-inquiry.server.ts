// Submitting a purchase inquiry (spec §7, decision 050): check it with the form's own schema, find
// the tyre it is about, then store it with its two e-mails (rendered by inquiry-mail-jobs.server.ts)
// once per idempotency key and within the per-user rate limit. POST /api/send-email is a thin
// Express handler over this (server/inquiry-api.ts). A quote basket goes the same way as one
// inquiry with its lines (submitBasketInquiry, decision 132), from the /quote page. Both are
// priced by the one engine for the buyer's terms and stored alike (priceInquiry, decision 211).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SessionUser } from "../auth/session-user";
import { getTyre } from "../catalogue/repository.server";
import { createCompanyFromInquiry } from "../company/company.server";
import { companyOfInquiry } from "../domain/buyer-company";
import type { CurrencyCode } from "../domain/money";
import type { Database } from "../db/schema";
import { formFailure, type FormFailure } from "../forms/form-result";
import { MINIMUM_ORDER_QUANTITY } from "../domain/pricing";
import type { BasketEntry } from "../quote-basket/basket-lines";
import { basketTierNote } from "../quote-basket/plan-text";
import { loadQuote, type QuotePage } from "../quote-basket/quote.server";
import type { Deal, ShippingChoice } from "../domain/deal";
import { parseBasketInquiry } from "./basket-inquiry-schema";
import { basketInquiryMailJobs, inquiryMailJobs } from "./inquiry-mail-jobs.server";
import { inquiryDraftOfDeal, type InquiryDraft } from "./basket-inquiry-draft";
import { findInquiryByKey, storeInquiry, type StoredInquiry, type StoreInquiryResult } from "./inquiry-repository.server";
import { IDEMPOTENCY_KEY_PATTERN, INQUIRY_TYPE, parseInquiry, type Inquiry } from "./inquiry-schema";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";
import { mailWords } from "../mail/mail-words";
import { dealNotesIn, type DealNotes } from "./buyer-deal-notes";

export const MESSAGES = {
  keyInvalid: "Idempotency-Key must be 8-100 letters, digits, '-', '_', '.' or ':'.",
  unknownTyre: "No such tyre in the catalogue.",
  tooMany: "Too many inquiries. Please try again later.",
  keyReused: "This Idempotency-Key was already used for a different inquiry.",
  basketEmpty: "Your quote is empty: add tyres before you ask for it.",
  basketSetAside: "Remove the tyres that cannot be quoted today, then ask again:",
} as const;

/** spec §9: "Minimum order: 50 pieces", for the whole basket. */
export const belowMinimumMessage = (pieces: number) =>
  `Minimum order: ${MINIMUM_ORDER_QUANTITY} pieces in all. Add ${MINIMUM_ORDER_QUANTITY - pieces} more to ask for this quote.`;

export interface InquirySettings {
  publicUrl: string;
  supplierEmail: string;
  /** At most this many new inquiries per user an hour. */
  inquiryRateLimit: number;
}

export interface InquirySubmission {
  user: SessionUser;
  /** The buyer ticked "keep these details as my company's profile" (decision 255). */
  keepAsCompany?: boolean;
  /** The JSON body as sent. */
  body: unknown;
  /** The Idempotency-Key header, when sent; it wins over a key in the body. */
  idempotencyKey: string | undefined;
  /** The language of the page it was sent from: stored with it, and the buyer's e-mails are in it. */
  language?: Language;
}

export type SubmitInquiryResult = { ok: true; replayed: boolean; inquiry: StoredInquiry } | { ok: false; failure: FormFailure; retryAfterSeconds?: number };

export async function submitInquiry(db: Kysely<Database>, settings: InquirySettings, submission: InquirySubmission): Promise<SubmitInquiryResult> {
  const { user, idempotencyKey: headerKey } = submission;
  if (headerKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(headerKey)) {
    return { ok: false, failure: formFailure("invalid", MESSAGES.keyInvalid, { idempotencyKey: MESSAGES.keyInvalid }) };
  }
  const body = (submission.body ?? {}) as Record<string, unknown>;
  const parsed = parseInquiry(headerKey ? { ...body, idempotencyKey: headerKey } : body);
  if (!parsed.ok) return { ok: false, failure: parsed };

  const { inquiry, choice } = parsed;
  const tyre = inquiry.tyreId ? await getTyre(db, inquiry.tyreId) : null;
  if (inquiry.tyreId && !tyre) return { ok: false, failure: formFailure("invalid", MESSAGES.unknownTyre, { tyreId: MESSAGES.unknownTyre }) };
  // The tyre priced as the only line of a quote: a tyre without a price today stores no deal.
  const priced = tyre ? await priceInquiry(db, [{ tyreId: tyre.id, quantity: inquiry.quantity }], choice) : null;
  const draft = priced?.draft ?? null;

  const account = { email: user.email, name: user.name };
  const language = submission.language ?? DEFAULT_LANGUAGE;
  const result = await storeInquiry(db, {
    userId: user.id,
    inquiry,
    tyre,
    draft,
    // Without a key (a script, an old form) every request is a new inquiry.
    idempotencyKey: inquiry.idempotencyKey ?? `none:${randomUUID()}`,
    language,
    mailJobs: inquiryMailJobs({
      language,
      notes: buyerNotes(language, priced?.deal ?? null),
      account,
      inquiry,
      tyre,
      draft,
      pricingNote: priced?.deal ? basketTierNote(priced.deal) : null,
      publicUrl: settings.publicUrl,
      supplierEmail: settings.supplierEmail,
    }),
    rateLimit: settings.inquiryRateLimit,
  });
  if (submission.keepAsCompany && result.outcome === "created") await keepAsCompany(db, user, inquiry, choice, priced?.deal?.currency);
  return submitted(result);
}

/** A first inquiry's details kept as the buyer's company profile, when the buyer asked and has none (decision 255). */
async function keepAsCompany(db: Kysely<Database>, user: SessionUser, inquiry: Inquiry, choice: ShippingChoice, currency: CurrencyCode = "EUR") {
  await createCompanyFromInquiry(db, user.id, companyOfInquiry(inquiry, choice, currency));
}

function submitted(result: StoreInquiryResult): SubmitInquiryResult {
  switch (result.outcome) {
    case "rate-limited":
      return { ok: false, failure: formFailure("rate-limited", MESSAGES.tooMany), retryAfterSeconds: result.retryAfterSeconds };
    case "key-reused":
      return { ok: false, failure: formFailure("conflict", MESSAGES.keyReused) };
    default:
      return { ok: true, replayed: result.outcome === "replayed", inquiry: result.inquiry };
  }
}

export interface BasketInquirySubmission {
  user: SessionUser;
  /** The quote request form's fields as posted. */
  values: Record<string, string>;
  /** The buyer's basket. */
  entries: readonly BasketEntry[];
  /** The buyer ticked "keep these details as my company's profile" (decision 255). */
  keepAsCompany?: boolean;
  /** The language of the page it was sent from: stored with it, and the buyer's e-mails are in it. */
  language?: Language;
}

/**
 * The whole basket as one inquiry: the form checked, the basket priced at today's prices and
 * planned, refused with a reason when empty, under the minimum or holding tyres that cannot be
 * quoted; then stored like any inquiry, with its lines, and those lines leave the basket.
 */
export async function submitBasketInquiry(db: Kysely<Database>, settings: InquirySettings, submission: BasketInquirySubmission): Promise<SubmitInquiryResult> {
  const { user, entries } = submission;
  const parsed = parseBasketInquiry(submission.values);
  if (!parsed.ok) return { ok: false, failure: parsed };
  const { form } = parsed;
  // A form already sent (a double click, a reload, the back button) answers with its inquiry: the
  // basket it sent is gone from the basket by then, and what is there now is not what it asked.
  if (form.idempotencyKey) {
    const earlier = await findInquiryByKey(db, user.id, form.idempotencyKey);
    if (earlier) return { ok: true, replayed: true, inquiry: earlier };
  }
  if (entries.length === 0) return { ok: false, failure: formFailure("rejected", MESSAGES.basketEmpty) };
  const { page, deal: quote, draft: basket } = await priceInquiry(db, entries, form.choice);
  if (page.setAside.length > 0 || !quote || !basket) {
    const reasons = page.setAside.map((line) => `${line.name}: ${line.reason}`).join(" ");
    return { ok: false, failure: formFailure("rejected", `${MESSAGES.basketSetAside} ${reasons}`) };
  }
  if (quote.belowMinimum) return { ok: false, failure: formFailure("rejected", belowMinimumMessage(quote.pieces)) };

  const only = page.lines.length === 1 ? page.lines[0]! : null;
  const inquiry: Inquiry = {
    name: form.name,
    email: form.email,
    phone: form.phone,
    company: form.company,
    address: form.address,
    message: form.message,
    shippingTerms: form.shippingTerms,
    quantity: quote.pieces,
    // spec §3's model line: the tyre's name for one line, otherwise what the load is.
    model: only ? only.name : `Mixed load: ${page.lines.length} tyres`,
    type: INQUIRY_TYPE,
    tyreId: null,
    idempotencyKey: form.idempotencyKey,
  };
  const account = { email: user.email, name: user.name };
  const language = submission.language ?? DEFAULT_LANGUAGE;
  const result = await storeInquiry(db, {
    userId: user.id,
    inquiry,
    tyre: null,
    draft: basket,
    fromBasket: true,
    idempotencyKey: form.idempotencyKey ?? `none:${randomUUID()}`,
    language,
    mailJobs: basketInquiryMailJobs({
      language,
      notes: buyerNotes(language, quote),
      account,
      form,
      basket,
      pricingNote: basketTierNote(quote),
      publicUrl: settings.publicUrl,
      supplierEmail: settings.supplierEmail,
    }),
    rateLimit: settings.inquiryRateLimit,
  });
  if (submission.keepAsCompany && result.outcome === "created") await keepAsCompany(db, user, inquiry, form.choice, quote.currency);
  return submitted(result);
}

/** The deal's notes in the buyer's language; none in English, where the stored draft's own are printed. */
function buyerNotes(language: Language, deal: Deal | null): DealNotes | null {
  return deal && language !== DEFAULT_LANGUAGE ? dealNotesIn(mailWords(language), deal) : null;
}

/**
 * The lines priced by the one engine for the buyer's choice (loadQuote, decision 207) and the
 * draft an inquiry stores of them; no deal when no line could be priced. A single-tyre inquiry and
 * a quote request of the same tyre and quantity store the same numbers, because both come here.
 */
export async function priceInquiry(
  db: Kysely<Database>,
  entries: readonly BasketEntry[],
  choice: ShippingChoice,
): Promise<{ page: QuotePage; deal: Deal | null; draft: InquiryDraft | null }> {
  const page = await loadQuote(db, entries, choice);
  if (!page.deal) return { page, deal: null, draft: null };
  const draft = inquiryDraftOfDeal(
    page.deal,
    page.lines.map((line) => ({ tyreId: line.tyreId, tyreName: line.name })),
  );
  return { page, deal: page.deal, draft };
}
