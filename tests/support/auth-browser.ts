// Browser helpers for the account tests: toasts, and signing up and logging in through the real forms.
import { expect } from "vitest";
import type { Page } from "playwright-core";

/** Waits for a sonner toast with exactly this text. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor({ state: "visible", timeout: 10_000 });
}

/**
 * On a paused page clock: moves it 10 ms at a time until a toast with this text shows. The toast
 * library is loaded on the first toast and adds a toast on a zero-delay timer, so the toast's own
 * lifetime starts at most 10 ms before this returns.
 */
export async function runClockUntilToast(page: Page, text: string): Promise<void> {
  const toasts = page.locator("[data-sonner-toast]:not([data-removed='true'])").filter({ hasText: text });
  await expect
    .poll(
      async () => {
        if (await toasts.count()) return true;
        await page.clock.runFor(10);
        return false;
      },
      { timeout: 10_000, message: `a toast '${text}'` },
    )
    .toBe(true);
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
