// `npx tsx scripts/screenshot.ts URL OUT.png [WIDTH] [--full]`: a headless Chromium screenshot,
// for looking at a page as a buyer would at phone (390) and desktop (1280) widths.
import { launchBrowser } from "./support/browser";

const [url, out, width = "1280", ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: npx tsx scripts/screenshot.ts URL OUT.png [WIDTH] [--full]");
  process.exit(2);
}
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 } });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: flags.includes("--full") });
await browser.close();
console.log(out);
