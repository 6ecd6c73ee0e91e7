// Vitest's order of test files (decision 205): the longest first, whatever its project. Every
// project shares one pool of workers (decision 201), and Vitest's own order runs the projects one
// after another, each by the last local run's times or, on a fresh clone as in CI, by file size:
// a 2-minute file could start when the others were nearly done and hold a worker alone to the end.
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { fileDurationsPath, fileKey, longestFirst, readFileDurations } from "./file-durations";

export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const durations = readFileDurations(fileDurationsPath(root));
    // Projects with a sequence.groupOrder of their own still run apart: Vitest splits the sorted list by it.
    return Promise.resolve(longestFirst(files, (spec) => fileKey(spec.project.name, spec.moduleId, root), durations));
  }
}
