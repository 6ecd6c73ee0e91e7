// `npm test`: every check of the README, stopping at the first stage that fails; then a table of
// each step's wall time and each Vitest project's (decision 201), so a suite that grows slower is
// seen where it grows. Exits non-zero when any step failed. Types and lint (one program, decision
// 308) and the format check run beside Vitest (decision 205): each keeps one core busy while the
// other waited idle, and Vitest's workers spend much of their time waiting on a browser or a server. Their output is held and
// printed when they end, so it never breaks into Vitest's.
// `npm test -- --record-durations` also writes each test file's time to tests/file-durations.json,
// the longest-first order of later runs (scripts/support/longest-first-sequencer.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileDurationsPath } from "./support/file-durations";
import type { ProjectTime } from "./support/project-times-reporter";

interface Step {
  name: string;
  command: string[];
  /** Where the step's Vitest projects write their times, when it runs Vitest. */
  timesFile?: string;
  /** Held output: the step runs beside one that streams its own. */
  held?: boolean;
  env?: Record<string, string>;
}

interface StepResult {
  step: Step;
  ms: number;
  status: number;
  projects: ProjectTime[];
}

const recordDurations = process.argv.includes("--record-durations");
const work = mkdtempSync(join(tmpdir(), "tyres-test-times-"));
const vitest = (name: string, projects: string[], env: Record<string, string> = {}): Step => {
  const timesFile = join(work, `${name}.json`);
  return {
    name,
    timesFile,
    env: { TEST_TIMES_FILE: timesFile, ...env },
    command: [
      "npx",
      "vitest",
      "run",
      ...projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=./scripts/support/project-times-reporter.ts",
    ],
  };
};

/** Stages run one after another; the steps of a stage side by side, the first streaming its output. */
const STAGES: Step[][] = [
  [
    // One pool of workers for every project: unit files keep the cores busy while browser files wait.
    // "e2e*" is e2e, and e2e-postgres when TEST_DATABASE_URL is set (vitest.config.ts).
    vitest("vitest", ["unit", "integration*", "e2e*"], recordDurations ? { TEST_FILE_DURATIONS: fileDurationsPath(resolve(import.meta.dirname, "..")) } : {}),
    { name: "types and lint", command: ["npm", "run", "lint"], held: true },
    { name: "format", command: ["npm", "run", "format:check"], held: true },
  ],
  [{ name: "load test", command: ["npm", "run", "test:load", "--", "--seconds", "10"] }],
  // Alone, after the rest: a score under CPU contention measures the contention, not the page.
  [vitest("lighthouse", ["lighthouse"])],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const describe = (status: number) => (status === 0 ? "passed" : `failed (exit ${status})`);
const heldReports: Array<() => void> = [];

function run(step: Step): Promise<StepResult> {
  if (!step.held) console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const started = performance.now();
  const [command, ...args] = step.command;
  const child = spawn(command!, args, { stdio: step.held ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...step.env } });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.on("close", (code, signal) => {
      const ms = performance.now() - started;
      const status = code ?? (signal ? 128 : 1);
      if (step.held) {
        const report = () => {
          console.log(`\n=== ${step.name} (ran beside Vitest, its output held): ${step.command.join(" ")}: ${describe(status)} in ${seconds(ms)}`);
          process.stdout.write(Buffer.concat(output));
        };
        // A failure is told at once, whatever it breaks into; a pass waits for the stage's end.
        if (status === 0) heldReports.push(report);
        else report();
      }
      const projects = step.timesFile && existsSync(step.timesFile) ? (JSON.parse(readFileSync(step.timesFile, "utf8")) as ProjectTime[]) : [];
      done({ step, ms, status, projects });
    });
  });
}

function timeTable(results: StepResult[], totalMs: number): string {
  const lines = ["| step | wall | result |", "|---|---:|---|"];
  for (const { step, ms, status, projects } of results) {
    lines.push(`| ${step.name} | ${seconds(ms)} | ${describe(status)} |`);
    for (const p of [...projects].sort((a, b) => a.project.localeCompare(b.project)))
      lines.push(`| · ${p.project} (${p.files} files; ${seconds(p.fileMs)} of file time) | ${seconds(p.wallMs)} | |`);
  }
  lines.push(`| total | ${seconds(totalMs)} | |`);
  return lines.join("\n");
}

const started = performance.now();
const results: StepResult[] = [];
for (const stage of STAGES) {
  results.push(...(await Promise.all(stage.map(run))));
  for (const report of heldReports.splice(0)) report();
  if (results.some((r) => r.status !== 0)) break;
}
rmSync(work, { recursive: true, force: true });
const failed = results.find((r) => r.status !== 0);
console.log(
  `\nnpm test: wall time by step and Vitest project (types and lint, and format, ran beside Vitest; its projects share one pool of workers, so their times overlap)\n`,
);
console.log(timeTable(results, performance.now() - started));
if (failed) {
  console.error(`\nnpm test failed at ${failed.step.name}.`);
  process.exitCode = 1;
} else console.log("\nnpm test passed.");
