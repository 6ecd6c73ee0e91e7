// The storefront on a phone and the dead ends a buyer met, in real Chromium at 390 and 1280 px:
// the compact opaque header, nothing to press under the chat button, the quote's line totals, the
// not-found pages' ways on, the season pages, every spelling of a size, the request form's banner,
// the back office's totals, the bulk pricing page read from the engine, the brand once on a card,
// and a bounded crawl of every route pattern reachable from home (all 2xx).
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { STATIC_SITEMAP_PATHS } from "../../app/detail/sitemap-xml";
import { containerCapacity } from "../../app/domain/container-capacity";
import { splitLanguagePath } from "../../app/i18n/languages";
import { axeViolations } from "../support/axe";
import { inquiryBody, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { DESKTOP, expectLayoutAt, PHONE, sidewaysOverflow } from "../support/layout";
import { twoTruckSizesInEuro } from "../support/quote-tyres";
import { signedUpSeller } from "../support/seller";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Every visible control of the page's main and footer, in document order, as CSS selectors' indexes. */
const CONTROLS = "main a[href], main button, main input:not([type=hidden]), main select, main textarea, main summary, footer a[href]";

/**
 * Focuses each control in turn, as a keyboard buyer tabbing down the page does, and names those that
 * end up under the sticky header or the chat button.
 */
async function controlsCovered(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const header = document.querySelector("[data-site-header]")!;
    const chat = document.querySelector("[data-chat-button]");
    const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const own = control.getBoundingClientRect();
      // Screen-reader-only and hidden controls (a radio drawn by its label) are not where a finger goes.
      if (own.width < 4 || own.height < 4 || getComputedStyle(control).visibility === "hidden" || control.matches(":disabled")) continue;
      control.focus();
      const r = control.getBoundingClientRect();
      if (hit(r, header.getBoundingClientRect()) || (chat && hit(r, chat.getBoundingClientRect())))
        covered.push(`${control.tagName} "${(control.textContent ?? "").trim().slice(0, 40)}" at ${Math.round(r.top)}`);
    }
    return covered;
  }, CONTROLS);
}

/**
 * From the middle of the page: the controls the chat bar hides part of as the page passes under it,
 * each focused in turn (a keyboard buyer's Tab, a finger's scroll to it). Names those that still end
 * up under the bar, or under the header, once moved to.
 */
async function controlsLeftUnderBarMidPage(page: Page): Promise<{ passingUnder: number; left: string[] }> {
  return page.evaluate((selector) => {
    const middle = (document.documentElement.scrollHeight - innerHeight) / 2;
    const chat = document.querySelector("[data-chat-button]")!;
    const header = document.querySelector("[data-site-header]")!;
    const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const visible = (c: HTMLElement) => {
      const r = c.getBoundingClientRect();
      return r.width >= 4 && r.height >= 4 && getComputedStyle(c).visibility !== "hidden" && !c.matches(":disabled");
    };
    const left: string[] = [];
    let passingUnder = 0;
    for (let step = 0; step < 3; step++) {
      // Three resting points around the middle, a third of a screen apart.
      window.scrollTo({ top: middle + (step - 1) * (innerHeight / 3), behavior: "instant" });
      const under = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (c) => visible(c) && hit(c.getBoundingClientRect(), chat.getBoundingClientRect()),
      );
      passingUnder += under.length;
      for (const control of under) {
        control.focus();
        const r = control.getBoundingClientRect();
        if (hit(r, chat.getBoundingClientRect()) || hit(r, header.getBoundingClientRect()))
          left.push(`${control.tagName} "${(control.textContent ?? "").trim().slice(0, 40)}" at ${Math.round(r.top)}`);
      }
    }
    return { passingUnder, left };
  }, CONTROLS);
}

describe.each(TEST_DIALECTS)("the storefront on a phone and its dead ends on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const base = () => storefront.app.baseUrl;
  const open = (path: string, width: number) => storefront.open(path, { width, reducedMotion: "reduce" });

  it.each([PHONE, DESKTOP])(
    "%i px: the header stays compact (at most 112 px) and opaque while scrolling, logo, search, Quote and Login in it",
    async (width) => {
      const { page } = await open("/summer-offers?vehicleType=truck", width);
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
      const header = page.locator("[data-site-header]");
      const b = await box(header);
      expect(b.y).toBe(0);
      expect(b.height).toBeLessThanOrEqual(112);
      expect(await header.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe("rgb(255, 255, 255)");
      const parts = [
        header.getByRole("link", { name: "Tyre Wholesale home" }),
        header.getByRole("combobox", { name: "Search tyres" }),
        header.getByRole("link", { name: "Quote" }),
        header.getByRole("link", { name: "Login" }),
      ];
      const boxes = await Promise.all(parts.map(box));
      for (const [i, part] of boxes.entries()) {
        expect(part.y).toBeGreaterThanOrEqual(0);
        expect(part.y + part.height).toBeLessThanOrEqual(b.height);
        for (const other of boxes.slice(i + 1)) expect(overlaps(part, other)).toBe(false);
      }
      // What scrolled under the header is hidden by it: the header itself is what is at its middle.
      expect(await header.evaluate((e) => e.contains(document.elementFromPoint(e.clientWidth / 2, e.getBoundingClientRect().bottom - 2)))).toBe(true);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it("390: no control of /buy-now or a filled /quote is ever under the chat bar or the header as a buyer goes down the page, and the page's end clears the bar", async () => {
    const [a, b] = await twoTruckSizesInEuro(storefront.database.db);
    const { page } = await open(`/buy-now?tyre=${a!.id}&quantity=120`, PHONE);
    expect(await controlsCovered(page)).toEqual([]);
    const contact = page.locator("main").getByRole("button", { name: /^Contact to Buy/ });
    await contact.evaluate((e) => e.scrollIntoView({ block: "end", behavior: "instant" }));
    expect(overlaps(await box(contact), await box(page.locator("[data-chat-button]")))).toBe(false);
    for (const tyre of [a!, b!]) {
      await storefront.openHydrated(page, `/buy-now?tyre=${tyre.id}&quantity=60`);
      await Promise.all([page.waitForURL(`${base()}/quote`), page.getByRole("button", { name: "Add 60 to quote" }).click()]);
    }
    await expect.poll(() => page.locator("[data-quote-line]").count()).toBe(2);
    expect(await controlsCovered(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const lastFooterLink = page.locator("footer a").last();
    expect((await box(lastFooterLink)).y + (await box(lastFooterLink)).height).toBeLessThanOrEqual((await box(page.locator("[data-chat-button]"))).y);
  });

  it.each([PHONE, DESKTOP])(
    "%i px: on every buyer page, a control passing under the chat bar mid-page is clear of it once moved to, and the page's end clears the bar",
    async (width) => {
      const [tyre] = await twoTruckSizesInEuro(storefront.database.db);
      const offers = await (await fetch(`${base()}/summer-offers?vehicleType=truck`)).text();
      const detail = /href="(\/tyres\/summer\/truck\/[^"]+)"/.exec(offers)![1]!.replaceAll("&amp;", "&");
      const pages = [
        "/",
        "/summer-offers?vehicleType=truck",
        detail,
        `/buy-now?tyre=${tyre!.id}&quantity=120`,
        "/search?q=315",
        "/tyres/size/315-80-22.5",
        "/tyres/winter",
        "/bulk-pricing",
        "/contact-us",
        "/trial-tyres",
      ];
      const page = await storefront.newPage({ width, reducedMotion: "reduce" });
      let passedUnder = 0;
      for (const path of pages) {
        await storefront.openHydrated(page, path);
        const { passingUnder, left } = await controlsLeftUnderBarMidPage(page);
        passedUnder += passingUnder;
        expect({ path, left }).toEqual({ path, left: [] });
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
        const last = await box(page.locator("footer a").last());
        expect({ path, lastLinkBottom: Math.min(last.y + last.height, (await box(page.locator("[data-chat-button]"))).y) }).toEqual({
          path,
          lastLinkBottom: last.y + last.height,
        });
      }
      // The check looked at real cases: controls do pass under the bar mid-page.
      expect(passedUnder).toBeGreaterThan(0);
    },
  );

  it("/quote: line totals line up at the right edge on a phone; on a wide screen one line leaves no gap above the request", async () => {
    const [a, b] = await twoTruckSizesInEuro(storefront.database.db);
    const { page } = await open(`/buy-now?tyre=${a!.id}&quantity=100`, DESKTOP);
    await Promise.all([page.waitForURL(`${base()}/quote`), page.getByRole("button", { name: "Add 100 to quote" }).click()]);
    await expect.poll(() => page.locator("[data-quote-line]").count()).toBe(1);
    const lines = await box(page.locator("section[aria-labelledby=lines-heading]"));
    const request = await box(page.locator("[data-quote-request]"));
    expect(request.y - (lines.y + lines.height)).toBeLessThanOrEqual(25);
    expect(await axeViolations(page)).toEqual([]);

    await storefront.openHydrated(page, `/buy-now?tyre=${b!.id}&quantity=60`);
    await Promise.all([page.waitForURL(`${base()}/quote`), page.getByRole("button", { name: "Add 60 to quote" }).click()]);
    await expect.poll(() => page.locator("[data-quote-line]").count()).toBe(2);
    for (const width of [PHONE, DESKTOP]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      const rights = [];
      for (const line of await page.locator("[data-quote-line]").all()) {
        const total = await box(line.locator("[data-line-total]"));
        const name = await box(line.getByRole("link").first());
        expect(overlaps(total, name), `${width}`).toBe(false);
        expect(await line.locator("[data-line-total]").innerText()).toMatch(/^€[\d,]+\.\d{2}$/);
        rights.push(Math.round(total.x + total.width));
      }
      expect(new Set(rights).size, `totals' right edges at ${width}: ${rights.join(", ")}`).toBe(1);
      // The quote's piece count beside Quote keeps the header's first row one row.
      expect((await box(page.locator("[data-site-header]"))).height, `header at ${width}`).toBeLessThanOrEqual(112);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([PHONE, DESKTOP])(
    "%i px: an unknown page keeps the spec's texts, says it was not found, and offers a size box that reads any spelling, the offers and the size pages",
    async (width) => {
      storefront.expectErrors(/status of 404/);
      const { page, response } = await open("/summer-tyres-that-moved", width);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Oops! Something went wrong.");
      expect(await page.locator("[data-error-message]").innerText()).toBe("Page not found.");
      expect(await page.getByRole("link", { name: "Return to Home" }).count()).toBe(1);
      const help = page.locator("main [data-not-found-help]");
      for (const [name, href] of [
        ["Summer offers", "/summer-offers"],
        ["Winter offers", "/winter-offers"],
        ["All-season offers", "/allseason-offers"],
        ["All tyre sizes", "/tyres/size"],
      ])
        expect(await help.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await help.getByLabel("Type a size").fill("315-80-22.5");
      await Promise.all([page.waitForURL(`${base()}/tyres/size/315-80r22.5`), help.getByRole("button", { name: "Go" }).click()]);
    },
  );

  it("a size we do not sell keeps the spec's error page, with a size box and the ways on", async () => {
    storefront.expectErrors(/status of 404/);
    const { page, response } = await open("/tyres/size/999-99r99", PHONE);
    expect(response?.status()).toBe(404);
    const help = page.locator("main [data-not-found-help]");
    await help.getByLabel("Type a size").fill("315 80 22.5");
    await Promise.all([page.waitForURL(`${base()}/tyres/size/315-80r22.5`), help.getByRole("button", { name: "Go" }).click()]);
  });

  it.each([PHONE, DESKTOP])("%i px: 'Tyre not found.' lists the other tyres of the size asked for", async (width) => {
    storefront.expectErrors(/status of 404/);
    const { page, response } = await open(`/tyres/summer/truck/NoSuchBrand/Gone?size=${encodeURIComponent("315/80R22.5")}`, width);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Tyre not found.");
    const list = page.locator("[data-same-size]");
    expect(await list.getByRole("heading", { level: 2 }).innerText()).toBe("Other 315/80R22.5 tyres");
    const links = list.getByRole("listitem").getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) expect(await link.getAttribute("href")).toMatch(/\?size=315%2F80R22\.5/);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(/\/tyres\/summer\/|\/tyres\/winter\/|\/tyres\/allseason\//), links.first().click()]);
    await page.locator("[data-load-speed]").waitFor();
  });

  it.each([PHONE, DESKTOP])("%i px: a season page shows its most stocked sizes, its brands and its first offers", async (width) => {
    const { page } = await open("/tyres/winter", width);
    const sizes = page.locator("[data-season-sizes] a");
    expect(await sizes.count()).toBeGreaterThan(0);
    expect(await sizes.first().getAttribute("href")).toMatch(/^\/tyres\/size\//);
    const brands = page.locator("[data-season-brands] a");
    expect(await brands.count()).toBeGreaterThan(0);
    expect(await brands.first().getAttribute("href")).toMatch(/^\/winter-offers\?brand=/);
    const offers = page.locator("[data-season-offer]");
    expect(await offers.count()).toBe(5);
    for (const offer of await offers.all()) {
      expect(await offer.getByRole("link").getAttribute("href")).toMatch(/^\/tyres\/winter\//);
      expect(await offer.innerText()).toMatch(/€[\d,]+\.\d{2} per tyre/);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("every spelling search understands lands on the size's one page, dashes throughout too", async () => {
    for (const spelling of ["315-80-22.5", "315-80R22.5", "315 80 22.5", "3158022.5", "315/80R22.5", "315-80-r22.5", "315x80x22.5"]) {
      const res = await fetch(`${base()}/tyres/size/${spelling.split("/").map(encodeURIComponent).join("/")}`, { redirect: "manual" });
      expect(res.status, spelling).toBe(301);
      expect(res.headers.get("location"), spelling).toBe("/tyres/size/315-80r22.5");
    }
    expect((await fetch(`${base()}/tyres/size/315-80r22.5`)).status).toBe(200);
  });

  it("390: the quote request's banner names each field that failed, not only the first", async () => {
    const [a] = await twoTruckSizesInEuro(storefront.database.db);
    const { client } = await signedUpBuyer(base(), "Fleet Buyer");
    const page = await storefront.newPage({ width: PHONE, reducedMotion: "reduce" });
    await page.context().addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: base() })));
    await storefront.openHydrated(page, `/buy-now?tyre=${a!.id}&quantity=80`);
    await Promise.all([page.waitForURL(`${base()}/quote`), page.getByRole("button", { name: "Add 80 to quote" }).click()]);
    const form = page.locator('[data-quote-request="buyer"]');
    await form.getByLabel("Name", { exact: true }).fill("");
    storefront.expectErrors(/status of 400/);
    await form.getByRole("button", { name: "Request quote" }).click();
    const banner = form.locator("[data-request-errors]");
    await banner.waitFor();
    expect(await banner.getByRole("listitem").allInnerTexts()).toEqual(["Name is required.", "Phone is required.", "Address is required."]);
    expect(await banner.locator("p").innerText()).toBe("3 fields need a look:");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    // At 1280 the banner stays whole beside the form: each field on a line of its own, inside the form.
    await expectLayoutAt(page, DESKTOP, {
      axe: false,
      check: async () => {
        const inside = await box(form);
        for (const item of await banner.getByRole("listitem").all())
          expect((await box(item)).x + (await box(item)).width).toBeLessThanOrEqual(inside.x + inside.width);
      },
    });
  });

  it("1280: the back office's 'Total the buyer saw' is one line, and the inquiry's status shows once", async () => {
    const { client: buyer, email } = await signedUpBuyer(base(), "Olu Buyer");
    const sent = await buyer.post("/api/send-email", inquiryBody({ email, company: "Lagos Haulage", address: "12 Marina Road, Lagos, Nigeria" }), {
      "idempotency-key": newIdempotencyKey(),
    });
    expect(sent.status).toBe(201);
    const { inquiryId } = (await sent.json()) as { inquiryId: number };
    const { client: seller } = await signedUpSeller(base(), storefront.database);
    const page = await storefront.newPage({ width: DESKTOP });
    await page.context().addCookies([...seller.cookies].map(([name, value]) => ({ name, value, url: base() })));
    await storefront.openHydrated(page, `/admin/inquiries/${inquiryId}`);
    const total = page.locator("[data-inquiry-totals] dt", { hasText: "Total the buyer saw" });
    expect(await total.evaluate((e) => Array.from(e.getClientRects()).length)).toBe(1);
    expect(await total.evaluate((e) => e.getBoundingClientRect().height <= parseFloat(getComputedStyle(e).lineHeight) + 1)).toBe(true);
    expect(await page.locator("main dt", { hasText: /^Status$/ }).count()).toBe(0);
    expect(await page.getByLabel("Status").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, PHONE, { axe: false });
  });

  it.each([PHONE, DESKTOP])(
    "%i px: the bulk pricing page reads its tiers and container counts from the engine and links into the size pages and the quote",
    async (width) => {
      const { page, response } = await open("/bulk-pricing", width);
      expect(response?.status()).toBe(200);
      const example = /Limits below are for (\S+),/.exec(await page.locator("[data-bulk-tiers]").innerText())![1]!;
      const twenty = containerCapacity(example)["20ft"];
      expect(await page.locator("[data-tier] th").allInnerTexts()).toEqual([
        "Exactly 50 pcs in all",
        `51 to ${twenty.toLocaleString("en-IE")} pcs`,
        `${(twenty + 1).toLocaleString("en-IE")} pcs and more`,
      ]);
      expect(await page.locator("[data-tier] td:nth-of-type(1)").allInnerTexts()).toEqual(["+€20.00 per tyre", "+€10.00 per tyre", "The offer price"]);
      const rows = page.locator("[data-size-count]");
      expect(await rows.count()).toBeGreaterThan(3);
      for (const row of await rows.all()) {
        const size = (await row.getAttribute("data-size-count"))!;
        const counts = containerCapacity(size);
        expect(await row.locator("td").allInnerTexts()).toEqual([
          `${counts["20ft"].toLocaleString("en-GB")} pcs`,
          `${counts["40ft"].toLocaleString("en-GB")} pcs`,
        ]);
        expect(await row.getByRole("link").getAttribute("href")).toMatch(/^\/tyres\/size\//);
      }
      expect(await page.locator("[data-default-freight]").innerText()).toContain("€1,200.00 for a 20ft and €2,000.00 for a 40ft");
      expect(
        await page
          .locator("main")
          .getByRole("link", { name: /Open your quote/ })
          .getAttribute("href"),
      ).toBe("/quote");
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it("1280: home cards show the brand once, the round chat button covers neither 'Browse Trial Tyres' on arrival nor any control of home as a buyer goes down the page, and 'trial' means only the 1-2 marketplace tyres", async () => {
    const { page } = await open("/", DESKTOP);
    for (const brand of await page.locator("#explore article [data-card-brand]").all()) {
      const logos = await brand.locator("img").count();
      expect(logos === 1 ? (await brand.innerText()).trim() : "text").toBe(logos === 1 ? "" : "text");
    }
    expect(await page.getByRole("heading", { name: "Trial Tyre Purchase" }).count()).toBe(1);
    // The same load, as it arrived: the chat button clears the trial link and every control of home.
    const chat = await box(page.locator("[data-chat-button]"));
    expect(overlaps(await box(page.getByRole("link", { name: "Browse Trial Tyres" })), chat)).toBe(false);
    expect(await controlsCovered(page)).toEqual([]);
    const [a] = await twoTruckSizesInEuro(storefront.database.db);
    await storefront.openHydrated(page, `/buy-now?tyre=${a!.id}&quantity=50`);
    const main = await page.locator("main").innerText();
    expect(main).toContain("Minimum-order surcharge +€20.00 per tyre");
    expect(main).not.toMatch(/trial/i);
  });

  it("a crawl of every route pattern reachable from home, and every header and footer link, answers 2xx", async () => {
    /**
     * One address per kind of page: a tyre's page, a size's page, a list with a given set of filters.
     * A page in another language is the same kind as its English page (decision 295): the footer's
     * language links are each fetched as shell links, and the languages suite follows links inside them.
     */
    const patternOf = (url: URL) => {
      const { path } = splitLanguagePath(url.pathname);
      if (/^\/tyres\/(summer|winter|allseason)\/[^/]+\/[^/]+\/[^/]+$/.test(path)) return "tyre detail";
      if (/^\/tyres\/size\/.+/.test(path)) return "size page";
      return `${path}?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
    };
    const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    const home = await (await fetch(`${base()}/`)).text();
    const shell = [...home.matchAll(/<(header|footer|nav)[\s\S]*?<\/\1>/g)].flatMap((m) => linksOf(m[0]));
    expect(shell).toContain("/bulk-pricing");
    const seen = new Map<string, string>();
    const fetched = new Set<string>();
    // The sitemap's own pages too: the season pages are reached from search engines, not from home.
    const queue = ["/", ...shell, ...STATIC_SITEMAP_PATHS];
    const failed: string[] = [];
    while (queue.length > 0) {
      const href = queue.shift()!;
      const url = new URL(href, base());
      if (url.origin !== base()) continue;
      url.hash = "";
      const pattern = patternOf(url);
      // The shell's own links are each checked; other pages one per pattern.
      if (seen.has(pattern) && !shell.includes(href)) continue;
      if (fetched.has(url.pathname + url.search)) continue;
      fetched.add(url.pathname + url.search);
      seen.set(pattern, url.pathname + url.search);
      const res = await fetch(url);
      if (res.status < 200 || res.status > 299) failed.push(`${res.status} ${url.pathname}${url.search}`);
      if ((res.headers.get("content-type") ?? "").includes("text/html")) queue.push(...linksOf(await res.text()));
      else await res.body?.cancel();
    }
    expect(failed).toEqual([]);
    // Bounded: the kinds of pages, not every tyre.
    expect(seen.size).toBeGreaterThan(15);
    expect(seen.size).toBeLessThan(400);
  });
});
