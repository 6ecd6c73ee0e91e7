// Rendering an inquiry's two e-mails into outbox jobs (decision 050): one step of the submission
// (submit-inquiry.server.ts), run inside the transaction that stores the inquiry, because the
// e-mails name the inquiry's number.
import { randomBytes } from "node:crypto";
import type { Tyre } from "../catalogue/tyre";
import type { InquiryDraft } from "./basket-inquiry-draft";
import { buyerBasketMail, supplierBasketMail, type BasketInquiryMailInput } from "./basket-inquiry-email";
import { buyerMail, supplierMail, type InquiryMailInput, type RenderedMail } from "./inquiry-email";
import type { Inquiry } from "./inquiry-schema";
import type { Language } from "../i18n/languages";
import type { DealNotes } from "./buyer-deal-notes";

/** One e-mail of an inquiry, ready for the mail_job table. */
export interface MailJobDraft {
  kind: "supplier" | "buyer";
  messageId: string;
  to: string;
  replyTo: string | null;
  mail: RenderedMail;
}

/** What the stored inquiry adds to what was asked: its number and its model line. */
export interface StoredInquiryFacts {
  id: number;
  model: string;
}

export interface InquiryMailSettings {
  /** The account's own address and name: the confirmation goes only there. */
  account: { email: string; name: string | null };
  inquiry: Inquiry;
  tyre: Tyre | null;
  /** The deal the inquiry stores, priced by the engine; null without a priced tyre. */
  draft?: InquiryDraft | null;
  pricingNote?: string | null;
  publicUrl: string;
  supplierEmail: string;
  /** The language of the page it was sent from, and the deal's notes in it: the buyer's confirmation is written in it. */
  language?: Language;
  notes?: DealNotes | null;
}

/** The supplier's e-mail (Reply-To the buyer) and the buyer's confirmation, for one stored inquiry. */
export function inquiryMailJobs(settings: InquiryMailSettings): (stored: StoredInquiryFacts) => MailJobDraft[] {
  const { account, inquiry, tyre, draft, pricingNote, publicUrl, supplierEmail, language, notes } = settings;
  const domain = new URL(publicUrl).hostname;
  return (stored) => {
    const input: InquiryMailInput = {
      inquiryId: stored.id,
      inquiry: { ...inquiry, model: stored.model },
      tyre: tyre && { id: tyre.id, brand: tyre.brand, model: tyre.model, pattern: tyre.pattern, size: tyre.size.normalized, productCode: tyre.productCode },
      draft: draft ?? null,
      pricingNote: pricingNote ?? null,
      account,
      publicUrl,
      language,
      notes,
    };
    return mailPair(stored.id, { domain, supplierEmail, replyTo: inquiry.email, accountEmail: account.email }, supplierMail(input), buyerMail(input));
  };
}

/** The two jobs of one inquiry: the supplier's (Reply-To what the buyer typed) and the account's confirmation. */
function mailPair(
  inquiryId: number,
  to: { domain: string; supplierEmail: string; replyTo: string; accountEmail: string },
  supplier: RenderedMail,
  buyer: RenderedMail,
): MailJobDraft[] {
  // One Message-ID per job, kept across retries, so a duplicate delivery is recognisable.
  const messageId = (kind: MailJobDraft["kind"]) => `<inquiry-${inquiryId}-${kind}-${randomBytes(6).toString("hex")}@${to.domain}>`;
  return [
    { kind: "supplier", messageId: messageId("supplier"), to: to.supplierEmail, replyTo: to.replyTo, mail: supplier },
    { kind: "buyer", messageId: messageId("buyer"), to: to.accountEmail, replyTo: null, mail: buyer },
  ];
}

export interface BasketInquiryMailSettings extends Omit<BasketInquiryMailInput, "inquiryId"> {
  supplierEmail: string;
}

/** A quote request's two e-mails (basket-inquiry-email.ts), once the inquiry has its number. */
export function basketInquiryMailJobs(settings: BasketInquiryMailSettings): (stored: StoredInquiryFacts) => MailJobDraft[] {
  const { supplierEmail, ...mail } = settings;
  return (stored) => {
    const input = { ...mail, inquiryId: stored.id };
    const to = { domain: new URL(mail.publicUrl).hostname, supplierEmail, replyTo: mail.form.email, accountEmail: mail.account.email };
    return mailPair(stored.id, to, supplierBasketMail(input), buyerBasketMail(input));
  };
}
