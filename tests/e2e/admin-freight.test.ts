// The seller's freight table in real Chromium at a phone's 390 px, its layout checked at 1280 px
// (decision 208): a seller edits a port's rate in the table (its example mark goes), uploads a
// rate sheet with one bad line and sees that line's number and reason with no way to apply it,
// then previews and applies a good sheet. Every page passes axe and nothing is wider than the window.
// The exchange rates (decision 284), built the same way: a rate saved, a file's bad line shown.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { FREIGHT_CSV_HEADER } from "../../app/freight/freight-admin-csv";
import { axeViolations } from "../support/axe";
import { DESKTOP, expectLayoutAt, PHONE, sidewaysOverflow } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { newSellerPage } from "../support/seller";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

describe.each(TEST_DIALECTS)("the back office's freight table in Chromium on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  /** A new seller, signed in, on `path`. */
  async function sellerOn(path: string, width: number): Promise<Page> {
    const page = await newSellerPage(storefront, { width });
    await storefront.openHydrated(page, path);
    return page;
  }

  const sheet = (...lines: string[]) => ({
    name: "rates-december.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([FREIGHT_CSV_HEADER, ...lines].join("\r\n")),
  });

  /**
   * Fits 390 px and passes axe there (only `within` when the rest of the page passed in this state
   * before); fits 1280 px too, where axe runs only on the table's first state (`axeAtDesktop`).
   */
  async function expectFits(page: Page, name: string, { axeAtDesktop = false, within }: { axeAtDesktop?: boolean; within?: string } = {}) {
    await shootForReview(page, `${name}-${dialect}-${PHONE}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { within })).toEqual([]);
    await expectLayoutAt(page, DESKTOP, { axe: axeAtDesktop, check: () => shootForReview(page, `${name}-${dialect}-${DESKTOP}`) });
  }

  it("edits a port's rate, shows a sheet's bad line with its number and reason, and applies a good sheet at 390 px; each fits 1280 px", async () => {
    const page = await sellerOn("/admin/freight", PHONE);
    const lagos = page.getByTestId("freight-row-NGAPP");
    expect(await lagos.getByText("Example", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("region", { name: /^Rates by port: the table scrolls sideways/ }).isVisible()).toBe(true);
    await expectFits(page, "freight", { axeAtDesktop: true });

    await page.getByLabel("20ft rate, Lagos Apapa (NGAPP)").fill("2600");
    await page.getByRole("button", { name: "Save Lagos Apapa (NGAPP)" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Saved NGAPP.");
    expect(await page.getByLabel("20ft rate, Lagos Apapa (NGAPP)").inputValue()).toBe("2600.00");
    expect(await lagos.getByText("Example", { exact: true }).count()).toBe(0);

    // The refusal is a 400 answer, which Chromium logs.
    storefront.expectErrors(/status of 400/);
    await page.getByLabel("Freight CSV file").setInputFiles(sheet("NGAPP,Lagos Apapa,NG,2600,3900,18", "GHTEM,Tema,GH,2150,-3450,16"));
    await page.getByRole("button", { name: "Preview" }).click();
    const badLines = page.getByTestId("freight-bad-lines");
    await badLines.waitFor();
    expect(await badLines.innerText()).toBe("Line 3: The 40ft rate must be an amount such as 1200 or 1200.50 (no sign, at most 2 decimals).");
    expect(await page.getByRole("alert").first().textContent()).toContain("1 line of rates-december.csv cannot be read");
    expect(await page.getByRole("button", { name: "Apply" }).count()).toBe(0);
    await expectFits(page, "freight-bad-line");

    await page
      .getByLabel("Freight CSV file")
      .setInputFiles(sheet("NGAPP,Lagos Apapa,NG,2600,3900,18", "GHTEM,Tema,GH,2150,3450,16", "CGPNR,Pointe-Noire,,2600,4150,21"));
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("freight-count-removed").textContent()).toBe("28");
    expect(await page.getByTestId("freight-count-added").textContent()).toBe("1");
    expect(await page.getByTestId("freight-changes").innerText()).toContain("Added Pointe-Noire (CGPNR): 20ft 2600.00, 40ft 4150.00, 21 days");
    // The rest of the page passed axe in the bad line's state: the preview re-checks its section.
    await expectFits(page, "freight-preview", { within: "section[aria-labelledby=freight-upload-heading]" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Applied the file: 1 added, 0 changed, 28 removed, 2 unchanged.");
    expect(await page.getByTestId("freight-ports").locator("tbody tr").count()).toBe(3);
    expect(await page.getByTestId("freight-row-CGPNR").innerText()).toContain("Congo - Brazzaville");
  });
  it("saves a currency's rate and shows a rate file's bad line with its number and reason at 390 px; each fits 1280 px", async () => {
    const page = await sellerOn("/admin/rates", PHONE);
    const usd = page.getByTestId("rate-row-USD");
    expect(await usd.getByText("Example", { exact: true }).count()).toBe(1);
    await expectFits(page, "rates", { axeAtDesktop: true });

    await page.getByLabel("Rate, US Dollar (USD)").fill("1.0923");
    await page.getByRole("button", { name: "Save US Dollar (USD)" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Saved the rate of USD.");
    expect(await page.getByLabel("Rate, US Dollar (USD)").inputValue()).toBe("1.0923");
    expect(await usd.getByText("Example", { exact: true }).count()).toBe(0);

    // The refusal is a 400 answer, which Chromium logs.
    storefront.expectErrors(/status of 400/);
    const file = { name: "rates.csv", mimeType: "text/csv", buffer: Buffer.from("currency,rate,date\r\nUSD,1.09,2026-11-24\r\nGBP,0,2026-11-24") };
    await page.getByLabel("Rate CSV file").setInputFiles(file);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect.poll(() => page.getByTestId("rates-bad-lines").textContent()).toBe("Line 3: The rate is 0: a rate is more than 0.");
    expect(await page.getByRole("button", { name: "Apply" }).count()).toBe(0);
    await expectFits(page, "rates-bad-line");
  });
});
