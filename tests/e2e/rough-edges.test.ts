// The storefront's rough edges (decision 142) in real Chromium, each at the width it was seen at:
// bounding boxes for what overlapped or overflowed, and the small behaviours (the car filter kept,
// Go Back to the tyre, the footer's one dot, no placeholder social links, Google's label, the
// toast's 'Log in', the quantity note).
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { waitForToast } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator) => (await locator.boundingBox())!;
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(TEST_DIALECTS)("rough edges on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const open = (path: string, width = 1280) => storefront.open(path, { width });
  const chat = (page: Page) => page.getByRole("link", { name: "Chat with us on WhatsApp" });

  it("1280: 'per tyre' stays on the offer price's line in every result, three-digit prices too", async () => {
    const { page } = await open("/summer-offers?vehicleType=truck");
    const prices = page.locator("[data-offer-result] [data-price-payable]");
    expect(await prices.count()).toBe(5);
    for (const price of await prices.all()) {
      expect(await price.evaluate((e) => e.getClientRects().length)).toBe(1);
      const offer = await box(price.locator("strong"));
      const suffix = await box(price.getByText("per tyre"));
      expect(suffix.y + suffix.height).toBeGreaterThan(offer.y);
      expect(suffix.y).toBeLessThan(offer.y + offer.height);
    }
  });

  it("1280: the compare tray shows each of three tyres' remove buttons whole", async () => {
    const { page } = await open("/summer-offers?vehicleType=truck");
    for (let i = 0; i < 3; i++) await page.locator("main input[data-compare-toggle]").nth(i).check();
    const tray = page.locator("[data-compare-tray]");
    await expect.poll(() => tray.getByRole("listitem").count()).toBe(3);
    const trayBox = await box(tray);
    for (const remove of await tray.getByRole("button", { name: /^Remove / }).all()) {
      const b = await box(remove);
      expect(b.x).toBeGreaterThanOrEqual(trayBox.x);
      expect(b.x + b.width).toBeLessThanOrEqual(trayBox.x + trayBox.width);
      // Not hidden under a neighbour or cut off by the list: the button itself is what is at its centre.
      expect(
        await remove.evaluate((e) => {
          const r = e.getBoundingClientRect();
          return e.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);
    }
  });

  it("1280: home cards keep the brand logo off the picture and line up 'View All Offers' with 'See Details'", async () => {
    const { page } = await open("/");
    const cards = page.locator("#explore article");
    expect(await cards.count()).toBe(4);
    for (const card of await cards.all()) {
      const picture = await box(card.locator("img").first());
      const logo = card.locator("img[data-brand-logo]");
      if (await logo.count()) expect(overlaps(picture, await box(logo))).toBe(false);
      const offers = await box(card.getByRole("link", { name: "View All Offers" }));
      const details = await box(card.getByRole("link", { name: "See Details" }));
      const sideBySide = Math.abs(offers.y - details.y) < 1;
      if (sideBySide) expect(offers.height).toBe(details.height);
      else expect([offers.x, offers.width]).toEqual([details.x, details.width]);
    }
  });

  it("1280: the carousel's review counts stay on one line", async () => {
    const list = await (await fetch(`${storefront.app.baseUrl}/summer-offers?vehicleType=truck`)).text();
    const detail = /href="(\/tyres\/summer\/truck\/[^"]+)"/.exec(list)![1]!.replace(/&amp;/g, "&");
    const { page } = await open(detail);
    const counts = page.locator("[data-carousel] li").getByText(/^\(\d[\d,]* reviews?\)$/);
    expect(await counts.count()).toBeGreaterThan(0);
    for (const count of await counts.all()) expect(await count.evaluate((e) => e.getClientRects().length)).toBe(1);
  });

  it("390: home cards sit in the middle, all four as wide, the top menu shows all five links whole, and nothing is wider than the screen", async () => {
    const { page } = await open("/", 390);
    const cards = await page.locator("#explore article").all();
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      const b = await box(card);
      expect(Math.round(b.x)).toBe(16);
      expect(Math.round(390 - (b.x + b.width))).toBe(16);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The same load: the top menu shows all five links whole.
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.locator("ul").evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(0);
    const contact = await box(nav.getByRole("link", { name: "Contact" }));
    expect(contact.x + contact.width).toBeLessThanOrEqual(390);
  });

  it("390: the chat button covers neither the Pattern select, the policy text nor a tyre's load and speed line once scrolled to", async () => {
    const list = await (await fetch(`${storefront.app.baseUrl}/summer-offers?vehicleType=truck`)).text();
    const detail = /href="(\/tyres\/summer\/truck\/[^"]+)"/.exec(list)![1]!.replace(/&amp;/g, "&");
    const places: Array<[string, (page: Page) => Locator]> = [
      ["/", (page) => page.getByLabel("Pattern")],
      ["/return-policy", (page) => page.locator("main p").last()],
      [detail, (page) => page.locator("[data-load-speed]")],
    ];
    for (const [path, target] of places) {
      const { page } = await open(path, 390);
      // As a buyer's scroll or a keyboard's focus brings it in: to the bottom edge of the screen.
      await target(page).evaluate((e) => e.scrollIntoView({ block: "end", behavior: "instant" }));
      expect(overlaps(await box(target(page)), await box(chat(page))), path).toBe(false);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  it("390: a visitor's Contact to Buy toast fits the screen, leaves Login free, and its 'Log in' returns to the page", async () => {
    const { page } = await open("/summer-offers?vehicleType=truck", 390);
    await page.locator("main").getByRole("button", { name: "Contact to Buy" }).first().click();
    await waitForToast(page, "To contact for buying, please log in or create an account first.");
    const toast = page.locator("[data-sonner-toast]").first();
    const login = await box(page.getByRole("link", { name: "Login" }));
    // The toast slides in: its resting place is what must fit and leave Login free.
    await expect
      .poll(async () => {
        const t = await box(toast);
        return { inside: t.x >= 0 && t.x + t.width <= 390, coversLogin: overlaps(t, login) };
      })
      .toEqual({ inside: true, coversLogin: false });
    await toast.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/login?redirectTo=%2Fsummer-offers%3FvehicleType%3Dtruck`);
  });

  it("390: buy-now shows the calculator on the first screen, and Go Back opened directly goes to the tyre", async () => {
    const list = (await (await fetch(`${storefront.app.baseUrl}/api/tyres?vehicleType=truck&pageSize=1`)).json()) as { items: Array<{ id: number }> };
    const id = list.items[0]!.id;
    const { page } = await open(`/buy-now?tyre=${id}`, 390);
    const field = await box(page.getByLabel("Quantity (pieces)"));
    expect(field.y + field.height).toBeLessThanOrEqual(900 - 48);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "Go Back" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/tyres/"));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/\S/);
  });

  it("buy-now says under the field why a typed quantity was changed", async () => {
    const list = (await (await fetch(`${storefront.app.baseUrl}/api/tyres?vehicleType=truck&pageSize=1`)).json()) as { items: Array<{ id: number }> };
    const { page } = await open(`/buy-now?tyre=${list.items[0]!.id}`, 390);
    const field = page.getByLabel("Quantity (pieces)");
    const note = page.locator("#quantity-adjustment");
    expect(await note.getAttribute("aria-live")).toBe("polite");
    await field.fill("49");
    await field.blur();
    await expect.poll(() => field.inputValue()).toBe("50");
    expect(await note.innerText()).toBe("The minimum order is 50 pcs, so the price is for 50 pcs.");
    await field.fill("1,000,000");
    await field.blur();
    await expect.poll(() => field.inputValue()).toBe("100000");
    expect(await note.innerText()).toBe("We price up to 100,000 pcs here, so the price is for 100,000 pcs. Contact us for a larger order.");
    await field.fill("120");
    await expect.poll(() => note.innerText()).toBe("");
    // The breakdown dims while the new price loads: judged once it has come.
    await expect.poll(() => page.locator("[aria-busy]").first().getAttribute("aria-busy")).toBe("false");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("'View All Offers' on a winter car card keeps the car filter", async () => {
    const { page } = await open("/?explore=winter-car#explore");
    await page.locator("#explore article").first().getByRole("link", { name: "View All Offers" }).click();
    await page.waitForURL((url) => url.pathname === "/winter-offers");
    expect(new URL(page.url()).searchParams.get("vehicleType")).toBe("car");
    // The address changes before the list renders: wait for the results, then read them.
    const vehicles = () =>
      page
        .locator("[data-offer-result] dd")
        .filter({ hasText: /^(Car|Truck|Motorcycle|Off-Road)$/ })
        .allInnerTexts();
    await expect.poll(async () => (await vehicles()).length).toBeGreaterThan(0);
    expect(new Set(await vehicles())).toEqual(new Set(["Car"]));
  });

  it("the footer ends the company name with one dot, and no social links show until the shop sets its own", async () => {
    const { page } = await open("/contact-us");
    const year = new Date().getFullYear();
    expect(await page.locator("footer").getByText(/^©/).innerText()).toBe(`© ${year} Tyre Wholesale B.V. Minimum order 50 pieces.`);
    expect(await page.getByRole("list", { name: "Social media" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Chat", exact: true }).count()).toBe(1);
  });

  it("login and register show 'Continue with Google', disabled with a note, when Google is not set up", async () => {
    for (const path of ["/login", "/register"]) {
      const { page } = await open(path, 390);
      const button = page.getByRole("button", { name: "Continue with Google" });
      expect(await button.isDisabled()).toBe(true);
      expect(await page.locator(`#${await button.getAttribute("aria-describedby")}`).innerText()).toBe(
        "Google sign-in is not available yet: please use your e-mail and password.",
      );
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
