import { describe, expect, it } from "vitest";
import { normaliseEntry } from "./catalogue-entry";
import { catalogueSheetCells, catalogueSheetHeader, catalogueSheetReader, readCatalogueSheet, tooManyRows, type SheetRow } from "./catalogue-sheet";
import type { Tyre } from "./tyre";

const rows = (...lines: string[][]): SheetRow[] => lines.map((cells, i) => ({ line: i + 1, cells }));
const HEADER = [" BRAND ", "model", "Size", "season", "vehicle_type", "Pattern", "Price", "Offer Price", "currency", "ean"];

describe("readCatalogueSheet", () => {
  it("reads headers in any case and spacing, a row per tyre, with the line as its place", () => {
    const read = readCatalogueSheet(rows(HEADER, ["Roadlux", "R1", "315/80R22.5", "Summer", "truck", "Drive", "400", "350.50", "USD", "123"]));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const result = normaliseEntry(read.entries[0]!);
    expect(result.ok && result.tyre).toMatchObject({
      brand: "Roadlux",
      model: "R1",
      season: "summer",
      vehicleType: "truck",
      pattern: "Drive",
      priceMinor: 40000,
      priceCurrency: "USD",
      offerPriceMinor: 35050,
      ean: "123",
    });
    expect(read.entries[0]!.place).toBe("line 2");
  });

  it.each([
    [["X", "M", "205/55R16", "spring", "car", "", "", "", "", ""], "line 2", "'spring' is not a season (summer, winter, all_season or allSeason)"],
    [["X", "M", "205/55R16", "all season", "boat", "", "", "", "", ""], "line 2", "'boat' is not a vehicle type (car, motorcycle, truck or offRoad)"],
    [["", "M", "205/55R16", "winter", "off road", "", "", "", "", ""], "line 2", "the brand name is empty"],
  ])("refuses a row it cannot place: %j", (cells, where, reason) => {
    const read = readCatalogueSheet(rows(HEADER, cells));
    expect(read.ok && read.refusals).toEqual([{ where, reason }]);
  });

  it("keeps a price's own currency and takes a quote off text made formula-safe", () => {
    const read = readCatalogueSheet(
      rows(["Brand", "Model", "Size", "Season", "Vehicle type", "Price", "Currency"], ["B", "'-M", "205/55R16", "winter", "car", "£10", "EUR"]),
    );
    const result = read.ok ? normaliseEntry(read.entries[0]!) : null;
    expect(result?.ok && result.tyre).toMatchObject({ model: "-M", priceMinor: 1000, priceCurrency: "GBP" });
  });

  it.each([
    [[], "the file holds no rows"],
    [[["Brand", "Model", "Size"]], "the header row (line 1) has no 'Season', 'Vehicle type' column"],
    [[HEADER], "the file holds a header row but no tyres"],
  ])("says why a sheet is not a price list: %j", (lines, error) => {
    const read = readCatalogueSheet(rows(...lines));
    expect(read.ok ? "" : read.error).toContain(error);
  });

  it("reads a row at a time as it reads the whole sheet: blank rows skipped, lines kept", () => {
    const lines = [
      { line: 2, cells: ["", " "] },
      { line: 3, cells: HEADER },
      { line: 4, cells: [] },
      { line: 7, cells: ["Roadlux", "R1", "315/80R22.5", "summer", "truck", "Drive", "400", "", "EUR", ""] },
      { line: 9, cells: ["Roadlux", "R2", "315/80R22.5", "spring", "truck", "Drive", "400", "", "EUR", ""] },
    ];
    const sheet = catalogueSheetReader();
    for (const row of lines) sheet.add(row);
    const read = sheet.finish();
    expect(read).toEqual(readCatalogueSheet(lines));
    expect(read.ok && [read.entries.map((e) => e.place), read.refusals]).toEqual([
      ["line 7"],
      [{ where: "line 9", reason: "'spring' is not a season (summer, winter, all_season or allSeason)" }],
    ]);
  });

  it("refuses a sheet at its header row, whatever rows follow", () => {
    const sheet = catalogueSheetReader();
    sheet.add({ line: 1, cells: ["Brand", "Model"] });
    sheet.add({ line: 2, cells: ["Roadlux", "R1", "315/80R22.5", "summer", "truck"] });
    expect(sheet.finish()).toEqual({
      ok: false,
      error: "the header row (line 1) has no 'Size', 'Season', 'Vehicle type' column; a price list needs Brand, Model, Size, Season and Vehicle type",
    });
  });

  it.each([
    [["Ro\u0000adlux", "R1", "315/80R22.5", "summer", "truck", "", "", "", "", ""], "the brand holds a control character (U+0000)"],
    [["Roadlux", "R\u00001", "315/80R22.5", "summer", "truck", "", "", "", "", ""], "the model holds a control character (U+0000)"],
    [["Roadlux", "R1", "315/80R22.5", "summer", "truck", "", "", "", "", "12\u001b3"], "the ean holds a control character (U+001B)"],
    [["Roadlux", "R1\tX", "315/80R22.5", "summer", "truck", "", "", "", "", ""], "the model holds a control character (U+0009)"],
  ])("refuses a row whose text holds a control character the inquiry form refuses, by its line: %j", (cells, reason) => {
    const read = readCatalogueSheet(rows(HEADER, cells));
    expect(read.ok).toBe(true);
    const result = read.ok && normaliseEntry(read.entries[0]!);
    expect(result).toEqual({ ok: false, where: "line 2", reason: `${reason}, which no text in the catalogue may hold` });
  });

  it("keeps line breaks and tabs in a description, and refuses its other control characters", () => {
    const header = ["Brand", "Model", "Size", "Season", "Vehicle type", "Description"];
    const read = readCatalogueSheet(
      rows(header, ["B", "M1", "205/55R16", "winter", "car", "two\r\nlines\tand a tab"], ["B", "M2", "205/55R16", "winter", "car", "bell\u0007"]),
    );
    if (!read.ok) throw new Error(read.error);
    const [kept, refused] = read.entries.map((entry) => normaliseEntry(entry));
    expect(kept?.ok && kept.tyre.description).toBe("two\r\nlines\tand a tab");
    expect(refused).toEqual({
      ok: false,
      where: "line 3",
      reason: "the description holds a control character (U+0007), which no text in the catalogue may hold",
    });
  });

  it("refuses a file past the row limit at the first row over it, reading no further", () => {
    let pulled = 0;
    function* many(): Generator<SheetRow> {
      yield { line: 1, cells: HEADER };
      for (let line = 2; line < 100; line++, pulled++) yield { line, cells: ["B", `M${line}`, "205/55R16", "winter", "car", "", "", "", "", ""] };
    }
    expect(readCatalogueSheet(many(), 3)).toEqual({ ok: false, error: tooManyRows(3) });
    expect(tooManyRows(250_000)).toBe("the file holds more than 250,000 tyres, the most one upload may hold; split it into files of at most 250,000 rows");
    expect(pulled).toBe(3);
    const atLimit = readCatalogueSheet(
      rows(HEADER, ...Array.from({ length: 3 }, (_, i) => ["B", `M${i}`, "205/55R16", "winter", "car", "", "", "", "", ""])),
      3,
    );
    expect(atLimit.ok && atLimit.entries).toHaveLength(3);
  });
});

describe("the price list's availability columns (decision 288)", () => {
  const TODAY = "2026-11-27";
  const HEAD = [
    "Brand",
    "Model",
    "Size",
    "Season",
    "Vehicle type",
    "Stock Rotterdam",
    "stock: Antwerp",
    "Incoming pcs",
    "Incoming date",
    "Incoming warehouse",
    "Lead time days",
    "DOT",
  ];
  const row = (...availability: string[]) => ["Roadlux", "R1", "315/80R22.5", "summer", "truck", ...availability];
  const read = (...availability: string[]) => {
    const sheet = readCatalogueSheet(rows(HEAD, row(...availability)));
    if (!sheet.ok) throw new Error(sheet.error);
    const refused = sheet.refusals[0];
    return refused ? { ok: false as const, ...refused } : normaliseEntry(sheet.entries[0]!, TODAY);
  };

  it("reads stock per warehouse column, incoming batches split by ;, the lead time and the DOT", () => {
    const result = read("1,240", "0", "400; 200", "2027-01-12; 2027-02-01", "; Antwerp", "35", "DOT 2026 (week 12)");
    expect(result.ok && result.tyre.availability).toEqual({
      stock: [
        { warehouse: "Rotterdam", pieces: 1240 },
        { warehouse: "Antwerp", pieces: 0 },
      ],
      incoming: [
        { warehouse: null, pieces: 400, expectedOn: "2027-01-12" },
        { warehouse: "Antwerp", pieces: 200, expectedOn: "2027-02-01" },
      ],
      supply: { leadTimeDays: 35, notOrderable: false, dotYear: 2026, dotWeek: 12, dotMaxAgeMonths: null },
    });
  });

  it.each<[string, string[], object | null]>([
    ["empty cells say nothing", ["", "", "", "", "", "", ""], null],
    [
      "an empty stock cell beside a given one is no stock there",
      ["5", "", "", "", "", "", ""],
      { stock: [{ warehouse: "Rotterdam", pieces: 5 }], incoming: null, supply: null },
    ],
    [
      "'not available to order' and an age promise",
      ["", "", "", "", "", "Not available to order", "not older than 6 months"],
      { stock: null, incoming: null, supply: { leadTimeDays: null, notOrderable: true, dotYear: null, dotWeek: null, dotMaxAgeMonths: 6 } },
    ],
  ])("%s", (_case, cells, availability) => {
    const result = read(...cells);
    expect(result.ok && result.tyre.availability).toEqual(availability);
  });

  it.each([
    ["negative pieces", ["-5", "", "", "", "", "", ""], "the availability of 'R1': stock in Rotterdam: the pieces (-5) are negative"],
    ["fractional pieces", ["", "2.5", "", "", "", "", ""], "the availability of 'R1': stock in Antwerp: the pieces (2.5) are not a whole number"],
    ["an incoming date gone by", ["", "", "40", "2026-11-26", "", "", ""], "the availability of 'R1': incoming 1: the expected date 2026-11-26 is in the past"],
    ["0 incoming pieces", ["", "", "0", "2027-01-12", "", "", ""], "the availability of 'R1': incoming 1: the pieces are 0"],
    ["a batch without its date", ["", "", "400; 200", "2027-01-12", "", "", ""], "the incoming pieces (400; 200) and dates (2027-01-12) do not pair up"],
    [
      "more warehouses than batches",
      ["", "", "400", "2027-01-12", "Rotterdam; Antwerp", "", ""],
      "the incoming warehouses (Rotterdam; Antwerp) are more than the batches (1)",
    ],
    ["a DOT week over 53", ["", "", "", "", "", "", "54/2025"], "the availability of 'R1': the DOT week '54' is not a week from 1 to 53"],
    ["a DOT in the future", ["", "", "", "", "", "", "50/2026"], "the availability of 'R1': the DOT week 50 of 2026 is in the future"],
    ["a DOT that is no DOT", ["", "", "", "", "", "", "fresh"], "the DOT 'fresh' is not a year (2026), a week and year (12/2026) or 'not older than 6 months'"],
    ["a lead time that is no number", ["", "", "", "", "", "soon", ""], "the availability of 'R1': leadTimeDays 'soon' is not a whole number of days"],
  ])("refuses %s by the row's line and the reason", (_case, cells, reason) => {
    const result = read(...cells);
    expect(result).toMatchObject({ where: "line 2", reason: expect.stringContaining(reason) });
  });

  it("refuses a header with a bare Stock column: the warehouse must be named", () => {
    expect(readCatalogueSheet(rows(["Brand", "Model", "Size", "Season", "Vehicle type", "Stock"], row("5")))).toEqual({
      ok: false,
      error: "the header row (line 1) has a 'Stock' column without its warehouse: name it, e.g. 'Stock Rotterdam'",
    });
  });

  it("writes what it reads: a downloaded row uploads again to the same availability, stale batches left out", () => {
    const tyre = { id: 1, brand: "Roadlux", model: "R1", size: { text: "315/80R22.5" }, season: "summer", vehicleType: "truck", pattern: "Drive" };
    const blank = { specifications: {}, euLabel: {}, price: null, offerPrice: null };
    const availability = {
      stock: [
        { warehouse: "Rotterdam", onHand: 1240, allocated: 40 },
        { warehouse: "Antwerp", onHand: 0, allocated: 0 },
      ],
      incoming: [
        { warehouse: "Rotterdam", pieces: 9, expectedOn: "2026-11-01" },
        { warehouse: "Rotterdam", pieces: 400, expectedOn: "2027-01-12" },
        { warehouse: "Antwerp", pieces: 200, expectedOn: "2027-02-01" },
      ],
      leadTimeDays: null,
      notOrderable: true,
      production: { kind: "dot" as const, year: 2026, week: 12 },
    };
    const warehouses = ["Rotterdam", "Antwerp", "Hamburg"];
    const header = catalogueSheetHeader(warehouses);
    const cells = catalogueSheetCells({ ...blank, ...tyre } as unknown as Tyre, availability, warehouses, TODAY);
    const byHeader = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    expect(byHeader).toMatchObject({
      "Stock Rotterdam": 1240,
      "Stock Antwerp": 0,
      "Stock Hamburg": null,
      "Incoming pcs": "400; 200",
      "Incoming date": "2027-01-12; 2027-02-01",
      "Incoming warehouse": "Rotterdam; Antwerp",
      "Lead time days": "not available",
      DOT: "DOT 2026 (week 12)",
    });
    const again = readCatalogueSheet(
      rows(
        header,
        cells.map((c) => (c === null || c === undefined ? "" : String(c))),
      ),
    );
    const result = again.ok ? normaliseEntry(again.entries[0]!, TODAY) : null;
    expect(result?.ok && result.tyre.availability).toEqual({
      stock: [
        { warehouse: "Rotterdam", pieces: 1240 },
        { warehouse: "Antwerp", pieces: 0 },
      ],
      incoming: [
        { warehouse: "Rotterdam", pieces: 400, expectedOn: "2027-01-12" },
        { warehouse: "Antwerp", pieces: 200, expectedOn: "2027-02-01" },
      ],
      supply: { leadTimeDays: null, notOrderable: true, dotYear: 2026, dotWeek: 12, dotMaxAgeMonths: null },
    });
  });
});
