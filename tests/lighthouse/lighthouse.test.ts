// The Lighthouse guard (decision 060): Lighthouse's mobile preset in Debian's Chromium on the
// production build, on home, an offer list, a tyre detail page and search, and on home and the detail
// page in French and in Arabic (right to left), which must score as English does (decision 313).
// Performance at least 95; accessibility, best practices and SEO 100 (search pages are noindex, so
// not SEO-scored).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditPage, findDetailPath, startDebuggableChromium, type DebuggableChromium, type PageAudit } from "../../scripts/support/lighthouse-audit";
import { useStorefront } from "../support/storefront";

const MIN_PERFORMANCE = 95;

describe("Lighthouse mobile on the production build", () => {
  const storefront = useStorefront("sqlite");
  let chromium: DebuggableChromium;

  beforeAll(async () => {
    chromium = await startDebuggableChromium();
  });
  afterAll(async () => {
    await chromium?.stop();
  });

  const pages: Array<[string, () => Promise<string>, { seo: boolean }]> = [
    ["home", async () => "/", { seo: true }],
    ["offers", async () => "/summer-offers?vehicleType=truck", { seo: true }],
    ["detail", () => findDetailPath(storefront.app.baseUrl), { seo: true }],
    ["search", async () => "/search?q=michelin", { seo: false }],
    // One run each: the other languages differ from English in their words and direction only.
    ["home in French", async () => "/fr", { seo: true }],
    ["detail in French", async () => `/fr${await findDetailPath(storefront.app.baseUrl)}`, { seo: true }],
    ["home in Arabic", async () => "/ar", { seo: true }],
    ["detail in Arabic", async () => `/ar${await findDetailPath(storefront.app.baseUrl)}`, { seo: true }],
  ];

  it.each(pages)(
    "%s: performance >= 95, accessibility, best practices and SEO 100",
    async (_name, path, { seo }) => {
      const url = storefront.app.baseUrl + (await path());
      // One unmeasured visit, so the audit does not pay for the server's first render of the page.
      expect((await fetch(url)).status).toBe(200);
      let audit: PageAudit = await auditPage(url, chromium);
      // Performance is timed on a machine other tests share: a score under the line is measured once
      // more, and the better run counts (Lighthouse's own advice is to take more than one run).
      if (audit.scores.performance < MIN_PERFORMANCE) {
        const again = await auditPage(url, chromium);
        if (again.scores.performance > audit.scores.performance) audit = again;
      }
      const report = `${url} (host benchmark index ${chromium.benchmarkIndex}, CPU ${chromium.cpuSlowdown}x)\nscores ${JSON.stringify(audit.scores)}, LCP ${audit.lcpMs} ms (${audit.lcpElement})\n${audit.failedAudits.join("\n")}`;
      expect(audit.scores.performance, report).toBeGreaterThanOrEqual(MIN_PERFORMANCE);
      expect(audit.scores.accessibility, report).toBe(100);
      expect(audit.scores["best-practices"], report).toBe(100);
      if (seo) expect(audit.scores.seo, report).toBe(100);
      else
        expect(
          audit.failedAudits.filter((failed) => failed.startsWith("seo:") && !failed.includes("is-crawlable")),
          report,
        ).toEqual([]);
    },
    150_000,
  );
});
