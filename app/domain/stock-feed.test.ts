import { describe, expect, it } from "vitest";
import { readStockFeed, type FeedRecord } from "./stock-feed";

const WAREHOUSES = ["Rotterdam", "Antwerp"];

function records(...rows: string[][]): FeedRecord[] {
  return rows.map((cells, i) => ({ line: i + 1, cells }));
}

describe("readStockFeed", () => {
  it("reads code, pieces and warehouse, the default warehouse where the cell is empty", () => {
    const read = readStockFeed(records(["Product code", "Pieces", "Warehouse"], ["MI-1", "1240", "antwerp"], ["4006040000000", "0", ""]), WAREHOUSES);
    expect(read).toEqual({
      ok: true,
      lines: [
        { line: 2, code: "MI-1", pieces: 1240, warehouse: "Antwerp" },
        { line: 3, code: "4006040000000", pieces: 0, warehouse: "Rotterdam" },
      ],
    });
  });

  it("reads a feed without a warehouse column into the default warehouse, and skips blank lines", () => {
    expect(readStockFeed(records(["ean", "qty"], ["", ""], ["123", "5"]), WAREHOUSES)).toEqual({
      ok: true,
      lines: [{ line: 3, code: "123", pieces: 5, warehouse: "Rotterdam" }],
    });
  });

  it.each([
    [["MI-1", "-3", "Rotterdam"], "MI-1: the pieces (-3) are negative"],
    [["MI-1", "2.5", "Rotterdam"], "MI-1: the pieces (2.5) are not a whole number"],
    [["MI-1", "many", "Rotterdam"], "MI-1: the pieces are not a number"],
    [["MI-1", "", "Rotterdam"], "MI-1: the pieces are empty"],
    [["", "5", "Rotterdam"], "the code is empty"],
    [["MI-1", "5", "Hamburg"], "MI-1: unknown warehouse 'Hamburg'"],
  ])("refuses %j with its line and reason: %s", (cells, reason) => {
    expect(readStockFeed(records(["code", "pieces", "warehouse"], ["OK-1", "1", ""], cells), WAREHOUSES)).toEqual({
      ok: false,
      refused: [{ line: 3, reason }],
    });
  });

  it("refuses a second line for the same code and warehouse, naming the first", () => {
    const read = readStockFeed(records(["code", "pieces", "warehouse"], ["MI-1", "5", "Rotterdam"], ["mi-1", "6", ""]), WAREHOUSES);
    expect(read).toEqual({ ok: false, refused: [{ line: 3, reason: "mi-1 in Rotterdam is already on line 2" }] });
  });

  it.each([
    [[], "the feed is empty: it needs a header line (code, pieces, warehouse)"],
    [[["name", "pieces"]], "the header line must name a code (or EAN) column and a pieces column"],
  ])("refuses a feed without a usable header", (rows, reason) => {
    expect(readStockFeed(records(...rows), WAREHOUSES)).toEqual({ ok: false, refused: [{ line: 1, reason }] });
  });
});
