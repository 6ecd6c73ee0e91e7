import { describe, expect, it } from "vitest";
import { appliedNotice, appliedQuery, badLinesMessage, previewTableCsv, readTableCsv, uploadFileName, type TableCsvFormat } from "./table-csv-upload";

/** A two-column table keyed by its first cell, as small as a format gets. */
const PAIRS: TableCsvFormat<{ key: string; value: number }> = {
  columns: ["key", "value"],
  maxBytes: 1024,
  maxRows: 4,
  tooBig: "too big",
  tooManyRows: "too many",
  noRows: "no rows",
  check: ([key = "", value = ""]) =>
    /^\d+$/.test(value) ? { ok: true, row: { key, value: Number(value) } } : { ok: false, errors: { value: "Not a number." } },
  keyOf: (row) => row.key,
  same: (a, b) => a.value === b.value,
};

describe("a table replaced by a CSV file", () => {
  it.each([
    [
      "key,value\na,1\nb,x\na,2\n\nc,3",
      {
        ok: true,
        rows: [
          { key: "a", value: 1 },
          { key: "c", value: 3 },
        ],
        badLines: [
          { line: 3, reason: "Not a number." },
          { line: 4, reason: "a is listed twice: first on line 2." },
        ],
      },
    ],
    ["key,value\na,1,extra", { ok: true, rows: [], badLines: [{ line: 2, reason: "2 cells expected (key,value), found 3." }] }],
    ["value,key\na,1", { ok: false, reason: "The first line must be the header key,value." }],
    ["key,value\n\n", { ok: false, reason: "no rows" }],
    ["key,value\na,1\nb,2\nc,3\nd,4\ne,5", { ok: false, reason: "too many" }],
  ])("reads %j by its format", (text, read) => {
    expect(readTableCsv(text, PAIRS)).toEqual(read);
  });

  it("previews each row's change in the file's order, then the rows it drops, with counts", () => {
    const current = [
      { key: "a", value: 1 },
      { key: "b", value: 2 },
      { key: "gone", value: 9 },
    ];
    const preview = previewTableCsv(
      current,
      {
        rows: [
          { key: "b", value: 5 },
          { key: "a", value: 1 },
          { key: "new", value: 3 },
        ],
        badLines: [],
      },
      PAIRS,
    );
    expect(preview.rows.map(({ change, row, before }) => [change, row.key, before?.value ?? null])).toEqual([
      ["changed", "b", 2],
      ["unchanged", "a", null],
      ["added", "new", null],
      ["removed", "gone", null],
    ]);
    expect(preview.counts).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
  });

  it.each([
    [[{ line: 3, reason: "x" }], "1 line of rates.csv cannot be read: fix it and preview the file again."],
    [
      [
        { line: 3, reason: "x" },
        { line: 5, reason: "y" },
      ],
      "2 lines of rates.csv cannot be read: fix them and preview the file again.",
    ],
  ])("says why a file with bad lines %j cannot be applied", (badLines, message) => {
    expect(badLinesMessage(badLines, "rates.csv")).toBe(message);
  });

  it.each([
    ["rates\u0007.csv", "rates.csv"],
    ["\u0001", "fallback.csv"],
    ["x".repeat(200), "x".repeat(120)],
  ])("shows the file name %j as %j", (name, shown) => {
    expect(uploadFileName(name, "fallback.csv")).toBe(shown);
  });

  it("reads back the applied counts its redirect carries, and nothing from a crafted link", () => {
    const query = new URLSearchParams(appliedQuery({ added: 1, changed: 2, removed: 0, unchanged: 14 }));
    expect(appliedNotice(query)).toBe("Applied the file: 1 added, 2 changed, 0 removed, 14 unchanged.");
    expect(appliedNotice(new URLSearchParams("applied=1.2.3"))).toBeNull();
    expect(appliedNotice(new URLSearchParams("applied=1.2.3.4%20you%20were%20hacked"))).toBeNull();
  });
});
