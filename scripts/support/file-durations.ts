// How long each test file took in the last recorded `npm test` (tests/file-durations.json), and
// the longest-first order Vitest runs the files in (decision 205). Written by the project-times
// reporter when `npm test -- --record-durations` asks; read by the sequencer in vitest.config.ts.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";

/** Seconds per file, keyed by project and path from the checkout: "e2e:tests/e2e/offers.test.ts". */
export type FileDurations = Record<string, number>;

export function fileDurationsPath(root: string): string {
  return resolve(root, "tests/file-durations.json");
}

export function fileKey(project: string, moduleId: string, root: string): string {
  return `${project}:${relative(root, moduleId)}`;
}

export function readFileDurations(file: string): FileDurations {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as FileDurations) : {};
}

/** Whole seconds, keys in order, laid out as Prettier lays out JSON: a new record changes only the lines that moved. */
export function writeFileDurations(file: string, durations: FileDurations): void {
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Longest first. A file not in the record (a new one) goes first of all, as in Vitest's own
 * order, since nothing says it is short. Ties keep the key order, so a run is repeatable.
 */
export function longestFirst<T>(files: readonly T[], keyOf: (file: T) => string, durations: FileDurations): T[] {
  const expected = (file: T) => durations[keyOf(file)] ?? Number.POSITIVE_INFINITY;
  return [...files].sort((a, b) => expected(b) - expected(a) || keyOf(a).localeCompare(keyOf(b)));
}
