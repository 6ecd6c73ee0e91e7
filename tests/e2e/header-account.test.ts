// The header's account corner and the toasts, as a buyer meets them in Chromium: the avatar menu
// with the display name, Escape, Logout, and how long error (4 s) and success (2 s) toasts stay
// (spec §4), measured on the page's clock rather than waited out. The menu and the notices' code
// are chunks of their own (decision 326): drawn by the server for a signed-in buyer, hydrated once
// they have come, and never loaded by an anonymous visitor's page.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fillRegisterForm, runClockUntilToast, sessionOf, uniqueEmail, waitForToast } from "../support/auth-browser";
import { waitForPartHydration } from "../../scripts/support/browser";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The chunks a page asked for whose names start with one of `names`, as the page goes on. */
function chunksAskedFor(page: Page, names: string[]): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    const name = names.find((each) => pathname.startsWith(`/assets/${each}-`) && pathname.endsWith(".js"));
    if (name) asked.push(name);
  });
  return asked;
}

/** A new buyer, signed up through the register form and landed on `path` (a client-side visit). */
async function signUp(page: Page, baseUrl: string, name: string, path: string) {
  await page.goto(`${baseUrl}/register?redirectTo=${encodeURIComponent(path)}`);
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  await fillRegisterForm(page, { name, email: uniqueEmail("menu"), password: "tyres in bulk 1" });
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.waitForURL(`${baseUrl}${path}`);
}

/** Shows the toast for just under `ms` on the page's clock, then checks it leaves at `ms` and is gone once its exit animation ends. */
async function expectLifetime(page: Page, text: string, ms: number) {
  await runClockUntilToast(page, text);
  await page.clock.runFor(ms - 100);
  expect(await toast(page, text).getAttribute("data-removed")).toBe("false");
  await page.clock.runFor(100);
  await expect.poll(() => toast(page, text).getAttribute("data-removed")).toBe("true");
  await page.clock.runFor(500);
  await toast(page, text).waitFor({ state: "detached" });
}

describe.each(TEST_DIALECTS)("header account menu and toasts on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  it("shows the avatar menu with the display name; Escape closes it; Logout brings the Login link back", async () => {
    const { page } = await storefront.open("/register?redirectTo=%2Fcontact-us");
    await fillRegisterForm(page, { name: "Ana Buyer", email: uniqueEmail("menu"), password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/contact-us`);

    const avatar = page.getByRole("button", { name: "Account menu for Ana Buyer" });
    expect(await avatar.getAttribute("aria-expanded")).toBe("false");
    expect(await avatar.locator("img").getAttribute("src")).toBe("/images/avatar-default.svg");
    await avatar.click();
    await expect.poll(() => avatar.getAttribute("aria-expanded")).toBe("true");
    const logout = page.getByRole("button", { name: "Logout" });
    await logout.waitFor({ state: "visible" });
    await page.locator("header").getByText("Ana Buyer", { exact: true }).waitFor({ state: "visible" });

    await page.keyboard.press("Escape");
    await expect.poll(() => avatar.getAttribute("aria-expanded")).toBe("false");
    await logout.waitFor({ state: "hidden" });
    expect(await avatar.evaluate((el) => el === document.activeElement)).toBe(true);

    await avatar.click();
    await logout.click();
    await page.getByRole("link", { name: "Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/contact-us");
    expect(await sessionOf(page)).toBeNull();
  });

  it("draws a signed-in buyer's menu on the server on a first load; once its chunk has hydrated it, it opens and logs out", async () => {
    const page = await storefront.newPage();
    const asked = chunksAskedFor(page, ["user-menu", "flash-notices"]);
    await storefront.openHydrated(page, "/contact-us");
    // An anonymous visitor's page loads neither the menu nor the notices' code.
    expect(asked).toEqual([]);
    await signUp(page, storefront.app.baseUrl, "Ana Lazy", "/contact-us");
    await page.getByRole("button", { name: "Account menu for Ana Lazy" }).waitFor();
    await waitForToast(page, "Signup Successful");
    expect(asked.sort()).toEqual(["flash-notices", "user-menu"]);

    const response = await storefront.openHydrated(page, "/bulk-pricing");
    const html = await response!.text();
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Account menu for Ana Lazy/);
    // Drawn in the one pass, not left for the browser to render (decision 187).
    expect(html).not.toContain("<!--$!-->");
    const avatar = page.getByRole("button", { name: "Account menu for Ana Lazy" });
    await waitForPartHydration(avatar);
    await avatar.click();
    await expect.poll(() => avatar.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("link", { name: "Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/bulk-pricing");
    expect(await sessionOf(page)).toBeNull();
  });

  it("without JavaScript, opens the signed-in menu on focus and logs out with its form", async () => {
    const setup = await storefront.newPage();
    await signUp(setup, storefront.app.baseUrl, "Ana Plain", "/contact-us");
    const page = await storefront.newPage({ javaScriptEnabled: false, storageState: await setup.context().storageState() });
    await page.goto(`${storefront.app.baseUrl}/return-policy`);
    await page.getByRole("button", { name: "Account menu for Ana Plain" }).click();
    const logout = page.getByRole("button", { name: "Logout" });
    await logout.waitFor({ state: "visible" });
    await logout.click();
    // The server answers the post with the same page, signed out.
    await page.getByRole("link", { name: "Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/return-policy");
    expect(await page.getByRole("button", { name: "Account menu for Ana Plain" }).count()).toBe(0);
  });

  it("keeps an error toast 4 s ('Please enter both email and password.') and a success toast 2 s ('Signup Successful')", async () => {
    const page = await storefront.newPage();
    // The page's timers run only when the test moves its clock.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await storefront.openHydrated(page, "/login");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expectLifetime(page, "Please enter both email and password.", 4000);

    await storefront.openHydrated(page, "/register");
    await fillRegisterForm(page, { name: "Toast Buyer", email: uniqueEmail("toast"), password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/`);
    await expectLifetime(page, "Signup Successful", 2000);
  });
});
