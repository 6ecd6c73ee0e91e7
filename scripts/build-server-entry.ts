// Compiles the server entry (server/main.ts and the app modules it imports) into build/main.js,
// so `npm start` runs plain JavaScript under node: under tsx each process carried its loader
// thread and compiled sources, about 80 MB of the 300 MB a process may use (decision 094).
// Packages stay in node_modules; the pages' server build (build/server) is loaded at run time.
// The bundle lives one folder below the checkout, as server/main.ts does, so the paths serve.ts
// resolves from its own folder (the built pages, the sample catalogue) are the same.
import { build } from "esbuild";
import { dirname, resolve } from "node:path";

export async function buildServerEntry(root: string, buildDir: string): Promise<void> {
  if (dirname(resolve(buildDir)) !== resolve(root)) throw new Error(`BUILD_DIR must be a folder directly inside ${root}, not ${buildDir}`);
  await build({
    entryPoints: [resolve(root, "server/main.ts")],
    outfile: resolve(buildDir, "main.js"),
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
