// Browser helpers for the offer list, search and compare tests: settled navigations and reading
// result cards.
import type { Page } from "playwright-core";

/** Waits until no result list is busy loading. */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
}

/** The accessible names of the result cards on the page ("Brand Model Size"). */
export async function resultNames(page: Page): Promise<string[]> {
  return page.locator("[data-offer-result]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
}

/** What each result card asks per tyre, in euro: the last amount it shows (the offer price when there is one). */
export async function resultPrices(page: Page): Promise<number[]> {
  const texts = await page.locator("[data-offer-result]").evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  return texts.map((text) => {
    const amounts = [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    return amounts[amounts.length - 1]!;
  });
}
