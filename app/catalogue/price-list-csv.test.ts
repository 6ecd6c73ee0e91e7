import { describe, expect, it } from "vitest";
import { priceListHeader, priceListLine, type PriceListTyre } from "./price-list-csv";

const tyre = (fields: Partial<PriceListTyre>): PriceListTyre => ({
  size: "315/80R22.5",
  brand: "Westlake",
  model: "CR976A",
  pattern: "Drive",
  ean: "6927116105637",
  offerPrice: { amountMinor: 12345, currency: "EUR" },
  stock: null,
  readyOn: null,
  dot: null,
  weightKg: null,
  loadIndex: null,
  speedSymbol: null,
  ...fields,
});

describe("price list CSV", () => {
  it("starts with a byte order mark and the column names", () => {
    expect(priceListHeader()).toBe(
      "\uFEFFSize,Brand,Model,Pattern,EAN,Offer price,Currency,Stock (pcs),Ready date,DOT,Weight (kg),Load index,Speed symbol\r\n",
    );
  });

  it.each<[string, Partial<PriceListTyre>, string]>([
    ["a priced tyre", {}, "315/80R22.5,Westlake,CR976A,Drive,6927116105637,123.45,EUR,,,,,,\r\n"],
    [
      "whole and small amounts",
      { offerPrice: { amountMinor: 28000, currency: "USD" } },
      "315/80R22.5,Westlake,CR976A,Drive,6927116105637,280.00,USD,,,,,,\r\n",
    ],
    ["cents only", { offerPrice: { amountMinor: 5, currency: "GBP" } }, "315/80R22.5,Westlake,CR976A,Drive,6927116105637,0.05,GBP,,,,,,\r\n"],
    ["no offer price and no EAN", { offerPrice: null, ean: null }, "315/80R22.5,Westlake,CR976A,Drive,,,,,,,,,\r\n"],
    ["an EAN with a leading zero, kept as written", { ean: "0123456789012" }, "315/80R22.5,Westlake,CR976A,Drive,0123456789012,123.45,EUR,,,,,,\r\n"],
    [
      "a formula in the model",
      { model: '=HYPERLINK("http://x","y")' },
      `315/80R22.5,Westlake,"'=HYPERLINK(""http://x"",""y"")",Drive,6927116105637,123.45,EUR,,,,,,\r\n`,
    ],
    ["a plus", { model: "+SUM(A1)" }, "315/80R22.5,Westlake,'+SUM(A1),Drive,6927116105637,123.45,EUR,,,,,,\r\n"],
    ["a minus", { pattern: "-1+2" }, "315/80R22.5,Westlake,CR976A,'-1+2,6927116105637,123.45,EUR,,,,,,\r\n"],
    ["an at sign", { brand: "@cmd" }, "315/80R22.5,'@cmd,CR976A,Drive,6927116105637,123.45,EUR,,,,,,\r\n"],
    ["a tab", { model: "\t=1" }, "315/80R22.5,Westlake,'\t=1,Drive,6927116105637,123.45,EUR,,,,,,\r\n"],
    ["a carriage return", { model: "\r=1" }, '315/80R22.5,Westlake,"\'\r=1",Drive,6927116105637,123.45,EUR,,,,,,\r\n'],
    ["a comma", { model: "Drive, Steer" }, '315/80R22.5,Westlake,"Drive, Steer",Drive,6927116105637,123.45,EUR,,,,,,\r\n'],
    ["quotes", { model: 'The "Long Haul"' }, '315/80R22.5,Westlake,"The ""Long Haul""",Drive,6927116105637,123.45,EUR,,,,,,\r\n'],
    ["a newline", { pattern: "On\nOff road" }, '315/80R22.5,Westlake,CR976A,"On\nOff road",6927116105637,123.45,EUR,,,,,,\r\n'],
    [
      "availability, weight and markings",
      { stock: 1240, readyOn: "2026-11-28", dot: "DOT 2026 (week 12)", weightKg: 49.4413, loadIndex: "154/150", speedSymbol: "L" },
      "315/80R22.5,Westlake,CR976A,Drive,6927116105637,123.45,EUR,1240,2026-11-28,DOT 2026 (week 12),49.4,154/150,L\r\n",
    ],
    ["nothing in stock is a 0, not an empty cell", { stock: 0 }, "315/80R22.5,Westlake,CR976A,Drive,6927116105637,123.45,EUR,0,,,,,\r\n"],
    ["an accent", { brand: "Pneumátic" }, "315/80R22.5,Pneumátic,CR976A,Drive,6927116105637,123.45,EUR,,,,,,\r\n"],
  ])("writes %s", (_case, fields, expected) => {
    expect(priceListLine(tyre(fields))).toBe(expected);
  });
});
