// Compiles the server entry (server/main.ts and the app modules it imports) into build/main.js,
// so `npm start` runs plain JavaScript under node: under tsx each process carried its loader
// thread and compiled sources, about 80 MB of the 300 MB a process may use (decision 094).
// Packages stay in node_modules; the pages' server build (build/server) is loaded at run time.
// The bundle lives one folder below the checkout, as server/main.ts does, so the paths serve.ts
// resolves from its own folder (the built pages, the sample catalogue) are the same.
import { build } from "esbuild";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export async function buildServerEntry(root: string, buildDir: string): Promise<void> {
  if (dirname(resolve(buildDir)) !== resolve(root)) throw new Error(`BUILD_DIR must be a folder directly inside ${root}, not ${buildDir}`);
  // A chunk's name carries its hash: the last build's chunks would stay beside the new ones.
  for (const file of existsSync(buildDir) ? readdirSync(buildDir, { withFileTypes: true }) : []) {
    if (file.isFile() && /^main-.+\.js(\.map)?$/.test(file.name)) rmSync(join(buildDir, file.name));
  }
  await build({
    // The catalogue upload's worker thread is its own entry, found beside main.js (decision 190).
    entryPoints: [resolve(root, "server/main.ts"), resolve(root, "app/admin/catalogue-upload-worker.server.ts")],
    outdir: buildDir,
    // main.ts settles NODE_ENV before it imports the rest, because React picks its build when it
    // is first imported. In one file, esbuild hoists every package import above main.ts's code,
    // and a single process (WEB_CONCURRENCY=1, a one-core machine) ran React's development build
    // beside the production server renderer and answered every page 500. Split, the rest is a
    // chunk main.js imports when main.ts asks for it; the chunk sits beside main.js, so the paths
    // it resolves from its own folder stay the same.
    splitting: true,
    entryNames: "[name]",
    chunkNames: "main-[name]-[hash]",
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    alias: { "~": resolve(root, "app") },
  });
}

if (import.meta.filename === process.argv[1]) {
  const root = resolve(import.meta.dirname, "..");
  await buildServerEntry(root, resolve(root, process.env.BUILD_DIR ?? "build"));
}
