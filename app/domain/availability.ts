// What a buyer can have of a tyre and when (decision 225): stock on hand per warehouse, pieces
// incoming, made-to-order lead time and production date, turned into the lines pages show and
// into the day a quantity can be loaded. Dates are YYYY-MM-DD in the shop's time zone; `today`
// is always passed in, so the same data reads the same in a test and on a server.
import { groupedCount } from "./count-text";
import { addDays, isCalendarDate } from "./seller-quote";

export interface WarehouseStock {
  warehouse: string;
  onHand: number;
  /** Promised to accepted quotes; what a buyer can have is onHand - allocated, never below zero. */
  allocated: number;
}

export interface IncomingStock {
  warehouse: string;
  pieces: number;
  /** YYYY-MM-DD */
  expectedOn: string;
}

/** The production date of the stock: its DOT (week optional), or a promise on its age. */
export type ProductionDate = { kind: "dot"; year: number; week: number | null } | { kind: "maxAge"; months: number };

export interface TyreAvailability {
  /** The default warehouse first. */
  stock: WarehouseStock[];
  incoming: IncomingStock[];
  /** Days to make pieces beyond stock and incoming; null when the seller gave none. */
  leadTimeDays: number | null;
  /** Nothing more can be ordered beyond stock and incoming. */
  notOrderable: boolean;
  production: ProductionDate | null;
}

/** What pages show: the stock line (null: nothing known, so spec §9's delivery estimate stands), more lines, the DOT. */
export interface AvailabilityText {
  stock: string | null;
  /** What happens beyond stock and incoming: made to order, or no more. */
  beyond: string | null;
  production: string | null;
}

/** Pieces a buyer can have today: on hand less allocated, per warehouse, never below zero. */
export function availableNow(availability: Pick<TyreAvailability, "stock">): number {
  return availability.stock.reduce((sum, s) => sum + Math.max(0, s.onHand - s.allocated), 0);
}

/** Incoming pieces still to come (a date before today is stale: the pieces arrived or never will), by date. */
export function incomingFrom(availability: Pick<TyreAvailability, "incoming">, today: string): IncomingStock[] {
  return availability.incoming
    .filter((i) => i.expectedOn >= today && i.pieces > 0)
    .sort((a, b) => (a.expectedOn < b.expectedOn ? -1 : a.expectedOn > b.expectedOn ? 1 : 0));
}

/** True when the tyre has anything a page can say about its availability. */
export function hasAvailability(availability: TyreAvailability | null): availability is TyreAvailability {
  if (!availability) return false;
  return (
    availability.stock.length > 0 ||
    availability.incoming.length > 0 ||
    availability.leadTimeDays !== null ||
    availability.notOrderable ||
    availability.production !== null
  );
}

/**
 * The words of each availability line, so a page in another language words the same facts
 * (catalogue/availability.server.ts words them from its catalogue); English unless told.
 */
export interface AvailabilityWording {
  inStockAndIncoming(now: number, more: number, by: string): string;
  inStock(now: number, stock: readonly WarehouseStock[]): string;
  incoming(pieces: number, by: string): string;
  moreMadeToOrder(days: number): string;
  noMore(): string;
  madeToOrder(days: number): string;
  outOfStock(): string;
  production(production: ProductionDate | null): string | null;
  /** A day in the coming weeks, as a line says it ("12 Jan"). */
  date(day: string, today: string): string;
}

export const ENGLISH_AVAILABILITY: AvailabilityWording = {
  inStockAndIncoming: (now, more, by) => `In stock: ${pcs(now)}, ${groupedCount(more)} more by ${by}`,
  inStock: (now, stock) => `In stock: ${pcs(now)}${placesOf(stock)}`,
  incoming: (pieces, by) => `Incoming: ${pcs(pieces)} by ${by}`,
  moreMadeToOrder: (count) => `More made to order: ready in about ${days(count)}`,
  noMore: () => "No more can be ordered",
  madeToOrder: (count) => `Made to order: ready in about ${days(count)}`,
  outOfStock: () => "Out of stock",
  production: describeProduction,
  date: shortDate,
};

export function describeAvailability(availability: TyreAvailability | null, today: string, say: AvailabilityWording = ENGLISH_AVAILABILITY): AvailabilityText {
  if (!availability || !hasAvailability(availability)) return { stock: null, beyond: null, production: null };
  const now = availableNow(availability);
  const coming = incomingFrom(availability, today);
  const comingPieces = coming.reduce((sum, i) => sum + i.pieces, 0);
  const by = coming.length > 0 ? say.date(coming[coming.length - 1]!.expectedOn, today) : "";
  const madeToOrder = availability.leadTimeDays !== null && !availability.notOrderable ? availability.leadTimeDays : null;
  let stock: string | null;
  let beyond: string | null = null;
  if (now > 0 || comingPieces > 0) {
    if (now > 0 && comingPieces > 0) stock = say.inStockAndIncoming(now, comingPieces, by);
    else if (now > 0) stock = say.inStock(now, availability.stock);
    else stock = say.incoming(comingPieces, by);
    if (madeToOrder !== null) beyond = say.moreMadeToOrder(madeToOrder);
    else if (availability.notOrderable) beyond = say.noMore();
  } else if (madeToOrder !== null) {
    stock = say.madeToOrder(madeToOrder);
  } else if (availability.notOrderable || availability.stock.length > 0 || availability.incoming.length > 0) {
    stock = say.outOfStock();
  } else {
    stock = null;
  }
  return { stock, beyond, production: say.production(availability.production) };
}

/** "DOT 2026", "DOT 2026 (week 12)", "DOT not older than 6 months". */
export function describeProduction(production: ProductionDate | null): string | null {
  if (!production) return null;
  if (production.kind === "maxAge") return `DOT not older than ${production.months} ${production.months === 1 ? "month" : "months"}`;
  return production.week === null ? `DOT ${production.year}` : `DOT ${production.year} (week ${production.week})`;
}

/** What a price list's row says of availability: pieces a buyer can have now, the first day a piece can be loaded, the DOT. */
export interface PriceListAvailability {
  /** null: nothing known (an empty cell, not "0"). */
  stock: number | null;
  /** YYYY-MM-DD; null when nothing known or no piece can be had. */
  readyOn: string | null;
  dot: string | null;
}

export function priceListAvailability(availability: TyreAvailability | null, today: string): PriceListAvailability {
  if (!availability || !hasAvailability(availability)) return { stock: null, readyOn: null, dot: null };
  const plan = readyPlan(availability, 1, today);
  // A tyre with only a DOT says nothing of its stock: an empty cell, not a 0.
  const onlyProduction =
    availability.stock.length === 0 && availability.incoming.length === 0 && availability.leadTimeDays === null && !availability.notOrderable;
  return {
    stock: onlyProduction ? null : availableNow(availability),
    readyOn: plan.kind === "ready" ? plan.date : null,
    dot: describeProduction(availability.production),
  };
}

export type ReadyPlan =
  /** The whole quantity can be loaded on `date`: so many from stock, from incoming, made to order. */
  | { kind: "ready"; date: string; fromStock: number; fromIncoming: number; madeToOrder: number }
  /** More than can ever be had: at most `canHave` pieces. */
  | { kind: "short"; canHave: number }
  /** No availability data: spec §9's delivery estimate is all that can be said. */
  | { kind: "unknown" };

/** The day `quantity` pieces can be loaded: stock first, then incoming by date, then made to order. */
export function readyPlan(availability: TyreAvailability | null, quantity: number, today: string): ReadyPlan {
  if (!availability || !hasAvailability(availability)) return { kind: "unknown" };
  const fromStock = Math.min(quantity, availableNow(availability));
  let missing = quantity - fromStock;
  if (missing === 0) return { kind: "ready", date: today, fromStock, fromIncoming: 0, madeToOrder: 0 };
  let fromIncoming = 0;
  let date = today;
  for (const batch of incomingFrom(availability, today)) {
    const taken = Math.min(missing, batch.pieces);
    fromIncoming += taken;
    missing -= taken;
    date = batch.expectedOn;
    if (missing === 0) return { kind: "ready", date, fromStock, fromIncoming, madeToOrder: 0 };
  }
  if (availability.leadTimeDays === null || availability.notOrderable) return { kind: "short", canHave: fromStock + fromIncoming };
  // Made-to-order pieces are made while incoming ones travel: ready when the later of the two is.
  const made = addDays(today, availability.leadTimeDays);
  return { kind: "ready", date: made > date ? made : date, fromStock, fromIncoming, madeToOrder: missing };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "12 Jan" for a day in the coming half year, "12 Jan 2028" otherwise, so a date never reads as last year's. */
export function shortDate(day: string, today: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const text = `${d} ${MONTHS[m - 1]}`;
  return withinHalfYear(day, today) ? text : `${text} ${y}`;
}

/** A day from today to half a year ahead: written without its year. */
export function withinHalfYear(day: string, today: string): boolean {
  return day >= today && day <= addDays(today, 183);
}

function pcs(count: number): string {
  return `${groupedCount(count)} pcs`;
}

function days(count: number): string {
  return count === 1 ? "1 day" : `${groupedCount(count)} days`;
}

/**
 * " (Rotterdam)" when every available piece stands in one warehouse; each named with its count
 * otherwise, the count written by `count`.
 */
export function placesOf(stock: readonly WarehouseStock[], count: (pieces: number) => string = groupedCount): string {
  const places = stock.filter((s) => s.onHand - s.allocated > 0);
  if (places.length === 1) return ` (${places[0]!.warehouse})`;
  return ` (${places.map((s) => `${s.warehouse} ${count(s.onHand - s.allocated)}`).join(", ")})`;
}

/**
 * A DOT as a person types it (a quote line, a price list's cell), by its shape: "2026", "DOT 2026",
 * "12/2026", "2026 week 12", "DOT 2026 (week 12)", "not older than 6 months"; null when empty. A
 * month count outside 1-120 is refused here; the week and year are judged by `dotError`.
 */
export function readDotText(text: string): ProductionDate | null | { error: string } {
  const given = text.trim().replace(/\s+/g, " ");
  if (given === "") return null;
  const bare = given.replace(/^DOT\s*/i, "");
  const age = /^not older than (\d{1,3}) months?$/i.exec(bare);
  if (age) {
    const months = Number(age[1]);
    if (months < 1 || months > 120) return { error: `'${given}' must name 1 to 120 months` };
    return { kind: "maxAge", months };
  }
  const yearOnly = /^(\d{4})$/.exec(bare);
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(bare);
  const worded = /^(\d{4}) \(?week (\d{1,2})\)?$/i.exec(bare);
  const year = Number(yearOnly?.[1] ?? slashed?.[2] ?? worded?.[1] ?? NaN);
  const week = slashed ? Number(slashed[1]) : worded ? Number(worded[2]) : null;
  if (!Number.isFinite(year)) return { error: `'${given}' is not a year (2026), a week and year (12/2026) or 'not older than 6 months'` };
  return { kind: "dot", year, week };
}

/** Why a piece count cannot be stored, or null (a feed's or form's refusal reason). */
export function piecesError(pieces: number): string | null {
  if (!Number.isFinite(pieces)) return "the pieces are not a number";
  if (pieces < 0) return `the pieces (${pieces}) are negative`;
  if (!Number.isInteger(pieces)) return `the pieces (${pieces}) are not a whole number`;
  if (pieces > 10_000_000) return `the pieces (${pieces}) are more than 10,000,000`;
  return null;
}

/** Why an incoming date cannot be stored, or null: it must be a real day, today or later. */
export function incomingDateError(day: string, today: string): string | null {
  if (!isCalendarDate(day)) return `the expected date '${day}' is not a date (YYYY-MM-DD)`;
  if (day < today) return `the expected date ${day} is in the past`;
  return null;
}

/** Why a DOT cannot be stored, or null: week 1-53, and not after this week. */
export function dotError(year: number, week: number | null, today: string): string | null {
  if (!Number.isInteger(year) || year < 2000 || year > 2099) return `the DOT year '${year}' is not a year from 2000`;
  if (week !== null && (!Number.isInteger(week) || week < 1 || week > 53)) return `the DOT week '${week}' is not a week from 1 to 53`;
  const now = isoWeekOf(today);
  if (year > now.year || (year === now.year && week !== null && week > now.week)) {
    return `the DOT ${week === null ? year : `week ${week} of ${year}`} is in the future`;
  }
  return null;
}

/** The ISO week (and its year) a day falls in: DOT codes count weeks this way. */
export function isoWeekOf(day: string): { year: number; week: number } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return { year: date.getUTCFullYear(), week: Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}
