import { describe, expect, it } from "vitest";
import { sentInquiryId, withSavedAddress } from "./use-inquiry-form";

describe("sentInquiryId reads the reference from POST /api/send-email's answer", () => {
  it.each([
    ["a new inquiry", { inquiryId: 42, status: "received", createdAt: "2026-11-25T10:00:00.000Z" }, 42],
    ["a replayed one (same key, same id)", { inquiryId: 7 }, 7],
    ["no body", null, null],
    ["a body without an id", { status: "received" }, null],
    ["an id as text", { inquiryId: "42" }, null],
    ["an id that is no whole number", { inquiryId: 4.2 }, null],
    ["an id of zero", { inquiryId: 0 }, null],
    ["a list", [42], null],
  ])("%s", (_case, body, expected) => {
    expect(sentInquiryId(body)).toBe(expected);
  });
});

describe("a saved address picked in the dialog (decision 276)", () => {
  const ADDRESSES = ["Moi Avenue 12\nNairobi, Kenya", "Port Reitz Road 4\nMombasa"];
  it.each([
    ["FOB", "", "", "Port Reitz Road 4\nMombasa"],
    ["CIF", "Dar es Salaam", "Dar es Salaam", "Port Reitz Road 4\nMombasa"],
    ["DDP", "Moi Avenue 12, Nairobi, Kenya", "Port Reitz Road 4, Mombasa", "Port Reitz Road 4\nMombasa"],
  ] as const)("a saved address picked under %s fills the address, and the place %j becomes %j", (shippingTerms, namedPlace, place, address) => {
    const values = { address: ADDRESSES[0]!, shippingTerms, namedPlace, phone: "+254" };
    expect(withSavedAddress(values, ADDRESSES[1]!)).toEqual({ address, shippingTerms, namedPlace: place, phone: "+254" });
  });
});
