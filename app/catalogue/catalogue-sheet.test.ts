import { describe, expect, it } from "vitest";
import { normaliseEntry } from "./catalogue-entry";
import { readCatalogueSheet, type SheetRow } from "./catalogue-sheet";

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
});
