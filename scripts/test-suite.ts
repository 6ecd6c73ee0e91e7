// `npm test`: every check of the README, one step after another, stopping at the first that fails;
// then a table of each step's wall time and each Vitest project's (decision 201), so a suite that
// grows slower is seen where it grows. Exits non-zero when any step failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ProjectTime } from "./support/project-times-reporter";

interface Step {
  name: string;
  command: string[];
  /** Where the step's Vitest projects write their times, when it runs Vitest. */
  timesFile?: string;
}

interface StepResult {
  step: Step;
  ms: number;
  status: number;
  projects: ProjectTime[];
}

const work = mkdtempSync(join(tmpdir(), "tyres-test-times-"));
const vitest = (name: string, projects: string[]): Step => {
  const timesFile = join(work, `${name}.json`);
  return {
    name,
    timesFile,
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

const STEPS: Step[] = [
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "format", command: ["npm", "run", "format:check"] },
  // One pool of workers for every project: unit files keep the cores busy while browser files wait.
  // "e2e*" is e2e, and e2e-postgres when TEST_DATABASE_URL is set (vitest.config.ts).
  vitest("vitest", ["unit", "integration", "e2e*"]),
  { name: "load test", command: ["npm", "run", "test:load", "--", "--seconds", "10"] },
  // Alone, after the rest: a score under CPU contention measures the contention, not the page.
  vitest("lighthouse", ["lighthouse"]),
];

function run(step: Step): StepResult {
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const started = performance.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, { stdio: "inherit", env: step.timesFile ? { ...process.env, TEST_TIMES_FILE: step.timesFile } : process.env });
  const ms = performance.now() - started;
  const projects = step.timesFile && existsSync(step.timesFile) ? (JSON.parse(readFileSync(step.timesFile, "utf8")) as ProjectTime[]) : [];
  return { step, ms, status: result.status ?? 1, projects };
}

function timeTable(results: StepResult[], totalMs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = ["| step | wall | result |", "|---|---:|---|"];
  for (const { step, ms, status, projects } of results) {
    lines.push(`| ${step.name} | ${seconds(ms)} | ${status === 0 ? "passed" : `failed (exit ${status})`} |`);
    for (const p of [...projects].sort((a, b) => a.project.localeCompare(b.project)))
      lines.push(`| · ${p.project} (${p.files} files; ${seconds(p.fileMs)} of file time) | ${seconds(p.wallMs)} | |`);
  }
  lines.push(`| total | ${seconds(totalMs)} | |`);
  return lines.join("\n");
}

const started = performance.now();
const results: StepResult[] = [];
for (const step of STEPS) {
  const result = run(step);
  results.push(result);
  if (result.status !== 0) break;
}
rmSync(work, { recursive: true, force: true });
const failed = results.find((r) => r.status !== 0);
console.log(`\nnpm test: wall time by step and Vitest project (projects share one pool of workers, so their times overlap)\n`);
console.log(timeTable(results, performance.now() - started));
if (failed) {
  console.error(`\nnpm test failed at ${failed.step.name}.`);
  process.exitCode = 1;
} else console.log("\nnpm test passed.");
