import { describe, expect, it } from "vitest";
import { bannerLines } from "./banner-lines";

describe("bannerLines", () => {
  it.each([
    ["one failed field: the answer's message", { message: "Phone is required.", fieldErrors: { phone: "Phone is required." } }, ["Phone is required."]],
    ["no field: the message", { message: "Too many inquiries.", fieldErrors: {} }, ["Too many inquiries."]],
    [
      "three failed fields: each, in the form's order",
      { message: "Phone is required.", fieldErrors: { phone: "Phone is required.", company: "Company is required.", address: "Address is required." } },
      ["Phone is required.", "Company is required.", "Address is required."],
    ],
    ["the same words twice: once", { message: "x", fieldErrors: { a: "Too long.", b: "Too long." } }, ["Too long."]],
  ])("%s", (_name, result, lines) => {
    expect(bannerLines(result)).toEqual(lines);
  });
});
