// What a first visit to a page transfers, as Chromium's DevTools count it: every request's
// encoded bytes, headers included, once the page has hydrated and every request it started has
// ended. Shared by the page-weight guard (tests/e2e/page-weight.test.ts) and
// scripts/bench/first-visit.ts, which compares two builds.
import type { Browser, Page } from "playwright-core";
import { waitForHydration } from "./browser";

export interface FirstVisit {
  total: number;
  /** Largest first. */
  requests: Array<{ url: string; bytes: number }>;
  failed: string[];
}

/** Lighthouse's mobile screen, so the same pictures count as in its total byte weight. */
export const MOBILE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/** Compressed bytes (headers included) of every request a fresh visit makes, once the page is hydrated and quiet. */
export async function firstVisitBytes(page: Page, url: string): Promise<FirstVisit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const requests: Array<{ url: string; bytes: number }> = [];
  const failed: string[] = [];
  let settle: () => void = () => undefined;
  const settled = () => urls.size === requests.length + failed.length;
  cdp.on("Network.requestWillBeSent", (event) => {
    if (!urls.has(event.requestId)) urls.set(event.requestId, event.request.url);
  });
  cdp.on("Network.loadingFinished", (event) => {
    requests.push({ url: urls.get(event.requestId) ?? event.requestId, bytes: event.encodedDataLength });
    if (settled()) settle();
  });
  cdp.on("Network.loadingFailed", (event) => {
    failed.push(`${urls.get(event.requestId)}: ${event.errorText}`);
    if (settled()) settle();
  });
  await page.goto(url, { waitUntil: "load" });
  await waitForHydration(page);
  // Readiness: every request the page has started has ended (a counter on the DevTools events).
  if (!settled()) await new Promise<void>((ok) => (settle = ok));
  await cdp.detach();
  return { total: requests.reduce((sum, r) => sum + r.bytes, 0), requests: requests.sort((a, b) => b.bytes - a.bytes), failed };
}

/** The same in a context of its own (an empty cache, no cookies) on the mobile screen, closed afterwards. */
export async function freshVisitBytes(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext(MOBILE_SCREEN);
  try {
    return await firstVisitBytes(await context.newPage(), url);
  } finally {
    await context.close();
  }
}
