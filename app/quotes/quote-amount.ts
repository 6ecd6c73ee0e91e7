// Amounts the seller types on the quote form: read the same way by the server's check
// and by the form's running total. Browser-safe and free of zod, so the compose page stays light.
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import { parseMoney } from "../domain/money-text";
import { DEPOSIT_PERCENT, paymentSchedule, quoteTotals } from "../domain/seller-quote";

/** The largest amount a price or shipping field takes: 100 million in major units. */
const MAX_AMOUNT_MINOR = 100_000_000_00;

/** An amount the seller typed ("345", "345.00", "1,049.90", "€345"), in minor units of `currency`. */
export function amountOf(value: string, currency: string, label: string): { minor: number } | { error: string } {
  if (value.trim() === "") return { error: `${label} is required.` };
  const parsed = parseMoney(value);
  if (!parsed.ok) return { error: `${label}: ${parsed.error}.` };
  if (parsed.currency && parsed.currency !== currency) return { error: `${label} must be in ${currency}.` };
  if (parsed.amountMinor > MAX_AMOUNT_MINOR) return { error: `${label} is too large.` };
  return { minor: parsed.amountMinor };
}

/**
 * The quote's total as the form stands, in words: goods, shipping, total and the deposit. Null
 * while a price or the shipping cannot be read yet; the server's check then names the field.
 */
export function quoteTotalPreview(prices: readonly string[], quantities: readonly number[], shipping: string, currency: CurrencyCode): string | null {
  const lines: { quantity: number; unitPriceMinor: number }[] = [];
  for (const [i, price] of prices.entries()) {
    const amount = amountOf(price, currency, "Price");
    if ("error" in amount || amount.minor === 0) return null;
    lines.push({ quantity: quantities[i]!, unitPriceMinor: amount.minor });
  }
  const shippingAmount = amountOf(shipping, currency, "Shipping");
  if ("error" in shippingAmount) return null;
  const totals = quoteTotals(lines, shippingAmount.minor);
  const text = (minor: number) => formatMoney(money(minor, currency));
  const { depositMinor } = paymentSchedule(totals.totalMinor);
  return `Goods ${text(totals.subtotalMinor)} + shipping ${text(totals.shippingMinor)} = ${text(totals.totalMinor)}; deposit (${DEPOSIT_PERCENT}%) ${text(depositMinor)}.`;
}
