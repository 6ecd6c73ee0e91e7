// The per-tyre availability form of the back office (decision 248): pieces on hand per warehouse,
// up to INCOMING_ROWS batches of incoming pieces, the made-to-order lead time (or none can be
// ordered) and the production date. Each field is checked by the rules the catalogue file and the
// feed use (app/domain/availability.ts), with its own message; an incoming date in the past is
// refused here (the seller is typing it now), not dropped as an old file's is. Browser-safe.
import { dotError, incomingDateError, piecesError } from "../domain/availability";
import type { AvailabilityInput, SupplyInput } from "../catalogue/availability-entry";
import type { FieldErrors } from "../forms/form-result";

export const INCOMING_ROWS = 4;

export interface FormWarehouse {
  id: number;
  name: string;
}

/** Every field the form posts, for formValues. */
export function tyreAvailabilityFields(warehouses: readonly FormWarehouse[]): string[] {
  const incoming = Array.from({ length: INCOMING_ROWS }, (_, i) => [`incomingPieces${i}`, `incomingDate${i}`, `incomingWarehouse${i}`]).flat();
  return [...warehouses.map((w) => `stock${w.id}`), ...incoming, "leadTimeDays", "notOrderable", "dotYear", "dotWeek", "dotMaxAgeMonths"];
}

/** What the form says, all of it: stock and incoming replace the tyre's; supply null removes its lead time and DOT. */
export interface TyreAvailabilityEdit extends AvailabilityInput {
  stock: Array<{ warehouse: string; pieces: number }>;
  incoming: Array<{ warehouse: string | null; pieces: number; expectedOn: string }>;
}

export type TyreAvailabilityRead = { ok: true; edit: TyreAvailabilityEdit } | { ok: false; fieldErrors: FieldErrors };

const number = (text: string) => Number(text.replace(/[\s,_]/g, ""));

export function readTyreAvailabilityForm(values: Record<string, string>, warehouses: readonly FormWarehouse[], today: string): TyreAvailabilityRead {
  const errors: FieldErrors = {};
  const value = (name: string) => (values[name] ?? "").trim();
  const stock: TyreAvailabilityEdit["stock"] = [];
  for (const w of warehouses) {
    const text = value(`stock${w.id}`);
    if (text === "") continue;
    const error = piecesError(number(text));
    if (error) errors[`stock${w.id}`] = `${w.name}: ${error}`;
    else stock.push({ warehouse: w.name, pieces: number(text) });
  }
  const incoming: TyreAvailabilityEdit["incoming"] = [];
  for (let i = 0; i < INCOMING_ROWS; i++) {
    const [piecesText, day, warehouseId] = [value(`incomingPieces${i}`), value(`incomingDate${i}`), value(`incomingWarehouse${i}`)];
    if (piecesText === "" && day === "") continue;
    const pieces = number(piecesText);
    const piecesProblem = piecesText === "" ? "the pieces are empty" : (piecesError(pieces) ?? (pieces === 0 ? "the pieces are 0" : null));
    if (piecesProblem) errors[`incomingPieces${i}`] = `Incoming ${i + 1}: ${piecesProblem}`;
    const dateProblem = incomingDateError(day, today);
    if (dateProblem) errors[`incomingDate${i}`] = `Incoming ${i + 1}: ${dateProblem}`;
    const warehouse = warehouseId === "" ? null : warehouses.find((w) => String(w.id) === warehouseId);
    if (warehouse === undefined) errors[`incomingWarehouse${i}`] = `Incoming ${i + 1}: choose one of the warehouses`;
    if (!piecesProblem && !dateProblem && warehouse !== undefined) incoming.push({ warehouse: warehouse?.name ?? null, pieces, expectedOn: day });
  }
  const supply = readSupply(value, errors, today);
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, edit: { stock, incoming, supply } };
}

function readSupply(value: (name: string) => string, errors: FieldErrors, today: string): SupplyInput | null {
  const notOrderable = value("notOrderable") === "on";
  const [leadText, yearText, weekText, ageText] = [value("leadTimeDays"), value("dotYear"), value("dotWeek"), value("dotMaxAgeMonths")];
  const whole = (text: string) => (text === "" ? null : number(text));
  const leadTimeDays = notOrderable ? null : whole(leadText);
  if (leadTimeDays !== null && (!Number.isInteger(leadTimeDays) || leadTimeDays < 1 || leadTimeDays > 730)) {
    errors.leadTimeDays = `The lead time '${leadText}' is not a whole number of days from 1 to 730.`;
  }
  const [dotYear, dotWeek, dotMaxAgeMonths] = [whole(yearText), whole(weekText), whole(ageText)];
  if (dotWeek !== null && dotYear === null) errors.dotYear = "Give the DOT year with its week.";
  if (dotYear !== null) {
    const problem = dotError(dotYear, dotWeek, today);
    if (problem) errors[problem.includes("week") && !problem.includes("future") ? "dotWeek" : "dotYear"] = `${problem[0]!.toUpperCase()}${problem.slice(1)}.`;
  }
  if (dotMaxAgeMonths !== null && (!Number.isInteger(dotMaxAgeMonths) || dotMaxAgeMonths < 1 || dotMaxAgeMonths > 120)) {
    errors.dotMaxAgeMonths = `'${ageText}' is not a whole number of months from 1 to 120.`;
  }
  if (!notOrderable && leadTimeDays === null && dotYear === null && dotMaxAgeMonths === null) return null;
  return { leadTimeDays, notOrderable, dotYear, dotWeek, dotMaxAgeMonths };
}
