import { describe, expect, it } from "vitest";
import type { InquiryRow } from "../db/schema";
import { inquiryCsvLine } from "./inquiry-csv";

describe("inquiry CSV", () => {
  it("takes a quote request's total from its columns and a single-tyre inquiry's from its quote", () => {
    const row = {
      id: 1,
      created_at: "2026-11-24T10:00:00.000Z",
      status: "queued",
      model: "Mixed load: 2 tyres",
      tyre_id: null,
      quantity: 80,
      shipping_terms: "CIF",
      name: "Ana",
      email: "ana@example.com",
      phone: "1",
      company: null,
      address: "A",
      message: null,
      quote_json: null,
      total_minor: 5_360_000,
      currency: "EUR",
    } as unknown as InquiryRow;
    expect(inquiryCsvLine(row)).toBe("1,2026-11-24T10:00:00.000Z,queued,Mixed load: 2 tyres,,80,CIF,Ana,ana@example.com,1,,A,,53600.00,EUR\r\n");
    const single = {
      ...row,
      model: "Michelin X",
      tyre_id: 3,
      total_minor: null,
      currency: null,
      quote_json: JSON.stringify({ total: { amountMinor: 1_970_000, currency: "EUR" } }),
    } as InquiryRow;
    expect(inquiryCsvLine(single)).toBe("1,2026-11-24T10:00:00.000Z,queued,Michelin X,3,80,CIF,Ana,ana@example.com,1,,A,,19700.00,EUR\r\n");
  });
});
