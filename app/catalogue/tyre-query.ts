// The catalogue's query parameters, checked once with one schema for the API and the pages.
import { z } from "zod";
import { seasonOfFileKey, VEHICLE_TYPES, type Season, type VehicleType } from "./seasons-and-vehicle-types";
import { readNumberParam } from "../http/number-param";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

const optionalText = z
  .string()
  .trim()
  .max(200, "is longer than 200 characters")
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const season = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    const mapped = seasonOfFileKey(v);
    if (!mapped) {
      ctx.addIssue({ code: "custom", message: "must be summer, winter or allseason" });
      return z.NEVER;
    }
    return mapped;
  });

const positiveInt = (fallback: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const read = readNumberParam(v, { min: 1, max });
      if (!read.ok) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return read.value;
    });

export const tyreFilterSchema = z.object({
  season,
  vehicleType: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.enum(VEHICLE_TYPES, { error: "must be car, motorcycle, truck or offRoad" }).optional()),
  brand: optionalText,
  pattern: optionalText,
  model: optionalText,
  size: optionalText,
  q: optionalText,
});

export const tyreQuerySchema = tyreFilterSchema.extend({
  page: positiveInt(1, 1_000_000),
  pageSize: positiveInt(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
});

export interface TyreFilter {
  season?: Season;
  vehicleType?: VehicleType;
  brand?: string;
  pattern?: string;
  model?: string;
  size?: string;
  q?: string;
}

export interface TyreQuery extends TyreFilter {
  page: number;
  pageSize: number;
}

export interface ParamError {
  param: string;
  message: string;
}

/** Parses URL search params; the errors name the parameter and say what it must be. */
export function parseTyreQuery(params: URLSearchParams): { ok: true; query: TyreQuery } | { ok: false; errors: ParamError[] } {
  const result = tyreQuerySchema.safeParse(Object.fromEntries(params));
  if (result.success) return { ok: true, query: result.data satisfies TyreQuery };
  return {
    ok: false,
    errors: result.error.issues.map((i) => ({ param: String(i.path[0] ?? ""), message: i.message })),
  };
}
