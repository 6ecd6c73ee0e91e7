import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import LongestFirstSequencer from "./scripts/support/longest-first-sequencer";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

// Said once per run: without TEST_DATABASE_URL every suite runs on SQLite only.
if (!process.env.TEST_DATABASE_URL && !process.env.VITEST_WORKER_ID) {
  console.warn("PostgreSQL half skipped: set TEST_DATABASE_URL=postgres://... to run every database test on PostgreSQL too (CI does).");
}

// The browser suites run on SQLite; these run again on PostgreSQL, for what differs by database
// (decision 201), each with only its tests that the database decides: the others are declared
// with itOnSqliteOnly (decision 321). Every other difference is proved by the integration suites,
// which run on both. A new browser file runs on SQLite without an edit here; add it when it proves
// such a difference.
const E2E_ON_POSTGRES = [
  // catalogue upload: an import in one transaction, the revision and the files built from it
  "tests/e2e/admin-catalogue.test.ts",
  // facets: counts and filters over the search index, which each dialect builds its own way
  "tests/e2e/search-facets.test.ts",
  // quotes: a seller's quote, its versions and the buyer's accept, each a transaction with a row lock
  "tests/e2e/quotes.test.ts",
  // quote requests: a basket stored with its lines, plan and totals under one idempotency key
  "tests/e2e/quote-request.test.ts",
  // concurrency: a resend whose answer was lost meets the unique key (isUniqueViolation) and the outbox
  "tests/e2e/inquiry-flow.test.ts",
  // deal terms: the freight table's rates read back as numbers and priced to the cent, and the
  // signed-in buyer's remembered choice written with an upsert
  "tests/e2e/deal-terms.test.ts",
];

// Files run in parallel workers, each file with its own database, ports and browser (decision 201):
// most of a browser test's time is spent waiting on a child server, Chromium or PostgreSQL, so 3
// workers keep 2 cores busy. TEST_WORKERS overrides it (1 runs one file at a time, as before).
const WORKERS = Number(process.env.TEST_WORKERS) || 3;

const integration = {
  globalSetup: ["tests/e2e/global-setup.ts"],
  // A fault test starts the real server twice; other workers share the cores meanwhile.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};
// Integration files that replace one of the app's modules (vi.mock): each runs with modules of its own.
const INTEGRATION_WITH_MOCKED_MODULES = ["tests/integration/catalogue-file.test.ts", "tests/integration/catalogue-downloads.test.ts"];

const e2e = {
  include: ["tests/e2e/**/*.test.ts"],
  globalSetup: ["tests/e2e/global-setup.ts"],
  // A flow with its other width's layout checks, while other workers share the cores.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // A worker keeps the test harness's modules from one file to the next (decision 237); every file
  // still starts its own database, server and Chromium.
  isolate: false,
};

// Five suites: unit (pure modules, next to the code), integration (a real database: SQLite,
// and PostgreSQL when TEST_DATABASE_URL is set), e2e (the built app in real Chromium, on SQLite),
// e2e-postgres (the named set above, when TEST_DATABASE_URL is set), and lighthouse (scores of
// the built app, run alone after the rest).
export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: WORKERS,
    // The longest files first, across projects, by tests/file-durations.json (decision 205): no
    // long file starts last and holds a worker after the others are done.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // An unexpected console.error fails a unit test too (tests/support/unit-console.ts).
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/unit-console.ts"],
          // Pure modules: a worker keeps them from one file to the next (decision 237), less than
          // half the project's CPU. A file that changes a module's state undoes it after itself.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // The fault tests (faults-*.test.ts) run the built server, so the build is made first here too.
        // A worker keeps the modules it has loaded from one file to the next (decision 237): loading
        // the app's modules again for each file was a third of this suite's CPU. Every file makes its
        // own database and server, so nothing else carries over; files that replace a module with
        // vi.mock run in the project below, where each file loads its own.
        test: {
          ...integration,
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: INTEGRATION_WITH_MOCKED_MODULES,
          isolate: false,
        },
      },
      { resolve: { alias }, test: { ...integration, name: "integration-isolated", include: INTEGRATION_WITH_MOCKED_MODULES } },
      { resolve: { alias }, test: { ...e2e, name: "e2e", env: { TEST_DIALECT: "sqlite" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ resolve: { alias }, test: { ...e2e, name: "e2e-postgres", include: E2E_ON_POSTGRES, env: { TEST_DIALECT: "postgres" } } }]
        : []),
      {
        resolve: { alias },
        // Run by itself after the others (package.json "test"): a score under CPU contention
        // measures the contention, not the page.
        test: {
          name: "lighthouse",
          include: ["tests/lighthouse/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
