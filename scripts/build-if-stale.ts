// Builds the storefront when its sources are newer than the last build (npm start, e2e tests).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const builtEntry = join(buildDir, "server/index.js");
/** The compiled server entry `npm start` runs (scripts/build-server-entry.ts). */
export const BUILT_SERVER_ENTRY = join(buildDir, "main.js");
const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
const serverSources = ["app", "server", "package-lock.json"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function isStale(built: string, from: string[]): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return from.some((source) => newestChange(join(root, source)) > builtAt);
}

export function buildIfStale(): void {
  if (isStale(builtEntry, sources)) {
    // On stderr, with the build's own output: a caller's stdout is its report (the Lighthouse
    // table that bench:http writes into docs/performance.md).
    console.error("Building the storefront (sources changed since the last build)...");
    // A production build whoever asks: under Vitest NODE_ENV is "test", which Vite would turn
    // into a development build (import.meta.env.DEV, React's development bundle).
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: ["inherit", 2, "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error(`react-router build failed with exit code ${result.status}`);
  }
  if (isStale(BUILT_SERVER_ENTRY, serverSources)) {
    // A child process, as the pages' build: esbuild's service must not outlive this call.
    const result = spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/build-server-entry.ts")], {
      cwd: root,
      stdio: ["inherit", 2, "inherit"],
    });
    if (result.status !== 0) throw new Error(`the server entry's build failed with exit code ${result.status}`);
  }
}
