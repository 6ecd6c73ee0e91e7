import { describe, expect, it } from "vitest";
import { parseBasketInquiry } from "./basket-inquiry-schema";

const PORT = "Rotterdam, Netherlands";
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
    ["FOB", {}, PORT],
    ["CIF", { destinationPort: " Mombasa, Kenya " }, "Mombasa, Kenya"],
    ["DDP", { deliveryAddress: "Depot 4\nNairobi" }, "Depot 4\nNairobi"],
  ])("names the place %s needs", (shippingTerms, place, namedPlace) => {
    const parsed = parseBasketInquiry(form({ shippingTerms, ...place }), PORT);
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
        namedPlace,
        idempotencyKey: "key-12345678",
      },
    });
  });

  it.each([
    [{ shippingTerms: "CIF" }, { destinationPort: "Destination port is required for CIF." }],
    [{ shippingTerms: "DDP", destinationPort: "Mombasa" }, { deliveryAddress: "Delivery address is required for DDP." }],
    [{ shippingTerms: "CIF", destinationPort: "x".repeat(201) }, { destinationPort: "Destination port must be at most 200 characters." }],
    [
      { name: "", phone: "", shippingTerms: "CIF" },
      { name: "Name is required.", phone: "Phone is required.", destinationPort: "Destination port is required for CIF." },
    ],
    [{ shippingTerms: "EXW" }, { shippingTerms: "Choose FOB, CIF or DDP." }],
    [{ idempotencyKey: "short" }, { idempotencyKey: "Idempotency key must be 8-100 letters, digits, '-', '_', '.' or ':'." }],
  ])("refuses %j with every field's reason at once", (overrides, fieldErrors) => {
    const parsed = parseBasketInquiry(form(overrides), PORT);
    expect(parsed).toMatchObject({ ok: false, kind: "invalid", fieldErrors, message: Object.values(fieldErrors)[0] });
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors).sort()).toEqual(Object.keys(fieldErrors).sort());
  });

  it("reads only the place the chosen terms name: an unused one is ignored, whatever it holds", () => {
    expect(parseBasketInquiry(form({ shippingTerms: "FOB", destinationPort: "x".repeat(500), deliveryAddress: "\u0000" }), PORT)).toMatchObject({
      ok: true,
      form: { namedPlace: PORT },
    });
  });
});
