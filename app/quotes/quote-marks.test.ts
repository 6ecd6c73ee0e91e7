// The marks beside the quote form's fields: every figure the seller changed against what the
// buyer saw, and nothing else; the form's values read the way the server's check reads them.
import { describe, expect, it } from "vitest";
import { quoteMarks, typedFigures, type QuotedFigures, type SeenFigures } from "./quote-marks";

const CIF: SeenFigures = {
  incoterm: "CIF",
  namedPlace: "Lagos Apapa (NGAPP)",
  unitPricesMinor: [219_30, 180_00],
  freightMinor: 3_900_00,
  insuranceMinor: 201_69,
};
const FOB: SeenFigures = { incoterm: "FOB", namedPlace: "Rotterdam", unitPricesMinor: [219_30], freightMinor: null, insuranceMinor: null };
const asSeen = (seen: SeenFigures): QuotedFigures => ({
  ...seen,
  unitPricesMinor: seen.unitPricesMinor.map((price) => price ?? undefined),
  freightMinor: seen.freightMinor ?? 0,
  insuranceMinor: seen.insuranceMinor ?? 0,
});

describe("quoteMarks", () => {
  it.each<[string, SeenFigures, Partial<QuotedFigures>, Record<string, string>]>([
    ["nothing changed under CIF", CIF, {}, {}],
    ["nothing changed under FOB (no freight seen, none charged)", FOB, {}, {}],
    ["the freight", CIF, { freightMinor: 4_200_00 }, { shipping: "changed: buyer saw €3,900.00" }],
    ["the insurance", CIF, { insuranceMinor: 0 }, { insurance: "changed: buyer saw €201.69" }],
    ["one unit price of two", CIF, { unitPricesMinor: [219_30, 175_00] }, { "price-1": "changed: buyer saw €180.00" }],
    ["freight charged under FOB", FOB, { freightMinor: 1_200_00 }, { shipping: "changed: buyer saw no freight" }],
    [
      "insurance charged after the buyer saw none",
      FOB,
      { incoterm: "CIF", insuranceMinor: 50_00 },
      { incoterm: "changed: buyer saw FOB", insurance: "changed: buyer saw no insurance" },
    ],
    [
      "the term and its place",
      CIF,
      { incoterm: "DDP", namedPlace: "Ikeja, Lagos" },
      { incoterm: "changed: buyer saw CIF", namedPlace: "changed: buyer saw Lagos Apapa (NGAPP)" },
    ],
    ["the place typed with other spacing and capitals (no change)", CIF, { namedPlace: "  lagos  apapa (ngapp) " }, {}],
    [
      "a field that cannot be read yet (its error says so instead)",
      CIF,
      { freightMinor: undefined, insuranceMinor: undefined, unitPricesMinor: [undefined, undefined], incoterm: undefined, namedPlace: undefined },
      {},
    ],
    ["a price where the buyer saw none (a general inquiry)", { ...FOB, unitPricesMinor: [null] }, { unitPricesMinor: [150_00] }, {}],
    ["a place where the buyer named none", { ...FOB, namedPlace: "" }, { namedPlace: "Rotterdam" }, { namedPlace: "changed: buyer saw no place" }],
  ])("%s", (_what, seen, change, expected) => {
    expect(quoteMarks(seen, { ...asSeen(seen), ...change }, "EUR")).toEqual(expected);
  });
});

describe("typedFigures", () => {
  it.each<[string, Record<string, string>, QuotedFigures]>([
    [
      "every field read",
      { "price-0": "219.30", "price-1": "€180", shipping: "3,900.00", insurance: "201.69", incoterm: "CIF", namedPlace: "Lagos" },
      { incoterm: "CIF", namedPlace: "Lagos", unitPricesMinor: [219_30, 180_00], freightMinor: 3_900_00, insuranceMinor: 201_69 },
    ],
    [
      "unreadable, negative and missing amounts left unread",
      { "price-0": "cheap", shipping: "-5", incoterm: "DDP", namedPlace: "Main St 1" },
      { incoterm: "DDP", namedPlace: "Main St 1", unitPricesMinor: [undefined, undefined], freightMinor: undefined, insuranceMinor: undefined },
    ],
    [
      "a zero price, an unknown term and a blank place left unread (their errors say why)",
      { "price-0": "0", "price-1": "5", shipping: "0", insurance: "0", incoterm: "EXW", namedPlace: "  " },
      { incoterm: undefined, namedPlace: undefined, unitPricesMinor: [undefined, 5_00], freightMinor: 0, insuranceMinor: 0 },
    ],
    [
      "FOB's insurance is none, whatever the field holds",
      { "price-0": "1", "price-1": "2", shipping: "0", insurance: "99", incoterm: "FOB", namedPlace: "Rotterdam" },
      { incoterm: "FOB", namedPlace: "Rotterdam", unitPricesMinor: [1_00, 2_00], freightMinor: 0, insuranceMinor: 0 },
    ],
  ])("%s", (_what, values, expected) => {
    expect(typedFigures(values, 2, "EUR")).toEqual(expected);
  });
});
