import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

// Said once per run: without TEST_DATABASE_URL every suite runs on SQLite only.
if (!process.env.TEST_DATABASE_URL && !process.env.VITEST_WORKER_ID) {
  console.warn("PostgreSQL half skipped: set TEST_DATABASE_URL=postgres://... to run every database test on PostgreSQL too (CI does).");
}

// Four suites: unit (pure modules, next to the code), integration (a real database: SQLite,
// and PostgreSQL when TEST_DATABASE_URL is set), e2e (the built app in real Chromium), and
// lighthouse (scores of the built app, run alone after the rest).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // An unexpected console.error fails a unit test too (tests/support/unit-console.ts).
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/unit-console.ts"],
        },
      },
      {
        resolve: { alias },
        // The fault tests (faults-*.test.ts) run the built server, so the build is made first here too.
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
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
