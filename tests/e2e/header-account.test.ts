// The header's account corner and the toasts, as a buyer meets them in Chromium: the avatar menu
// with the display name, Escape, Logout, and how long error (4 s) and success (2 s) toasts stay.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fillRegisterForm, newBuyerContext, sessionOf, uniqueEmail } from "../support/auth-browser";
import { useStorefront } from "../support/storefront";

/** Milliseconds from a toast with this text appearing to its removal, measured in the page. */
function toastLifetime(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        let shownAt: number | null = null;
        const find = () => [...document.querySelectorAll("[data-sonner-toast]")].find((t) => t.textContent?.includes(wanted));
        const check = () => {
          const toast = find();
          if (toast && shownAt === null) shownAt = performance.now();
          if (!toast && shownAt !== null) {
            observer.disconnect();
            resolve(performance.now() - shownAt);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
        check();
      }),
    text,
  );
}

describe("header account menu and toasts", () => {
  const storefront = useStorefront("sqlite");

  it("shows the avatar menu with the display name; Escape closes it; Logout brings the Login link back", async () => {
    const context = await newBuyerContext(storefront.browser);
    const page = await context.newPage();
    await page.goto(`${storefront.app.baseUrl}/register?redirectTo=%2Fcontact-us`);
    await fillRegisterForm(page, { name: "Ana Buyer", email: uniqueEmail("menu"), password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/contact-us`);

    const avatar = page.getByRole("button", { name: "Account menu for Ana Buyer" });
    expect(await avatar.getAttribute("aria-expanded")).toBe("false");
    expect(await avatar.locator("img").getAttribute("src")).toBe("/images/avatar-default.svg");
    await avatar.click();
    expect(await avatar.getAttribute("aria-expanded")).toBe("true");
    const logout = page.getByRole("button", { name: "Logout" });
    expect(await logout.isVisible()).toBe(true);
    expect(await page.locator("header").getByText("Ana Buyer", { exact: true }).isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    expect(await avatar.getAttribute("aria-expanded")).toBe("false");
    expect(await logout.isVisible()).toBe(false);
    expect(await avatar.evaluate((el) => el === document.activeElement)).toBe(true);

    await avatar.click();
    await logout.click();
    await page.getByRole("link", { name: "Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/contact-us");
    expect(await sessionOf(page)).toBeNull();
    await context.close();
  });

  it("keeps an error toast 4 s ('Please enter both email and password.') and a success toast 2 s ('Signup Successful')", async () => {
    const context = await newBuyerContext(storefront.browser);
    const page = await context.newPage();
    await page.goto(`${storefront.app.baseUrl}/login`);
    await page.getByLabel("Email", { exact: true }).waitFor();
    const errorLifetime = toastLifetime(page, "Please enter both email and password.");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    const error = await errorLifetime;
    expect(error).toBeGreaterThanOrEqual(4000);
    expect(error).toBeLessThan(5000);

    await page.goto(`${storefront.app.baseUrl}/register`);
    await fillRegisterForm(page, { name: "Toast Buyer", email: uniqueEmail("toast"), password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/`);
    const success = await toastLifetime(page, "Signup Successful");
    expect(success).toBeGreaterThan(1000);
    expect(success).toBeLessThan(3000);
    await context.close();
  });
});
