// Reads a catalogue entry's optional availability fields (decision 225): `stock` (pieces per
// warehouse name), `incoming` (pieces, expected date, warehouse), `leadTimeDays` (a number, or
// "not available"), `dotYear`, `dotWeek`, `dotMaxAgeMonths`. An entry without any of them
// changes nothing of the tyre's availability; a bad value refuses the entry with its reason.
import { dotError, incomingDateError, piecesError } from "../domain/availability";

export interface AvailabilityInput {
  /** Pieces on hand per warehouse name; null when the entry says nothing of stock. */
  stock: Array<{ warehouse: string; pieces: number }> | null;
  /** Pieces to come; null when the entry says nothing of them. A warehouse left out is the default one (null). */
  incoming: Array<{ warehouse: string | null; pieces: number; expectedOn: string }> | null;
  /** Lead time and production date; null when the entry gives none of them. */
  supply: SupplyInput | null;
}

export interface SupplyInput {
  leadTimeDays: number | null;
  notOrderable: boolean;
  dotYear: number | null;
  dotWeek: number | null;
  dotMaxAgeMonths: number | null;
}

export const NOT_AVAILABLE_TO_ORDER = "not available";

export type AvailabilityRead = { ok: true; availability: AvailabilityInput | null } | { ok: false; reason: string };

/** The entry's availability, or why it is refused; `today` (YYYY-MM-DD) judges incoming dates and DOTs. */
export function readAvailability(raw: Record<string, unknown>, today: string): AvailabilityRead {
  const stock = readStock(raw.stock);
  if (typeof stock === "string") return { ok: false, reason: stock };
  const incoming = readIncoming(raw.incoming, today);
  if (typeof incoming === "string") return { ok: false, reason: incoming };
  const supply = readSupply(raw, today);
  if (typeof supply === "string") return { ok: false, reason: supply };
  if (stock === null && incoming === null && supply === null) return { ok: true, availability: null };
  return { ok: true, availability: { stock, incoming, supply } };
}

function readStock(value: unknown): AvailabilityInput["stock"] | string {
  if (value === undefined || value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) return 'stock must be an object of pieces by warehouse, e.g. {"Rotterdam": 1240}';
  const stock: Array<{ warehouse: string; pieces: number }> = [];
  for (const [name, pieces] of Object.entries(value as Record<string, unknown>)) {
    const warehouse = name.trim();
    if (warehouse === "") return "stock names a warehouse with no name";
    const count = wholeNumber(pieces);
    const error = piecesError(count);
    if (error) return `stock in ${warehouse}: ${error}`;
    stock.push({ warehouse, pieces: count });
  }
  return stock;
}

function readIncoming(value: unknown, today: string): AvailabilityInput["incoming"] | string {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return "incoming must be a list of {pieces, date, warehouse}";
  const incoming: NonNullable<AvailabilityInput["incoming"]> = [];
  for (const [index, item] of value.entries()) {
    if (typeof item !== "object" || item === null) return `incoming ${index + 1} is not an object`;
    const { pieces, date, warehouse } = item as Record<string, unknown>;
    const count = wholeNumber(pieces);
    const error = piecesError(count) ?? (count === 0 ? "the pieces are 0" : null);
    if (error) return `incoming ${index + 1}: ${error}`;
    const day = typeof date === "string" ? date.trim() : shown(date);
    // A date gone by is refused like any bad value (decision 288): the downloads leave such batches out.
    const dateError = incomingDateError(day, today);
    if (dateError) return `incoming ${index + 1}: ${dateError}`;
    const place = typeof warehouse === "string" && warehouse.trim() !== "" ? warehouse.trim() : null;
    incoming.push({ warehouse: place, pieces: count, expectedOn: day });
  }
  return incoming;
}

function readSupply(raw: Record<string, unknown>, today: string): SupplyInput | null | string {
  const given = ["leadTimeDays", "dotYear", "dotWeek", "dotMaxAgeMonths"].some((key) => raw[key] !== undefined && raw[key] !== null && raw[key] !== "");
  if (!given) return null;
  let leadTimeDays: number | null = null;
  let notOrderable = false;
  const lead = raw.leadTimeDays;
  if (typeof lead === "string" && lead.trim().toLowerCase() === NOT_AVAILABLE_TO_ORDER) notOrderable = true;
  else if (lead !== undefined && lead !== null && lead !== "") {
    leadTimeDays = wholeNumber(lead);
    if (!Number.isInteger(leadTimeDays) || leadTimeDays < 1 || leadTimeDays > 730) {
      return `leadTimeDays '${shown(lead)}' is not a whole number of days from 1 to 730, nor "${NOT_AVAILABLE_TO_ORDER}"`;
    }
  }
  const dotYear = optionalNumber(raw.dotYear);
  const dotWeek = optionalNumber(raw.dotWeek);
  const dotMaxAgeMonths = optionalNumber(raw.dotMaxAgeMonths);
  if (dotWeek !== null && dotYear === null) return "dotWeek is given without dotYear";
  if (dotYear !== null) {
    const error = dotError(dotYear, dotWeek, today);
    if (error) return error;
  }
  if (dotMaxAgeMonths !== null && (!Number.isInteger(dotMaxAgeMonths) || dotMaxAgeMonths < 1 || dotMaxAgeMonths > 120)) {
    return `dotMaxAgeMonths '${dotMaxAgeMonths}' is not a whole number of months from 1 to 120`;
  }
  return { leadTimeDays, notOrderable, dotYear, dotWeek, dotMaxAgeMonths };
}

/** A number as written, or NaN (numbers written as strings are read, as elsewhere in real files). */
function wholeNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim().replace(/[,\s]/g, ""));
  return Number.NaN;
}

function optionalNumber(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  return wholeNumber(value);
}

/** A value as a reason shows it: text as it is, anything else as JSON. */
function shown(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "nothing");
}
