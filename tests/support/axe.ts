// Accessibility check with axe-core in the real page: any violation fails with its rule and nodes.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
