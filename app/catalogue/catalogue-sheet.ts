// The catalogue as a flat price list (CSV or XLSX, decision 179): one tyre per row, a
// header row naming the columns (any case, any spacing: "Vehicle type", "vehicle_type" and
// "VEHICLETYPE" are one column). Rows become the same entries a nested file gives, so the one
// importer reads both; a refusal names the row's line. The download writes the same columns, so a
// downloaded file uploads again unchanged. Browser-safe: the upload page lists the columns.
// Availability (decision 288): a "Stock <warehouse>" column per warehouse, incoming batches, the
// lead time and the DOT, read into the nested file's fields, so the one reader checks them.
import { describeProduction, incomingFrom, readDotText, type TyreAvailability } from "../domain/availability";
import { decimalAmount } from "../domain/money";
import { NOT_AVAILABLE_TO_ORDER } from "./availability-entry";
import type { NestedEntry, Refusal } from "./nested-catalogue";
import { seasonOfFileKey, VEHICLE_TYPES, type VehicleType } from "./seasons-and-vehicle-types";
import type { Tyre } from "./tyre";

export interface CatalogueSheetColumn {
  header: string;
  /** What the column holds, as the upload page explains it. */
  meaning: string;
  required?: boolean;
}

/** Every column the importer reads, in the order the download writes them. */
export const CATALOGUE_SHEET_COLUMNS = [
  { header: "Brand", meaning: "the brand's name", required: true },
  { header: "Model", meaning: "the tyre's model", required: true },
  { header: "Size", meaning: "as written, e.g. 315/80R22.5 156/150L", required: true },
  { header: "Season", meaning: "summer, winter or all season", required: true },
  { header: "Vehicle type", meaning: "car, motorcycle, truck or off road", required: true },
  { header: "Pattern", meaning: "trucks: Drive, Steer, Trailer...; others are Standard" },
  { header: "Price", meaning: "the regular price, e.g. 412.50 or €412.50" },
  { header: "Offer price", meaning: "the offer price, if any" },
  { header: "Currency", meaning: "EUR, USD or GBP, for prices written without one" },
  { header: "EAN", meaning: "the barcode number" },
  { header: "Product code", meaning: "the seller's own code" },
  { header: "Load speed", meaning: "e.g. 156/150L" },
  { header: "Load index", meaning: "e.g. 156/150" },
  { header: "Speed symbol", meaning: "e.g. L" },
  { header: "Rating", meaning: "0 to 5" },
  { header: "Review count", meaning: "a whole number" },
  { header: "Fuel efficiency", meaning: "EU label class A to E" },
  { header: "Wet grip", meaning: "EU label class A to E" },
  { header: "Noise level", meaning: "decibels, e.g. 72" },
  { header: "Noise class", meaning: "A, B or C" },
  { header: "Snow grip", meaning: "yes or no" },
  { header: "Ice grip", meaning: "yes or no" },
  { header: "Ply rating", meaning: "a whole number" },
  { header: "Load range", meaning: "e.g. H" },
  { header: "Overall diameter inch", meaning: "inches" },
  { header: "Section width inch", meaning: "inches" },
  { header: "Tread depth 32nds", meaning: "32nds of an inch" },
  { header: "Rim", meaning: "the rim width" },
  { header: "Single max load pressure", meaning: "as written" },
  { header: "Dual max load pressure", meaning: "as written" },
  { header: "Static load radius", meaning: "a number" },
  { header: "Revs per mile", meaning: "a whole number" },
  { header: "Weight", meaning: "as written" },
  { header: "Tire type", meaning: "e.g. Tubeless" },
  { header: "Image", meaning: "the picture's address" },
  { header: "Brand logo", meaning: "the logo's address" },
  { header: "Description", meaning: "text" },
  { header: "Offer link", meaning: "an address" },
  { header: "Incoming pcs", meaning: "pieces on the way; several batches separated by ;" },
  { header: "Incoming date", meaning: "the day each batch is expected, YYYY-MM-DD, today or later" },
  { header: "Incoming warehouse", meaning: "where each batch arrives; empty is the default warehouse" },
  { header: "Lead time days", meaning: "days to make more to order, or not available" },
  { header: "DOT", meaning: "the stock's production: 2026, 12/2026 or not older than 6 months" },
] as const satisfies readonly CatalogueSheetColumn[];

/**
 * Pieces on hand per warehouse: one column a warehouse, named after it. An empty cell is no stock
 * there when the row gives any; a row with all of them empty leaves the tyre's stock as it is.
 */
export const STOCK_COLUMN: CatalogueSheetColumn = {
  header: "Stock <warehouse>",
  meaning: "pieces on hand there, e.g. Stock Rotterdam; a column per warehouse",
};

/** "Stock Rotterdam": the warehouse a stock column names, or "" for a bare "Stock"; null for any other column. */
function stockColumnWarehouse(text: string): string | null {
  const match = /^\s*stock(?:\s*[:_-]\s*|\s+|$)(.*)$/i.exec(text);
  return match ? match[1]!.trim() : null;
}

type Header = (typeof CATALOGUE_SHEET_COLUMNS)[number]["header"];

/** "Vehicle type", "vehicle_type", " VEHICLE-TYPE " are one column. */
export function columnKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Where each field of a nested entry comes from; the rest are written as their own key. */
const NESTED_KEYS: Partial<Record<Header, string>> = {
  "Load speed": "loadSpeed",
  "Load index": "loadIndex",
  "Speed symbol": "speedSymbol",
  "Review count": "reviewCount",
  "Fuel efficiency": "fuelEfficiency",
  "Wet grip": "wetGrip",
  "Noise level": "noiseLevel",
  "Ply rating": "plyRating",
  "Load range": "loadRange",
  "Overall diameter inch": "overallDiameter_inch",
  "Section width inch": "sectionWidth_inch",
  "Tread depth 32nds": "treadDepth_32nds",
  "Single max load pressure": "singleMaxLoadPressure",
  "Dual max load pressure": "dualMaxLoadPressure",
  "Static load radius": "staticLoadRadius",
  "Revs per mile": "revsPerMile",
  "Tire type": "tireType",
  "Brand logo": "brandLogo",
  "Offer link": "offerLink",
  "Product code": "productCode",
  "Offer price": "offerPrice",
  EAN: "ean",
};
/** Read into the entry's euLabel object (the flat fields have no place for them). */
const EU_LABEL_KEYS: Partial<Record<Header, string>> = { "Noise class": "noiseClass", "Snow grip": "snowGrip", "Ice grip": "iceGrip" };
/** Read by the row itself, not copied into the entry. */
const ROW_HEADERS = new Set<Header>([
  "Brand",
  "Season",
  "Vehicle type",
  "Currency",
  "Price",
  "Offer price",
  "Incoming pcs",
  "Incoming date",
  "Incoming warehouse",
  "Lead time days",
  "DOT",
]);

const BY_KEY = new Map<string, Header>(CATALOGUE_SHEET_COLUMNS.map((c) => [columnKey(c.header), c.header]));

export interface SheetRow {
  /** The line (CSV) or row number (XLSX) a spreadsheet shows. */
  line: number;
  cells: string[];
}

export type SheetRead = { ok: true; entries: NestedEntry[]; refusals: Refusal[] } | { ok: false; error: string };

/** The header row (the first non-empty one) names the columns; every later non-empty row is a tyre. */
export function readCatalogueSheet(rows: Iterable<SheetRow>, limit = CATALOGUE_ROW_LIMIT): SheetRead {
  const sheet = catalogueSheetReader(limit);
  for (const row of rows) if (!sheet.add(row)) break;
  return sheet.finish();
}

/**
 * The most tyres one upload may hold (decision 190): well above the 100,000-tyre catalogues the shop
 * is measured with, and low enough that reading one stays within a server's memory. Counted as the
 * rows stream, so a larger file is refused at the first row past it, before the rest is read.
 */
export const CATALOGUE_ROW_LIMIT = 250_000;

export const tooManyRows = (limit: number) =>
  `the file holds more than ${limit.toLocaleString("en-GB")} tyres, the most one upload may hold; split it into files of at most ${limit.toLocaleString("en-GB")} rows`;

export interface CatalogueSheetReader {
  /** False once the reader wants no more rows (the header is unreadable, or the file holds too many). */
  add(row: SheetRow): boolean;
  finish(): SheetRead;
}

/** readCatalogueSheet a row at a time, so a reader that streams a file never holds all its rows (decision 181). */
export function catalogueSheetReader(limit = CATALOGUE_ROW_LIMIT): CatalogueSheetReader {
  let header: SheetRow | null = null;
  let error: string | null = null;
  const at = new Map<Header, number>();
  const stockAt = new Map<string, number>();
  const entries: NestedEntry[] = [];
  const refusals: Refusal[] = [];
  return {
    add(row) {
      if (error !== null) return false;
      if (!row.cells.some((cell) => cell.trim() !== "")) return true;
      if (header === null) {
        header = row;
        error = readHeader(row, at, stockAt);
        return error === null;
      }
      if (entries.length + refusals.length >= limit) {
        error = tooManyRows(limit);
        return false;
      }
      const cell = (name: Header) => {
        const index = at.get(name);
        return index === undefined ? "" : (row.cells[index] ?? "").trim();
      };
      const stock = [...stockAt].map(([warehouse, index]): [string, string] => [warehouse, (row.cells[index] ?? "").trim()]);
      const read = rowToEntry(row.line, cell, stock);
      if ("reason" in read) refusals.push(read);
      else entries.push(read);
      return true;
    },
    finish() {
      if (header === null) return { ok: false, error: "the file holds no rows" };
      if (error !== null) return { ok: false, error };
      if (entries.length + refusals.length === 0) return { ok: false, error: "the file holds a header row but no tyres" };
      return { ok: true, entries, refusals };
    },
  };
}

/** Fills `at` with where each known column is; answers why the row cannot be a header, or null. */
function readHeader(header: SheetRow, at: Map<Header, number>, stockAt: Map<string, number>): string | null {
  const stockKeys = new Set<string>();
  let bareStock = false;
  header.cells.forEach((cell, index) => {
    const known = BY_KEY.get(columnKey(cell));
    if (known && !at.has(known)) at.set(known, index);
    const warehouse = known ? null : stockColumnWarehouse(cell);
    if (warehouse === "") bareStock = true;
    else if (warehouse !== null && !stockKeys.has(warehouse.toLowerCase())) {
      stockKeys.add(warehouse.toLowerCase());
      stockAt.set(warehouse, index);
    }
  });
  if (bareStock) return `the header row (line ${header.line}) has a 'Stock' column without its warehouse: name it, e.g. 'Stock Rotterdam'`;
  const missing = CATALOGUE_SHEET_COLUMNS.filter((c) => "required" in c && !at.has(c.header)).map((c) => c.header);
  if (missing.length === 0) return null;
  const named = missing.map((m) => `'${m}'`).join(", ");
  return `the header row (line ${header.line}) has no ${named} column; a price list needs Brand, Model, Size, Season and Vehicle type`;
}

function rowToEntry(line: number, cell: (name: Header) => string, stock: ReadonlyArray<[string, string]>): NestedEntry | Refusal {
  const where = `line ${line}`;
  const seasonText = cell("Season");
  const season = seasonOfFileKey(seasonText) ?? seasonOfFileKey(columnKey(seasonText));
  if (!season) return { where, reason: `'${seasonText}' is not a season (summer, winter, all_season or allSeason)` };
  const vehicleText = cell("Vehicle type");
  const vehicleType = VEHICLE_TYPES.find((v) => columnKey(v) === columnKey(vehicleText));
  if (!vehicleType) return { where, reason: `'${vehicleText}' is not a vehicle type (car, motorcycle, truck or offRoad)` };
  const brand = cell("Brand");
  if (brand === "") return { where, reason: "the brand name is empty" };

  const raw: Record<string, unknown> = {};
  const euLabel: Record<string, unknown> = {};
  for (const { header } of CATALOGUE_SHEET_COLUMNS) {
    const value = unformulaSafe(cell(header));
    if (ROW_HEADERS.has(header) || value === "") continue;
    const labelKey = EU_LABEL_KEYS[header];
    if (labelKey) euLabel[labelKey] = value;
    else raw[NESTED_KEYS[header] ?? header.toLowerCase()] = value;
  }
  if (Object.keys(euLabel).length) raw.euLabel = euLabel;
  const currency = cell("Currency");
  for (const [header, key] of [
    ["Price", "price"],
    ["Offer price", "offerPrice"],
  ] as const) {
    const amount = cell(header);
    if (amount !== "") raw[key] = currency !== "" && /^[\d\s.,']+$/.test(amount) ? `${amount} ${currency}` : amount;
  }
  const availability = readAvailabilityCells(cell, stock, raw);
  if (availability !== null) return { where, reason: availability };
  return { location: { seasonKey: seasonText, season, vehicleType, brand, group: "tyres", index: line }, raw, place: where };
}

/** Several incoming batches are written in one cell each, separated by semicolons. */
const BATCH_SEPARATOR = ";";

function batches(text: string): string[] {
  return text === "" ? [] : text.split(BATCH_SEPARATOR).map((part) => part.trim());
}

/**
 * Puts the row's availability cells into the entry's nested fields (decision 225's names), where
 * readAvailability checks them as it checks a nested file's; answers why the cells cannot be read.
 */
function readAvailabilityCells(cell: (name: Header) => string, stock: ReadonlyArray<[string, string]>, raw: Record<string, unknown>): string | null {
  const given = stock.filter(([, pieces]) => pieces !== "");
  if (given.length > 0) raw.stock = Object.fromEntries(given);
  const pieces = batches(cell("Incoming pcs"));
  const dates = batches(cell("Incoming date"));
  const places = batches(cell("Incoming warehouse"));
  if (pieces.length !== dates.length) {
    return `the incoming pieces (${pieces.length === 0 ? "none" : pieces.join("; ")}) and dates (${dates.length === 0 ? "none" : dates.join("; ")}) do not pair up: give a date for each batch, separated by ;`;
  }
  if (places.length > pieces.length) return `the incoming warehouses (${places.join("; ")}) are more than the batches (${pieces.length})`;
  if (pieces.length > 0) raw.incoming = pieces.map((count, i) => ({ pieces: count, date: dates[i], warehouse: places[i] ?? "" }));
  const lead = cell("Lead time days");
  if (lead !== "") raw.leadTimeDays = /^not available( to order)?$/i.test(lead.replace(/\s+/g, " ")) ? NOT_AVAILABLE_TO_ORDER : lead;
  const dot = readDotText(cell("DOT"));
  if (dot !== null && "error" in dot) return `the DOT ${dot.error}`;
  if (dot?.kind === "dot") Object.assign(raw, { dotYear: dot.year, dotWeek: dot.week });
  if (dot?.kind === "maxAge") raw.dotMaxAgeMonths = dot.months;
  return null;
}

/** The download prefixes text a spreadsheet would run as a formula with a quote (csv-line.ts); reading takes it off. */
function unformulaSafe(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

const SEASON_WORDS = { summer: "summer", winter: "winter", allseason: "all season" } as const;
const VEHICLE_WORDS: Record<VehicleType, string> = { car: "car", motorcycle: "motorcycle", truck: "truck", offRoad: "off road" };

/** Where the stock columns stand: before the incoming batches. */
const STOCK_AT = CATALOGUE_SHEET_COLUMNS.findIndex((c) => c.header === "Incoming pcs");

/** The download's header row: every column above, a stock column for each of the shop's warehouses among them. */
export function catalogueSheetHeader(warehouses: readonly string[]): string[] {
  const headers: string[] = CATALOGUE_SHEET_COLUMNS.map((c) => c.header);
  headers.splice(STOCK_AT, 0, ...warehouses.map((name) => `Stock ${name}`));
  return headers;
}

/**
 * One tyre as the download writes it, under catalogueSheetHeader(warehouses): prices as decimals,
 * stock per warehouse, incoming batches still to come (one dated before today would be refused).
 */
export function catalogueSheetCells(
  tyre: Tyre,
  availability: TyreAvailability | null = null,
  warehouses: readonly string[] = [],
  today = "",
): Array<string | number | null> {
  const s = tyre.specifications;
  const label = tyre.euLabel;
  const [price, offer] = [tyre.price, tyre.offerPrice];
  // One currency column when the prices share one; otherwise each price carries its own code.
  const shared = !price || !offer || price.currency === offer.currency;
  const amount = (money: typeof price) =>
    money ? (shared ? decimalAmount(money.amountMinor) : `${decimalAmount(money.amountMinor)} ${money.currency}`) : null;
  const values: Record<Header, string | number | null> = {
    Brand: tyre.brand,
    Model: tyre.model,
    Size: tyre.size.text,
    Season: SEASON_WORDS[tyre.season],
    "Vehicle type": VEHICLE_WORDS[tyre.vehicleType],
    Pattern: tyre.pattern,
    Price: amount(price),
    "Offer price": amount(offer),
    Currency: shared ? (price?.currency ?? offer?.currency ?? null) : null,
    EAN: tyre.ean,
    "Product code": tyre.productCode,
    "Load speed": tyre.loadSpeed,
    "Load index": s.loadIndex,
    "Speed symbol": s.speedSymbol,
    Rating: tyre.rating,
    "Review count": tyre.reviewCount,
    "Fuel efficiency": label.fuelClass,
    "Wet grip": label.wetGripClass,
    "Noise level": label.noiseDb,
    "Noise class": label.noiseClass,
    "Snow grip": label.snowGrip ? "yes" : "no",
    "Ice grip": label.iceGrip ? "yes" : "no",
    "Ply rating": s.plyRating,
    "Load range": s.loadRange,
    "Overall diameter inch": s.overallDiameterInch,
    "Section width inch": s.sectionWidthInch,
    "Tread depth 32nds": s.treadDepth32nds,
    Rim: s.rimWidth,
    "Single max load pressure": s.singleMaxLoadPressure,
    "Dual max load pressure": s.dualMaxLoadPressure,
    "Static load radius": s.staticLoadRadius,
    "Revs per mile": s.revsPerMile,
    Weight: s.weight,
    "Tire type": s.tireType,
    Image: tyre.image,
    "Brand logo": tyre.brandLogo,
    Description: tyre.description,
    "Offer link": tyre.offerLink,
    ...availabilityCells(availability, today),
  };
  const cells = CATALOGUE_SHEET_COLUMNS.map((c) => values[c.header]);
  const onHand = new Map(availability?.stock.map((s) => [s.warehouse, s.onHand]));
  cells.splice(STOCK_AT, 0, ...warehouses.map((name) => onHand.get(name) ?? null));
  return cells;
}

type AvailabilityHeader = "Incoming pcs" | "Incoming date" | "Incoming warehouse" | "Lead time days" | "DOT";

function availabilityCells(availability: TyreAvailability | null, today: string): Record<AvailabilityHeader, string | number | null> {
  const incoming = availability ? incomingFrom(availability, today) : [];
  const joined = (values: Array<string | number>) => (values.length === 0 ? null : values.length === 1 ? values[0]! : values.join(`${BATCH_SEPARATOR} `));
  return {
    "Incoming pcs": joined(incoming.map((i) => i.pieces)),
    "Incoming date": joined(incoming.map((i) => i.expectedOn)),
    "Incoming warehouse": joined(incoming.map((i) => i.warehouse)),
    "Lead time days": availability?.notOrderable ? NOT_AVAILABLE_TO_ORDER : (availability?.leadTimeDays ?? null),
    DOT: describeProduction(availability?.production ?? null),
  };
}
