import { describe, expect, it } from "vitest";
import { chooserHref, pathInCurrency, safeBackPath } from "./currency-choices";

describe("safeBackPath", () => {
  it.each([
    ["/buy-now?tyre=1&quantity=120", "/buy-now?tyre=1&quantity=120"],
    ["/summer-offers", "/summer-offers"],
    [null, "/"],
    ["", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/x\u0000y", "/"],
    [`/${"a".repeat(2001)}`, "/"],
  ])("goes back to %j as %j", (back, expected) => expect(safeBackPath(back)).toBe(expected));
});

describe("pathInCurrency", () => {
  it.each([
    ["/buy-now?tyre=1&quantity=120", "USD", "/buy-now?tyre=1&quantity=120&currency=USD"],
    ["/buy-now?tyre=1&currency=GBP&quantity=120", "USD", "/buy-now?tyre=1&quantity=120&currency=USD"],
    ["/buy-now?tyre=1&currency=GBP", null, "/buy-now?tyre=1"],
    ["/summer-offers", "CLP", "/summer-offers?currency=CLP"],
    ["https://evil.example/", "USD", "/?currency=USD"],
  ])("%s in %s is %s", (back, code, expected) => expect(pathInCurrency(back, code)).toBe(expected));
});

it("links the chooser with the page to come back to", () => {
  expect(chooserHref("/buy-now?tyre=1&quantity=120")).toBe("/currency?back=%2Fbuy-now%3Ftyre%3D1%26quantity%3D120");
});
