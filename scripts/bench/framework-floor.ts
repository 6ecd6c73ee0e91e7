// React Router's own floor: the smallest framework-mode page (scripts/bench/floor-app: one loader
// value, one paragraph, the default entry.server), served by Express 5 with as many processes as
// the shop, measured with the signed-in load. No page of the shop can be served faster than this
// on the same machine, so it bounds the signed-in factor the targets ask for (decision 186).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../support/repo-root";
import { freePort } from "../support/app-process";
import { waitUntil } from "../support/wait-until";
import { runWrk, type WrkResult } from "./wrk";
import { BROWSER_ENCODINGS, WARM_UP_SECONDS, type LoadSettings } from "./storefront-load";

export async function measureFrameworkFloor(settings: LoadSettings, processes: number, connections = 8): Promise<WrkResult> {
  const root = join(settings.workDir, "floor-app");
  cpSync(join(REPO_ROOT, "scripts/bench/floor-app"), root, { recursive: true });
  symlinkSync(join(REPO_ROOT, "node_modules"), join(root, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [join(REPO_ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`building the floor app failed (${build.status}):\n${build.stderr}`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), WEB_CONCURRENCY: String(processes) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitUntil(
      async () => {
        if (server.exitCode !== null) throw new Error(`the floor app exited with ${server.exitCode}`);
        return (await fetch(baseUrl).catch(() => null))?.ok ?? false;
      },
      30_000,
      `the floor app at ${baseUrl} to answer`,
    );
    const load = { baseUrl, paths: ["/"], connections, headers: BROWSER_ENCODINGS, workDir: settings.workDir };
    await runWrk({ ...load, seconds: WARM_UP_SECONDS });
    return await runWrk({ ...load, seconds: settings.seconds });
  } finally {
    // The primary and its workers are one process group.
    process.kill(-server.pid!, "SIGTERM");
  }
}
