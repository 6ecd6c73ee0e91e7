// The /quote page's side of a quote request: the 'request' intent of its form post,
// and what the page says afterwards (the request sent, or the tyres 'Request again' left out).
// A plain form post, so it works without JavaScript; success answers 303 (decision 132).
import { randomUUID } from "node:crypto";
import { redirect, type AppLoadContext } from "react-router";
import { loginHref } from "../auth/redirect-path";
import type { SessionUser } from "../auth/session-user";
import { formValues } from "../forms/check-form";
import { failureResponse } from "../forms/form-response.server";
import { readBasket } from "../quote-basket/basket.server";
import { BASKET_INQUIRY_FIELDS } from "./basket-inquiry-schema";
import { getBuyerInquiryLines } from "./buyer-inquiries.server";
import { DEFAULT_SHIPPING_TERMS, SHIPPING_TERMS } from "./inquiry-options";
import { NAMED_PLACES } from "./named-places";
import { submitBasketInquiry } from "./submit-inquiry.server";
import { parseRowId } from "../http/number-param";
import { loadFreightTable } from "../freight/freight-table.server";
import type { FreightTable } from "../domain/freight";
import { getCompanyOf } from "../company/company.server";
import { inquiryStartOf, type InquiryStart } from "../domain/buyer-company";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { requestLanguage } from "../i18n/languages";

async function companyStartOf(db: Kysely<Database>, userId: string): Promise<InquiryStart | null> {
  const membership = await getCompanyOf(db, userId);
  return membership ? inquiryStartOf(membership.company) : null;
}

type Context = Pick<AppLoadContext, "db" | "auth" | "config" | "inquiries" | "log" | "requestId">;

/** The 'request' intent: a visitor is sent to log in (and back); a buyer's basket becomes one inquiry. */
export async function requestQuote(request: Request, context: Context, form: FormData) {
  const basket = await readBasket(request, context);
  if (!basket.user) throw redirect(loginHref("/quote"), { status: 303 });
  const values = formValues(form, BASKET_INQUIRY_FIELDS);
  const result = await submitBasketInquiry(context.db, context.inquiries, {
    user: basket.user,
    values,
    entries: basket.entries,
    keepAsCompany: form.get("keepAsCompany") === "on",
    language: requestLanguage(request),
  });
  if (!result.ok) {
    const headers = { ...basket.headers, ...(result.retryAfterSeconds !== undefined && { "Retry-After": String(result.retryAfterSeconds) }) };
    const { idempotencyKey: _key, ...typed } = values;
    return failureResponse(result.failure, { values: { ...typed, keepAsCompany: form.get("keepAsCompany") === "on" ? "on" : "" } }, headers);
  }
  if (!result.replayed) context.log.info({ inquiry: result.inquiry.id, user: basket.user.id, requestId: context.requestId }, "quote request stored");
  return redirect(`/quote?sent=${result.inquiry.id}`, { status: 303, headers: basket.headers });
}

export interface QuoteRequestState {
  /** For a signed-in buyer: the form's defaults and this opening's idempotency key. */
  form: {
    idempotencyKey: string;
    name: string;
    email: string;
    portOfLoading: string;
    shippingTerms: typeof SHIPPING_TERMS;
    defaultShippingTerms: string;
    namedPlaces: typeof NAMED_PLACES;
    /** What the buyer's company profile fills in (decision 255); null without one, when the form offers to keep these details. */
    company: InquiryStart | null;
  } | null;
  /** The request just sent (?sent=ID), when it is this buyer's. */
  sent: { id: number; email: string } | null;
  /** After 'Request again' (?again=ID&skipped=0.2): the inquiry and the tyres left out. */
  again: { id: number; skipped: string[] } | null;
}

/** `readFreight`: how the seller's freight table is read (the quote page's is kept per revision). */
export async function loadQuoteRequestState(
  context: Pick<AppLoadContext, "db" | "config">,
  user: SessionUser | null,
  url: URL,
  readFreight: (db: AppLoadContext["db"]) => Promise<FreightTable> = loadFreightTable,
): Promise<QuoteRequestState> {
  if (!user) return { form: null, sent: null, again: null };
  const form = {
    idempotencyKey: randomUUID(),
    name: user.name ?? "",
    email: user.email,
    // FOB's named place is the seller's freight table's, as the engine prices it (decision 211).
    portOfLoading: (await readFreight(context.db)).settings.portOfLoading,
    shippingTerms: SHIPPING_TERMS,
    defaultShippingTerms: DEFAULT_SHIPPING_TERMS,
    namedPlaces: NAMED_PLACES,
    company: await companyStartOf(context.db, user.id),
  };
  const sentId = parseRowId(url.searchParams.get("sent"));
  const sent = sentId !== null && (await getBuyerInquiryLines(context.db, user.id, sentId)) ? { id: sentId, email: user.email } : null;
  const againId = parseRowId(url.searchParams.get("again"));
  const againLines = againId === null ? null : await getBuyerInquiryLines(context.db, user.id, againId);
  const positions = new Set(
    (url.searchParams.get("skipped") ?? "")
      .split(".")
      .filter((p) => /^\d{1,3}$/.test(p))
      .map(Number),
  );
  const again = againLines && {
    id: againId!,
    skipped: againLines.filter((_, i) => positions.has(i)).map((line) => [line.name, line.size].filter(Boolean).join(" ")),
  };
  return { form, sent, again };
}
