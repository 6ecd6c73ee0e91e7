import { describe, expect, it } from "vitest";
import { FREIGHT_CSV_HEADER, FREIGHT_CSV_MAX_BYTES, previewFreightCsv, readFreightCsv, readFreightCsvBytes, writeFreightCsv } from "./freight-admin-csv";
import type { CheckedFreightRow } from "./freight-admin-row";

const LAGOS: CheckedFreightRow = { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 245_000, rate40Minor: 390_000, transitDays: 18 };
const TEMA: CheckedFreightRow = { code: "GHTEM", name: "Tema", country: "GH", rate20Minor: 215_000, rate40Minor: 345_000, transitDays: 16 };
const SANTOS: CheckedFreightRow = { code: "BRSSZ", name: "Santos", country: "BR", rate20Minor: 180_000, rate40Minor: 290_000, transitDays: null };

const file = (...lines: string[]) => [FREIGHT_CSV_HEADER, ...lines].join("\n");

describe("readFreightCsv", () => {
  it("reads the download's own format back to the same rows", () => {
    expect(readFreightCsv(writeFreightCsv([LAGOS, TEMA, SANTOS]))).toEqual({ ok: true, rows: [LAGOS, TEMA, SANTOS], badLines: [] });
  });

  it("takes semicolons, a byte order mark, quoted names, a header in capitals, blank lines and no country", () => {
    const text =
      '\uFEFFCODE;Name;Country;Rate_20ft;Rate_40ft;Transit_days\r\nngapp;"Lagos Apapa";;2450;3900;18\r\n;;;;;\r\n\r\nGHTEM;Tema;GH;2150.00;3450;16\r\n';
    expect(readFreightCsv(text)).toEqual({ ok: true, rows: [LAGOS, TEMA], badLines: [] });
  });

  it.each([
    ["NGAPP,Lagos Apapa,NG,-2450,3900,18", /20ft rate must be an amount/],
    ["NGAPP,Lagos Apapa,NG,,3900,18", /20ft rate is required/],
    ["NGAPP,Lagos Apapa,NG,abc,3900,18", /20ft rate must be an amount/],
    ["XXAPP,Somewhere,,2450,3900,18", /XX is none/],
    ["NGAPP,Lagos Apapa,GH,2450,3900,18", /the code's own, NG/],
    ["NGAPP,Lagos Apapa,NG,2450,3900", /6 cells expected/],
    ["NGAPP,Lagos Apapa,NG,2450,3900,18,extra", /found 7/],
    ["NGAPP,,NG,2450,3900,200", /port name is required. The transit time/],
  ])("refuses the line %j with its line number and reason", (line, reason) => {
    const read = readFreightCsv(file("GHTEM,Tema,GH,2150,3450,16", line));
    expect(read.ok && read.rows).toEqual([TEMA]);
    expect(read.ok && read.badLines).toEqual([{ line: 3, reason: expect.stringMatching(reason) as unknown }]);
  });

  it("refuses a port listed twice on its second line, naming the first", () => {
    const read = readFreightCsv(file("NGAPP,Lagos Apapa,NG,2450,3900,18", "GHTEM,Tema,GH,2150,3450,16", "ngapp,Lagos,NG,1,1,"));
    expect(read.ok && read.badLines).toEqual([{ line: 4, reason: "NGAPP is listed twice: first on line 2." }]);
  });

  it("counts lines as a spreadsheet shows them when a quoted name spans two", () => {
    const read = readFreightCsv(file('NGAPP,"Lagos\nApapa",NG,2450,3900,18', "GHTEM,Tema,GH,-1,3450,16"));
    expect(read.ok && read.badLines.map((bad) => bad.line)).toEqual([2, 4]);
  });

  it.each([
    ["", /first line must be the header/],
    ["code,name,rate_20ft,rate_40ft", /first line must be the header code,name,country,rate_20ft,rate_40ft,transit_days/],
    ["%PDF-1.7 binary", /first line must be the header/],
    [FREIGHT_CSV_HEADER, /lists no port/],
    [FREIGHT_CSV_HEADER + "\n\n,,,,,\n", /lists no port/],
    [`${FREIGHT_CSV_HEADER}\nNGAPP,Lagos \u0000,NG,1,1,1`, /binary data/],
  ])("refuses the whole file %j", (text, reason) => {
    const read = readFreightCsv(text);
    expect(read.ok).toBe(false);
    expect(read.ok ? "" : read.reason).toMatch(reason);
  });

  it("refuses a file of more than 2,000 ports", () => {
    const lines = Array.from(
      { length: 2_001 },
      (_, i) =>
        `NG${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}${String.fromCharCode(65 + Math.floor(i / 676))},Port ${i},,1,1,`,
    );
    const read = readFreightCsv(file(...lines));
    expect(read.ok ? "" : read.reason).toBe("A freight CSV may list at most 2,000 ports.");
    expect(readFreightCsv(file(...lines.slice(0, 2_000))).ok).toBe(true);
  });
});

describe("readFreightCsvBytes", () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  it.each([
    [new Uint8Array(0), /upload was empty/],
    [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), /binary data/],
    [new Uint8Array([0x63, 0x6f, 0xff, 0xfe]), /not UTF-8/],
    [new Uint8Array(FREIGHT_CSV_MAX_BYTES + 1).fill(0x41), /at most 256 KB/],
  ])("refuses %#", (bytes, reason) => {
    const read = readFreightCsvBytes(bytes);
    expect(read.ok ? "" : read.reason).toMatch(reason);
  });

  it("reads UTF-8 text up to the limit", () => {
    expect(readFreightCsvBytes(encode("code,name é"))).toEqual({ ok: true, text: "code,name é" });
    expect(readFreightCsvBytes(new Uint8Array(FREIGHT_CSV_MAX_BYTES).fill(0x41)).ok).toBe(true);
  });
});

describe("previewFreightCsv", () => {
  it("counts what replacing the table would add, change, remove and keep", () => {
    const cheaperTema = { ...TEMA, rate40Minor: 340_000 };
    const preview = previewFreightCsv([LAGOS, TEMA, SANTOS], { rows: [LAGOS, cheaperTema, { ...LAGOS, code: "NGTIN", name: "Tin Can" }], badLines: [] });
    expect(preview.counts).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
    expect(preview.rows.map((row) => [row.change, row.row.code, row.before?.rate40Minor ?? null])).toEqual([
      ["unchanged", "NGAPP", null],
      ["changed", "GHTEM", 345_000],
      ["added", "NGTIN", null],
      ["removed", "BRSSZ", null],
    ]);
  });

  it("counts a transit time taken away as a change", () => {
    expect(previewFreightCsv([LAGOS], { rows: [{ ...LAGOS, transitDays: null }], badLines: [] }).counts.changed).toBe(1);
  });
});

describe("writeFreightCsv", () => {
  it("writes the header, decimal rates, an empty transit time, and names quoted or made formula-safe", () => {
    expect(writeFreightCsv([SANTOS, { ...TEMA, name: "Tema, Ghana" }, { ...LAGOS, name: "=HYPERLINK()" }])).toBe(
      [
        FREIGHT_CSV_HEADER,
        "BRSSZ,Santos,BR,1800.00,2900.00,",
        'GHTEM,"Tema, Ghana",GH,2150.00,3450.00,16',
        "NGAPP,'=HYPERLINK(),NG,2450.00,3900.00,18",
        "",
      ].join("\r\n"),
    );
  });
});
