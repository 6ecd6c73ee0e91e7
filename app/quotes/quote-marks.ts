// What the seller changed against what the buyer saw (decision 213): each unit price, the
// freight, the insurance, the term and its place. The compose form marks those fields after a post
// and while the seller types, and the audit log names them. Browser-safe, free of zod.
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import { amountOf } from "./quote-amount";
import { SHIPPING_TERM_VALUES } from "../inquiries/inquiry-options";
import { priceField } from "./quote-fields";

/** The figures as the buyer saw them on the inquiry: null where they saw none (no price, FOB's freight and insurance). */
export interface SeenFigures {
  incoterm: string;
  namedPlace: string;
  unitPricesMinor: Array<number | null>;
  freightMinor: number | null;
  insuranceMinor: number | null;
}

/** The seller's figures: undefined where a field cannot be read yet (its own error says why, so it is not also marked). */
export interface QuotedFigures {
  incoterm: string | undefined;
  namedPlace: string | undefined;
  unitPricesMinor: Array<number | undefined>;
  freightMinor: number | undefined;
  insuranceMinor: number | undefined;
}

/** A mark by field name: "changed: buyer saw €3,900.00". */
export type QuoteMarks = Record<string, string>;

const CHANGED = "changed: buyer saw";

// A place typed again with other spacing or capitals is the same place.
const samePlace = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/** Every figure the seller changed, with what the buyer saw. */
export function quoteMarks(seen: SeenFigures, quoted: QuotedFigures, currency: CurrencyCode): QuoteMarks {
  const text = (minor: number) => formatMoney(money(minor, currency));
  const marks: QuoteMarks = {};
  seen.unitPricesMinor.forEach((saw, i) => {
    const now = quoted.unitPricesMinor[i];
    // A general inquiry carried no price: the seller's first price is no change.
    if (saw !== null && now !== undefined && now !== saw) marks[priceField(i)] = `${CHANGED} ${text(saw)}`;
  });
  // None seen and zero charged are the same to the buyer.
  const amountMark = (saw: number | null, now: number | undefined, none: string) =>
    now === undefined || now === (saw ?? 0) ? null : `${CHANGED} ${saw === null ? none : text(saw)}`;
  const freight = amountMark(seen.freightMinor, quoted.freightMinor, "no freight");
  if (freight) marks.shipping = freight;
  const insurance = amountMark(seen.insuranceMinor, quoted.insuranceMinor, "no insurance");
  if (insurance) marks.insurance = insurance;
  if (quoted.incoterm !== undefined && quoted.incoterm !== seen.incoterm) marks.incoterm = `${CHANGED} ${seen.incoterm}`;
  if (quoted.namedPlace !== undefined && !samePlace(quoted.namedPlace, seen.namedPlace))
    marks.namedPlace = seen.namedPlace.trim() ? `${CHANGED} ${seen.namedPlace}` : `${CHANGED} no place`;
  return marks;
}

/** The form's values read as figures, the way the server's check reads them (FOB carries no insurance); a refused value is left unread. */
export function typedFigures(values: Record<string, string>, lineCount: number, currency: CurrencyCode): QuotedFigures {
  const read = (field: string) => {
    const amount = amountOf(values[field] ?? "", currency, field);
    return "error" in amount ? undefined : amount.minor;
  };
  // A unit price of zero is refused, like an unreadable one.
  const price = (field: string) => read(field) || undefined;
  const incoterm = SHIPPING_TERM_VALUES.find((term) => term === values.incoterm);
  const namedPlace = values.namedPlace?.trim() ? values.namedPlace : undefined;
  return {
    incoterm,
    namedPlace,
    unitPricesMinor: Array.from({ length: lineCount }, (_, i) => price(priceField(i))),
    freightMinor: read("shipping"),
    insuranceMinor: incoterm === "FOB" ? 0 : read("insurance"),
  };
}
