import { describe, expect, it } from "vitest";
import { parseBasketInquiry } from "./basket-inquiry-schema";

const form = (overrides: Record<string, string> = {}) => ({
  name: " Ana ",
  email: "ana@example.com",
  phone: "+31 6",
  company: "",
  address: "Main St 1",
  message: "",
  shippingTerms: "FOB",
  destinationPort: "",
  deliveryAddress: "",
  idempotencyKey: "key-12345678",
  ...overrides,
});

describe("the quote request form", () => {
  it.each([
    ["FOB", {}, { term: "FOB" }],
    ["CIF", { destinationPort: " Mombasa, Kenya " }, { term: "CIF", port: "Mombasa, Kenya" }],
    ["DDP", { deliveryAddress: "Depot 4, Nairobi, Kenya" }, { term: "DDP", address: "Depot 4, Nairobi, Kenya", country: "KE" }],
    ["DDP", { deliveryAddress: "Depot 4, Nairobi", country: "ke" }, { term: "DDP", address: "Depot 4, Nairobi", country: "KE" }],
  ])("reads the shipping choice %s names", (shippingTerms, place, choice) => {
    const parsed = parseBasketInquiry(form({ shippingTerms, ...place }));
    expect(parsed).toEqual({
      ok: true,
      form: {
        name: "Ana",
        email: "ana@example.com",
        phone: "+31 6",
        company: undefined,
        address: "Main St 1",
        message: undefined,
        shippingTerms,
        choice,
        idempotencyKey: "key-12345678",
      },
    });
  });

  it.each([
    [{ shippingTerms: "CIF" }, { destinationPort: "The destination port is required for CIF." }],
    [{ shippingTerms: "DDP", destinationPort: "Mombasa" }, { deliveryAddress: "The delivery address is required for DDP." }],
    [{ shippingTerms: "CIF", destinationPort: "x".repeat(121) }, { destinationPort: "The destination port must be at most 120 characters." }],
    [{ shippingTerms: "DDP", deliveryAddress: "Depot 4\nNairobi" }, { deliveryAddress: "The delivery address may not contain control characters (U+000A)." }],
    [{ shippingTerms: "DDP", deliveryAddress: "Depot 4", country: "Kenya" }, { country: 'The country must be a two-letter ISO code such as NG, not "Kenya".' }],
    [
      { name: "", phone: "", shippingTerms: "CIF" },
      { name: "Name is required.", phone: "Phone is required.", destinationPort: "The destination port is required for CIF." },
    ],
    [{ shippingTerms: "EXW" }, { shippingTerms: "Choose FOB, CIF or DDP." }],
    [{ idempotencyKey: "short" }, { idempotencyKey: "Idempotency key must be 8-100 letters, digits, '-', '_', '.' or ':'." }],
  ])("refuses %j with every field's reason at once", (overrides, fieldErrors) => {
    const parsed = parseBasketInquiry(form(overrides));
    expect(parsed).toMatchObject({ ok: false, kind: "invalid", fieldErrors, message: Object.values(fieldErrors)[0] });
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors).sort()).toEqual(Object.keys(fieldErrors).sort());
  });

  it("reads only the place the chosen terms name: an unused one is ignored, whatever it holds", () => {
    expect(parseBasketInquiry(form({ shippingTerms: "FOB", destinationPort: "x".repeat(500), deliveryAddress: "\u0000" }))).toMatchObject({
      ok: true,
      form: { choice: { term: "FOB" } },
    });
  });
});
