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

/** The sentences planLoad writes, so a page can have them in its language; English unless told. */
export interface LoadWords {
  pieces(count: number): string;
  /** A ready day as it reads beside `today`. */
  day(day: string, today: string): string;
  allInStock(pieces: string): string;
  inStock(pieces: string): string;
  incoming(pieces: string): string;
  madeToOrder(pieces: string): string;
  readyPartsBy(parts: string[], day: string): string;
  noneToHave: string;
  atMost(pieces: string): string;
  warnNone(name: string, pieces: string): string;
  warnAtMost(name: string, pieces: string, most: string): string;
  readyNow: string;
  readyBy(day: string): string;
}

export const ENGLISH_LOAD_WORDS: LoadWords = {
  pieces: (n) => `${groupedCount(n)} pcs`,
  day: shortDate,
  allInStock: (pieces) => `All ${pieces} in stock`,
  inStock: (pieces) => `${pieces} in stock`,
  incoming: (pieces) => `${pieces} incoming`,
  madeToOrder: (pieces) => `${pieces} made to order`,
  readyPartsBy: (parts, day) => `${parts.join(", ")}: ready by ${day}`,
  noneToHave: "Out of stock, and no more can be ordered",
  atMost: (pieces) => `At most ${pieces} can be had`,
  warnNone: (name, pieces) => `${name}: you ask for ${pieces}, but none can be had.`,
  warnAtMost: (name, pieces, most) => `${name}: you ask for ${pieces}, but at most ${most} can be had.`,
  readyNow: "Ready to load now",
  readyBy: (day) => `Ready to load by ${day}`,
};

export function planLoad(lines: readonly LoadLine[], today: string, words: LoadWords = ENGLISH_LOAD_WORDS): LoadReadiness {
  const pcs = words.pieces;
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
        warnings.push(words.warnNone(line.name, pcs(line.quantity)));
        return words.noneToHave;
      }
      warnings.push(words.warnAtMost(line.name, pcs(line.quantity), pcs(plan.canHave)));
      return words.atMost(pcs(plan.canHave));
    }
    if (plan.date > latest) latest = plan.date;
    if (plan.fromStock === line.quantity) return words.allInStock(pcs(line.quantity));
    const parts = [
      plan.fromStock > 0 ? words.inStock(pcs(plan.fromStock)) : null,
      plan.fromIncoming > 0 ? words.incoming(pcs(plan.fromIncoming)) : null,
      plan.madeToOrder > 0 ? words.madeToOrder(pcs(plan.madeToOrder)) : null,
    ].filter((p): p is string => p !== null);
    return words.readyPartsBy(parts, words.day(plan.date, today));
  });
  const load = complete ? (latest === today ? words.readyNow : words.readyBy(words.day(latest, today))) : null;
  return { lines: texts, load, warnings };
}
