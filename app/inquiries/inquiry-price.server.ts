// The price a single-tyre inquiry will send, shown in the inquiry dialog before it is sent
// (decision 257): priced by priceInquiry, the very function submitInquiry stores and e-mails with
// (the one engine, decision 207), and worded as the e-mails word it (the line, then the rows). In
// the buyer's display currency when they chose one (decision 298), converted as /quote converts:
// the inquiry itself stores the catalogue's currency, the one the seller answers in.
import type { Kysely } from "kysely";
import { getTyre } from "../catalogue/repository.server";
import type { Database } from "../db/schema";
import { shownDeal, type Deal, type ShippingChoice } from "../domain/deal";
import { freightNote } from "../domain/deal-text";
import type { ExchangeRate } from "../domain/exchange-rate";
import { convertedDeal, showMoney } from "../domain/shown-money";
import type { InquiryDraft } from "./basket-inquiry-draft";
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
  rate: ExchangeRate | null = null,
): Promise<{ price: InquiryPriceView | null } | null> {
  if (!(await getTyre(db, tyreId))) return null;
  const { deal, draft } = await priceInquiry(db, [{ tyreId, quantity }], choice);
  if (!deal || !draft) return { price: null };
  return { price: rate ? convertedView(deal, draft, choice, rate) : viewOf(draft, choice) };
}

function viewOf(draft: InquiryDraft, choice: ShippingChoice): InquiryPriceView {
  return { lines: draftLineTexts(draft), rows: storedDealRows(storedDealOfDraft(draft, choice.term ?? ""), draftPieces(draft)) };
}

/** The same words with every amount at `rate`: the lines from converted unit prices, the total the sum of the converted parts. */
function convertedView(deal: Deal, draft: InquiryDraft, choice: ShippingChoice, rate: ExchangeRate): InquiryPriceView {
  const shown = convertedDeal(deal, rate);
  const inCurrency: InquiryDraft = {
    ...draft,
    currency: rate.to.code,
    minorUnits: rate.to.minorUnits,
    lines: draft.lines.map((line, i) => ({
      ...line,
      currency: rate.to.code,
      unitPriceMinor: shown.lines[i]!.unitPrice.amountMinor,
      lineTotalMinor: shown.lines[i]!.lineTotal.amountMinor,
    })),
  };
  const stored = storedDealOfDraft(draft, choice.term ?? "");
  const note = stored.freightNote === null ? null : freightNote(shownDeal(deal), (amount) => showMoney(amount, rate));
  const rows = storedDealRows(
    { ...stored, freightNote: note, goods: shown.goods, freight: shown.freight, insurance: shown.insurance, total: shown.total },
    draftPieces(draft),
  );
  return { lines: draftLineTexts(inCurrency), rows };
}
