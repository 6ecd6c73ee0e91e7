// A throw-away PostgreSQL cluster of the test's own (initdb into a temporary folder, trust auth, a
// free loopback port), for tests that stop and start the database server: the machine's shared
// server on 5432 serves other suites at the same time and is never touched. Needs only the
// binaries of Debian's postgresql package (/usr/lib/postgresql/VERSION/bin). initdb refuses to run
// as root, so as root the binaries run as the postgres user, in a folder that user owns.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./app-process";

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** Starts the cluster again after stop(), on the same port and data. */
  start(): Promise<void>;
  /** Stops the cluster (fast mode: open connections are cut, as in a restart). */
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder. */
export function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL binaries under ${root} (Debian: apt-get install -y postgresql)`);
  return join(root, newest, "bin");
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const folder = mkdtempSync(join(tmpdir(), "tyres-private-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) => (asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, tool), ...args]) : run(join(bin, tool), args));
  const data = join(folder, "data");
  const port = await freePort();
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = async () => void (await pg("pg_ctl", ["-D", data, "-o", options, "-l", join(folder, "log"), "-w", "-t", "60", "start"]));
  const stop = async () => void (await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]));
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await start();
      running = true;
    },
    async stop() {
      await stop();
      running = false;
    },
    async destroy() {
      if (running) await stop().catch(() => undefined);
      running = false;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
