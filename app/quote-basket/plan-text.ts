// The words beside a basket's plan: how full the containers are, what else fits, and
// why the unit prices and shipping are what they are. Pure, for the page and the e-mails.
import type { Deal } from "~/domain/deal";
import type { LoadPlan } from "~/domain/container-plan";
import { formatMoney } from "~/domain/money";
import { formatPieces } from "~/buy-now/quote-text";

const percent = (fill: number) => `${Math.round(fill * 100)}%`;
const containers = (count: number, container: string) => `${count} × ${container} container${count === 1 ? "" : "s"}`;

/** "Fills 78% of a 40ft container: room for about 60 more 315/80R22.5." */
export function planSummary(plan: LoadPlan): string {
  if (plan.containerCount === 0) return "Nothing to ship yet.";
  const last = plan.containerFills[plan.containerFills.length - 1]!;
  const full = plan.containerCount - 1;
  const filled =
    full === 0
      ? `Fills ${percent(last)} of a ${plan.container} container`
      : `Fills ${full} ${plan.container} container${full === 1 ? "" : "s"} and ${percent(last)} of one more`;
  const room = plan.room.filter((r) => r.pieces > 0)[0];
  const weight = plan.limitedBy === "weight" ? " (by weight)" : "";
  return room && last < 1 ? `${filled}${weight}: room for about ${room.pieces.toLocaleString("en-IE")} more ${room.size}.` : `${filled}${weight}.`;
}

/** How to fill the last container: more of the sizes already in it, the first three. */
export function fillSuggestions(plan: LoadPlan): string[] {
  return plan.room
    .filter((r) => r.pieces > 0)
    .slice(0, 3)
    .map((r) => `${formatPieces(r.pieces)} more of ${r.size}`);
}

/** Why each tyre costs its offer price plus this much: the whole load decides (spec §9 bands). */
export function basketTierNote(quote: Pick<Deal, "tier" | "surchargePerUnit">): string {
  const surcharge = formatMoney(quote.surchargePerUnit);
  switch (quote.tier) {
    case "trial":
      return `Minimum order (50 pieces in all): +${surcharge} per tyre`;
    case "20ft":
      return `The load fits one 20ft container: +${surcharge} per tyre`;
    case "40ft":
      return "Full container load: the offer price";
  }
}

export function basketShippingNote(quote: Pick<Deal, "plan">): string {
  return containers(quote.plan.containerCount, quote.plan.container);
}
