import { describe, expect, it } from "vitest";
import type { InquiryRow } from "../db/schema";
import { priceDeal, resolveShipping, type ShippingChoice } from "../domain/deal";
import { DEFAULT_FREIGHT_SETTINGS, type FreightTable } from "../domain/freight";
import { money } from "../domain/money";
import { inquiryDraftColumns, inquiryDraftOfDeal } from "./basket-inquiry-draft";
import { DEAL_CSV_COLUMNS, INQUIRY_CSV_COLUMNS, INQUIRY_EXPORT_COLUMNS, inquiryCsvLine } from "./inquiry-csv";

const BASE = {
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
  named_place: null,
  plan_summary: null,
  containers: null,
  currency: null,
  surcharge_minor: null,
  subtotal_minor: null,
  shipping_minor: null,
  freight_note: null,
  freight_basis: null,
  port_code: null,
  country_of_delivery: null,
  insurance_minor: null,
  insurance_basis_points: null,
  total_minor: null,
} as unknown as InquiryRow;

const TABLE: FreightTable = {
  settings: DEFAULT_FREIGHT_SETTINGS,
  ports: [{ code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 310_000, rate40Minor: 450_000, transitDays: null, example: false }],
};

/** An inquiry stored today: 120 pcs of the reference size, priced by the engine for the choice. */
function stored(choice: ShippingChoice): InquiryRow {
  const deal = priceDeal([{ size: "295/80R22.5", quantity: 120, weightKg: null, offerPrice: money(35_000, "EUR") }], resolveShipping(choice, TABLE))!;
  const draft = inquiryDraftOfDeal(deal, [{ tyreId: 3, tyreName: "Michelin X" }]);
  return { ...BASE, model: "Michelin X", tyre_id: 3, quantity: 120, shipping_terms: choice.term!, ...inquiryDraftColumns(draft) };
}

describe("inquiry CSV", () => {
  it("keeps every older column in its place and adds the deal's at the end", () => {
    expect(INQUIRY_EXPORT_COLUMNS.slice(0, INQUIRY_CSV_COLUMNS.length)).toEqual(INQUIRY_CSV_COLUMNS);
    expect(INQUIRY_EXPORT_COLUMNS.slice(INQUIRY_CSV_COLUMNS.length)).toEqual(DEAL_CSV_COLUMNS);
  });

  it.each<[string, InquiryRow, string]>([
    [
      "an older quote request: its total from its columns",
      { ...BASE, total_minor: 5_360_000, currency: "EUR", subtotal_minor: 5_240_000, shipping_minor: 120_000 },
      "1,2026-11-24T10:00:00.000Z,queued,Mixed load: 2 tyres,,80,CIF,Ana,ana@example.com,1,,A,,53600.00,EUR,52400.00,1200.00,,,CIF,,,\r\n",
    ],
    [
      "an older single-tyre inquiry: its total from its spec §9 quote",
      {
        ...BASE,
        model: "Michelin X",
        tyre_id: 3,
        quote_json: JSON.stringify({ total: { amountMinor: 1_970_000, currency: "EUR" } }),
      },
      "1,2026-11-24T10:00:00.000Z,queued,Michelin X,3,80,CIF,Ana,ana@example.com,1,,A,,19700.00,EUR,,,,,CIF,,,\r\n",
    ],
    [
      "a general inquiry: no price",
      { ...BASE, model: "General Inquiry" },
      "1,2026-11-24T10:00:00.000Z,queued,General Inquiry,,80,CIF,Ana,ana@example.com,1,,A,,,,,,,,CIF,,,\r\n",
    ],
    [
      "FOB today: goods only, no freight",
      stored({ term: "FOB" }),
      "1,2026-11-24T10:00:00.000Z,queued,Michelin X,3,120,FOB,Ana,ana@example.com,1,,A,,43200.00,EUR,43200.00,,,,FOB Rotterdam,,none,Sea freight from Rotterdam is arranged and paid by the buyer\r\n",
    ],
    [
      "CIF to a listed port today: freight, insurance and its rate, the port",
      stored({ term: "CIF", port: "NGAPP" }),
      // 0.3% of 110% of (43,200 + 3,100) with the premium itself insured: 46,300 × 0.0033 / 0.9967 = 153.30.
      '1,2026-11-24T10:00:00.000Z,queued,Michelin X,3,120,CIF,Ana,ana@example.com,1,,A,,46453.30,EUR,43200.00,3100.00,153.30,30,CIF Lagos Apapa (NGAPP),NGAPP,listed,"1 × 20ft container to Lagos Apapa at €3,100.00 each"\r\n',
    ],
  ])("%s", (_name, row, line) => {
    expect(inquiryCsvLine(row)).toBe(line);
  });
});
