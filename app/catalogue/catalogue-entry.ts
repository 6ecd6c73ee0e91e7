// Turns one raw catalogue entry into a clean tyre record, or says why it cannot be one.
// Real files are messy (spec §3): prices with any symbol, sizes in any spelling,
// numbers written as strings. Only a missing model or an unreadable size refuses an entry.
import { parseEuLabel } from "../domain/eu-label";
import { shopDate } from "../domain/seller-quote";
import { readAvailability, type AvailabilityInput } from "./availability-entry";
import type { CurrencyCode } from "../domain/money";
import { parseMoney } from "../domain/money-text";
import { parseTyreSize, type TyreSize } from "../domain/tyre-size";
import { controlCharacterIn } from "../forms/plain-text";
import { isObject, patternFromGroup, placeOf, type NestedEntry } from "./nested-catalogue";
import type { TyreDescription } from "./tyre";
import type { Season, VehicleType } from "./seasons-and-vehicle-types";

export interface CatalogueTyreInput extends TyreDescription {
  season: Season;
  vehicleType: VehicleType;
  brand: string;
  brandLogo: string | null;
  pattern: string;
  model: string;
  sizeText: string;
  size: TyreSize;
  priceMinor: number | null;
  /** The currency the file wrote, or null when it wrote a bare number (the store currency). */
  priceCurrency: CurrencyCode | null;
  offerPriceMinor: number | null;
  offerPriceCurrency: CurrencyCode | null;
  /** Stock, incoming, lead time and DOT when the entry gives any (decision 225); null leaves the stored ones as they are. */
  availability: AvailabilityInput | null;
  /** Where the file gives a tyre with availability ("line 12" of a price list), so the warehouse check made later names it. */
  place?: string;
}

export type EntryResult = { ok: true; tyre: CatalogueTyreInput; warnings: string[] } | { ok: false; where: string; reason: string };

/** `today` (the shop's date, YYYY-MM-DD) judges incoming dates and DOTs. */
export function normaliseEntry(entry: NestedEntry, today: string = shopDate(new Date())): EntryResult {
  const where = placeOf(entry);
  const raw = entry.raw;
  if (!isObject(raw)) return { ok: false, where, reason: "the entry is not an object" };
  const control = controlCharacterOf(entry.location.brand, raw);
  if (control) return { ok: false, where, reason: control };
  const model = readText(raw.model);
  if (!model) return { ok: false, where, reason: "the model is missing" };
  const sizeText = readText(raw.size);
  if (!sizeText) return { ok: false, where, reason: `the size of '${model}' is missing` };
  const parsedSize = parseTyreSize(sizeText);
  if (!parsedSize.ok) return { ok: false, where, reason: `the size '${sizeText}' of '${model}': ${parsedSize.error}` };

  const availability = readAvailability(raw, today);
  if (!availability.ok) return { ok: false, where, reason: `the availability of '${model}': ${availability.reason}` };

  const warnings = parsedSize.warnings.map((w) => `${where}: ${w}`);
  const warn = (message: string) => warnings.push(`${where}: ${message}`);
  const fields = new FieldReader(raw, warn);
  const prices = readPrices(raw, warn);
  const euLabel = parseEuLabel(raw);
  euLabel.warnings.forEach(warn);

  const tyre: CatalogueTyreInput = {
    season: entry.location.season,
    vehicleType: entry.location.vehicleType,
    brand: entry.location.brand,
    brandLogo: fields.text("brandLogo"),
    pattern: patternFromGroup(entry.location.vehicleType, entry.location.group, raw),
    model,
    sizeText,
    size: parsedSize.size,
    ...prices,
    rating: fields.number("rating", { min: 0, max: 5 }),
    reviewCount: fields.number("reviewCount", { min: 0, integer: true }) ?? 0,
    euLabel: { ...euLabel.label },
    loadSpeed: fields.text("loadSpeed"),
    specifications: {
      plyRating: fields.number("plyRating", { min: 0, integer: true }),
      loadRange: fields.text("loadRange"),
      loadIndex: fields.text("loadIndex"),
      speedSymbol: fields.text("speedSymbol"),
      overallDiameterInch: fields.number("overallDiameter_inch", { min: 0 }),
      sectionWidthInch: fields.number("sectionWidth_inch", { min: 0 }),
      treadDepth32nds: fields.number("treadDepth_32nds", { min: 0 }),
      rimWidth: fields.text("rim"),
      singleMaxLoadPressure: fields.text("singleMaxLoadPressure"),
      dualMaxLoadPressure: fields.text("dualMaxLoadPressure"),
      staticLoadRadius: fields.number("staticLoadRadius", { min: 0 }),
      revsPerMile: fields.number("revsPerMile", { min: 0, integer: true }),
      weight: fields.text("weight"),
      tireType: fields.text("tireType"),
    },
    image: fields.text("image"),
    productCode: fields.text("productCode"),
    ean: fields.text("ean"),
    description: fields.text("description"),
    offerLink: fields.text("offerLink"),
    availability: availability.availability,
    // Only a tyre with availability is checked again later (its warehouses): the others keep no text (memory, decision 190).
    ...(availability.availability ? { place: where } : {}),
  };
  return { ok: true, tyre, warnings };
}

function readPrices(raw: Record<string, unknown>, warn: (m: string) => void) {
  const price = readMoneyField(raw, "price", warn);
  const offer = readMoneyField(raw, "offerPrice", warn);
  // Real files mix them ("£340.00" with an offer of "$210.00"); each amount keeps its own currency.
  if (price && offer && (price.currency ?? "") !== (offer.currency ?? "")) {
    warn(`offerPrice is in ${offer.currency ?? "no currency"} but price in ${price.currency ?? "no currency"}; each is kept as written`);
  }
  return {
    priceMinor: price?.amountMinor ?? null,
    priceCurrency: price?.currency ?? null,
    offerPriceMinor: offer?.amountMinor ?? null,
    offerPriceCurrency: offer?.currency ?? null,
  };
}

function readMoneyField(raw: Record<string, unknown>, key: string, warn: (m: string) => void) {
  const value = raw[key];
  if (value === undefined || value === null || value === "") return null;
  const parsed = parseMoney(value);
  if (!parsed.ok) {
    warn(`${key} '${shownValue(value)}' was left out: ${parsed.error}`);
    return null;
  }
  return { amountMinor: parsed.amountMinor, currency: parsed.currency };
}

/** Fields that may run over several lines; every other text is one line. */
const MULTI_LINE_FIELDS = new Set(["description"]);

/**
 * Why an entry's text cannot be stored, or null: a control character the inquiry form refuses too
 * (app/forms/plain-text.ts). PostgreSQL cannot store NUL at all, and SQLite kept it in a tyre whose
 * page then answered 400, so the file is refused at its preview, by the entry's line.
 */
function controlCharacterOf(brand: string, raw: Record<string, unknown>): string | null {
  const texts: Array<[string, unknown]> = [["brand", brand], ...Object.entries(raw)];
  for (const [field, value] of texts) {
    const inner = isObject(value) ? Object.entries(value).map(([key, v]): [string, unknown] => [`${field}.${key}`, v]) : [[field, value] as [string, unknown]];
    for (const [name, text] of inner) {
      if (typeof text !== "string") continue;
      const found = controlCharacterIn(text, MULTI_LINE_FIELDS.has(name) ? "multi" : "single");
      if (found) return `the ${name} holds a control character (${found}), which no text in the catalogue may hold`;
    }
  }
  return null;
}

function readText(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** Reads optional fields, accepting numbers written as strings; a bad value becomes a warning. */
class FieldReader {
  constructor(
    private readonly raw: Record<string, unknown>,
    private readonly warn: (message: string) => void,
  ) {}

  text(key: string): string | null {
    const value = this.raw[key];
    if (value === undefined || value === null) return null;
    const text = readText(value);
    if (text === null && value !== "") this.warn(`${key} is not text and was left out`);
    return text;
  }

  number(key: string, rule: { min?: number; max?: number; integer?: boolean }): number | null {
    const value = this.raw[key];
    if (value === undefined || value === null || value === "") return null;
    const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim().replace(",", ".")) : NaN;
    const fits =
      Number.isFinite(n) && (rule.min === undefined || n >= rule.min) && (rule.max === undefined || n <= rule.max) && (!rule.integer || Number.isInteger(n));
    if (!fits) {
      this.warn(`${key} '${shownValue(value)}' is not a valid number and was left out`);
      return null;
    }
    return n;
  }
}

/** A value as a warning shows it: text as it is, anything else as JSON (never "[object Object]"). */
function shownValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
