// The price a single-tyre inquiry will send, shown in the inquiry dialog before it is sent
// (decision 257): priced by priceInquiry, the very function submitInquiry stores and e-mails with
// (the one engine, decision 207), and worded as the e-mails word it (the line, then the rows). In
// the buyer's display currency when they chose one (decision 298), converted as /quote converts:
// the inquiry itself stores the catalogue's currency, the one the seller answers in.
import type { Kysely } from "kysely";
import { getTyre } from "../catalogue/repository.server";
import type { Database } from "../db/schema";
import { shownDeal, type Deal, type ShippingChoice } from "../domain/deal";
import { freightNote, type ShowMoney } from "../domain/deal-text";
import type { ExchangeRate } from "../domain/exchange-rate";
import { money, type CurrencyCode } from "../domain/money";
import { convertedDeal, convertedMoney, showMoney } from "../domain/shown-money";
import { isIncoterm } from "../domain/incoterms";
import { dealWording, type DealWording } from "../buy-now/deal-wording.server";
import type { Language } from "../i18n/languages";
import type { InquiryDraft } from "./basket-inquiry-draft";
import { draftLineTexts, draftPieces } from "./deal-mail-section";
import { storedDealOfDraft, storedDealRows, type StoredDeal } from "./stored-deal";
import { priceInquiry } from "./submit-inquiry.server";

/** One row: its name (the e-mails' English label, which marks it), its value and its label in the page's language. */
export type InquiryPriceRow = [name: string, value: string, label: string];

export interface InquiryPriceView {
  /** "Tyre, size: 50 pcs × €120.00 = €6,000.00" */
  lines: string[];
  /** Goods, sea freight, insurance, total, terms: as the e-mails' rows, in the page's language. */
  rows: InquiryPriceRow[];
}

/** null: no such tyre; `price: null`: the tyre has no price today (the inquiry goes without one). */
export async function loadInquiryPrice(
  db: Kysely<Database>,
  tyreId: number,
  quantity: number,
  choice: ShippingChoice,
  rate: ExchangeRate | null = null,
  language: Language = "en",
): Promise<{ price: InquiryPriceView | null } | null> {
  if (!(await getTyre(db, tyreId))) return null;
  const { deal, draft } = await priceInquiry(db, [{ tyreId, quantity }], choice);
  if (!deal || !draft) return { price: null };
  const view = rate ? convertedView(deal, draft, choice, rate) : viewOf(draft, choice);
  if (language === "en") return { price: view };
  const inCurrency = rate ? convertedDraft(deal, draft, rate) : draft;
  const words = dealWording(language);
  return { price: translatedView(deal, inCurrency, view.stored, words, (amount) => words.money(convertedMoney(amount, rate))) };
}

/** The view as the e-mails word it, with the stored deal it was read from. */
interface EnglishView {
  lines: string[];
  rows: InquiryPriceRow[];
  stored: StoredDeal;
}

const named = (rows: Array<[string, string]>): InquiryPriceRow[] => rows.map(([label, value]) => [label, value, label]);

function viewOf(draft: InquiryDraft, choice: ShippingChoice): EnglishView {
  const stored = storedDealOfDraft(draft, choice.term ?? "");
  return { lines: draftLineTexts(draft), rows: named(storedDealRows(stored, draftPieces(draft))), stored };
}

/**
 * The same rows in another language, in the order storedDealRows gives them: the notes worded
 * again from the deal (the stored ones are the e-mails' English).
 */
function translatedView(deal: Deal, draft: InquiryDraft, stored: StoredDeal, words: DealWording, show: ShowMoney): InquiryPriceView {
  // Every amount, inside a sentence or alone, as the page's language writes it (decision 310).
  const amount = (minor: number) => words.money({ ...money(minor, draft.currency as CurrencyCode), minorUnits: draft.minorUnits });
  const lines = draft.lines.map((line) =>
    words.line({ tyre: line.tyreName, size: line.size, quantity: line.quantity, unit: amount(line.unitPriceMinor), total: amount(line.lineTotalMinor) }),
  );
  const note = stored.freightNote === null ? null : words.freightNote(shownDeal(deal), show);
  const rows: InquiryPriceRow[] = [];
  if (stored.goods) rows.push(["Goods", words.rows.goodsFor(words.money(stored.goods), draftPieces(draft)), words.rows.goods]);
  if (stored.freight) {
    const [name, label] = stored.freightBasis === null ? ["Shipping", words.rows.shipping] : ["Sea freight", words.seaFreight];
    rows.push([name, note ? `${words.money(stored.freight)} (${note})` : words.money(stored.freight), label]);
  } else if (note) rows.push(["Sea freight", note, words.seaFreight]);
  if (stored.insurance) {
    const value =
      stored.insuranceBasisPoints === null
        ? words.money(stored.insurance)
        : `${words.money(stored.insurance)} (${words.insuranceNote(stored.insuranceBasisPoints)})`;
    rows.push(["Insurance", value, words.rows.insurance]);
  }
  if (stored.terms === "DDP" && stored.freightBasis !== null) rows.push(["Duties and delivery", words.dutiesQuotedBySeller, words.rows.dutiesAndDelivery]);
  rows.push(["Total", words.money(stored.total), words.rows.total]);
  rows.push(["Terms", isIncoterm(stored.terms) ? words.terms({ term: stored.terms, place: stored.namedPlace ?? "" }) : stored.terms, words.rows.terms]);
  return { lines, rows };
}

/** The draft's lines at `rate`: each from its converted unit price. */
function convertedDraft(deal: Deal, draft: InquiryDraft, rate: ExchangeRate): InquiryDraft {
  const shown = convertedDeal(deal, rate);
  return {
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
}

/** The same words with every amount at `rate`: the lines from converted unit prices, the total the sum of the converted parts. */
function convertedView(deal: Deal, draft: InquiryDraft, choice: ShippingChoice, rate: ExchangeRate): EnglishView {
  const shown = convertedDeal(deal, rate);
  const stored = storedDealOfDraft(draft, choice.term ?? "");
  const note = stored.freightNote === null ? null : freightNote(shownDeal(deal), (amount) => showMoney(amount, rate));
  const converted = { ...stored, freightNote: note, goods: shown.goods, freight: shown.freight, insurance: shown.insurance, total: shown.total };
  return { lines: draftLineTexts(convertedDraft(deal, draft, rate)), rows: named(storedDealRows(converted, draftPieces(draft))), stored: converted };
}
