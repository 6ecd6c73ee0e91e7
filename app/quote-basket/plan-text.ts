// The words beside a basket's plan: how full the containers are, what else fits, and
// why the unit prices and shipping are what they are. Pure, for the page (in its language) and the
// e-mails and stored inquiries (in English, the default).
import type { Deal } from "~/domain/deal";
import type { ShowMoney } from "~/domain/deal-text";
import type { LoadPlan } from "~/domain/container-plan";
import { formatMoney } from "~/domain/money";
import { ENGLISH_BASKET, leftToRight, say, sayPieces, type BasketWording } from "./basket-wording";

/** A percent formatter per locale, made once (an Intl object costs more to make than to use). */
const percents = new Map<string, Intl.NumberFormat>();
const percent = (wording: BasketWording, fill: number) => {
  let format = percents.get(wording.locale);
  if (!format) percents.set(wording.locale, (format = new Intl.NumberFormat(wording.locale, { style: "percent", maximumFractionDigits: 0 })));
  return format.format(Math.round(fill * 100) / 100);
};
const containers = (count: number, container: string) => `${count} × ${container} container${count === 1 ? "" : "s"}`;

/** "20ft" in English, "20 pieds" in French: the container's length as the language writes it. */
export function containerLength(container: LoadPlan["container"], wording: BasketWording = ENGLISH_BASKET): string {
  return say(wording, container === "20ft" ? "container20ft" : "container40ft");
}

/** "Fills 78% of a 40ft container: room for about 60 more 315/80R22.5." */
export function planSummary(plan: LoadPlan, wording: BasketWording = ENGLISH_BASKET): string {
  if (plan.containerCount === 0) return say(wording, "nothingToShip");
  const last = plan.containerFills[plan.containerFills.length - 1]!;
  const full = plan.containerCount - 1;
  const container = containerLength(plan.container, wording);
  const part = percent(wording, last);
  const filled = full === 0 ? say(wording, "fillsPart", { percent: part, container }) : say(wording, "fillsMore", { full, container, percent: part });
  const weighed = plan.limitedBy === "weight" ? say(wording, "byWeight", { filled }) : filled;
  const room = plan.room.filter((r) => r.pieces > 0)[0];
  return room && last < 1
    ? say(wording, "summaryRoom", { filled: weighed, count: room.pieces, size: leftToRight(wording, room.size) })
    : say(wording, "summary", { filled: weighed });
}

/** How to fill the last container: more of the sizes already in it, the first three. */
export function fillSuggestions(plan: LoadPlan, wording: BasketWording = ENGLISH_BASKET): string[] {
  return plan.room
    .filter((r) => r.pieces > 0)
    .slice(0, 3)
    .map((r) => say(wording, "fillSuggestion", { pieces: sayPieces(wording, r.pieces), size: leftToRight(wording, r.size) }));
}

/** Each container's bar: its label ("Container 1: 40ft"), how full it reads, and its fill for the bar's width. */
export function containerBars(plan: LoadPlan, wording: BasketWording): Array<{ label: string; full: string; percent: number }> {
  const container = containerLength(plan.container, wording);
  return plan.containerFills.map((fill, i) => ({
    label: say(wording, "containerBar", { number: i + 1, container }),
    full: say(wording, "percentFull", { percent: percent(wording, fill) }),
    percent: Math.round(fill * 100),
  }));
}

/** The plan as /quote prints it, every sentence in the page's language. */
export interface PlanTexts {
  summary: string;
  bars: Array<{ label: string; full: string; percent: number }>;
  /** "To fill the last container: 10 pcs more of 295/80R22.5."; null when nothing more fits. */
  fillLast: string | null;
  /** The sizes planned at the standard counts, because they could not be read; null when none. */
  unknownSizes: string | null;
}

export function planTexts(plan: LoadPlan, wording: BasketWording): PlanTexts {
  const suggestions = fillSuggestions(plan, wording);
  const unknown = plan.lines
    .filter((l) => l.capacity.source === "unknown-size")
    .map((l) => (l.size ? leftToRight(wording, l.size) : say(wording, "unknownSize")));
  const comma = wording.rtl ? "، " : ", ";
  return {
    summary: planSummary(plan, wording),
    bars: containerBars(plan, wording),
    fillLast: suggestions.length > 0 ? say(wording, "fillLast", { suggestions: suggestions.join(comma) }) : null,
    unknownSizes: unknown.length > 0 ? say(wording, "unknownSizes", { sizes: unknown.join(comma) }) : null,
  };
}

/**
 * Why each tyre costs its offer price plus this much: the whole load decides (spec §9 bands).
 * `show`: how the page writes the surcharge (converted, isolated in Arabic); the wording's locale unless told.
 */
export function basketTierNote(
  quote: Pick<Deal, "tier" | "surchargePerUnit">,
  wording: BasketWording = ENGLISH_BASKET,
  show: ShowMoney = (amount) => formatMoney(amount, wording.moneyLocale),
): string {
  const surcharge = show(quote.surchargePerUnit);
  switch (quote.tier) {
    case "trial":
      return say(wording, "tierTrial", { surcharge });
    case "20ft":
      return say(wording, "tier20ft", { surcharge });
    case "40ft":
      return say(wording, "tier40ft");
  }
}

export function basketShippingNote(quote: Pick<Deal, "plan">): string {
  return containers(quote.plan.containerCount, quote.plan.container);
}
