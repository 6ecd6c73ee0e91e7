import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv-line";

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+31 6 1234", "'+31 6 1234"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("writes %j as %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves numbers alone and ends lines with CRLF", () => {
    expect(csvLine([1, -5, "x"])).toBe("1,-5,x\r\n");
  });
});
