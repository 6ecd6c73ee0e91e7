// The price a single-tyre inquiry will send, shown in the inquiry dialog before it is sent
// (decision 257): priced by priceInquiry, the very function submitInquiry stores and e-mails with
// (the one engine, decision 207), and worded as the e-mails word it (the line, then the rows).
import type { Kysely } from "kysely";
import { getTyre } from "../catalogue/repository.server";
import type { Database } from "../db/schema";
import type { ShippingChoice } from "../domain/deal";
import { draftLineTexts, draftPieces } from "./deal-mail-section";
import { storedDealOfDraft, storedDealRows } from "./stored-deal";
import { priceInquiry } from "./submit-inquiry.server";

export interface InquiryPriceView {
  /** "Tyre, size: 50 pcs × €120.00 = €6,000.00" */
  lines: string[];
  /** Goods, sea freight, insurance, total, terms: as the e-mails' rows. */
  rows: Array<[string, string]>;
}

/** null: no such tyre; `price: null`: the tyre has no price today (the inquiry goes without one). */
export async function loadInquiryPrice(
  db: Kysely<Database>,
  tyreId: number,
  quantity: number,
  choice: ShippingChoice,
): Promise<{ price: InquiryPriceView | null } | null> {
  if (!(await getTyre(db, tyreId))) return null;
  const { draft } = await priceInquiry(db, [{ tyreId, quantity }], choice);
  if (!draft) return { price: null };
  return { price: { lines: draftLineTexts(draft), rows: storedDealRows(storedDealOfDraft(draft, choice.term ?? ""), draftPieces(draft)) } };
}
