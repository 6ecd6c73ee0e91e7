// The back office's catalogue, capacities and stock in real Chromium, at a phone's 390 px and a
// desktop's 1280 px: a seller uploads a legacy catalogue file, sees the preview, filters its
// lists, confirms its prices in another currency, applies it and finds it in the history; sets a
// size's container counts; uploads a stock feed, makes an API key and corrects one tyre's stock;
// every page passes axe and nothing is wider than the window.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { noteDroppedUpload } from "../../app/admin/catalogue-upload-receive.server";
import { axeViolations } from "../support/axe";
import { LEGACY_FILES } from "../support/fixtures";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { newSellerPage } from "../support/seller";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { itOnSqliteOnly } from "../support/database-bound";

describe.each(TEST_DIALECTS)("the back office's catalogue in Chromium on %s", (dialect) => {
  // Layouts, focus and messages: proved on SQLite; PostgreSQL runs what its database decides (decision 321).
  const itOnSqlite = itOnSqliteOnly(dialect);
  const storefront = useStorefront(dialect);
  const base = () => storefront.app.baseUrl;
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  /** A new seller, signed in, on the given back-office page. */
  async function sellerOn(path: string, width: number): Promise<Page> {
    const page = await newSellerPage(storefront, { width });
    await storefront.openHydrated(page, path);
    return page;
  }

  it("uploads a legacy file, shows the preview, applies it and lists it in the history at 390 px; both fit 1280 px", async () => {
    const width = PHONE;
    const page = await sellerOn("/admin/catalogue", width);
    await page.getByLabel("Catalogue file").setInputFiles(LEGACY_FILES.doubleCoin);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("catalogue-preview");
    await preview.waitFor();
    expect(await preview.getByRole("heading", { level: 2 }).innerText()).toBe("Preview of double-coin-truck.json");
    const fresh = "83";
    expect(await page.getByTestId("count-new").innerText()).toBe(fresh);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP);
    await shootForReview(page, `catalogue-preview-${dialect}-${width}`);

    // Decision 256: its 83 dollar prices over a euro catalogue are listed, the new tyres filter by
    // kind and words, and Apply waits for the prices to be confirmed.
    expect(await preview.locator('[data-preview-list="currency"] h3').innerText()).toBe("Prices in another currency (83)");
    // 83 tyres in each of two lists: each scrolls in a box of its own (at most 24rem) instead of
    // making the phone's page thousands of pixels tall.
    for (const list of await preview.locator("[data-preview-list] [role=region]").all()) {
      expect((await list.boundingBox())!.height).toBeLessThanOrEqual(24 * 16 + 2);
      expect(await list.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000);
    await page.getByLabel("Show").selectOption("new");
    await page.getByLabel("Brand, model, size or pattern").fill("FT105 295/75");
    await Promise.all([page.waitForURL(/show=new/), page.getByRole("button", { name: "Filter" }).click()]);
    const listed = preview.locator('[data-preview-list="new"]');
    await expect.poll(() => listed.locator("h3").innerText()).toBe("New tyres (3 of 83 shown)");
    expect(await listed.locator("li").allInnerTexts()).toEqual([
      "Double Coin FT105 295/75R22.5 (Drive): US$144.00",
      "Double Coin FT105 295/75R22.5 (Steer): US$140.00",
      "Double Coin FT105 295/75R22.5 (Trailer): US$140.00",
    ]);
    expect(await preview.locator('[data-preview-list="currency"]').count()).toBe(0);
    const confirm = page.getByRole("checkbox", { name: /I confirm these prices go live in the currency written/ });
    await page.getByRole("button", { name: "Apply" }).click();
    expect(await confirm.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.check();
    await page.getByRole("button", { name: "Apply" }).click();
    const applied = page.getByRole("status");
    await expect.poll(() => applied.textContent()).toContain(`Applied double-coin-truck.json: ${fresh} new`);
    expect(await page.getByTestId("catalogue-preview").count()).toBe(0);
    expect(await page.getByTestId("import-history").locator("li").first().innerText()).toContain("double-coin-truck.json");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP);
    await shootForReview(page, `catalogue-applied-${dialect}-${width}`);
  });

  itOnSqlite("tells the seller once, at 390 px, that an upload did not arrive whole and nothing changed; it fits 1280 px (decision 191)", async () => {
    const width = PHONE;
    const page = await sellerOn("/admin/catalogue", width);
    // The seller sellerOn just made: the newest grant of the role.
    const seller = await storefront.database.db
      .selectFrom("user_role")
      .select("user_id")
      .where("role", "=", "seller")
      .orderBy("granted_at", "desc")
      .executeTakeFirstOrThrow();
    await noteDroppedUpload(storefront.database.db, seller.user_id, "price-list-november.csv");
    await storefront.openHydrated(page, "/admin/catalogue");
    const dropped = page.getByTestId("upload-dropped");
    expect(await dropped.getAttribute("role")).toBe("alert");
    expect(await dropped.innerText()).toMatch(/^Your upload of price-list-november\.csv at \d\d:\d\d UTC did not arrive whole .*nothing was changed\./);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await shootForReview(page, `catalogue-dropped-${dialect}-${width}`);
    await expectLayoutAt(page, DESKTOP, { check: () => shootForReview(page, `catalogue-dropped-${dialect}-${DESKTOP}`) });
    await storefront.openHydrated(page, "/admin/catalogue");
    expect(await page.getByTestId("upload-dropped").count()).toBe(0);
    // The price list's columns, availability among them (decision 288).
    await page.getByText("Price list columns (CSV and XLSX)").click();
    await expect.poll(() => page.getByText("Stock <warehouse>").isVisible()).toBe(true);
    await shootForReview(page, `catalogue-columns-${dialect}`);
  });

  itOnSqlite("finds a size and sets its container counts at 1280 px; the page fits 390 px", async () => {
    const width = DESKTOP;
    const page = await sellerOn("/admin/capacities", width);
    const size = "385/65R22.5";
    await page.getByLabel("Find a size").fill(size);
    await page.getByRole("search", { name: "Size search" }).getByRole("button", { name: "Search" }).click();
    await page.getByTestId("capacity-matches").waitFor();
    await expect.poll(() => page.getByLabel("Size", { exact: true }).inputValue()).toBe(size);
    await page.getByLabel("In a 20ft").fill("150");
    await page.getByLabel("In a 40ft").fill("100");
    // The refusal is a 400 answer, which Chromium logs.
    storefront.expectErrors(/status of 400/);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("a 40ft holds at least what a 20ft holds");
    await page.getByLabel("In a 40ft").fill("270");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe(`Saved: ${size}.`);
    expect(await page.getByTestId("capacity-overrides").innerText()).toMatch(
      new RegExp(`${size.replace(/[/.]/g, "\\$&")}\\s+Own counts: 150 in a 20ft, 270 in a 40ft\\.`),
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, PHONE);
    await shootForReview(page, `capacities-${dialect}-${width}`);
  });

  it("previews a stock feed with its unknown code listed and applies it, makes an API key shown once, and corrects one tyre at 390 px; the pages fit 1280 px (decisions 245, 246, 248)", async () => {
    const width = PHONE;
    const db = storefront.database.db;
    const tyre = await db.selectFrom("tyre").select(["id", "product_code"]).where("product_code", "is not", null).orderBy("id").executeTakeFirstOrThrow();
    const code = tyre.product_code!;
    const page = await sellerOn("/admin/stock", width);
    await page
      .getByLabel("Feed file")
      .setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(`code;pieces\n${code};1234\nNO-SUCH-CODE;5\n`) });
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("stock-preview");
    await preview.waitFor();
    expect([await page.getByTestId("stock-count-known").innerText(), await page.getByTestId("stock-count-unknown").innerText()]).toEqual(["1", "1"]);
    expect(await page.getByTestId("stock-unknown").innerText()).toBe("Line 3: NO-SUCH-CODE");
    expect(await axeViolations(page)).toEqual([]);
    await shootForReview(page, `stock-preview-${dialect}-${width}`);
    await page.getByRole("button", { name: "Apply 1 line" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Stock feed applied: 1 line written, 1 unknown code left out.");
    expect(await page.getByTestId("stock-feeds").innerText()).toMatch(/stock\.csv by \S+@example\.com: 1 of 2 lines written, 1 unknown code$/);

    await page.getByLabel("Name of the system that uses the key").fill("Warehouse ERP");
    await page.getByRole("button", { name: "Make a key" }).click();
    const shown = page.getByTestId("new-feed-key");
    await shown.waitFor();
    expect(await shown.innerText()).toMatch(/Copy it now: it is not shown again\.\s+tsf_[\w-]{43}/);
    expect(await page.getByTestId("feed-keys").innerText()).toContain("Warehouse ERP");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP, { check: () => shootForReview(page, `stock-key-${dialect}-${DESKTOP}`) });
    await shootForReview(page, `stock-key-${dialect}-${width}`);

    await page.getByLabel("Product code or EAN").fill(code);
    await page.getByRole("button", { name: "Find" }).click();
    await page.getByTestId("found-tyres").getByRole("link").click();
    await page.waitForURL(`${base()}/admin/stock/tyres/${tyre.id}`);
    expect(await page.getByLabel("Pieces in Rotterdam").inputValue()).toBe("1234");
    await page.getByLabel("Batch 1: pieces").fill("400");
    await page.getByLabel("Batch 1: expected on").fill("2020-01-12");
    // The refusal is a 400 answer, which Chromium logs.
    storefront.expectErrors(/status of 400/);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("Nothing was saved: correct the fields marked below.");
    expect(await page.locator("#f-incomingDate0-error").innerText()).toBe("Incoming 1: the expected date 2020-01-12 is in the past");
    await page.getByLabel("Batch 1: expected on").fill("2099-01-12");
    await page.getByLabel("Lead time in days").fill("35");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Saved: buyers see it now.");
    expect(await page.getByLabel("Batch 1: pieces").inputValue()).toBe("400");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP, { check: () => shootForReview(page, `stock-tyre-${dialect}-${DESKTOP}`) });
    await shootForReview(page, `stock-tyre-${dialect}-${width}`);
  });
});
