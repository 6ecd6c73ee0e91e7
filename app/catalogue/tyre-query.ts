// The catalogue's query parameters, checked once with one schema for the API and the pages.
import * as z from "zod/mini";
import { seasonOfFileKey, VEHICLE_TYPES, type Season, type VehicleType } from "./seasons-and-vehicle-types";
import { readNumberParam } from "../http/number-param";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

// zod/mini, as every form (decision 203): the same checks as before, in mini's functional form.
const trimmed = z.optional(z.string().check(z.trim()));
const blankAsAbsent = (v: string | undefined) => (v === "" ? undefined : v);

const optionalText = z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(200, "is longer than 200 characters"))), z.transform(blankAsAbsent));

const season = z.pipe(
  trimmed,
  z.transform((v: string | undefined, ctx) => {
    if (v === undefined || v === "") return undefined;
    const mapped = seasonOfFileKey(v);
    if (mapped) return mapped;
    ctx.issues.push({ code: "custom", message: "must be summer, winter or allseason", input: v });
    return z.NEVER;
  }),
);

const positiveInt = (fallback: number, max: number) =>
  z.pipe(
    trimmed,
    z.transform((v: string | undefined, ctx) => {
      if (v === undefined || v === "") return fallback;
      const read = readNumberParam(v, { min: 1, max });
      if (read.ok) return read.value;
      ctx.issues.push({ code: "custom", message: `must be a whole number from 1 to ${max}`, input: v });
      return z.NEVER;
    }),
  );

export const tyreFilterSchema = z.object({
  season,
  vehicleType: z.pipe(z.pipe(trimmed, z.transform(blankAsAbsent)), z.optional(z.enum(VEHICLE_TYPES, { error: "must be car, motorcycle, truck or offRoad" }))),
  brand: optionalText,
  pattern: optionalText,
  model: optionalText,
  size: optionalText,
  q: optionalText,
});

export const tyreQuerySchema = z.extend(tyreFilterSchema, {
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
