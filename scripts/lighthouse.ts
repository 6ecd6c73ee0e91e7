// `npm run lighthouse [-- --runs N]`: builds when stale, starts the production server on a
// throw-away SQLite database with the sample catalogue, and prints Lighthouse's mobile scores, LCP
// and transferred bytes for home, an offer list, a tyre detail page and search, and home and the
// detail page in French and Arabic, as a markdown table (one row per page and run). The targets: performance >= 95, the rest 100 (decision 060).
import { startAppProcess } from "./support/app-process";
import { auditPage, findDetailPath, startDebuggableChromium, type PageAudit } from "./support/lighthouse-audit";
import { createTestDatabase } from "./support/test-database";
import { buildIfStale } from "./build-if-stale";

const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 1;

function row(name: string, audit: PageAudit): string {
  const s = audit.scores;
  return `| ${name} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${name === "search" ? "n/a (noindex)" : s.seo} | ${(audit.lcpMs / 1000).toFixed(2)} s | ${(audit.transferBytes / 1024).toFixed(1)} KiB |`;
}

async function main() {
  buildIfStale();
  const database = await createTestDatabase("sqlite");
  const app = await startAppProcess(database.childUrl, {}, undefined, [], { entry: "built" });
  const chromium = await startDebuggableChromium();
  try {
    const detail = await findDetailPath(app.baseUrl);
    const pages: Record<string, string> = {
      home: "/",
      offers: "/summer-offers?vehicleType=truck",
      detail,
      search: "/search?q=michelin",
      "fr home": "/fr",
      "fr detail": `/fr${detail}`,
      "ar home": "/ar",
      "ar detail": `/ar${detail}`,
    };
    // One unmeasured visit each, so the first audit does not pay for the server's cold start.
    for (const path of Object.values(pages)) await fetch(app.baseUrl + path);
    const rows: string[] = [];
    const notes: string[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const [name, path] of Object.entries(pages)) {
        const audit = await auditPage(app.baseUrl + path, chromium);
        rows.push(row(name, audit));
        for (const failed of audit.failedAudits) notes.push(`- ${name}: ${failed}`);
        notes.push(`- ${name}: LCP element ${audit.lcpElement}`);
      }
    }
    console.log(
      `\nLighthouse mobile (default config; host benchmark index ${chromium.benchmarkIndex}, CPU slowdown ${chromium.cpuSlowdown}x), ${RUNS} run(s), ${new Date().toISOString()}\n`,
    );
    console.log("| page | performance | accessibility | best practices | SEO | LCP | transferred |");
    console.log("|---|---|---|---|---|---|---|");
    for (const line of rows) console.log(line);
    if (notes.length) console.log(`\nLCP elements and audits that cost points:\n${[...new Set(notes)].join("\n")}`);
  } finally {
    await chromium.stop();
    await app.stop();
    await database.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
