// The other width of a browser flow (decision 201): a flow runs once, at one width; at the other,
// the pages it went through are resized in place and checked for layout only (nothing wider than
// the window, axe clean), so the check costs no second sign-up, upload or quote.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Language } from "../../app/i18n/languages";
import { axeViolations } from "./axe";

/** A phone's width and a desktop's: every flow runs at one, and checks its pages' layout at the other. */
export const PHONE = 390;
export const DESKTOP = 1280;

/**
 * Whether a page in `language` is checked by axe at `width` (decisions 311 and 332). A language changes
 * a page's words, not its markup or styles, and axe was over half of the language suites' time:
 * Arabic is checked on every page, at the desktop width where its mirrored layout shows most, and
 * one of French, Spanish and Portuguese at the phone's, taking turns by page (its path without the
 * language), so each is checked on a third of the pages and every page at both widths.
 */
export function axeCheckedAt(language: Language, width: number, pageUrl: string): boolean {
  if (language === "ar") return width === DESKTOP;
  if (width !== PHONE) return false;
  const { pathname } = new URL(pageUrl);
  const path = pathname.replace(/^\/(fr|es|pt|ar)(?=\/|$)/, "") || "/";
  let turn = 0;
  for (const char of path) turn = (turn * 31 + char.charCodeAt(0)) % 3;
  return language === (["fr", "es", "pt"] as const)[turn];
}

/** How far the page reaches past its window sideways, in CSS pixels (0 or less: it fits). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Resizes the page to `width`, checks that it fits, passes axe (unless told) and whatever `check`
 * adds for that page, then gives the page back its own size.
 */
export async function expectLayoutAt(page: Page, width: number, { axe = true, check }: { axe?: boolean; check?: () => Promise<void> } = {}): Promise<void> {
  const own = page.viewportSize();
  await page.setViewportSize({ width, height: own?.height ?? 900 });
  try {
    // The new width is laid out by the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await sidewaysOverflow(page), `sideways overflow at ${width} px on ${page.url()}`).toBeLessThanOrEqual(0);
    if (axe) expect(await axeViolations(page), `axe at ${width} px on ${page.url()}`).toEqual([]);
    await check?.();
  } finally {
    if (own) await page.setViewportSize(own);
  }
}
