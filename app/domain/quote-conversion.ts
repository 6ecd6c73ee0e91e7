// A quote issued in another currency than the catalogue's (decision 301): the seller prices in
// the catalogue's currency, and on sending every unit price, the freight and the insurance are
// converted once at the kept rate (convertMinor: rounded once, half away from zero, to the
// target's minor units). Each line is then the converted unit price times its pieces and the
// total the sum of the lines, the freight and the insurance, all in the target's minor units, so
// the figures on the PDF add up exactly to its total. Pure.
import { convertMinor, type ExchangeRate } from "./exchange-rate";
import { quoteTotals, type QuoteLineInput, type QuoteTotals } from "./seller-quote";

export interface QuoteFigures {
  lines: readonly QuoteLineInput[];
  shippingMinor: number;
  insuranceMinor: number;
}

export interface ConvertedQuote extends QuoteTotals {
  /** Each line's unit price in the quote's currency. */
  unitPricesMinor: number[];
}

export type QuoteConversion = { ok: true; quote: ConvertedQuote } | { ok: false; error: string };

/** The quote's figures in `rate.to`, or as they are when `rate` is null (issued in the catalogue's currency). */
export function convertQuote(figures: QuoteFigures, rate: ExchangeRate | null): QuoteConversion {
  const convert = (minor: number) => (rate ? convertMinor(minor, rate) : minor);
  try {
    const unitPricesMinor = figures.lines.map((line) => convert(line.unitPriceMinor));
    const totals = quoteTotals(
      figures.lines.map((line, i) => ({ quantity: line.quantity, unitPriceMinor: unitPricesMinor[i]! })),
      convert(figures.shippingMinor),
      convert(figures.insuranceMinor),
    );
    if (!Number.isSafeInteger(totals.totalMinor)) throw new RangeError("the total is too large");
    return { ok: true, quote: { ...totals, unitPricesMinor } };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // Only amounts near 2^53 minor units get here: 100 million euros in a currency of 1,000,000 to the euro.
    return { ok: false, error: `The quote is too large to issue in ${rate?.to.code ?? "this currency"}: its total passes what can be counted exactly.` };
  }
}
