import { describe, expect, it } from "vitest";
import { buyerBasketMail, supplierBasketMail, type BasketInquiryMailInput } from "./basket-inquiry-email";

const XSS = `<script>alert(1)</script>"><img src=x onerror=alert(1)>`;

const input = (form: Partial<BasketInquiryMailInput["form"]> = {}, tyreName = "Michelin X Multi D", namedPlace = "Mombasa, Kenya"): BasketInquiryMailInput => ({
  inquiryId: 12,
  form: {
    name: "Ana",
    email: "ana@example.com",
    phone: "+31 6",
    company: "Ana BV",
    address: "Main St 1",
    message: "Hello",
    shippingTerms: "CIF",
    choice: { term: "CIF", port: "Mombasa, Kenya" },
    ...form,
  },
  account: { email: "ana.account@example.com", name: "Ana Account" },
  basket: {
    lines: [
      { tyreId: 3, tyreName, size: "315/80R22.5", quantity: 100, unitPriceMinor: 36000, lineTotalMinor: 3_600_000, currency: "EUR" },
      { tyreId: 4, tyreName: "Bridgestone R-Steer 002", size: "385/65R22.5", quantity: 40, unitPriceMinor: 41000, lineTotalMinor: 1_640_000, currency: "EUR" },
    ],
    terms: "CIF",
    namedPlace,
    planSummary: "Fills 88% of a 20ft container: room for about 18 more 315/80R22.5.",
    containers: "1 × 20ft container",
    currency: "EUR",
    surchargeMinor: 1000,
    subtotalMinor: 5_240_000,
    shippingMinor: 120_000,
    freightNote: "1 × 20ft container at our default rate of €1,200.00 each (we do not list this port)",
    freightBasis: "default",
    portCode: null,
    countryOfDelivery: null,
    insuranceMinor: 17_363,
    insuranceBasisPoints: 30,
    totalMinor: 5_377_363,
  },
  pricingNote: "The load fits one 20ft container: +€10.00 per tyre",
  publicUrl: "https://shop.example",
});

describe("quote request e-mails", () => {
  it("gives the supplier a line per tyre, the plan, the surcharge, shipping and totals, and the terms with their named place", () => {
    const mail = supplierBasketMail(input());
    expect(mail.subject).toBe("Quote request #12: 2 tyres, 140 pcs");
    expect(mail.text).toContain("- Michelin X Multi D, 315/80R22.5: 100 pcs × €360.00 = €36,000.00");
    expect(mail.text).toContain("- Bridgestone R-Steer 002, 385/65R22.5: 40 pcs × €410.00 = €16,400.00");
    expect(mail.text).toContain("Containers: 1 × 20ft container. Fills 88% of a 20ft container: room for about 18 more 315/80R22.5.");
    expect(mail.text).toContain("Unit prices: The load fits one 20ft container: +€10.00 per tyre");
    expect(mail.text).toContain("Surcharge: €10.00 per tyre");
    expect(mail.text).toContain("Goods: €52,400.00 for 140 pcs");
    expect(mail.text).toContain("Sea freight: €1,200.00 (1 × 20ft container at our default rate of €1,200.00 each (we do not list this port))");
    expect(mail.text).toContain("Insurance: €173.63 (0.3% of 110% of the CIF value)");
    expect(mail.text).toContain("Total: €53,773.63");
    expect(mail.text).toContain("Terms: CIF Mombasa, Kenya");
    expect(mail.text).toContain("Shipping terms: CIF (Cost, Insurance and Freight)");
    expect(mail.text).toContain("Destination port: Mombasa, Kenya");
    expect(mail.text).toContain("Account: Ana Account <ana.account@example.com>");
    expect(mail.html).toContain(
      '<tr><th align="left" style="padding:4px 8px;border-bottom:1px solid #ddd">Tyre</th><th align="left" style="padding:4px 8px;border-bottom:1px solid #ddd">Size</th><th align="right" style="padding:4px 8px;border-bottom:1px solid #ddd">Quantity</th><th align="right" style="padding:4px 8px;border-bottom:1px solid #ddd">Unit price</th><th align="right" style="padding:4px 8px;border-bottom:1px solid #ddd">Line total</th></tr>',
    );
    expect(mail.html).toContain('<td align="right" style="padding:4px 8px;border-bottom:1px solid #ddd">€36,000.00</td>');
  });

  it("links the seller to the inquiry's page and leaves out a surcharge of nothing", () => {
    const base = input();
    const mail = supplierBasketMail({ ...base, basket: { ...base.basket, surchargeMinor: 0 } });
    expect(mail.text).toContain("Answer it in the back office: https://shop.example/admin/inquiries/12");
    expect(mail.html).toContain('<a href="https://shop.example/admin/inquiries/12">');
    expect(mail.text).not.toContain("Surcharge");
    expect(mail.text).not.toContain("(typed in the form)");
    expect(mail.text).toContain("Email: ana@example.com");
  });

  it.each([
    ["FOB", "Port of loading: Rotterdam, Netherlands"],
    ["DDP", "Delivery address: Depot 4, Nairobi"],
  ] as const)("names the place %s needs", (shippingTerms, line) => {
    const namedPlace = line.split(": ")[1]!;
    expect(supplierBasketMail(input({ shippingTerms }, undefined, namedPlace)).text).toContain(line);
  });

  it("sends the buyer a confirmation with the same table, their inquiries' address and the shop's contacts", () => {
    const mail = buyerBasketMail(input());
    expect(mail.subject).toBe("We received your quote request #12");
    expect(mail.text).toContain("Dear Ana Account,");
    expect(mail.text).toContain("Thank you for your quote request #12 (2 tyres, 140 pcs). Our sales team will answer within one working day.");
    expect(mail.text).toContain("- Michelin X Multi D, 315/80R22.5: 100 pcs × €360.00 = €36,000.00");
    expect(mail.text).toContain("Total: €53,773.63");
    expect(mail.text).toContain("Your inquiries: https://shop.example/account/inquiries");
    expect(mail.html).toContain('<a href="https://shop.example/account/inquiries">Your inquiries</a>');
    expect(mail.html).toContain(">Line total</th>");
  });

  it("escapes every typed and catalogue value in the HTML parts", () => {
    const hostile = input({ name: XSS, company: XSS, address: XSS, message: XSS }, XSS, XSS);
    for (const mail of [supplierBasketMail(hostile), buyerBasketMail(hostile)]) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    }
  });
});
