import { describe, expect, it } from "vitest";
import { priceDeal, resolveShipping } from "../domain/deal";
import { EMPTY_FREIGHT_TABLE } from "../domain/freight";
import { money } from "../domain/money";
import { inquiryDraftOfDeal } from "./basket-inquiry-draft";
import { buyerMail, escapeHtml, supplierMail, type InquiryMailInput } from "./inquiry-email";

// spec §9: 120 pcs of the reference size = offer + 10 per tyre, one 20ft container.
const deal = priceDeal(
  [{ size: "295/80R22.5", quantity: 120, weightKg: null, offerPrice: money(35000, "EUR") }],
  resolveShipping({ term: "CIF", port: "Callao" }, EMPTY_FREIGHT_TABLE),
)!;

const XSS = `<script>alert(1)</script>"><img src=x onerror=alert(1)>`;

const input = (overrides: Partial<InquiryMailInput["inquiry"]> = {}): InquiryMailInput => ({
  inquiryId: 7,
  inquiry: {
    name: "Ana",
    email: "ana@example.com",
    phone: "+31 6",
    company: "Ana BV",
    address: "Main St 1",
    quantity: 120,
    message: "Hello",
    shippingTerms: "CIF",
    model: "Michelin X Multi D",
    type: "product_inquiry",
    ...overrides,
  },
  account: { email: "ana.account@example.com", name: "Ana Account" },
  tyre: { id: 3, brand: "Michelin", model: "X Multi D", pattern: "Drive", size: "315/80R22.5", productCode: "MX-1" },
  draft: inquiryDraftOfDeal(deal, [{ tyreId: 3, tyreName: "Michelin X Multi D" }]),
  pricingNote: "The load fits one 20ft container: +€10.00 per tyre",
  publicUrl: "https://shop.example",
});

describe("inquiry e-mails", () => {
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  });

  it("gives the supplier the tyre, the deal's line, freight, insurance, total and terms as a quote request's e-mail does", () => {
    const mail = supplierMail(input());
    expect(mail.subject).toBe("Purchase inquiry #7: Michelin X Multi D, 120 pcs");
    expect(mail.text).toContain("- Michelin X Multi D, 295/80R22.5: 120 pcs × €360.00 = €43,200.00");
    expect(mail.text).toContain("Unit prices: The load fits one 20ft container: +€10.00 per tyre");
    expect(mail.text).toContain("Goods: €43,200.00 for 120 pcs");
    expect(mail.text).toContain("Sea freight: €1,200.00 (1 × 20ft container at our default rate of €1,200.00 each (we do not list this port))");
    expect(mail.text).toContain(`Insurance: €${(deal.insurance!.amountMinor / 100).toFixed(2)} (0.3% of 110% of the CIF value)`);
    expect(mail.text).toContain(`Total: €${(deal.total.amountMinor / 100).toLocaleString("en-IE", { minimumFractionDigits: 2 })}`);
    expect(mail.text).toContain("Terms: CIF Callao");
    expect(mail.text).toContain("Destination port: Callao");
    expect(mail.text).toContain("Shipping terms: CIF (Cost, Insurance and Freight)");
    expect(mail.text).toContain("Tyre: Michelin X Multi D 315/80R22.5 (Drive)");
    expect(mail.html).toContain("https://shop.example/buy-now?tyre=3&amp;quantity=120");
  });

  it("says 'Price on request' without a quote and leaves out the tyre for a general inquiry", () => {
    const mail = supplierMail({ ...input({ model: "General Inquiry" }), tyre: null, draft: null, pricingNote: null });
    expect(mail.text).toContain("Price: Price on request");
    expect(mail.text).not.toContain("Tyre:");
  });

  it("keeps form text out of both subjects and names the account beside the typed address", () => {
    const spam = input({ model: "WIN A PRIZE at spam.example", name: "Click spam.example now" });
    const general = { ...spam, tyre: null, draft: null, pricingNote: null };
    expect(supplierMail(general).subject).toBe("Purchase inquiry #7: General inquiry, 120 pcs");
    expect(supplierMail(spam).subject).toBe("Purchase inquiry #7: Michelin X Multi D, 120 pcs");
    for (const mail of [buyerMail(spam), buyerMail(general)]) {
      expect(mail.subject).toBe("We received your inquiry #7");
      expect(mail.text).toMatch(/^Dear Ana Account,/);
    }
    const supplier = supplierMail(spam);
    expect(supplier.text).toContain("Account: Ana Account <ana.account@example.com>");
    expect(supplier.text).toContain("Email: ana@example.com");
    expect(buyerMail({ ...spam, account: { email: "x@example.com", name: null } }).text).toMatch(/^Dear customer,/);
  });

  it("escapes every user value in both HTML bodies", () => {
    const hostile = input({ name: XSS, email: "a@b.co", phone: XSS, company: XSS, address: XSS, message: XSS, model: XSS });
    for (const mail of [supplierMail(hostile), buyerMail(hostile)]) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    }
  });

  it("links the seller to the inquiry in the back office and shows no internal words: no form type, no 'typed in the form', no zero surcharge", () => {
    const mail = supplierMail(input());
    expect(mail.text).toMatch(/^New purchase inquiry #7\.\nAnswer it in the back office: https:\/\/shop\.example\/admin\/inquiries\/7\n/);
    expect(mail.html).toContain('<a href="https://shop.example/admin/inquiries/7">Open the inquiry in the back office</a>');
    // 120 pcs of the reference size carry spec §9's +€10.00 per tyre: that surcharge is said.
    expect(mail.text).toContain("Surcharge: €10.00 per tyre");
    const full = supplierMail({ ...input(), draft: { ...input().draft!, surchargeMinor: 0 } });
    for (const word of ["product_inquiry", "(typed in the form)", "Surcharge"]) {
      expect(full.text).not.toContain(word);
      expect(full.html).not.toContain(word);
    }
  });

  it("thanks the buyer by their account's name with the inquiry number", () => {
    const mail = buyerMail(input());
    expect(mail.subject).toBe("We received your inquiry #7");
    expect(mail.text).toMatch(/^Dear Ana Account,\n\nThank you for your inquiry #7\./);
  });
});
