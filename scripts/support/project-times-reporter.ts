// A Vitest reporter that times each project of a run (decision 201): the projects share one pool of
// workers, so a project's wall time is from its first file's start to its last file's end (the spans
// overlap), and its file time is what its files took added up. Written as JSON to TEST_TIMES_FILE
// for `npm test`'s table (scripts/test-suite.ts). With TEST_FILE_DURATIONS, each file's time is
// written there too, for the longest-first order of later runs (decision 205).
import { writeFileSync } from "node:fs";
import type { Reporter, TestModule, Vitest } from "vitest/node";
import { fileKey, writeFileDurations, type FileDurations } from "./file-durations";

export interface ProjectTime {
  project: string;
  files: number;
  /** From the first file's start to the last file's end, in milliseconds. */
  wallMs: number;
  /** Every file's import, hooks and tests added up, in milliseconds. */
  fileMs: number;
}

export default class ProjectTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly times = new Map<string, { files: number; end: number; fileMs: number }>();
  private readonly fileSeconds: FileDurations = {};
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestModuleQueued(testModule: TestModule): void {
    const project = testModule.project.name;
    if (!this.started.has(project)) this.started.set(project, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const project = testModule.project.name;
    const { collectDuration, setupDuration, prepareDuration, duration } = testModule.diagnostic();
    const fileMs = collectDuration + setupDuration + prepareDuration + duration;
    const time = this.times.get(project) ?? { files: 0, end: 0, fileMs: 0 };
    time.files++;
    time.end = Date.now();
    time.fileMs += fileMs;
    this.fileSeconds[fileKey(project, testModule.moduleId, this.root)] = Math.max(1, Math.round(fileMs / 1000));
    this.times.set(project, time);
  }

  onTestRunEnd(): void {
    const rows: ProjectTime[] = [...this.times].map(([project, { files, end, fileMs }]) => ({
      project,
      files,
      wallMs: end - (this.started.get(project) ?? end),
      fileMs: Math.round(fileMs),
    }));
    const file = process.env.TEST_TIMES_FILE;
    if (file) writeFileSync(file, JSON.stringify(rows));
    const durations = process.env.TEST_FILE_DURATIONS;
    if (durations) writeFileDurations(durations, this.fileSeconds);
  }
}
