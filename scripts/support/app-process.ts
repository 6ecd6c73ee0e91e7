// Runs the real server entry (server/main.ts) as a child process on a free port, as `npm start`
// would, against a test database; tests can stop it cleanly or kill it outright.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { REPO_ROOT } from "./repo-root";

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

/** `root` is the checkout whose server runs (the benchmark measures an older one beside this). */
/** An `env` value of undefined removes the variable (a run as a person starts it locally). */
/** `nodeArgs` go to node itself (the profiler's `--cpu-prof`, which NODE_OPTIONS may not carry). */
/** `launch` runs the server as another user (`uid`, `gid`) or through a command (`prefix`, e.g. prlimit); */
/** its `entry` "built" runs build/main.js as `npm start` does (scripts/build-server-entry.ts), "source" server/main.ts under tsx. */
export async function startAppProcess(
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
  root = REPO_ROOT,
  nodeArgs: string[] = [],
  launch: { uid?: number; gid?: number; prefix?: string[]; entry?: "source" | "built" } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [command, ...prefixArgs] = [...(launch.prefix ?? []), process.execPath];
  const entryArgs = launch.entry === "built" ? ["--enable-source-maps", `${process.env.BUILD_DIR ?? "build"}/main.js`] : ["--import", "tsx", "server/main.ts"];
  const child = spawn(command, [...prefixArgs, ...nodeArgs, ...entryArgs], {
    cwd: root,
    ...(launch.uid !== undefined ? { uid: launch.uid, gid: launch.gid ?? launch.uid } : {}),
    env: {
      ...process.env,
      // The server runs as in production (React production build, AUTH_SECRET required).
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
      LOG_LEVEL: "warn",
      // One process unless a test asks for more: the suites start many servers on 2 cores.
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (c) => (log += c));
  child.stderr.on("data", (c) => (log += c));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error(`server did not start within 60 s:\n${log}`);
  return {
    baseUrl,
    child,
    output: () => log,
    stop: () =>
      new Promise((ok) => {
        if (child.exitCode !== null) return ok();
        child.once("exit", () => ok());
        child.kill("SIGTERM");
      }),
  };
}
