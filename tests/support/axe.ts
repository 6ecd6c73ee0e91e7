// Accessibility check with axe-core in the real page: any violation fails with its rule and nodes.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself. The default mode runs axe in parts per frame and
  // finishes in a new blank page, which costs a renderer and the whole result's trip through it:
  // 2 to 3 times the CPU on a large page (6.0 s against 2.1 s on the freight table), and this
  // suite checks some 200 pages. Our pages have no cross-origin frames, which only the default
  // mode reaches. Decision 237.
  const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
