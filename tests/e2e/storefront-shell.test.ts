// The shell and the information pages in real Chromium: header search, footer, chat
// link, truck-info block, policies, trial tyres, 404, titles, axe and small screens.
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { axeViolations } from "../support/axe";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { bumpCatalogueRevision } from "../../app/catalogue/revision.server";

const PAGES = ["/", "/trial-tyres", "/contact-us", "/terms-of-service", "/privacy-policy", "/return-policy", "/no-such-page"];

describe.each(TEST_DIALECTS)("storefront shell on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const open = (path: string, viewport = { width: 1280, height: 900 }) => storefront.open(path, { viewport });

  it.each(PAGES)("%s has its own title and description, no '#' links and no axe violations", async (path) => {
    // Chromium reports the 404 document itself as a failed resource.
    if (path === "/no-such-page") storefront.expectErrors(/status of 404/);
    const { page } = await open(path);
    const title = await page.title();
    expect(title).toMatch(/\| Tyre Wholesale$/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(20);
    expect(await page.locator('a[href="#"], a:not([href])').count()).toBe(0);
    expect(await axeViolations(page), path).toEqual([]);
  });

  it("the axe check names a violation it finds, with its rule and element (so an empty list means a clean page)", async () => {
    const page = await storefront.newPage();
    await page.setContent('<html lang="en"><title>t</title><main><h1>t</h1><img id="unnamed" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>');
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: .*\(#unnamed\)$/)]);
  });

  it("gives every page a different title", async () => {
    const titles = new Set<string>();
    for (const path of PAGES) {
      const html = await (await fetch(storefront.app.baseUrl + path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    }
    expect(titles.size).toBe(PAGES.length);
  });

  it("types the search placeholder at 150 ms a character, deletes it at 80 ms, and asks 'What are you searching for?' while focused", async () => {
    const page = await storefront.newPage({ reducedMotion: "no-preference" });
    // The page's timers run only when the test moves its clock.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await storefront.openHydrated(page, "/");
    const search = page.getByRole("combobox", { name: "Search tyres" });
    const placeholder = () => search.getAttribute("placeholder");
    const phrase = "315/80R22.5 drive tyres";
    await expect.poll(placeholder).toBe("");
    // spec §9: 150 ms a character while typing...
    await page.clock.runFor(150);
    await expect.poll(placeholder).toBe("3");
    await page.clock.runFor(149);
    expect(await placeholder()).toBe("3");
    await page.clock.runFor(1);
    await expect.poll(placeholder).toBe("31");
    await page.clock.runFor((phrase.length - 2) * 150);
    await expect.poll(placeholder).toBe(phrase);
    // ...held a moment, then 80 ms a character while deleting.
    await page.clock.runFor(1_400);
    await expect.poll(placeholder).toBe(phrase.slice(0, -1));
    await page.clock.runFor(80);
    await expect.poll(placeholder).toBe(phrase.slice(0, -2));
    await search.focus();
    await expect.poll(placeholder).toBe("What are you searching for?");
    await page.clock.runFor(1_000);
    expect(await placeholder()).toBe("What are you searching for?");
  });

  // spec §2's 'brand — model (size)', with the season after a middle dot.
  it("suggests at most 10 tyres as 'brand — model (size) · season', with arrow keys, Enter and Escape", async () => {
    const { page } = await open("/");
    const search = page.getByRole("combobox", { name: "Search tyres" });
    await search.fill("22.5");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await options.first().waitFor();
    expect(await options.count()).toBe(10);
    const labels = page.locator("[data-suggestion-label]");
    for (const text of await labels.allInnerTexts()) expect(text).toMatch(/^.+ — .+ \(.+\) · (Summer|Winter|All-Season)$/);
    await search.press("Escape");
    await page.getByRole("listbox").waitFor({ state: "hidden" });
    await search.press("ArrowDown");
    await options.first().waitFor();
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    await search.press("ArrowDown");
    const chosen = await labels.nth(1).innerText();
    expect(await options.nth(1).getAttribute("aria-selected")).toBe("true");
    await search.press("Enter");
    await page.waitForURL(/\/tyres\/(summer|winter|allseason)\//);
    const [, model, size] = /^.+ — (.+) \((.+)\) · .+$/.exec(chosen)!;
    expect(decodeURIComponent(page.url())).toContain(`/${model}?size=${size}`);
  });

  // The suggestions' code is a chunk of its own, loaded when the box is first used (decision 325).
  const SUGGESTIONS_CODE = /\/assets\/header-search-suggestions-[\w-]+\.js$/;

  it("loads the suggestions' code and asks for suggestions only once the box is used, also for a search page's query", async () => {
    const page = await storefront.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (SUGGESTIONS_CODE.test(url.pathname)) asked.push("code");
      if (url.pathname === "/api/suggest") asked.push(`suggest ${url.searchParams.get("q")}`);
    });
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await storefront.openHydrated(page, "/search?q=michelin");
    const search = page.getByRole("combobox", { name: "Search tyres" });
    expect(await search.inputValue()).toBe("michelin");
    // Well past a suggestion's 150 ms wait: a request asked on load would have been sent by now.
    await page.clock.runFor(1_000);
    await page.clock.resume();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/suggest");
    await search.focus();
    await answered;
    expect(asked).toEqual(["code", "suggest michelin"]);
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await options.first().waitFor();
    expect(await search.getAttribute("aria-expanded")).toBe("true");
  });

  it("suggests for the text typed before the suggestions' code has come, once it has", async () => {
    const { page } = await open("/");
    let codeAsked!: () => void;
    const asked = new Promise<void>((ok) => (codeAsked = ok));
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    await page.route(SUGGESTIONS_CODE, async (route) => {
      codeAsked();
      await held;
      await route.continue();
    });
    const search = page.getByRole("combobox", { name: "Search tyres" });
    await search.fill("x multi d 315/80");
    await asked;
    expect(await search.inputValue()).toBe("x multi d 315/80");
    expect(await search.getAttribute("aria-expanded")).toBe("false");
    release();
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect.poll(() => options.count()).toBe(2);
    expect(await page.locator("[data-suggestion-label]").allInnerTexts()).toEqual([
      "Michelin — X Multi Grip D (315/80R22.5) · Winter",
      "Michelin — X Multi D (315/80R22.5) · Summer",
    ]);
    expect(await search.getAttribute("aria-expanded")).toBe("true");
    expect(await search.getAttribute("aria-controls")).toBe(await page.getByRole("listbox").getAttribute("id"));
    await search.press("ArrowDown");
    expect(await search.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
  });

  it("goes to /search?q= on Enter and on the search icon", async () => {
    const { page } = await open("/");
    const search = page.getByRole("combobox", { name: "Search tyres" });
    await search.fill("michelin");
    await search.press("Enter");
    await page.waitForURL(/\/search\?q=michelin$/);
    await page.goto(storefront.app.baseUrl + "/");
    await page.getByRole("combobox", { name: "Search tyres" }).fill("315/80R22.5");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "315/80R22.5");
  });

  it("links the floating chat button to a prefilled WhatsApp chat and the footer's categories to the offer lists", async () => {
    const { page } = await open("/");
    const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    const href = new URL((await chat.getAttribute("href"))!);
    expect(href.host).toBe("wa.me");
    expect(href.searchParams.get("text")).toMatch(/^Hello!/);
    expect(await chat.getAttribute("target")).toBe("_blank");
    // The same page's footer links its categories to the offer lists.
    const footer = page.locator("footer");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(["/summer-offers?vehicleType=truck", "/winter-offers", "/allseason-offers", "/contact-us", "/return-policy"]));
  });

  it("shows 4 items of each truck-info list until expanded", async () => {
    const { page } = await open("/");
    const guide = page.locator("#truck-tyre-guide");
    const lists = guide.locator("section");
    expect(await lists.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const list = lists.nth(i);
      const visible = async () => {
        const flags = await Promise.all((await list.locator("li").all()).map((li) => li.isVisible()));
        return flags.filter(Boolean).length;
      };
      await expect.poll(visible).toBe(4);
      const total = await list.locator("li").count();
      expect(total).toBeGreaterThan(4);
      await list.getByText(/Show \d+ more/).click();
      await expect.poll(visible).toBe(total);
    }
  });

  it("lists the six trial sizes, each with drive and trailer links opening in a new tab", async () => {
    const { page } = await open("/trial-tyres");
    const sizes = await page.locator("main").getByRole("heading", { level: 2 }).allInnerTexts();
    expect(sizes).toEqual(["11R22.5", "295/75R22.5", "315/80R22.5", "385/65R22.5", "255/70R22.5", "10R22.5"]);
    const links = page.locator("main a[target=_blank]");
    expect(await links.count()).toBe(12);
    for (const rel of await links.evaluateAll((as) => as.map((a) => a.getAttribute("rel")))) expect(rel).toContain("noopener");
  });

  it("redirects /trial to /trial-tyres", async () => {
    const res = await fetch(storefront.app.baseUrl + "/trial", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/trial-tyres");
  });

  it("gives the contact page a tel: and mailto: link and the chat link (social links only once the shop sets them), and a Login link that returns to it", async () => {
    const { page } = await open("/contact-us");
    expect(await page.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login?redirectTo=%2Fcontact-us");
    const main = page.locator("main");
    expect(await main.locator('a[href^="tel:+31"]').count()).toBe(1);
    expect(await main.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await main.locator('a[target=_blank][href^="https://wa.me/"]').count()).toBe(1);
  });

  it.each([
    ["/return-policy", ["14 days from delivery", "5-7 business days"]],
    [
      "/terms-of-service",
      [
        "minimum order is 50 pieces",
        "bank transfer (TT), PayPal, credit cards",
        "deposit of 30% starts production",
        "balance is due before shipment",
        "2 years against manufacturing defects",
        "15-30 days after payment",
      ],
    ],
    ["/privacy-policy", ["secure hash", "minimum 50 pieces"]],
  ])("states the spec's facts on %s", async (path, facts) => {
    const { page } = await open(path);
    const text = await page.locator("main").innerText();
    for (const fact of facts) expect(text).toContain(fact);
  });

  it("answers an unknown route with 404 and the error page", async () => {
    storefront.expectErrors(/status of 404/);
    const { page, response } = await open("/tyres-that-do-not-exist");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Oops! Something went wrong.");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(storefront.app.baseUrl + "/");
  });

  it.each(PAGES)("fits a 360 px phone without sideways scrolling: %s", async (path) => {
    if (path === "/no-such-page") storefront.expectErrors(/status of 404/);
    const { page } = await open(path, { width: 360, height: 780 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // Last, because it breaks the database under the running server on purpose.
  it("shows the same error page with HTTP 500 when the server fails, without leaking the cause", async () => {
    // Other tables (inquiries) refer to tyres; PostgreSQL drops those references with the table.
    await (dialect === "postgres" ? sql`drop table tyre cascade` : sql`drop table tyre`).execute(storefront.database.db);
    // A change of the catalogue always bumps its revision, which retires every cached page.
    await bumpCatalogueRevision(storefront.database.db, new Date().toISOString());
    storefront.expectErrors(/status of 500/);
    const { page, response } = await open("/");
    expect(response?.status()).toBe(500);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Oops! Something went wrong.");
    expect(await page.locator("main").innerText()).toContain("Unknown error occurred");
    expect(await page.locator("main").innerText()).not.toMatch(/no such table/i);
    // The cause is logged once as JSON with the request id, never as a raw stack.
    expect(storefront.app.output()).toMatch(/"requestId":"[^"]+".*"msg":"page failed"/);
    expect(storefront.app.output()).not.toMatch(/^\s+at /m);
  });
});
