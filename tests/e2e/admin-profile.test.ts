// The seller's company profile in real Chromium at 1280 px, its layout checked at 390 px (decision
// 230): a seller fills it, sees a mistyped IBAN and a short SWIFT code refused beside their fields
// with what they typed kept, then saves with the password and reads when the bank last changed.
// Every state passes axe and nothing is wider than the window.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { DESKTOP, expectLayoutAt, PHONE, sidewaysOverflow } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { newSellerPage } from "../support/seller";
import { SELLER_PASSWORD } from "../support/seller-profile-form";
import { useStorefront } from "../support/storefront";

describe("the seller's company profile in Chromium", () => {
  const storefront = useStorefront("sqlite");

  async function sellerOnProfile(width: number): Promise<Page> {
    const page = await newSellerPage(storefront, { width });
    await storefront.openHydrated(page, "/admin/profile");
    return page;
  }

  async function expectFits(page: Page, name: string) {
    await shootForReview(page, `${name}-${DESKTOP}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, PHONE, { check: () => shootForReview(page, `${name}-${PHONE}`) });
  }

  it("refuses a mistyped IBAN and a short SWIFT beside their fields, then saves the bank with the password", async () => {
    const page = await sellerOnProfile(DESKTOP);
    expect(await page.getByText("Not saved yet").count()).toBe(1);
    expect(await page.getByLabel("Truck").inputValue()).toBe("4011.20");
    await expectFits(page, "profile");

    await page.getByLabel("VAT number").fill("NL123456789B01");
    await page.getByLabel("Company registration number").fill("KvK 12345678");
    await page.getByLabel("Beneficiary (account holder)").fill("Tyre Wholesale B.V.");
    await page.getByLabel("Bank's name").fill("ABN AMRO Bank N.V.");
    await page.getByLabel("Bank's address").fill("Gustav Mahlerlaan 10\n1082 PP Amsterdam");
    await page.getByLabel("IBAN").fill("NL91 ABNA 0417 1643 01");
    await page.getByLabel("SWIFT/BIC").fill("ABNANL2");
    await page.getByLabel("Your password").fill(SELLER_PASSWORD);

    // The refusal is a 400 answer, which Chromium logs.
    storefront.expectErrors(/status of 400/);
    await page.getByRole("button", { name: "Save the profile" }).click();
    await page.locator("#profile-iban-error").waitFor();
    expect(await page.locator("#profile-iban-error").textContent()).toBe("The IBAN's check digits do not match: a character is mistyped.");
    expect(await page.locator("#profile-swift-error").textContent()).toBe("A SWIFT/BIC code has 8 or 11 characters; this one has 7.");
    expect(await page.getByLabel("IBAN").inputValue()).toBe("NL91 ABNA 0417 1643 01");
    await expectFits(page, "profile-refused");

    await page.getByLabel("IBAN").fill("NL91 ABNA 0417 1643 00");
    await page.getByLabel("SWIFT/BIC").fill("ABNANL2A");
    await page.getByLabel("Your password").fill(SELLER_PASSWORD);
    await page.getByRole("button", { name: "Save the profile" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("The profile is saved with the new bank details. Every seller was e-mailed about the change.");
    expect(await page.getByTestId("bank-changed-at").textContent()).toMatch(/^Last changed on \d{1,2} \w+ 20\d\d\.$/);
    expect(await page.getByLabel("IBAN").inputValue()).toBe("NL91 ABNA 0417 1643 00");
    // The saved page is a fresh form: the password typed for the change is not kept in it.
    expect(await page.getByLabel("Your password").inputValue()).toBe("");
    await expectFits(page, "profile-saved");
  });
});
