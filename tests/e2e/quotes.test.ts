// The whole deal in real Chromium on SQLite and PostgreSQL (decisions 230-231, 250-252, 271-274,
// 291), at 390 px with each page's layout at 1280: a buyer in Lagos with a company profile (its tax
// ID) puts two sizes in the basket and requests a CIF quote; the seller opens the compose form
// (prefilled, axe clean), sets the line's lead time, ready date and DOT and sends it as a plain
// form post (no JavaScript); the buyer sees it on My inquiries and downloads the PI, whose text
// carries every field a bank asks for; the seller then reads it as viewed on the inquiry page, in
// the pipeline and in the CSV; the buyer confirms (lines, total, payment terms, validity) and
// accepts, and reads the next steps (deposit, bank, reference) in buyer words; the seller records
// the deposit, production, loading (container, seal, photo) and shipping; the buyer reads the
// timeline and downloads the packing list and the commercial invoice. Every e-mail on the way is
// read from a real SMTP server (the PI attached, byte for byte the one downloaded) and every PDF
// as text. At 1280 px (the layout at 390), the figures a seller changes against what the buyer
// saw are marked as they type (decision 213).
// SHOTS_DIR=/some/dir saves screenshots of every page, and the PDFs, for a person to look at.
import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimalAmount, formatMoney, money } from "../../app/domain/money";
import { paymentScheduleLines, paymentTermSchedule } from "../../app/domain/payment-terms";
import { dateWithYear } from "../../app/domain/quote-line-supply";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { weightKgOf } from "../../app/domain/tyre-weight";
import { formatQuoteDateText } from "../../app/quotes/quote-dates";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { fillRegisterForm, uniqueEmail } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { dealTyres, storedDealInquiry, userIdOf } from "../support/deal-inquiry";
import { pdfAttachmentOf, utf8TextOf } from "../support/inquiry-fixtures";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { readPdfText } from "../support/pdf-text";
import { twoTruckSizesInEuro } from "../support/quote-tyres";
import { shootForReview } from "../support/review-shots";
import { makeSeller } from "../support/seller";
import { PROFILE_FORM } from "../support/seller-profile-form";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { itOnSqliteOnly } from "../support/database-bound";

const SUPPLIER = "supplier@tyres.example";
const TERM = "T/T 30% deposit, 70% against copy of B/L";
const TAX_ID = "TIN 01234567-0001";
/** A 1 x 1 PNG: a loading photo, only smaller. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const euros = (minor: number) => formatMoney(money(minor, "EUR"));
/** A PDF's text on one line: the PDF wraps a long value where its column ends. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe.each(TEST_DIALECTS)("quotes in the browser on %s", (dialect) => {
  // Layouts, focus and messages: proved on SQLite; PostgreSQL runs what its database decides (decision 321).
  const itOnSqlite = itOnSqliteOnly(dialect);
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const storefront = useStorefront(dialect, { env: () => ({ SMTP_URL: smtp.url, SUPPLIER_EMAIL: SUPPLIER, MAIL_POLL_MS: "100" }) });
  const base = () => storefront.app.baseUrl;

  async function signUp(page: Page, name: string, prefix: string, redirectTo = "/account/inquiries"): Promise<string> {
    const email = uniqueEmail(prefix);
    await storefront.openHydrated(page, `/register?redirectTo=${encodeURIComponent(redirectTo)}`);
    await fillRegisterForm(page, { name, email, password: "tyres in bulk 1" });
    await Promise.all([page.waitForURL(`${base()}${redirectTo}`), page.getByRole("button", { name: "Continue", exact: true }).click()]);
    return email;
  }

  const shot = (page: Page, name: string) => shootForReview(page, `${dialect}-${name}`);

  /** The seller's session in a context that runs no JavaScript: the compose form is a plain form post. */
  async function withoutJavaScript(context: BrowserContext, width: number): Promise<Page> {
    const plain = await storefront.newContext({ width, javaScriptEnabled: false });
    await plain.addCookies(await context.cookies());
    return plain.newPage();
  }

  /** The e-mail to `to` with this subject, once a server's mail worker has sent it to the SMTP server. */
  async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
    const find = () => smtp.messages.find((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`));
    await expect.poll(() => find() !== undefined, { timeout: 15_000, message: `an e-mail to ${to}: ${subject}` }).toBe(true);
    return find()!;
  }

  const post = (page: Page, path: string, form: Record<string, string>) => page.request.post(`${base()}${path}`, { form, headers: { origin: base() } });

  it("at 390 px the whole deal: basket, quote request, quote sent without JavaScript, PI read back, viewed, accepted with its next steps, deposit, loading and shipping, and the buyer's documents; every e-mail read from the SMTP server; every page fits 1280 px", async () => {
    const width = PHONE;
    const { db } = storefront.database;
    const today = shopDate(new Date());

    // The buyer, with the company profile every inquiry starts from; its tax ID reaches the PI (decision 291).
    const buyerPage = await storefront.newPage({ width });
    const buyerEmail = await signUp(buyerPage, "Ada Buyer", "deal", "/quote");
    const company = await post(buyerPage, "/account/company", {
      intent: "save",
      name: "Lagos Fleet Ltd",
      country: "NG",
      vatNumber: TAX_ID,
      phone: "+234 1 555 0100",
      addresses: "12 Marina Road, Lagos, Nigeria",
      ports: "Lagos Apapa (NGAPP)",
      incoterm: "CIF",
      currency: "EUR",
    });
    expect(company.ok()).toBe(true);

    // The basket: two sizes, requested CIF Lagos from the profile's starting values.
    const [first, second] = await twoTruckSizesInEuro(db);
    for (const [tyre, quantity] of [
      [first!, 200],
      [second!, 80],
    ] as const) {
      await storefront.openHydrated(buyerPage, `/buy-now?tyre=${tyre.id}&quantity=${quantity}`);
      await Promise.all([buyerPage.waitForURL(`${base()}/quote`), buyerPage.getByRole("button", { name: `Add ${quantity} to quote` }).click()]);
    }
    await expect.poll(() => buyerPage.locator("[data-quote-line]").count()).toBe(2);
    const request = buyerPage.locator('[data-quote-request="buyer"]');
    expect(await request.getByLabel("Company (optional)").inputValue()).toBe("Lagos Fleet Ltd");
    expect(await request.getByLabel("Destination port").inputValue()).toBe("Lagos Apapa (NGAPP)");
    await buyerPage.getByRole("button", { name: "Request quote" }).click();
    await buyerPage.locator("[data-quote-sent]").waitFor();
    const id = Number(await buyerPage.locator("[data-quote-sent]").getAttribute("data-quote-sent"));

    // The seller's e-mail links to the inquiry and speaks no internal words; the buyer's confirms it.
    const toSupplier = utf8TextOf(await mailTo(SUPPLIER, `Quote request #${id}: 2 tyres, 280 pcs`));
    expect(toSupplier).toContain(`${base()}/admin/inquiries/${id}`);
    for (const internal of ["(product_inquiry)", "typed in the form", "Surcharge: EUR 0.00"]) expect(toSupplier).not.toContain(internal);
    expect(utf8TextOf(await smtp.waitForMail(buyerEmail, 15_000))).toContain(`We received your quote request #${id}`);

    // The seller: the company profile with its bank (decision 230), then the compose form.
    const sellerPage = await storefront.newPage({ width });
    const sellerEmail = await signUp(sellerPage, "Sam Seller", "seller");
    await makeSeller(storefront.database, sellerEmail);
    expect((await post(sellerPage, "/admin/profile", { ...PROFILE_FORM, password: "tyres in bulk 1" })).status()).toBe(200);
    await storefront.openHydrated(sellerPage, `/admin/inquiries/${id}/quote`);
    await expect.poll(() => sellerPage.getByRole("heading", { level: 1 }).innerText()).toBe(`Quote for inquiry #${id}`);
    expect(await sellerPage.getByLabel(/^Unit price of line 1:/).inputValue()).toMatch(/^\d+\.\d{2}$/);
    expect(await sellerPage.getByLabel("Incoterm").inputValue()).toBe("CIF");
    expect(await sellerPage.getByLabel("Payment terms").inputValue()).toBe(TERM);
    // The running total of the prefilled prices, freight and insurance.
    expect(await sellerPage.getByTestId("quote-total").innerText()).toMatch(
      /^Quote total: Goods €[\d,]+\.\d{2} \+ freight €[\d,]+\.\d{2} \+ insurance €[\d,]+\.\d{2} = €[\d,]+\.\d{2}; deposit \(30%\) €[\d,]+\.\d{2}\.$/,
    );
    expect(await axeViolations(sellerPage)).toEqual([]);
    await expectLayoutAt(sellerPage, DESKTOP);
    await shot(sellerPage, `compose-${width}`);

    // Without JavaScript, from the inquiry's own page in the back office, and back to it.
    const plain = await withoutJavaScript(sellerPage.context(), width);
    await plain.goto(`${base()}/admin/inquiries/${id}`);
    await Promise.all([plain.waitForURL(`${base()}/admin/inquiries/${id}/quote`), plain.getByRole("link", { name: "Answer with a quote" }).click()]);
    await plain.getByLabel("Note to the buyer (optional)").fill("Loading in Rotterdam within 3 weeks of the deposit.");
    // The line's lead time, ready date and DOT, as the seller promises them (decision 262).
    const readyOn = addDays(today, 21);
    await plain.getByLabel("Lead time (days) of line 1").fill("21");
    await plain.getByLabel("Ready by of line 1").fill(readyOn);
    await plain.getByLabel("DOT of line 1").fill("12/2025");
    await Promise.all([plain.waitForURL(`${base()}/admin/inquiries/${id}`), plain.getByRole("button", { name: "Send quote" }).click()]);
    // The status shows once, in its form (decision 223).
    expect(await plain.getByLabel("Status").locator("option:checked").innerText()).toBe("Quoted");
    const quote = await db.selectFrom("quote").selectAll().where("inquiry_id", "=", id).executeTakeFirstOrThrow();
    const total = Number(quote.total_minor);
    const [deposit] = paymentTermSchedule("tt-30-70-bl", total);
    // The inquiry's page shows the quote just sent, with its PDF, offers a revised one, and its history reads in words.
    const sentPanel = plain.locator(`[data-sent-quote="${quote.number}"]`);
    expect(await sentPanel.getByRole("heading").innerText()).toBe(`Quote ${quote.number} v1`);
    expect(await sentPanel.locator("[data-sent-quote-status]").innerText()).toBe("Sent, awaiting the buyer");
    expect(await sentPanel.getByRole("link", { name: `Download PDF of quote ${quote.number}` }).getAttribute("href")).toBe(`/admin/inquiries/${id}/quote.pdf`);
    expect(await plain.getByRole("link", { name: "Send a revised quote" }).count()).toBe(1);
    expect(await plain.locator("body").innerText()).toContain(`Quote ${quote.number} v1 sent`);
    await shot(plain, `sent-quote-${width}`);

    // The quote's e-mail to the buyer carries the PI: the very bytes stored, and downloaded below.
    const quoteMail = await mailTo(buyerEmail, `Your quote ${quote.number} for inquiry #${id}`);
    const attached = pdfAttachmentOf(quoteMail)!;
    expect(Buffer.compare(attached, Buffer.from(quote.pdf))).toBe(0);

    await storefront.openHydrated(buyerPage, "/account/inquiries");
    const panel = buyerPage.locator(`[data-buyer-quote="${quote.number}"]`);
    await panel.waitFor();
    expect(await panel.locator("[data-quote-status]").innerText()).toBe("Awaiting your answer");
    expect(await panel.locator("[data-quote-total]").innerText()).toBe(euros(total));
    expect(await buyerPage.locator(`[data-inquiry="${id}"] [data-inquiry-status]`).innerText()).toBe("Quote received");
    const lineSupply = `Lead time 21 days · ready by ${dateWithYear(readyOn)} · DOT 2025 (week 12)`;
    expect(await panel.locator("[data-quote-line-supply]").innerText()).toContain(` pcs: ${lineSupply}`);
    expect(await axeViolations(buyerPage)).toEqual([]);
    await expectLayoutAt(buyerPage, DESKTOP);
    await shot(buyerPage, `my-inquiries-${width}`);

    const [download] = await Promise.all([
      buyerPage.waitForEvent("download"),
      panel.getByRole("link", { name: `Download PDF of quote ${quote.number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${quote.number}.pdf`);
    const downloaded = await readFile(await download.path());
    if (process.env.SHOTS_DIR) await download.saveAs(`${process.env.SHOTS_DIR}/${dialect}-${quote.number}.pdf`);
    expect(Buffer.compare(downloaded, attached)).toBe(0);

    // Every field the PI must carry, read back as text: a bank and an import permit's (issue's list).
    const { text: piText, pages } = await readPdfText(downloaded);
    const inquiry = await db.selectFrom("inquiry").select(["containers", "plan_summary"]).where("id", "=", id).executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom("quote_line")
      .innerJoin("tyre", "tyre.id", "quote_line.tyre_id")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .select(["quote_line.size", "quote_line.quantity", "quote_line.unit_price_minor", "quote_line.line_total_minor"])
      .select(["brand.name as brand", "tyre.model", "tyre.pattern", "tyre.load_index", "tyre.speed_symbol", "tyre.weight"])
      .where("quote_line.quote_id", "=", quote.id)
      .orderBy("quote_line.position")
      .execute();
    expect(lines).toHaveLength(2);
    const expected = [
      // The seller's block, and the PI's number, dates and inquiry.
      "Tyre Wholesale B.V. Waalhaven Oostzijde 81 3087 BM Rotterdam The Netherlands",
      "VAT number: NL123456789B01",
      "Registration number: KvK 12345678",
      `PI number: ${quote.number}`,
      `Date: ${formatQuoteDateText(today)}`,
      `Valid until: ${formatQuoteDateText(quote.valid_until)}`,
      `Your inquiry: #${id}`,
      // The buyer's block with the tax ID.
      "Ada Buyer Lagos Fleet Ltd 12 Marina Road, Lagos, Nigeria",
      `VAT / tax ID: ${TAX_ID}`,
      buyerEmail,
      // Incoterm 2020 with its place, the ports, the container plan, the lead time.
      "Incoterms 2020: CIF Lagos Apapa (NGAPP)",
      "Port of loading: Rotterdam",
      "Port of discharge: Lagos Apapa (NGAPP)",
      `Containers: ${inquiry.containers}${inquiry.plan_summary ? `. ${inquiry.plan_summary}` : ""}`,
      "Lead time: 20-30 days after the deposit is received",
      "# Tyre Size HS code Qty Unit price Line total Net kg Gross kg",
      lineSupply,
      // Goods (the FOB value), freight and insurance apart, and the total in the quote's currency.
      `Goods (FOB value) ${euros(Number(quote.subtotal_minor))}`,
      `Freight ${euros(Number(quote.shipping_minor))}`,
      `Insurance ${euros(Number(quote.insurance_minor))}`,
      `Total (EUR) ${euros(total)}`,
      // The payment terms with each amount and when it is due.
      TERM,
      ...paymentScheduleLines("tt-30-70-bl", total, "EUR"),
      // The bank.
      "Beneficiary: Tyre Wholesale B.V.",
      "Bank: ABN AMRO Bank N.V.",
      "IBAN: NL91 ABNA 0417 1643 00",
      "SWIFT/BIC: ABNANL2A",
      `Reference on the transfer: ${quote.number}`,
      "Bank details last changed on",
      // Validity, the note, the signature block, the page.
      `${formatQuoteDateText(quote.valid_until)}. After this date the quote can no longer be accepted.`,
      "Loading in Rotterdam within 3 weeks of the deposit.",
      "For and on behalf of Tyre Wholesale B.V.",
      "Authorised signature, name and date",
      "Accepted by the buyer",
      `Page 1 of ${pages.length}`,
    ];
    // Each line: brand, model, axle (the pattern of a truck tyre), load index and speed symbol, size,
    // HS code, quantity, unit price, line total, net and gross weight (tyres loaded loose: the same).
    for (const line of lines) {
      const netKg = Math.round(weightKgOf(line.weight)! * Number(line.quantity)).toLocaleString("en-US");
      expected.push(
        `${line.brand} ${line.model}`,
        `${line.pattern} axle · LI/SS ${line.load_index}${line.speed_symbol}`,
        `${line.size} 4011.20 ${Number(line.quantity)} ${euros(Number(line.unit_price_minor))} ${euros(Number(line.line_total_minor))} ${netKg} ${netKg}`,
      );
    }
    for (const field of expected) expect(flat(piText)).toContain(flat(field));

    // Opened: the seller reads it as viewed on the inquiry page, in the pipeline and in the CSV (decisions 273, 291).
    await plain.goto(`${base()}/admin/inquiries/${id}`);
    expect(await sentPanel.locator("[data-sent-quote-status]").innerText()).toBe("Viewed by the buyer");
    await plain.goto(`${base()}/admin/inquiries?status=quoted`);
    expect(await plain.locator("[data-pipeline-quote]").allInnerTexts()).toContain(`${quote.number} v1 · viewed by the buyer`);
    await shot(plain, `pipeline-${width}`);
    const csv = (await (await plain.request.get(`${base()}/admin/inquiries.csv?status=quoted`)).text()).split("\r\n");
    expect(csv.find((row) => row.startsWith(`${id},`))).toMatch(new RegExp(`,${quote.number},1,${decimalAmount(total)},viewed,$`));

    // 'Accept' opens the confirmation: the lines, total, payment terms and validity (decision 251).
    await Promise.all([
      buyerPage.waitForURL(`${base()}/account/inquiries/${id}/order`),
      panel.getByRole("link", { name: `Accept quote ${quote.number}` }).click(),
    ]);
    // The address changes as the navigation commits; the page renders just after.
    await expect.poll(() => buyerPage.getByRole("heading", { level: 1 }).innerText()).toBe("Confirm your order");
    const order = buyerPage.locator(`[data-order-quote="${quote.number}"]`);
    expect(await order.locator("[data-order-line]").count()).toBe(2);
    expect(await order.locator("[data-order-total]").innerText()).toBe(euros(total));
    expect(await order.locator("[data-order-payment]").innerText()).toMatch(
      new RegExp(`^T/T 30% deposit, 70% against copy of B/L\n30%: ${euros(deposit!.amountMinor)} due `),
    );
    expect(await order.locator("[data-order-valid-until]").innerText()).toBe(formatQuoteDateText(quote.valid_until));
    expect(await buyerPage.locator("[data-next-steps]").count()).toBe(0);
    expect(await axeViolations(buyerPage)).toEqual([]);
    await expectLayoutAt(buyerPage, DESKTOP, { check: () => shot(buyerPage, `confirm-${DESKTOP}`) });
    await shot(buyerPage, `confirm-${width}`);

    // Accepting shows the next steps: the deposit, the seller's bank with its last change, the reference.
    await Promise.all([
      buyerPage.waitForURL(`${base()}/account/inquiries/${id}/order#next-steps-heading`),
      buyerPage.getByRole("button", { name: "Accept quote and order" }).click(),
    ]);
    await expect.poll(() => buyerPage.getByRole("heading", { level: 1 }).innerText()).toBe("Order confirmed");
    expect(await buyerPage.locator("[data-next-amount]").innerText()).toBe(euros(deposit!.amountMinor));
    expect(await buyerPage.locator("[data-next-pay]").innerText()).toContain(`with ${quote.number} as the reference`);
    expect(await buyerPage.locator("[data-next-bank]").innerText()).toContain("NL91 ABNA 0417 1643 00");
    expect(await buyerPage.locator("[data-next-bank-changed]").innerText()).toMatch(/^Bank details last changed on /);
    expect(await buyerPage.locator("[data-order-status]").innerText()).toBe("Accepted (awaiting deposit)");
    expect(await axeViolations(buyerPage)).toEqual([]);
    await expectLayoutAt(buyerPage, DESKTOP, { check: () => shot(buyerPage, `next-steps-${DESKTOP}`) });
    await shot(buyerPage, `next-steps-${width}`);

    // Both sides' e-mails: the buyer's next steps with the PI attached, the seller's link.
    const confirmed = await mailTo(buyerEmail, `Order confirmed: quote ${quote.number} accepted (inquiry #${id})`);
    for (const fragment of [
      `Pay the deposit: Transfer ${euros(deposit!.amountMinor)}`,
      "IBAN: NL91 ABNA 0417 1643 00",
      `Reference: ${quote.number}`,
      `${base()}/account/inquiries/${id}/order`,
    ]) {
      expect(utf8TextOf(confirmed)).toContain(fragment);
    }
    expect(Buffer.compare(pdfAttachmentOf(confirmed)!, attached)).toBe(0);
    expect(utf8TextOf(await mailTo(SUPPLIER, `Quote ${quote.number} accepted (inquiry #${id})`))).toContain(`${base()}/admin/inquiries/${id}`);

    // My inquiries in the buyer's words, never the seller's 'Won'.
    await storefront.openHydrated(buyerPage, "/account/inquiries");
    expect(await panel.locator("[data-quote-status]").innerText()).toBe("Accepted (awaiting deposit)");
    expect(await panel.getByRole("button").count()).toBe(0);
    expect(await buyerPage.locator(`[data-inquiry="${id}"] [data-inquiry-status]`).innerText()).toBe("Accepted (awaiting deposit)");

    // The seller records the deposit, production, loading and shipping; each e-mails the buyer (decision 271).
    await storefront.openHydrated(sellerPage, `/admin/inquiries/${id}`);
    const timeline = sellerPage.locator("[data-order-timeline]");
    const record = async (kind: string, fill: () => Promise<void>) => {
      await sellerPage.locator("select[name=kind]").selectOption({ label: kind });
      await fill();
      await sellerPage.getByRole("button", { name: "Record step" }).click();
      await expect.poll(() => timeline.locator("[data-order-step] p:first-child").allInnerTexts()).toContain(`${kind} ${today}`);
    };
    await record("Deposit received", () => sellerPage.getByLabel("Amount received").fill(decimalAmount(deposit!.amountMinor)));
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
    const history = await sellerPage.locator("body").innerText();
    for (const words of [`Quote ${quote.number} v1 accepted by the buyer`, `Order: Shipped recorded for ${today}, buyer e-mailed`])
      expect(history).toContain(words);
    await expectLayoutAt(sellerPage, DESKTOP, { axe: false, check: () => shot(sellerPage, `order-seller-${DESKTOP}`) });
    const stepMail = (words: string) => mailTo(buyerEmail, `Your order ${quote.number}: ${words}`);
    await stepMail("Deposit received");
    await stepMail("In production");
    expect(utf8TextOf(await stepMail("Loaded"))).toContain("Container CSQU3054383, seal EU1234567");
    expect(utf8TextOf(await stepMail("Shipped"))).toContain("MAEU123456789");

    // The buyer's timeline and documents: the packing list and the commercial invoice, read back as text.
    await storefront.openHydrated(buyerPage, `/account/inquiries/${id}/order`);
    await expect.poll(() => buyerPage.getByRole("heading", { level: 1 }).innerText()).toBe("Order confirmed");
    const buyerTimeline = buyerPage.locator("[data-order-timeline]");
    expect(await buyerTimeline.locator("[data-order-progress-status]").innerText()).toBe("Shipped");
    // The deposit the seller recorded reads as received, no longer as a payment to make.
    expect(await buyerPage.locator("[data-next-pay]").innerText()).toBe(`Received on ${today}. Amount received: ${euros(deposit!.amountMinor)}. Thank you.`);
    expect(await buyerTimeline.locator("[data-order-step]").count()).toBe(4);
    expect(await buyerTimeline.innerText()).toContain("Container CSQU3054383, seal EU1234567");
    const downloadDocument = async (name: string) => {
      const [file] = await Promise.all([buyerPage.waitForEvent("download"), buyerTimeline.getByRole("link", { name }).click()]);
      // Kept beside the screenshots for a person to look at, like them.
      if (process.env.SHOTS_DIR) await file.saveAs(`${process.env.SHOTS_DIR}/${dialect}-${file.suggestedFilename()}`);
      return flat((await readPdfText(await readFile(await file.path()))).text);
    };
    const packing = await downloadDocument("Packing list (PDF)");
    for (const fragment of [
      `Packing list PL-${quote.number}`,
      "CSQU3054383, seal EU1234567",
      "Container 1: 280 pieces",
      "Total pieces 280",
      `VAT / tax ID: ${TAX_ID}`,
    ]) {
      expect(packing).toContain(fragment);
    }
    const invoice = await downloadDocument("Commercial invoice (PDF)");
    for (const fragment of [
      `Commercial invoice CI-${quote.number}`,
      "MAEU123456789",
      "Maersk Essen / 248W",
      `Goods (FOB value) ${euros(Number(quote.subtotal_minor))}`,
      "Deposit received",
      "Balance due",
      `VAT / tax ID: ${TAX_ID}`,
      "Page 1 of",
    ]) {
      expect(invoice).toContain(fragment);
    }
    expect(await axeViolations(buyerPage)).toEqual([]);
    await shot(buyerPage, `order-buyer-${width}`);
    await expectLayoutAt(buyerPage, DESKTOP, { axe: false, check: () => shot(buyerPage, `order-buyer-${DESKTOP}`) });
  });

  itOnSqlite("at 1280 px marks each figure the seller changes against what the buyer saw, as they type; the page fits 390 px", async () => {
    const width = DESKTOP;
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
});
