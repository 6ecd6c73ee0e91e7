import { describe, expect, it } from "vitest";
import type { InquiryRow } from "../db/schema";
import { priceDeal, resolveShipping, type ShippingChoice } from "../domain/deal";
import { DEFAULT_FREIGHT_SETTINGS, insurancePremiumMinor, type FreightTable } from "../domain/freight";
import { money } from "../domain/money";
import { inquiryDraftColumns, inquiryDraftOfDeal } from "./basket-inquiry-draft";
import { storedDealOf, storedDealOfDraft, storedDealRows, storedTermsText } from "./stored-deal";

const TABLE: FreightTable = {
  settings: DEFAULT_FREIGHT_SETTINGS,
  ports: [
    { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 310_000, rate40Minor: 450_000, transitDays: 21, example: true },
    { code: "KEMBA", name: "Mombasa", country: "KE", rate20Minor: 250_000, rate40Minor: 400_000, transitDays: null, example: false },
  ],
};

// spec §9's reference size: 120 pcs fill one 20ft at offer + €10.00, goods €43,200.00.
const LINE = { size: "295/80R22.5", quantity: 120, weightKg: null, offerPrice: money(35_000, "EUR") };
const GOODS = 4_320_000;
const insured = (goodsAndFreight: number) => insurancePremiumMinor(goodsAndFreight, 30);
const eur = (minor: number) => `€${(minor / 100).toLocaleString("en-IE", { minimumFractionDigits: 2 })}`;

function draftFor(choice: ShippingChoice) {
  const deal = priceDeal([LINE], resolveShipping(choice, TABLE))!;
  return inquiryDraftOfDeal(deal, [{ tyreId: 3, tyreName: "Michelin X Multi D" }]);
}

describe("a deal as an inquiry stores it and every reader prints it", () => {
  it.each<[string, ShippingChoice, Array<[string, string]>]>([
    [
      "FOB: goods only, the buyer's own freight",
      { term: "FOB" },
      [
        ["Goods", "€43,200.00 for 120 pcs"],
        ["Sea freight", "Sea freight from Rotterdam is arranged and paid by the buyer"],
        ["Total", "€43,200.00"],
        ["Terms", "FOB Rotterdam"],
      ],
    ],
    [
      "CIF to a listed port: its rate, the example mark, the transit, and insurance",
      { term: "CIF", port: "ngapp" },
      [
        ["Goods", "€43,200.00 for 120 pcs"],
        ["Sea freight", "€3,100.00 (1 × 20ft container to Lagos Apapa at €3,100.00 each (example rate, to be confirmed), about 21 days at sea)"],
        ["Insurance", `${eur(insured(GOODS + 310_000))} (0.3% of 110% of the CIF value)`],
        ["Total", eur(GOODS + 310_000 + insured(GOODS + 310_000))],
        ["Terms", "CIF Lagos Apapa (NGAPP)"],
      ],
    ],
    [
      "CIF to a port not listed: the default rate, said so",
      { term: "CIF", port: "Callao" },
      [
        ["Goods", "€43,200.00 for 120 pcs"],
        ["Sea freight", "€1,200.00 (1 × 20ft container at our default rate of €1,200.00 each (we do not list this port))"],
        ["Insurance", `${eur(insured(GOODS + 120_000))} (0.3% of 110% of the CIF value)`],
        ["Total", eur(GOODS + 120_000 + insured(GOODS + 120_000))],
        ["Terms", "CIF Callao"],
      ],
    ],
    [
      "DDP: through the country's port, and the duties line",
      { term: "DDP", address: "Depot 4, Nairobi", country: "KE" },
      [
        ["Goods", "€43,200.00 for 120 pcs"],
        ["Sea freight", "€2,500.00 (1 × 20ft container via Mombasa (KEMBA) at €2,500.00 each)"],
        ["Insurance", `${eur(insured(GOODS + 250_000))} (0.3% of 110% of the CIF value)`],
        ["Duties and delivery", "Import duties, taxes and inland delivery are quoted by the seller"],
        ["Total", eur(GOODS + 250_000 + insured(GOODS + 250_000))],
        ["Terms", "DDP Depot 4, Nairobi"],
      ],
    ],
  ])("%s", (_name, choice, rows) => {
    const draft = draftFor(choice);
    expect(storedDealRows(storedDealOfDraft(draft, choice.term!), 120)).toEqual(rows);
  });

  it("reads a stored row back to the draft's own amounts and words", () => {
    const draft = draftFor({ term: "CIF", port: "Lagos Apapa" });
    const deal = storedDealOf({ ...inquiryDraftColumns(draft), shipping_terms: "CIF", quote_json: null });
    expect(deal).toMatchObject({
      terms: "CIF",
      namedPlace: "Lagos Apapa (NGAPP)",
      freight: money(310_000, "EUR"),
      freightBasis: "listed",
      portCode: "NGAPP",
      insuranceBasisPoints: 30,
      total: money(draft.totalMinor, "EUR"),
    });
    expect(storedTermsText(deal!)).toBe("CIF Lagos Apapa (NGAPP)");
  });

  it("reads an inquiry stored before the engine: a quote request's flat shipping, a single tyre's spec §9 quote, or none", () => {
    const none = { shipping_terms: "FOB", quote_json: null, total_minor: null, currency: null } as unknown as InquiryRow;
    expect(storedDealOf(none)).toBeNull();
    const single = {
      ...none,
      quote_json: JSON.stringify({
        subtotal: money(4_320_000, "EUR"),
        shipping: money(120_000, "EUR"),
        total: money(4_440_000, "EUR"),
        container: "20ft",
        containerCount: 1,
      }),
    } as InquiryRow;
    expect(storedDealRows(storedDealOf(single)!, 120)).toEqual([
      ["Goods", "€43,200.00 for 120 pcs"],
      ["Shipping", "€1,200.00 (1 × 20ft container)"],
      ["Total", "€44,400.00"],
      ["Terms", "FOB"],
    ]);
    const basket = {
      ...none,
      named_place: "Antwerp, Belgium",
      plan_summary: null,
      containers: "1 × 20ft container",
      currency: "EUR",
      surcharge_minor: 1000,
      port_code: null,
      country_of_delivery: null,
      subtotal_minor: 4_320_000,
      shipping_minor: 120_000,
      total_minor: 4_440_000,
      freight_basis: null,
      freight_note: null,
      insurance_minor: null,
      insurance_basis_points: null,
    } as unknown as InquiryRow;
    expect(storedDealRows(storedDealOf(basket)!, 120)).toEqual([
      ["Goods", "€43,200.00 for 120 pcs"],
      ["Shipping", "€1,200.00 (1 × 20ft container)"],
      ["Total", "€44,400.00"],
      ["Terms", "FOB Antwerp, Belgium"],
    ]);
  });
});
