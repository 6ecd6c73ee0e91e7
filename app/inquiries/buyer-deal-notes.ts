// The words beside an inquiry's numbers in the buyer's confirmation, written in the buyer's
// language from the priced deal (the same facts plan-text.ts and deal-text.ts word in English for
// the pages and the stored inquiry): the containers, how full they are, why the unit prices are
// what they are, and where the freight goes at what rate. The stored inquiry keeps the English.
import type { Deal } from "../domain/deal";
import { money } from "../domain/money";
import type { MailWords } from "../mail/mail-words";

/** The notes a confirmation prints, in its language. */
export interface DealNotes {
  /** "2 × 40ft containers" */
  containers: string;
  /** "Fills 78% of a 40ft container: room for about 60 more 315/80R22.5." */
  planSummary: string;
  /** "Full container load: the offer price" */
  pricingNote: string;
  /** "2 × 40ft containers to Lagos Apapa at €3,100.00 each, about 21 days at sea" */
  freightNote: string;
}

const percent = (words: MailWords, fill: number) => words.number(Math.round(fill * 100) / 100, { style: "percent" });

function containerLoad(words: MailWords, count: number, container: string): string {
  return words.t("containerLoad", { count, container });
}

function planSummaryIn(words: MailWords, plan: Deal["plan"]): string {
  if (plan.containerCount === 0) return words.t("planNothing");
  const last = plan.containerFills[plan.containerFills.length - 1]!;
  const full = plan.containerCount - 1;
  const fills =
    full === 0
      ? words.t("planFillsOne", { percent: percent(words, last), container: plan.container })
      : words.t("planFillsMore", { full, container: plan.container, percent: percent(words, last) });
  const filled = plan.limitedBy === "weight" ? `${fills}${words.t("planByWeight")}` : fills;
  const room = plan.room.filter((r) => r.pieces > 0)[0];
  return room && last < 1 ? words.t("planRoom", { filled, pieces: room.pieces, size: room.size }) : words.t("planDone", { filled });
}

function pricingNoteIn(words: MailWords, deal: Pick<Deal, "tier" | "surchargePerUnit">): string {
  const surcharge = words.money(deal.surchargePerUnit);
  switch (deal.tier) {
    case "trial":
      return words.t("tierTrial", { surcharge });
    case "20ft":
      return words.t("tier20ft", { surcharge });
    case "40ft":
      return words.t("tier40ft");
  }
}

function freightNoteIn(words: MailWords, deal: Pick<Deal, "plan" | "shipping" | "currency">): string {
  const { plan, shipping } = deal;
  const load = containerLoad(words, plan.containerCount, plan.container);
  const freight = shipping.freight;
  if (!freight) return words.t("freightByBuyer", { port: shipping.portOfLoading });
  const rate = words.money(money(plan.container === "20ft" ? freight.rate20Minor : freight.rate40Minor, deal.currency));
  if (shipping.term === null) return words.t("freightEstimate", { load, rate });
  const transit = freight.transitDays === null ? "" : words.t("freightTransit", { days: freight.transitDays });
  if (shipping.port) {
    const example = freight.example ? words.t("freightExample") : "";
    const priced =
      shipping.term === "DDP"
        ? words.t("freightVia", { load, port: shipping.port.name, code: shipping.port.code, rate })
        : words.t("freightTo", { load, port: shipping.port.name, rate });
    return `${priced}${example}${transit}`;
  }
  const reason = words.t(shipping.term === "DDP" ? (shipping.country ? "freightNoPortInCountry" : "freightNoCountry") : "freightPortNotListed");
  return words.t("freightDefault", { load, rate, reason });
}

export function dealNotesIn(words: MailWords, deal: Deal): DealNotes {
  return {
    containers: containerLoad(words, deal.plan.containerCount, deal.plan.container),
    planSummary: planSummaryIn(words, deal.plan),
    pricingNote: pricingNoteIn(words, deal),
    freightNote: freightNoteIn(words, deal),
  };
}
