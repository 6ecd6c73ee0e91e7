// When a quote has expired: still unanswered, and its validity date is over in the
// shop's time zone. The pipeline's "expired" status reads the same rule (isCurrentQuoteExpired).
import type { QuoteStatus } from "../db/schema";
import { isPastValidity } from "../domain/seller-quote";

export function isQuoteExpired(quote: { status: QuoteStatus; validUntil: string }, at: Date): boolean {
  return quote.status === "sent" && isPastValidity(quote.validUntil, at);
}
