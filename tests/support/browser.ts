// Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core for browser tests.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless, without a sandbox or GPU, and quiet: no background downloads, sync or first-run pages. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A page that fails the test on any console error, uncaught exception or Content-Security-Policy
 * violation, as epic-stack does: a page that logs an error is broken even when it looks right.
 */
export async function newCheckedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  // Chromium reports a blocked script on the console too; this names every kind of violation
  // (decision 100). An init script runs outside the page's policy.
  await page.exposeFunction("__reportCspViolation", (text: string) => errors.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}
