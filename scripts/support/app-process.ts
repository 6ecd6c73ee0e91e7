// Runs the real server entry (server/main.ts) as a child process on a free port, as `npm start`
// would, against a test database; tests can stop it cleanly or kill it outright.
import { spawn, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import { createServer } from "node:net";
import { REPO_ROOT } from "./repo-root";

/** The AUTH_SECRET of every app a test starts; a test fixture that writes encrypted auth rows needs it. */
export const APP_AUTH_SECRET = "e2e-secret-e2e-secret-e2e-secret-0123456";

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * A port nothing listens on, for a server started next. Files run in parallel workers (decision 201):
 * a port the kernel picks at random could be handed to another worker, or to an outgoing connection,
 * between this probe and the child's listen. So under Vitest each worker takes ports from a block of
 * its own (VITEST_POOL_ID), below the kernel's ephemeral range, in turn; elsewhere the kernel picks.
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(worker) || worker < 1) return probePort(0);
  for (let tries = 0; tries < WORKER_PORTS; tries++) {
    const port = WORKER_PORT_BASE + ((worker - 1) % 16) * WORKER_PORTS + (nextWorkerPort++ % WORKER_PORTS);
    const free = await probePort(port).catch(() => null);
    if (free !== null) return free;
  }
  throw new Error(`no free port in worker ${worker}'s block`);
}

/** Worker N's ports: WORKER_PORT_BASE + (N - 1) * WORKER_PORTS onwards; 16 blocks end below 32768. */
const WORKER_PORT_BASE = 20_000;
const WORKER_PORTS = 500;
// From a random place in the block: two runs at once on one machine (a second checkout, say) have
// the same worker numbers, and would otherwise probe the same ports in step.
let nextWorkerPort = randomInt(WORKER_PORTS);

function probePort(port: number): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(port, "127.0.0.1", () => {
      const address = probe.address();
      const bound = typeof address === "object" && address ? address.port : 0;
      probe.close(() => ok(bound));
    });
  });
}

/** `root` is the checkout whose server runs (the benchmark measures an older one beside this). */
/** An `env` value of undefined removes the variable (a run as a person starts it locally). */
/** `nodeArgs` go to node itself (the profiler's `--cpu-prof`, which NODE_OPTIONS may not carry). */
/** `launch` runs the server through a command (`prefix`, e.g. prlimit or setpriv); */
/** its `entry` "built" runs build/main.js as `npm start` does (scripts/build-server-entry.ts), "source" server/main.ts under tsx, */
/** or a path another entry under tsx (a benchmark's variant of server/main.ts). */
export async function startAppProcess(
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
  root = REPO_ROOT,
  nodeArgs: string[] = [],
  launch: { prefix?: string[]; entry?: "source" | "built" | { script: string }; startWithinMs?: number } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [command, ...prefixArgs] = [...(launch.prefix ?? []), process.execPath];
  const entryArgs =
    launch.entry === "built"
      ? ["--enable-source-maps", `${process.env.BUILD_DIR ?? "build"}/main.js`]
      : ["--import", "tsx", typeof launch.entry === "object" ? launch.entry.script : "server/main.ts"];
  const child = spawn(command, [...prefixArgs, ...nodeArgs, ...entryArgs], {
    cwd: root,
    env: {
      ...process.env,
      // The server runs as in production (React production build, AUTH_SECRET required).
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: APP_AUTH_SECRET,
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
  const deadline = Date.now() + (launch.startWithinMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    // A server that never answered would otherwise outlive the run that gave up on it.
    child.kill("SIGKILL");
    throw new Error(`server did not start within ${(launch.startWithinMs ?? 60_000) / 1000} s:\n${log}`);
  }
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
