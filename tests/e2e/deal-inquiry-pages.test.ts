// An inquiry's deal as the buyer and the seller read it back in Chromium (decision 211): My
// inquiries at 390 px and the back office's inquiry page at 1280 px show the terms with their port,
// the goods, the sea freight with its note, the insurance with its rate and the total the inquiry
// stored; each page fits and passes axe at the other width.
import { describe, expect, it } from "vitest";
import { formatMoney, money, type CurrencyCode } from "../../app/domain/money";
import { inquiryBody, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { signedUpSeller } from "../support/seller";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

describe.each(TEST_DIALECTS)("a stored deal on the buyer's and the seller's pages on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  it("shows CIF Lagos Apapa's freight, insurance and total on My inquiries (390 px) and the inquiry page (1280 px)", async () => {
    const base = storefront.app.baseUrl;
    const { db } = storefront.database;
    const tyre = await db
      .selectFrom("tyre")
      .select("id")
      .where("size_normalized", "=", "315/80R22.5")
      .where("offer_price_currency", "=", "EUR")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const { client: buyer, email } = await signedUpBuyer(base, "Olu Buyer");
    const res = await buyer.post(
      "/api/send-email",
      inquiryBody({ email, tyreId: Number(tyre.id), quantity: 260, shippingTerms: "CIF", namedPlace: "NGAPP", company: "Lagos Haulage" }),
      { "idempotency-key": newIdempotencyKey() },
    );
    expect(res.status).toBe(201);
    const inquiryId = Number((await res.json()).inquiryId);
    const row = await db.selectFrom("inquiry").selectAll().where("id", "=", inquiryId).executeTakeFirstOrThrow();
    const amount = (minor: number | null) => formatMoney(money(Number(minor), row.currency as CurrencyCode));

    const mine = await storefront.newPage({ width: PHONE });
    await mine.context().addCookies([...buyer.cookies].map(([name, value]) => ({ name, value, url: base })));
    await storefront.openHydrated(mine, "/account/inquiries");
    const card = mine.locator(`[data-inquiry="${inquiryId}"]`);
    await card.waitFor();
    expect(await card.locator("[data-inquiry-terms]").innerText()).toBe("CIF Lagos Apapa (NGAPP)");
    expect(await card.locator('[data-inquiry-price="Sea freight"]').innerText()).toBe(`Sea freight: ${amount(row.shipping_minor)} (${row.freight_note})`);
    expect(await card.locator('[data-inquiry-price="Insurance"]').innerText()).toBe(
      `Insurance: ${amount(row.insurance_minor)} (0.3% of 110% of the CIF value)`,
    );
    expect(await card.locator("[data-inquiry-total]").innerText()).toBe(amount(row.total_minor));
    await shootForReview(mine, `my-inquiries-deal-${dialect}-${PHONE}`);
    await expectLayoutAt(mine, DESKTOP);

    const { client: seller } = await signedUpSeller(base, storefront.database);
    const office = await storefront.newPage({ width: DESKTOP });
    await office.context().addCookies([...seller.cookies].map(([name, value]) => ({ name, value, url: base })));
    await storefront.openHydrated(office, `/admin/inquiries/${inquiryId}`);
    await office.getByRole("heading", { level: 1 }).waitFor();
    expect(await office.locator("[data-inquiry-terms]").innerText()).toBe("CIF Lagos Apapa (NGAPP)\nFreight rate: the seller's rate to this port (NGAPP)");
    expect(await office.locator('[data-inquiry-price="Goods"]').innerText()).toBe(`Goods\n${amount(row.subtotal_minor)} for 260 pcs`);
    expect(await office.locator('[data-inquiry-price="Sea freight"] dd').innerText()).toBe(`${amount(row.shipping_minor)} (${row.freight_note})`);
    await expect.poll(() => office.getByText("Total the buyer saw").locator("xpath=following-sibling::dd[1]").innerText()).toBe(amount(row.total_minor));
    await shootForReview(office, `admin-inquiry-deal-${dialect}-${DESKTOP}`);
    await expectLayoutAt(office, PHONE);
    await office.setViewportSize({ width: PHONE, height: 844 });
    await shootForReview(office, `admin-inquiry-deal-${dialect}-${PHONE}`);
    await mine.setViewportSize({ width: DESKTOP, height: 900 });
    await shootForReview(mine, `my-inquiries-deal-${dialect}-${DESKTOP}`);
  });
});
