import { describe, expect, it } from "vitest";
import { inquiryModel, parseInquiry } from "./inquiry-schema";

const valid = {
  name: "Ana",
  email: "ana@example.com",
  phone: "+31 6 1234",
  address: "Main St 1",
  quantity: 120,
  shippingTerms: "CIF",
  namedPlace: "Lagos Apapa (NGAPP)",
  model: "Michelin X Multi D",
  type: "product_inquiry",
};

describe("inquiry schema", () => {
  it("accepts the spec's body and leaves company and message out when empty", () => {
    const result = parseInquiry({ ...valid, company: "", message: "  " });
    expect(result).toEqual({
      ok: true,
      inquiry: { ...valid, company: undefined, message: undefined },
      choice: { term: "CIF", port: "Lagos Apapa (NGAPP)" },
    });
  });

  it.each([
    [{ shippingTerms: "FOB", namedPlace: undefined }, { term: "FOB" }],
    // FOB names the shop's own port: a place sent with it is not read.
    [{ shippingTerms: "FOB", namedPlace: "x".repeat(500) }, { term: "FOB" }],
    [
      { shippingTerms: "CIF", namedPlace: " Callao " },
      { term: "CIF", port: "Callao" },
    ],
    [
      { shippingTerms: "DDP", namedPlace: "Depot 4, Nairobi", country: "ke" },
      { term: "DDP", address: "Depot 4, Nairobi", country: "KE" },
    ],
    [
      { shippingTerms: "DDP", namedPlace: "Depot 4, Nairobi, Kenya" },
      { term: "DDP", address: "Depot 4, Nairobi, Kenya", country: "KE" },
    ],
    [
      { shippingTerms: "DDP", namedPlace: "Depot 4" },
      { term: "DDP", address: "Depot 4", country: null },
    ],
  ])("reads the shipping choice of %j", (change, choice) => {
    const result = parseInquiry({ ...valid, ...change });
    expect(result.ok && result.choice).toEqual(choice);
  });

  it.each([
    ["abc", 50],
    ["", 50],
    [null, 50],
    [12, 50],
    ["75", 75],
    [160.9, 160],
  ])("reads quantity %j as %i (spec §5)", (quantity, expected) => {
    const result = parseInquiry({ ...valid, quantity });
    expect(result.ok && result.inquiry.quantity).toBe(expected);
  });

  it("names every missing required field", () => {
    const result = parseInquiry({ quantity: 50 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["address", "email", "name", "phone", "shippingTerms"]);
    expect(result.fieldErrors.name).toBe("Name is required.");
    expect(result.message).toBe("Name is required.");
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Enter a valid email address."],
    [{ shippingTerms: "EXW" }, "shippingTerms", "Choose FOB, CIF or DDP."],
    [{ name: "   " }, "name", "Name is required."],
    [{ message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters."],
    [{ type: "spam" }, "type", undefined],
    // A wrong JSON type is no typed quantity, and NUL is never text.
    [{ quantity: { $gt: 1 } }, "quantity", "Quantity must be a number."],
    [{ quantity: [60] }, "quantity", "Quantity must be a number."],
    [{ quantity: true }, "quantity", "Quantity must be a number."],
    [{ name: "Ana\u0000" }, "name", "Name may not contain control characters."],
    [{ message: "hello\u0000" }, "message", "Message may not contain control characters."],
    [{ company: { a: 1 } }, "company", "Company must be text."],
    [{ model: "X\r\nBcc: a@b.c" }, "model", "Model may not contain control characters."],
    [{ tyreId: 2147483648 }, "tyreId", "No such tyre in the catalogue."],
    // The named place and country by the shipping choice's own rules (app/freight/shipping-choice.ts).
    [{ namedPlace: undefined }, "namedPlace", "The destination port is required for CIF."],
    [{ namedPlace: "  " }, "namedPlace", "The destination port is required for CIF."],
    [{ shippingTerms: "DDP", namedPlace: "" }, "namedPlace", "The delivery address is required for DDP."],
    [{ namedPlace: "x".repeat(121) }, "namedPlace", "The destination port must be at most 120 characters."],
    [{ namedPlace: "Lagos\u0007" }, "namedPlace", "The destination port may not contain control characters (U+0007)."],
    [{ shippingTerms: "DDP", namedPlace: "Depot 4\nNairobi" }, "namedPlace", "The delivery address may not contain control characters (U+000A)."],
    [{ namedPlace: 42 }, "namedPlace", "The named place must be text."],
    [{ shippingTerms: "DDP", namedPlace: "Depot 4", country: "NGA" }, "country", 'The country must be a two-letter ISO code such as NG, not "NGA".'],
    [{ shippingTerms: "DDP", namedPlace: "Depot 4", country: ["NG"] }, "country", "The country must be text."],
  ])("refuses %j", (change, field, message) => {
    const result = parseInquiry({ ...valid, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const error = result.fieldErrors[field];
    expect(error).toBeTruthy();
    if (message) expect(error).toBe(message);
  });

  it("keeps line breaks in the address and the message", () => {
    const result = parseInquiry({ ...valid, address: "Main St 1\r\nRotterdam", message: "Line one\n\tLine two" });
    expect(result.ok && [result.inquiry.address, result.inquiry.message]).toEqual(["Main St 1\r\nRotterdam", "Line one\n\tLine two"]);
  });

  it("defaults model and type for a general inquiry", () => {
    const { model: _m, type: _t, ...rest } = valid;
    const result = parseInquiry(rest);
    expect(result.ok && [result.inquiry.model, result.inquiry.type]).toEqual(["General Inquiry", "product_inquiry"]);
  });

  it("derives the model line from the tyre (spec §3)", () => {
    expect(inquiryModel({ brand: "Michelin", model: "X Multi D" })).toBe("Michelin X Multi D");
    expect(inquiryModel(null)).toBe("General Inquiry");
  });
});
