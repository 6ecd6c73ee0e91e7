// When a basket's load can leave (decision 249): per
// line what is on hand, incoming and made to order, and for the whole load the day it can be
// loaded, the latest line's, with a warning for a line that asks for more than can ever be had.
// Plain data in, plain data out; `today` is the shop's day.
import { readyPlan, shortDate, type TyreAvailability } from "./availability";
import { groupedCount } from "./count-text";

export interface LoadLine {
  name: string;
  quantity: number;
  /** null: nothing known of the tyre's stock (spec §9's delivery estimate stands). */
  availability: TyreAvailability | null;
}

export interface LoadReadiness {
  /** Per line, in order: what it is made of and when it is ready; null when nothing is known. */
  lines: Array<string | null>;
  /** The whole load: "Ready to load now", "Ready to load by 12 Jan"; null when a line is unknown or short. */
  load: string | null;
  /** One per line that asks for more than can ever be had. */
  warnings: string[];
}

const pcs = (n: number) => `${groupedCount(n)} pcs`;

export function planLoad(lines: readonly LoadLine[], today: string): LoadReadiness {
  let latest = today;
  let complete = lines.length > 0;
  const warnings: string[] = [];
  const texts = lines.map((line): string | null => {
    const plan = readyPlan(line.availability, line.quantity, today);
    if (plan.kind === "unknown") {
      complete = false;
      return null;
    }
    if (plan.kind === "short") {
      complete = false;
      if (plan.canHave === 0) {
        warnings.push(`${line.name}: you ask for ${pcs(line.quantity)}, but none can be had.`);
        return "Out of stock, and no more can be ordered";
      }
      warnings.push(`${line.name}: you ask for ${pcs(line.quantity)}, but at most ${pcs(plan.canHave)} can be had.`);
      return `At most ${pcs(plan.canHave)} can be had`;
    }
    if (plan.date > latest) latest = plan.date;
    if (plan.fromStock === line.quantity) return `All ${pcs(line.quantity)} in stock`;
    const parts = [
      plan.fromStock > 0 ? `${pcs(plan.fromStock)} in stock` : null,
      plan.fromIncoming > 0 ? `${pcs(plan.fromIncoming)} incoming` : null,
      plan.madeToOrder > 0 ? `${pcs(plan.madeToOrder)} made to order` : null,
    ].filter((p): p is string => p !== null);
    return `${parts.join(", ")}: ready by ${shortDate(plan.date, today)}`;
  });
  const load = complete ? (latest === today ? "Ready to load now" : `Ready to load by ${shortDate(latest, today)}`) : null;
  return { lines: texts, load, warnings };
}
