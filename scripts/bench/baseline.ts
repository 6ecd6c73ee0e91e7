// The shop as it was when the performance targets were set (commit dda3744, before the first
// commit of the performance work), served beside this checkout so the signed-in factor is read
// within one run (decision 186). The targets' starting figures (home 60 req/s ...) were measured
// on one machine; these machines differ by up to 2.5x from one day to the next (an AMD EPYC served
// the same pages 2.5x faster than the Intel Xeon they were measured on), so a fixed figure from
// another day is no baseline.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DialectName } from "../../app/db/connect.server";
import { REPO_ROOT } from "../support/repo-root";

export const BASELINE_COMMIT = "dda3744";

/**
 * A built checkout of BASELINE_COMMIT with its own node_modules, made once in ~/.cache (about two
 * minutes: `git archive`, `npm ci`, `npm run build`) and reused; outside the repository, so that
 * its tests and sources stay out of this checkout's lint and test runs. Null, with the reason printed,
 * when it cannot be made (no git history, no registry): the report then says it used the fixed figures.
 */
export function baselineCheckout(): string | null {
  const dir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "tyres-bench", `baseline-${BASELINE_COMMIT}`);
  const ready = join(dir, ".ready");
  if (existsSync(ready)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    console.log(`bench: preparing the baseline ${BASELINE_COMMIT} in ${dir} (git archive, npm ci, build)`);
    const archive = execFileSync("git", ["archive", "--format=tar", BASELINE_COMMIT], { cwd: REPO_ROOT, maxBuffer: 1 << 30 });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
    for (const [command, args] of [
      ["npm", ["ci", "--no-audit", "--no-fund"]],
      ["npm", ["run", "build"]],
    ] as const) {
      const run = spawnSync(command, args, { cwd: dir, encoding: "utf8" });
      if (run.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${run.stderr.slice(-2000)}`);
    }
    writeFileSync(ready, new Date().toISOString());
    return dir;
  } catch (error) {
    console.log(`bench: no baseline checkout (${(error as Error).message.split("\n")[0]}); the signed-in factor uses the fixed starting figures`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

/**
 * An empty database for the baseline's server, which migrates it with its own migrations and
 * loads its sample catalogue: a database this checkout migrated would carry migrations the
 * baseline does not know. PostgreSQL: a fresh schema at `postgresUrl`. Also what
 * scripts/bench-ab.ts gives each build it serves.
 */
export async function emptyDatabase(dialect: DialectName, postgresUrl?: string): Promise<{ url: string; destroy(): Promise<void> }> {
  if (dialect === "sqlite" || !postgresUrl) {
    const folder = mkdtempSync(join(tmpdir(), "tyres-baseline-"));
    return { url: join(folder, "baseline.db"), destroy: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const schema = `baseline_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const withPath = new URL(postgresUrl);
  withPath.searchParams.set("options", `-c search_path=${schema},public`);
  return { url: withPath.toString(), destroy: () => admin(`drop schema ${schema} cascade`) };
}
