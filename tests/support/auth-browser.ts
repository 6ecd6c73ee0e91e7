// Browser helpers for the account tests: a context with its own client address (so rate limits
// of one test never reach another), toasts, and signing up through the real form.
import type { Browser, BrowserContext, Page } from "playwright-core";

let addresses = 0;

export async function newBuyerContext(browser: Browser, options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<BrowserContext> {
  addresses++;
  return browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
    // The server trusts X-Forwarded-For from loopback, as from a local proxy (decision 011).
    extraHTTPHeaders: { "x-forwarded-for": `10.1.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` },
  });
}

/** Waits for a sonner toast with exactly this text. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor({ state: "visible", timeout: 10_000 });
}

let emails = 0;
export function uniqueEmail(prefix = "buyer"): string {
  return `${prefix}${++emails}-${Date.now()}@example.com`;
}

export async function fillRegisterForm(page: Page, values: { name: string; email: string; password: string; confirmPassword?: string }) {
  await page.getByLabel("Name", { exact: true }).fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(values.confirmPassword ?? values.password);
}

export async function fillLoginForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

/** The session as the browser sees it (better-auth's get-session), or null. */
export async function sessionOf(page: Page): Promise<{ user: { id: string; name: string; email: string; image: string | null } } | null> {
  return page.evaluate(async () => (await fetch("/api/auth/get-session")).json());
}

/**
 * Console errors other than the browser's note on a refused form: a failed sign-in is answered
 * 400 (or 429), which Chromium logs as "Failed to load resource".
 */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|429)/.test(e));
}
