// Screenshots for a person to look at (the team's rule: look at every screen at 390 and 1280 px
// before resolving it). Taken only when SHOTS_DIR is set; never an assertion.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";

export async function shootForReview(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
