import { describe, expect, it } from "vitest";
import { previewRateCsv, RATE_CSV_HEADER, RATE_CSV_MAX_BYTES, readRateCsv, readRateCsvBytes, writeRateCsv } from "./rate-csv";
import type { RateRowRules } from "./rate-row";

const RULES: RateRowRules = { catalogueCurrency: "EUR", isCurrency: (code) => ["USD", "XOF", "CLP", "EUR", "NGN", "GBP"].includes(code), today: "2026-11-27" };
const file = (...lines: string[]) => [RATE_CSV_HEADER, ...lines].join("\r\n");

describe("readRateCsv", () => {
  it("reads each line into a checked rate, skipping blank lines", () => {
    const read = readRateCsv(file("USD,1.0812,2026-11-24", "", "xof,655.957,2026-11-20"), RULES);
    expect(read).toEqual({
      ok: true,
      rows: [
        { currency: "USD", rateMillionths: 1_081_200, asOf: "2026-11-24" },
        { currency: "XOF", rateMillionths: 655_957_000, asOf: "2026-11-20" },
      ],
      badLines: [],
    });
  });

  it.each([
    ["a rate of 0", "USD,0,2026-11-24", /rate is 0/],
    ["a negative rate", "USD,-1,2026-11-24", /negative/],
    ["a rate over 10^6", "USD,1000001,2026-11-24", /over 1,000,000/],
    ["an unknown currency", "ABC,1.5,2026-11-24", /"ABC" is not a currency's ISO 4217 code/],
    ["the catalogue's currency", "EUR,1,2026-11-24", /catalogue's own currency/],
    ["a bad date", "USD,1.08,2026-02-30", /no day of the calendar/],
    ["a date written the other way", "USD,1.08,24.11.2026", /YYYY-MM-DD/],
    ["a missing cell", "USD,1.08", /3 cells expected/],
  ])("refuses %s on its line, with the reason", (_, line, reason) => {
    const read = readRateCsv(file("GBP,0.8571,2026-11-24", line), RULES);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.rows.map((row) => row.currency)).toEqual(["GBP"]);
    expect(read.badLines).toHaveLength(1);
    expect(read.badLines[0]!.line).toBe(3);
    expect(read.badLines[0]!.reason).toMatch(reason);
  });

  it("refuses a currency listed twice on its second line", () => {
    const read = readRateCsv(file("USD,1.08,2026-11-24", "usd,1.09,2026-11-24"), RULES);
    expect(read.ok && read.badLines).toEqual([{ line: 3, reason: "USD is listed twice: first on line 2." }]);
  });

  it.each([
    ["a wrong header", "code,rate,date\r\nUSD,1,2026-11-24", /first line must be the header currency,rate,date/],
    ["no currency", `${RATE_CSV_HEADER}\r\n\r\n`, /lists no currency/],
    ["too many currencies", file(...Array.from({ length: 201 }, () => "USD,1,2026-11-24")), /at most 200 currencies/],
    ["a NUL", "currency,rate,date\u0000", /binary data/],
  ])("refuses a file with %s as a whole", (_, text, reason) => {
    const read = readRateCsv(text, RULES);
    expect(read.ok ? "" : read.reason).toMatch(reason);
  });
});

describe("readRateCsvBytes", () => {
  it.each([
    ["empty", new Uint8Array(), /upload was empty/],
    ["over the limit", new Uint8Array(RATE_CSV_MAX_BYTES + 1).fill(65), /at most 6 KB/],
    ["binary", new Uint8Array([65, 0, 66]), /binary data/],
    ["not UTF-8", new Uint8Array([0xff, 0xfe, 0x41]), /not UTF-8/],
  ])("refuses a file %s", (_, bytes, reason) => {
    const read = readRateCsvBytes(bytes);
    expect(read.ok ? "" : read.reason).toMatch(reason);
  });
});

describe("previewRateCsv and writeRateCsv", () => {
  const usd = { currency: "USD", rateMillionths: 1_081_200, asOf: "2026-11-24" };
  const gbp = { currency: "GBP", rateMillionths: 857_100, asOf: "2026-11-24" };
  const xof = { currency: "XOF", rateMillionths: 655_957_000, asOf: "2026-11-24" };

  it("says what replacing the table would add, change, remove and keep", () => {
    const newUsd = { ...usd, rateMillionths: 1_090_000 };
    const preview = previewRateCsv([usd, gbp, xof], { rows: [newUsd, gbp, { ...usd, currency: "CLP", rateMillionths: 1_040_000_000 }], badLines: [] });
    expect(preview.counts).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
    expect(preview.rows.map((row) => [row.change, row.row.currency, row.before?.rateMillionths ?? null])).toEqual([
      ["changed", "USD", 1_081_200],
      ["unchanged", "GBP", null],
      ["added", "CLP", null],
      ["removed", "XOF", null],
    ]);
  });

  it("writes the table in the format it reads back", () => {
    const text = writeRateCsv([usd, xof]);
    expect(text).toBe("currency,rate,date\r\nUSD,1.0812,2026-11-24\r\nXOF,655.957,2026-11-24\r\n");
    expect(readRateCsv(text, RULES)).toEqual({ ok: true, rows: [usd, xof], badLines: [] });
  });
});
