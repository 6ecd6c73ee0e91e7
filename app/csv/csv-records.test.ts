import { describe, expect, it } from "vitest";
import { csvLine } from "./csv-line";
import { csvRecordCounter, readCsvRecords } from "./csv-records";

describe("readCsvRecords", () => {
  it.each([
    [
      "plain cells, CRLF",
      "a,b\r\nc,d\r\n",
      [
        { line: 1, cells: ["a", "b"] },
        { line: 2, cells: ["c", "d"] },
      ],
    ],
    [
      "LF and no last line end",
      "a,b\nc,d",
      [
        { line: 1, cells: ["a", "b"] },
        { line: 2, cells: ["c", "d"] },
      ],
    ],
    ["quoted comma and doubled quote", 'x,"a, ""b"""\n', [{ line: 1, cells: ["x", 'a, "b"'] }]],
    [
      "a line break inside quotes keeps the record's first line",
      'h\n"one\ntwo",x\nlast\n',
      [
        { line: 1, cells: ["h"] },
        { line: 2, cells: ["one\ntwo", "x"] },
        { line: 4, cells: ["last"] },
      ],
    ],
    [
      "semicolons when the first line has more of them",
      "a;b;c\n1;2,5;x\n",
      [
        { line: 1, cells: ["a", "b", "c"] },
        { line: 2, cells: ["1", "2,5", "x"] },
      ],
    ],
    [
      "a byte order mark is dropped",
      "\uFEFFbrand\nx\n",
      [
        { line: 1, cells: ["brand"] },
        { line: 2, cells: ["x"] },
      ],
    ],
    ["an empty cell at the end", "a,\n", [{ line: 1, cells: ["a", ""] }]],
    ["text after a closing quote stays in the cell", 'a,"b"c,"d""e"f\n', [{ line: 1, cells: ["a", "bc", 'd"ef'] }]],
    ["a quote inside a plain cell is a character", 'a"b,c\n', [{ line: 1, cells: ['a"b', "c"] }]],
    [
      "an empty line is a record of one empty cell, a lone CR ends a record",
      "a\n\nb\rc",
      [
        { line: 1, cells: ["a"] },
        { line: 2, cells: [""] },
        { line: 3, cells: ["b"] },
        { line: 4, cells: ["c"] },
      ],
    ],
    ["a quote never closed runs to the end", 'a,"b\nc', [{ line: 1, cells: ["a", "b\nc"] }]],
    ["nothing", "", []],
  ])("%s", (_name, text, expected) => {
    expect(readCsvRecords(text)).toEqual(expected);
  });

  it("reads back what csvLine writes", () => {
    const cells = ["plain", 'with "quotes"', "comma, inside", "two\r\nlines", ""];
    expect(readCsvRecords(csvLine(cells))[0]!.cells).toEqual(cells);
  });
});

describe("csvRecordCounter", () => {
  it.each([
    ["CRLF", "a,b\r\nc,d\r\n", 2],
    ["no last line end", "a,b\nc,d", 2],
    ["empty rows and rows of separators skipped", "h\n\n,,\n ; \nx\n\r\n", 2],
    ["line breaks inside quotes", 'h\n"one\ntwo",x\n"a\r\nb"\n', 3],
    ["doubled quotes", 'x,"a ""b"" c"\ny\n', 2],
    ["a row of only a quoted separator counts as empty (never above the reader)", 'h\n","\n', 1],
  ])("%s: %i records with text", (_name, text, expected) => {
    const bytes = Buffer.from(text);
    const whole = csvRecordCounter();
    whole.add(bytes);
    expect(whole.finish()).toBe(expected);
    // The same count whatever the chunks, even one byte at a time.
    const bytewise = csvRecordCounter();
    for (const byte of bytes) bytewise.add(Uint8Array.of(byte));
    expect(bytewise.finish()).toBe(expected);
    const nonEmpty = readCsvRecords(text).filter((r) => r.cells.some((c) => c.trim() !== "")).length;
    expect(expected).toBeLessThanOrEqual(nonEmpty);
  });
});
