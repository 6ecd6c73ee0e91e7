// Builds the storefront when its sources are newer than the last build (npm start, e2e tests).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const builtEntry = join(buildDir, "server/index.js");
const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function buildIsStale(): boolean {
  if (!existsSync(builtEntry)) return true;
  const builtAt = statSync(builtEntry).mtimeMs;
  return sources.some((source) => newestChange(join(root, source)) > builtAt);
}

export function buildIfStale(): void {
  if (!buildIsStale()) return;
  console.log("Building the storefront (sources changed since the last build)...");
  // A production build whoever asks: under Vitest NODE_ENV is "test", which Vite would turn
  // into a development build (import.meta.env.DEV, React's development bundle).
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`react-router build failed with exit code ${result.status}`);
}
