// Real Chromium, Debian's build, driven by playwright-core (decision 319): the browser buyers run
// (/usr/bin/chromium) where what a browser does is measured (page weight, Lighthouse, screenshots),
// and the same build's headless shell (/usr/bin/chromium-headless-shell, the binary Playwright
// itself runs headless) for the browser tests: the same Blink and V8 without the full browser's
// frame around them, about half the CPU per page on a suite that is CPU-bound.
import { existsSync } from "node:fs";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The headless shell when installed (.ci/run installs it), else the full browser. */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);

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

/** The full browser, as buyers run it. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The browser tests' Chromium: the headless shell, or what CHROMIUM_PATH names. */
export async function launchTestBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Resolves once React has hydrated the page (the root sets html[data-hydrated]), so its handlers are live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * Resolves once React has hydrated this element. A part drawn from a chunk of its own (the signed-in
 * menu, the error page) hydrates after the page's marker, once its chunk has come; React keeps its
 * node on each element it has hydrated.
 */
export async function waitForPartHydration(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")), element);
}

/** A client-side visit through React Router's own router, as a link in the page makes. */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to),
    path,
  );
}
