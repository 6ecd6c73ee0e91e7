// The words beside a deal's numbers, the same on every screen and in every e-mail: what the
// shipping terms include, where the freight goes and at what rate, and what would cost less.
import type { DealShipping, MoreCostsLess, RemoveToSave, ShownDeal } from "./deal";
import { formatMoney, money, type CurrencyCode, type Money } from "./money";

/** How an amount is written: the catalogue's currency by default, or converted for a display currency (decision 285). */
export type ShowMoney = (amount: Money) => string;

const containers = (count: number, container: string) => `${count} × ${container} container${count === 1 ? "" : "s"}`;

/** The term and its place as a contract names it: "CIF Lagos Apapa (NGAPP)", "FOB Rotterdam". */
export function termsText(shipping: Pick<DealShipping, "term" | "place">): string {
  if (shipping.term === null) return "Shipping terms not chosen";
  return shipping.place ? `${shipping.term} ${shipping.place}` : shipping.term;
}

/** FOB: the buyer's own sea freight. */
export function buyerFreightText(shipping: Pick<DealShipping, "portOfLoading">): string {
  return `Sea freight from ${shipping.portOfLoading} is arranged and paid by the buyer`;
}

/** DDP: what the price leaves to the seller's own quote. */
export const DUTIES_QUOTED_BY_SELLER = "Import duties, taxes and inland delivery are quoted by the seller";

/** The note under the freight amount: the containers, where to, and where the rate comes from. */
export function freightNote(deal: Pick<ShownDeal, "plan" | "shipping" | "currency">, show: ShowMoney = formatMoney): string {
  const { plan, shipping } = deal;
  const load = containers(plan.containerCount, plan.container);
  const freight = shipping.freight;
  if (!freight) return buyerFreightText(shipping);
  const rate = show(money(plan.container === "20ft" ? freight.rate20Minor : freight.rate40Minor, deal.currency));
  if (shipping.term === null) return `${load}, estimate at ${rate} each`;
  const transit = freight.transitDays === null ? "" : `, about ${freight.transitDays} days at sea`;
  if (shipping.port) {
    const example = freight.example ? " (example rate, to be confirmed)" : "";
    const via = shipping.term === "DDP" ? ` via ${shipping.port.name} (${shipping.port.code})` : ` to ${shipping.port.name}`;
    return `${load}${via} at ${rate} each${example}${transit}`;
  }
  const unlisted = shipping.term === "DDP" ? (shipping.country ? "we list no port in that country" : "the country was not given") : "we do not list this port";
  return `${load} at our default rate of ${rate} each (${unlisted})`;
}

/** "0.3% of 110% of the CIF value". */
export function insuranceNote(basisPoints: number): string {
  const percent = (basisPoints / 100).toLocaleString("en-IE", { maximumFractionDigits: 2 });
  return `${percent}% of 110% of the CIF value`;
}

/** "Remove 1 pcs to save €2,000.00 (one 40ft less)": the spec writes pieces as "pcs". */
export function removeToSaveText(hint: RemoveToSave, size?: string, show: ShowMoney = formatMoney): string {
  const of = size ? ` of ${size}` : "";
  return `Remove ${hint.pieces} pcs${of} to save ${show(hint.saves)} (one ${hint.container} less)`;
}

/** "161 pcs cost €382.00 less than 160". */
export function moreCostsLessText(hint: MoreCostsLess, show: ShowMoney = formatMoney): string {
  return `${hint.quantity} pcs cost ${show(hint.saves)} less than ${hint.from}`;
}

/** Amount text for a line that may be absent: "included" never appears, a missing line is not shown. */
export function amountText(amountMinor: number, currency: CurrencyCode): string {
  return formatMoney(money(amountMinor, currency));
}
