import { describe, expect, it } from "vitest";
import { formatMessage } from "./format-message";

describe("formatMessage", () => {
  it.each([
    ["en-GB", "Prices in {code}", { code: "EUR" }, "Prices in EUR"],
    ["en-GB", "{n, number} pieces", { n: 12000 }, "12,000 pieces"],
    ["fr-FR", "{n, number} pneus", { n: 12000 }, "12\u202f000 pneus"],
    ["en-GB", "{n, plural, one {# piece} other {# pieces}}", { n: 1 }, "1 piece"],
    ["en-GB", "{n, plural, one {# piece} other {# pieces}}", { n: 120 }, "120 pieces"],
    ["en-GB", "{n, plural, =0 {empty} one {# piece} other {# pieces}}", { n: 0 }, "empty"],
    // French counts 0 and 1 as one; Arabic has six forms.
    ["fr-FR", "{n, plural, one {# pneu} other {# pneus}}", { n: 0 }, "0 pneu"],
    ["ar-u-nu-latn", "{n, plural, zero {z} one {o} two {t} few {# f} many {# m} other {# x}}", { n: 3 }, "3 f"],
    ["ar-u-nu-latn", "{n, plural, zero {z} one {o} two {t} few {# f} many {# m} other {# x}}", { n: 11 }, "11 m"],
    ["ar-u-nu-latn", "{n, plural, zero {z} one {o} two {t} few {# f} many {# m} other {# x}}", { n: 100 }, "100 x"],
    ["en-GB", "{kind, select, truck {Truck} other {Tyre}} for {name}", { kind: "truck", name: "Ana" }, "Truck for Ana"],
    ["en-GB", "{n, plural, one {Quote, {n} piece} other {Quote, {n} pieces}}", { n: 1200 }, "Quote, 1200 pieces"],
    ["en-GB", "It''s '{'literal'}'", {}, "It's {literal}"],
  ])("%s: %s", (locale, message, values, expected) => {
    expect(formatMessage(locale, message, values)).toBe(expected);
  });

  it.each([
    ["Prices in {code}", {}, /no value for \{code\}/],
    ["{n, plural, one {x}}", { n: 2 }, /no 'other' branch/],
    ["{n, date}", { n: 2 }, /unsupported argument type/],
    ["text }", {}, /unbalanced/],
    ["{n, plural, other {x}", { n: 2 }, /unclosed/],
  ])("refuses %s", (message, values, error) => {
    expect(() => formatMessage("en-GB", message, values)).toThrow(error);
  });
});
