// The buyer's order page (decision 251): the current quote of one of their company's inquiries with
// its lines, as they confirm it before accepting, and once accepted the next steps: the deposit,
// the seller's bank as the company profile holds it now (with when it last changed) and the
// reference. Another company's (or buyer's) inquiry reads as none (decision 255).
import type { Kysely } from "kysely";
import { getSellerProfile } from "~/admin/seller-profile.server";
import type { Database } from "~/db/schema";
import { inquiryVisibleTo } from "../company/shared-inquiries.server";
import { nextStepsOf, type NextStepsView } from "./next-steps";
import { getSentQuote, markQuoteViewed } from "./sent-quote.server";
import type { SentQuoteView } from "./sent-quote";

export interface BuyerOrderView {
  inquiryId: number;
  quote: SentQuoteView;
  /** Once accepted; null before. */
  nextSteps: NextStepsView | null;
}

export async function getBuyerOrder(db: Kysely<Database>, userId: string, inquiryId: number, now: Date): Promise<BuyerOrderView | null> {
  const own = await db.selectFrom("inquiry").select("id").where("id", "=", inquiryId).where(inquiryVisibleTo(userId)).executeTakeFirst();
  const sent = own ? await getSentQuote(db, inquiryId, now, "buyer") : null;
  if (!sent) return null;
  await markQuoteViewed(db, inquiryId, now);
  const nextSteps = sent.view.state === "accepted" ? nextStepsOf({ ...sent.quote, seller: await getSellerProfile(db) }) : null;
  return { inquiryId, quote: sent.view, nextSteps };
}
