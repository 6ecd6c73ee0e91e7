// Accessibility check with axe-core in the real page: any violation fails with its rule and nodes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

declare global {
  interface Window {
    axe?: typeof import("axe-core");
  }
}

/**
 * axe.run in the page itself, with axe's default rules. Decision 237: @axe-core/playwright's default
 * mode finishes every check in a new blank page (2 to 3 times the CPU on a large page), and even its
 * legacy mode evaluates axe's 550 KB source twice per check and sends the whole result back, every
 * passing node of every rule included. Here the source is evaluated once per document, only
 * violations are collected, and they are worded in the page: about 0.35 s less CPU per check
 * (Chromium and the test worker together), and this suite checks some 200 pages. Our pages have no
 * frames, which only the library's modes reach. `within` (a CSS selector) checks one part of a page
 * whose rest has already passed at this width, as a form's answer re-checks only the form (decision 308).
 */
export async function axeViolations(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe?.run === "function"))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const result = await window.axe!.run(selector ?? document, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, within);
}
