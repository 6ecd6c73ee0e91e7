// Reads a seller's stock feed (decision 226): a header line, then one line per product code (or
// EAN) and warehouse with the pieces on hand. Every bad line is refused with its line number and
// reason; the feed applies only when none is. Plain data in, plain data out.
import { piecesError } from "./availability";

export interface FeedRecord {
  line: number;
  cells: string[];
}

export interface FeedLine {
  line: number;
  /** A product code or an EAN, as written (trimmed). */
  code: string;
  pieces: number;
  /** The warehouse as the shop names it; the default one when the feed left the column out or the cell empty. */
  warehouse: string;
}

export interface FeedRefusal {
  line: number;
  reason: string;
}

export type FeedRead = { ok: true; lines: FeedLine[] } | { ok: false; refused: FeedRefusal[] };

const CODE_HEADERS = new Set(["code", "product code", "productcode", "product_code", "ean", "sku"]);
const PIECES_HEADERS = new Set(["pieces", "pcs", "stock", "quantity", "qty", "on hand"]);
const WAREHOUSE_HEADERS = new Set(["warehouse", "location"]);

/** At most this many refusals are listed; the count says how many more. */
export const LISTED_REFUSALS = 200;

/**
 * `warehouses` are the shop's warehouse names, the default first. A line names a warehouse in
 * any case; a name the shop does not have refuses the line.
 */
export function readStockFeed(records: Iterable<FeedRecord>, warehouses: readonly string[]): FeedRead {
  const iterator = records[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return { ok: false, refused: [{ line: 1, reason: "the feed is empty: it needs a header line (code, pieces, warehouse)" }] };
  const header = first.value.cells.map((c) => c.trim().toLowerCase());
  const codeAt = header.findIndex((h) => CODE_HEADERS.has(h));
  const piecesAt = header.findIndex((h) => PIECES_HEADERS.has(h));
  const warehouseAt = header.findIndex((h) => WAREHOUSE_HEADERS.has(h));
  if (codeAt < 0 || piecesAt < 0) {
    return { ok: false, refused: [{ line: first.value.line, reason: "the header line must name a code (or EAN) column and a pieces column" }] };
  }
  const byName = new Map(warehouses.map((w) => [w.toLowerCase(), w]));
  const fallback = warehouses[0];
  const lines: FeedLine[] = [];
  const refused: FeedRefusal[] = [];
  const seen = new Map<string, number>();
  for (let next = iterator.next(); !next.done; next = iterator.next()) {
    const { line, cells } = next.value;
    if (cells.every((c) => c.trim() === "")) continue;
    const code = (cells[codeAt] ?? "").trim();
    const piecesText = (cells[piecesAt] ?? "").trim();
    const warehouseText = warehouseAt < 0 ? "" : (cells[warehouseAt] ?? "").trim();
    const refuse = (reason: string) => refused.push({ line, reason });
    if (code === "") {
      refuse("the code is empty");
      continue;
    }
    const pieces = piecesText === "" ? Number.NaN : Number(piecesText.replace(/[\s_]/g, ""));
    const error = piecesText === "" ? "the pieces are empty" : piecesError(pieces);
    if (error) {
      refuse(`${code}: ${error}`);
      continue;
    }
    const warehouse = warehouseText === "" ? fallback : byName.get(warehouseText.toLowerCase());
    if (!warehouse) {
      refuse(`${code}: unknown warehouse '${warehouseText}'`);
      continue;
    }
    const key = `${code.toLowerCase()}\u0000${warehouse}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      refuse(`${code} in ${warehouse} is already on line ${earlier}`);
      continue;
    }
    seen.set(key, line);
    lines.push({ line, code, pieces, warehouse });
  }
  return refused.length > 0 ? { ok: false, refused } : { ok: true, lines };
}
