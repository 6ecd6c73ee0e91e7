// The words beside a bulk quote's numbers: why the unit price is what it is, and what the shipping buys.
import { formatMoney, type Money } from "../domain/money";
import type { ContainerSize, PriceTier } from "../domain/pricing";

// "Minimum-order", not "trial": trial tyres are the 1-2 bought on a marketplace (spec §2, decision 224).
/** spec §9 unit price bands, with the surcharge in the tyre's own currency (not the spec shop's $). */
export function tierNote(quote: { tier: PriceTier; surchargePerUnit: Money }, show: (amount: Money) => string = formatMoney): string {
  const surcharge = show(quote.surchargePerUnit);
  switch (quote.tier) {
    case "trial":
      return `Minimum-order surcharge +${surcharge} per tyre`;
    case "20ft":
      return `20ft container rate +${surcharge} per tyre`;
    case "40ft":
      return "40ft container rate";
  }
}

/** spec §9 shipping: one 20ft container up to 160 pcs, else one 40ft container per started 280 pcs. */
export function shippingNote(quote: { container: ContainerSize; containerCount: number }): string {
  const count = quote.container === "20ft" ? 1 : quote.containerCount;
  return `${count} × ${quote.container} container${count === 1 ? "" : "s"}`;
}

const pieces = new Intl.NumberFormat("en-IE", { maximumFractionDigits: 0 });

/** "1,120 pcs". */
export function formatPieces(quantity: number): string {
  return `${pieces.format(quantity)} pcs`;
}
