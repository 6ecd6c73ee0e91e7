// The command-line tools stand on their own: what they share with the tests lives in
// scripts/support, which the tests import, never the other way round.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPTS = import.meta.dirname;
const TESTS = resolve(SCRIPTS, "../tests");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("script boundaries", () => {
  it("no script imports from tests/", () => {
    const files = sourceFiles(SCRIPTS);
    const intoTests = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)]
        .map((m) => m[1]!)
        .filter((spec) => spec.startsWith(".") && resolve(dirname(file), spec).startsWith(TESTS + "/"))
        .map((spec) => `${relative(SCRIPTS, file)} -> ${spec}`),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(intoTests).toEqual([]);
  });
});
