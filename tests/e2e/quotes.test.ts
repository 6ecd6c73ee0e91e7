// Answering an inquiry with a quote in real Chromium on SQLite and PostgreSQL, at 390 and
// 1280 px: a buyer sends an inquiry; a seller opens the compose form (prefilled, axe clean), sets a
// price, the line's lead time, ready date and DOT, and sends it (a plain form post, so it works
// without JavaScript); the buyer sees the quote with the line's dates on My inquiries (axe
// clean), downloads the PDF (its text read back), opens 'Accept': the
// confirmation (lines, total, payment terms, validity; axe clean, its layout at 1280 px), accepts,
// and reads the next steps (deposit, bank, reference; the same checks), in buyer words. At 1280
// px (the layout at 390), the figures a seller changes against what the buyer saw are marked as
// they type (decision 213).
// At 1280 px a seller records an accepted order's deposit, loading and shipping, and its buyer
// reads the timeline and downloads the packing list and commercial invoice (decisions 271, 272).
// SHOTS_DIR=/some/dir saves screenshots of both pages for a person to look at.
import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { decimalAmount, formatMoney, money } from "../../app/domain/money";
import { dateWithYear } from "../../app/domain/quote-line-supply";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { fillRegisterForm, uniqueEmail } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { dealTyres, storedDealInquiry, userIdOf } from "../support/deal-inquiry";
import { inquiryBody, newIdempotencyKey } from "../support/inquiry-fixtures";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { readPdfText } from "../support/pdf-text";
import { shootForReview } from "../support/review-shots";
import { makeSeller } from "../support/seller";
import { PROFILE_FORM } from "../support/seller-profile-form";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

/** A 1 x 1 PNG: a loading photo, only smaller. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe.each(TEST_DIALECTS)("quotes in the browser on %s", (dialect) => {
  const storefront = useStorefront(dialect, { env: { SUPPLIER_EMAIL: "supplier@tyres.example" } });
  const base = () => storefront.app.baseUrl;

  async function signUp(page: Page, name: string, prefix: string): Promise<string> {
    const email = uniqueEmail(prefix);
    await storefront.openHydrated(page, "/register?redirectTo=%2Faccount%2Finquiries");
    await fillRegisterForm(page, { name, email, password: "tyres in bulk 1" });
    await Promise.all([page.waitForURL(`${base()}/account/inquiries`), page.getByRole("button", { name: "Continue", exact: true }).click()]);
    return email;
  }

  const shot = (page: Page, name: string) => shootForReview(page, `${dialect}-${name}`);

  /** The seller's session in a context that runs no JavaScript: the compose form is a plain form post. */
  async function withoutJavaScript(context: BrowserContext, width: number): Promise<Page> {
    const plain = await storefront.newContext({ width, javaScriptEnabled: false });
    await plain.addCookies(await context.cookies());
    return plain.newPage();
  }

  it("at 390 px a seller quotes an inquiry, and its buyer downloads the PDF, confirms and accepts, and reads the next steps; every page fits 1280 px", async () => {
    const width = PHONE;
    const tyre = await storefront.database.db
      .selectFrom("tyre")
      .select(["id"])
      .where("offer_price_currency", "=", "EUR")
      .orderBy("id")
      .executeTakeFirstOrThrow();

    const buyerPage = await storefront.newPage({ width });
    const buyerEmail = await signUp(buyerPage, "Ana Buyer", "quoted");
    const sent = await buyerPage.request.post(`${base()}/api/send-email`, {
      data: inquiryBody({ email: buyerEmail, tyreId: Number(tyre.id), quantity: 120, shippingTerms: "FOB" }),
      headers: { "idempotency-key": newIdempotencyKey(), origin: base() },
    });
    expect(sent.status()).toBe(201);
    const inquiryId = Number((await sent.json()).inquiryId);

    const sellerPage = await storefront.newPage({ width });
    const sellerEmail = await signUp(sellerPage, "Sam Seller", "seller");
    await makeSeller(storefront.database, sellerEmail);
    // The company profile with its bank, which the buyer's next steps show (decision 230).
    const profile = await sellerPage.request.post(`${base()}/admin/profile`, {
      form: { ...PROFILE_FORM, password: "tyres in bulk 1" },
      headers: { origin: base() },
    });
    expect(profile.status()).toBe(200);
    await storefront.openHydrated(sellerPage, `/admin/inquiries/${inquiryId}/quote`);
    await expect.poll(() => sellerPage.getByRole("heading", { level: 1 }).innerText()).toBe(`Quote for inquiry #${inquiryId}`);
    const price = sellerPage.getByLabel(/^Unit price of line 1:/);
    expect(await price.inputValue()).toMatch(/^\d+\.\d{2}$/);
    expect(await sellerPage.getByLabel("Incoterm").inputValue()).toBe("FOB");
    expect(await sellerPage.getByLabel("Payment terms").inputValue()).toBe("T/T 30% deposit, 70% against copy of B/L");
    // The running total: the prefilled prices first, then what the seller types.
    const total = sellerPage.getByTestId("quote-total");
    expect(await total.innerText()).toMatch(/^Quote total: Goods €[\d,]+\.\d{2} \+ freight €0\.00 = €[\d,]+\.\d{2}; deposit \(30%\) €[\d,]+\.\d{2}\.$/);
    await price.fill("399.50");
    await expect.poll(() => total.innerText()).toBe("Quote total: Goods €47,940.00 + freight €0.00 = €47,940.00; deposit (30%) €14,382.00.");
    await price.fill("");
    await expect.poll(() => total.innerText()).toBe("Quote total: fill in every price, the freight and the insurance to see the total.");
    await price.fill("399.50");
    expect(await axeViolations(sellerPage)).toEqual([]);
    await expectLayoutAt(sellerPage, DESKTOP);
    await shot(sellerPage, `compose-${width}`);

    // Without JavaScript, from the inquiry's own page in the back office, and back to it.
    const plain = await withoutJavaScript(sellerPage.context(), width);
    await plain.goto(`${base()}/admin/inquiries/${inquiryId}`);
    await Promise.all([plain.waitForURL(`${base()}/admin/inquiries/${inquiryId}/quote`), plain.getByRole("link", { name: "Answer with a quote" }).click()]);
    await plain.getByLabel(/^Unit price of line 1:/).fill("399.50");
    await plain.getByLabel("Note to the buyer (optional)").fill("Loading in Rotterdam within 3 weeks of the deposit.");
    // The line's lead time, ready date and DOT, as the seller promises them (decision 262).
    const readyOn = addDays(shopDate(new Date()), 21);
    await plain.getByLabel("Lead time (days) of line 1").fill("21");
    await plain.getByLabel("Ready by of line 1").fill(readyOn);
    await plain.getByLabel("DOT of line 1").fill("12/2025");
    await Promise.all([plain.waitForURL(`${base()}/admin/inquiries/${inquiryId}`), plain.getByRole("button", { name: "Send quote" }).click()]);
    // The status shows once, in its form (decision 223).
    expect(await plain.getByLabel("Status").inputValue()).toBe("quoted");
    expect(await plain.getByLabel("Status").locator("option:checked").innerText()).toBe("Quoted");
    const quote = await storefront.database.db
      .selectFrom("quote")
      .select(["number", "total_minor"])
      .where("inquiry_id", "=", inquiryId)
      .executeTakeFirstOrThrow();
    // The inquiry's page shows the quote just sent, with its PDF, and offers a revised one.
    const sentPanel = plain.locator(`[data-sent-quote="${quote.number}"]`);
    expect(await sentPanel.getByRole("heading").innerText()).toBe(`Quote ${quote.number} v1`);
    expect(await sentPanel.locator("[data-sent-quote-status]").innerText()).toBe("Sent, awaiting the buyer");
    expect(await sentPanel.getByRole("link", { name: `Download PDF of quote ${quote.number}` }).getAttribute("href")).toBe(
      `/admin/inquiries/${inquiryId}/quote.pdf`,
    );
    expect(await plain.getByRole("link", { name: "Send a revised quote" }).count()).toBe(1);
    await shot(plain, `sent-quote-${width}`);

    await storefront.openHydrated(buyerPage, "/account/inquiries");
    const panel = buyerPage.locator(`[data-buyer-quote="${quote.number}"]`);
    await panel.waitFor();
    expect(await panel.locator("[data-quote-status]").innerText()).toBe("Awaiting your answer");
    expect(await panel.locator("[data-quote-total]").innerText()).toBe("€47,940.00");
    expect(await buyerPage.locator(`[data-inquiry="${inquiryId}"] [data-inquiry-status]`).innerText()).toBe("Quote received");
    const lineSupply = `Lead time 21 days · ready by ${dateWithYear(readyOn)} · DOT 2025 (week 12)`;
    expect(await panel.locator("[data-quote-line-supply]").innerText()).toContain(`, 120 pcs: ${lineSupply}`);
    expect(await axeViolations(buyerPage)).toEqual([]);
    await expectLayoutAt(buyerPage, DESKTOP);
    await shot(buyerPage, `my-inquiries-${width}`);

    const [download] = await Promise.all([
      buyerPage.waitForEvent("download"),
      panel.getByRole("link", { name: `Download PDF of quote ${quote.number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${quote.number}.pdf`);
    const { text } = await readPdfText(await readFile(await download.path()));
    expect(text).toContain(`PI number: ${quote.number}`);
    expect(text).toContain("€399.50");
    expect(text).toContain("€47,940.00");
    expect(text).toContain("Loading in Rotterdam within 3 weeks of the deposit.");
    expect(text.replace(/\s+/g, " ")).toContain(lineSupply);

    // 'Accept' opens the confirmation: the lines, total, payment terms and validity (decision 251).
    await Promise.all([
      buyerPage.waitForURL(`${base()}/account/inquiries/${inquiryId}/order`),
      panel.getByRole("link", { name: `Accept quote ${quote.number}` }).click(),
    ]);
    // The address changes as the navigation commits; the page renders just after.
    await expect.poll(() => buyerPage.getByRole("heading", { level: 1 }).innerText()).toBe("Confirm your order");
    const order = buyerPage.locator(`[data-order-quote="${quote.number}"]`);
    expect(await order.locator("[data-order-line]").count()).toBe(1);
    expect(await order.locator("[data-order-total]").innerText()).toBe("€47,940.00");
    expect(await order.locator("[data-order-payment]").innerText()).toMatch(/^T\/T 30% deposit, 70% against copy of B\/L\n30%: €14,382\.00 due /);
    expect(await order.locator("[data-order-valid-until]").innerText()).toMatch(/^\d{1,2} \w+ \d{4}$/);
    expect(await buyerPage.locator("[data-next-steps]").count()).toBe(0);
    expect(await axeViolations(buyerPage)).toEqual([]);
    await expectLayoutAt(buyerPage, DESKTOP, { check: () => shot(buyerPage, `confirm-${DESKTOP}`) });
    await shot(buyerPage, `confirm-${width}`);

    // Accepting shows the next steps: the deposit, the seller's bank with its last change, the reference.
    await Promise.all([
      buyerPage.waitForURL(`${base()}/account/inquiries/${inquiryId}/order#next-steps-heading`),
      buyerPage.getByRole("button", { name: "Accept quote and order" }).click(),
    ]);
    // The address changes as the navigation commits; the page renders the answer just after.
    await expect.poll(() => buyerPage.getByRole("heading", { level: 1 }).innerText()).toBe("Order confirmed");
    expect(await buyerPage.locator("[data-next-amount]").innerText()).toBe("€14,382.00");
    expect(await buyerPage.locator("[data-next-pay]").innerText()).toContain(`with ${quote.number} as the reference`);
    expect(await buyerPage.locator("[data-next-bank]").innerText()).toContain("NL91 ABNA 0417 1643 00");
    expect(await buyerPage.locator("[data-next-bank-changed]").innerText()).toMatch(/^Bank details last changed on /);
    expect(await buyerPage.locator("[data-order-status]").innerText()).toBe("Accepted (awaiting deposit)");
    expect(await axeViolations(buyerPage)).toEqual([]);
    await expectLayoutAt(buyerPage, DESKTOP, { check: () => shot(buyerPage, `next-steps-${DESKTOP}`) });
    await shot(buyerPage, `next-steps-${width}`);

    // My inquiries in the buyer's words, never the seller's 'Won'.
    await storefront.openHydrated(buyerPage, "/account/inquiries");
    expect(await panel.locator("[data-quote-status]").innerText()).toBe("Accepted (awaiting deposit)");
    expect(await panel.getByRole("button").count()).toBe(0);
    expect(await buyerPage.locator(`[data-inquiry="${inquiryId}"] [data-inquiry-status]`).innerText()).toBe("Accepted (awaiting deposit)");
    await shot(buyerPage, `accepted-${width}`);
  });

  it("at 1280 px marks each figure the seller changes against what the buyer saw, as they type; the page fits 390 px", async () => {
    const width = DESKTOP;
    const euros = (minor: number) => formatMoney(money(minor, "EUR"));
    const sellerPage = await storefront.newPage({ width });
    const sellerEmail = await signUp(sellerPage, "Sam Seller", "marks");
    await makeSeller(storefront.database, sellerEmail);
    const { db } = storefront.database;
    const { id, deal } = await storedDealInquiry(db, {
      userId: await userIdOf(db, sellerEmail),
      tyres: await dealTyres(db, 2),
      quantities: [260, 21],
      choice: { term: "CIF", port: "NGAPP" },
    });
    const seenFreight = deal.freight!.amountMinor;
    const seenInsurance = deal.insurance!.amountMinor;

    await storefront.openHydrated(sellerPage, `/admin/inquiries/${id}/quote`);
    expect(await sellerPage.locator('[data-buyer-saw="Total"]').innerText()).toBe(euros(deal.total.amountMinor));
    const marks = sellerPage.locator("[data-quote-mark]");
    expect(await marks.count()).toBe(0);
    const freight = sellerPage.getByLabel("Freight (EUR)");
    const insurance = sellerPage.getByLabel("Insurance (EUR)");
    expect([await freight.inputValue(), await insurance.inputValue()]).toEqual([decimalAmount(seenFreight), decimalAmount(seenInsurance)]);

    await freight.fill("4,350.00");
    await expect.poll(() => marks.allInnerTexts()).toEqual([`changed: buyer saw ${euros(seenFreight)}`]);
    expect(await freight.getAttribute("data-changed")).toBe("");
    expect(await freight.getAttribute("aria-describedby")).toBe("quote-shipping-mark");

    // FOB: the insurance goes (disabled, none), and the term is marked too.
    await sellerPage.getByLabel("Incoterm").selectOption("FOB");
    await expect.poll(() => insurance.isDisabled()).toBe(true);
    await expect
      .poll(() => marks.allInnerTexts())
      .toEqual([`changed: buyer saw ${euros(seenFreight)}`, `changed: buyer saw ${euros(seenInsurance)}`, "changed: buyer saw CIF"]);
    await shot(sellerPage, `marks-fob-${width}`);

    // Back to what the buyer saw: no marks left.
    await sellerPage.getByLabel("Incoterm").selectOption("CIF");
    await freight.fill(decimalAmount(seenFreight));
    await expect.poll(() => marks.count()).toBe(0);
    expect(await insurance.inputValue()).toBe(decimalAmount(seenInsurance));

    // A price changed, for the screens to look at.
    await sellerPage.getByLabel(/^Unit price of line 1:/).fill("199.00");
    await expect.poll(() => marks.allInnerTexts()).toEqual([`changed: buyer saw ${euros(deal.lines[0]!.unitPrice.amountMinor)}`]);
    expect(await axeViolations(sellerPage)).toEqual([]);
    await shot(sellerPage, `marks-${width}`);
    await expectLayoutAt(sellerPage, PHONE, { check: () => shot(sellerPage, `marks-${PHONE}`) });
  });

  it("at 1280 px a seller records the deposit, the loading (container, seal, photo) and the shipping of an accepted order; its buyer reads the timeline and downloads the packing list and commercial invoice; the timeline fits 390 px", async () => {
    const width = DESKTOP;
    const { db } = storefront.database;
    const today = shopDate(new Date());
    const buyerPage = await storefront.newPage({ width });
    const buyerEmail = await signUp(buyerPage, "Ada Buyer", "order");
    const sellerPage = await storefront.newPage({ width });
    const sellerEmail = await signUp(sellerPage, "Sam Seller", "order-seller");
    await makeSeller(storefront.database, sellerEmail);
    const post = (page: Page, path: string, form: Record<string, string>) => page.request.post(`${base()}${path}`, { form, headers: { origin: base() } });
    expect((await post(sellerPage, "/admin/profile", { ...PROFILE_FORM, password: "tyres in bulk 1" })).status()).toBe(200);
    const { id, deal } = await storedDealInquiry(db, {
      userId: await userIdOf(db, buyerEmail),
      tyres: await dealTyres(db, 2),
      quantities: [260, 21],
      choice: { term: "CIF", port: "NGAPP" },
    });
    // The quote sent and accepted as the first test does it by hand.
    const quoted = await post(sellerPage, `/admin/inquiries/${id}/quote`, {
      ...Object.fromEntries(deal.lines.map((line, i) => [`price-${i}`, decimalAmount(line.unitPrice.amountMinor)])),
      shipping: decimalAmount(deal.freight!.amountMinor),
      insurance: decimalAmount(deal.insurance!.amountMinor),
      incoterm: "CIF",
      namedPlace: deal.shipping.place,
      validUntil: addDays(today, 21),
      paymentTerms: "T/T 30% deposit, 70% against copy of B/L",
      note: "",
    });
    expect(quoted.ok()).toBe(true);
    const { number } = await db.selectFrom("quote").select("number").where("inquiry_id", "=", id).executeTakeFirstOrThrow();
    expect((await post(buyerPage, `/account/inquiries/${id}/order`, { intent: "accept", quote: number })).ok()).toBe(true);

    await storefront.openHydrated(sellerPage, `/admin/inquiries/${id}`);
    const timeline = sellerPage.locator("[data-order-timeline]");
    const record = async (kind: string, fill: () => Promise<void>) => {
      await sellerPage.locator("select[name=kind]").selectOption({ label: kind });
      await fill();
      await sellerPage.getByRole("button", { name: "Record step" }).click();
      await expect.poll(() => timeline.locator("[data-order-step] p:first-child").allInnerTexts()).toContain(`${kind} ${today}`);
    };
    await record("Deposit received", () => sellerPage.getByLabel("Amount received").fill("64,934.70"));
    await record("In production", async () => {});
    await record("Loaded", async () => {
      await sellerPage.getByLabel("Container 1 number").fill("CSQU 305438-3");
      await sellerPage.getByLabel("Container 1 seal").fill("EU1234567");
      await sellerPage.getByLabel(/^Loading photos/).setInputFiles({ name: "load.png", mimeType: "image/png", buffer: PNG });
    });
    // The shipping step with a container loaded and a photo shown, for axe and the eyes.
    await sellerPage.locator("select[name=kind]").selectOption({ label: "Shipped" });
    expect(await axeViolations(sellerPage)).toEqual([]);
    await shot(sellerPage, `order-seller-${width}`);
    await record("Shipped", async () => {
      await sellerPage.getByLabel("Bill of lading number").fill("MAEU123456789");
      await sellerPage.getByLabel("Vessel").fill("Maersk Essen");
      await sellerPage.getByLabel("Voyage").fill("248W");
      await sellerPage.getByLabel("ETD (departure)").fill(today);
      await sellerPage.getByLabel("ETA (arrival)").fill(addDays(today, 20));
    });
    expect(await timeline.locator("[data-order-photo]").count()).toBe(1);
    await expectLayoutAt(sellerPage, PHONE, { axe: false, check: () => shot(sellerPage, `order-seller-${PHONE}`) });

    await storefront.openHydrated(buyerPage, `/account/inquiries/${id}/order`);
    await expect.poll(() => buyerPage.getByRole("heading", { level: 1 }).innerText()).toBe("Order confirmed");
    const buyerTimeline = buyerPage.locator("[data-order-timeline]");
    expect(await buyerTimeline.locator("[data-order-progress-status]").innerText()).toBe("Shipped");
    expect(await buyerTimeline.locator("[data-order-step]").count()).toBe(4);
    expect(await buyerTimeline.innerText()).toContain("Container CSQU3054383, seal EU1234567");
    const download = async (name: string) => {
      const [file] = await Promise.all([buyerPage.waitForEvent("download"), buyerTimeline.getByRole("link", { name }).click()]);
      // Kept beside the screenshots for a person to look at, like them.
      if (process.env.SHOTS_DIR) await file.saveAs(`${process.env.SHOTS_DIR}/${dialect}-${file.suggestedFilename()}`);
      return (await readPdfText(await readFile(await file.path()))).text;
    };
    expect(await download("Packing list (PDF)")).toContain("CSQU3054383, seal EU1234567");
    expect(await download("Commercial invoice (PDF)")).toContain("MAEU123456789");
    expect(await axeViolations(buyerPage)).toEqual([]);
    await shot(buyerPage, `order-buyer-${width}`);
    await expectLayoutAt(buyerPage, PHONE, { axe: false, check: () => shot(buyerPage, `order-buyer-${PHONE}`) });
  });
});
