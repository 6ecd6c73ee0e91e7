// Each quote line's lead time, ready date and DOT (decision 262): what the compose form starts
// from (the tyre's stock, incoming pieces and lead time, as the basket plans them), how the
// seller's changes are checked, and how the proforma and the buyer's quote word them.
import { describeProduction, dotError, readDotText, readyPlan, type TyreAvailability } from "./availability";
import { addDays, isCalendarDate } from "./seller-quote";

export interface LineSupply {
  /** Days from the quote to the day the line can be loaded. */
  leadTimeDays: number | null;
  /** YYYY-MM-DD */
  readyOn: string | null;
  /** "DOT 2026", "DOT 2026 (week 12)", "DOT not older than 6 months". */
  dot: string | null;
}

/** The longest lead time a quote may name: a year, as the validity date. */
export const MAX_LEAD_TIME_DAYS = 365;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * What a line starts from: the day its whole quantity can be loaded and the days until then, and
 * the stock's DOT. A line that can never be had in full, or a tyre without data, starts empty: the
 * seller says what they can promise.
 */
export function defaultLineSupply(availability: TyreAvailability | null, quantity: number, today: string): LineSupply {
  const plan = readyPlan(availability, quantity, today);
  const dot = describeProduction(availability?.production ?? null);
  if (plan.kind !== "ready") return { leadTimeDays: null, readyOn: null, dot };
  return { leadTimeDays: daysBetween(today, plan.date), readyOn: plan.date, dot };
}

/** The form's text for each field ("" when none). */
export function lineSupplyValues(supply: LineSupply): { leadTime: string; readyOn: string; dot: string } {
  return { leadTime: supply.leadTimeDays === null ? "" : String(supply.leadTimeDays), readyOn: supply.readyOn ?? "", dot: supply.dot ?? "" };
}

export type LineSupplyCheck = { ok: true; supply: LineSupply } | { ok: false; errors: Partial<Record<"leadTime" | "readyOn" | "dot", string>> };

/** The seller's values for line `n` (1-based, for the messages): each may be empty; every error at once. */
export function parseLineSupply(values: { leadTime: string; readyOn: string; dot: string }, n: number, today: string): LineSupplyCheck {
  const errors: Partial<Record<"leadTime" | "readyOn" | "dot", string>> = {};
  const leadText = values.leadTime.trim();
  let leadTimeDays: number | null = null;
  if (leadText !== "") {
    if (!/^\d+$/.test(leadText) || Number(leadText) > MAX_LEAD_TIME_DAYS) {
      errors.leadTime = `Lead time of line ${n} must be a whole number of days from 0 to ${MAX_LEAD_TIME_DAYS}.`;
    } else leadTimeDays = Number(leadText);
  }
  const readyOn = values.readyOn.trim();
  if (readyOn !== "") {
    if (!isCalendarDate(readyOn)) errors.readyOn = `Ready date of line ${n} must be a date (YYYY-MM-DD).`;
    else if (readyOn < today) errors.readyOn = `Ready date of line ${n} cannot be in the past.`;
    else if (readyOn > addDays(today, 2 * MAX_LEAD_TIME_DAYS)) errors.readyOn = `Ready date of line ${n} must be within two years.`;
  }
  const dot = parseDot(values.dot, today);
  if (typeof dot === "object" && dot !== null) errors.dot = `DOT of line ${n}: ${dot.error}.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, supply: { leadTimeDays, readyOn: readyOn || null, dot: dot as string | null } };
}

/**
 * The DOT as a seller types it, worded as pages word it: "2026", "DOT 2026", "12/2026",
 * "2026 week 12", "DOT 2026 (week 12)", "not older than 6 months"; null when empty.
 */
export function parseDot(text: string, today: string): string | null | { error: string } {
  const shape = readDotText(text);
  if (shape === null || "error" in shape) return shape;
  if (shape.kind === "maxAge") return describeProduction(shape);
  const error = dotError(shape.year, shape.week, today);
  if (error) return { error: error.replace(/^the /, "") };
  return describeProduction(shape);
}

/** "Lead time 35 days · ready by 2 Jan 2027 · DOT 2026" for the proforma and the buyer's quote; null when none given. */
export function lineSupplyText(supply: LineSupply): string | null {
  const parts: string[] = [];
  // No lead time is a line loaded from stock: said so, rather than "0 days".
  if (supply.leadTimeDays === 0) parts.push("From stock");
  else if (supply.leadTimeDays !== null) parts.push(`Lead time ${supply.leadTimeDays === 1 ? "1 day" : `${supply.leadTimeDays} days`}`);
  if (supply.readyOn !== null) parts.push(`ready by ${dateWithYear(supply.readyOn)}`);
  if (supply.dot !== null) parts.push(supply.dot);
  if (parts.length === 0) return null;
  const text = parts.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "2 Jan 2027": a document keeps its year, as it is read long after. */
export function dateWithYear(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
