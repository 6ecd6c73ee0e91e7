// No module of the repository reaches itself again through its imports, type imports included:
// the whole tree's import graph, read from the sources in well under a second. This is the check
// eslint's import-x/no-cycle made (which skipped type imports), at a fraction of its cost, which was
// the largest share of lint's time (decision 236).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "scripts", "db", "tests"];
const SKIPPED = new Set(["node_modules", "build", ".react-router", "fixtures"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The repository module an import specifier names, if it names one: relative, or `~/` for app/. */
function moduleOf(file: string, spec: string): string | undefined {
  const base = spec.startsWith("~/") ? join(ROOT, "app", spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(file), spec) : undefined;
  if (base === undefined) return undefined;
  const stem = base.replace(/\.js$/, "");
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, "index.ts")].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

function importsOf(file: string): string[] {
  const specs = [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => moduleOf(file, spec) ?? []);
}

describe("import cycles", () => {
  it("no module reaches itself again through its imports, type imports included, in app/, server/, scripts/, db/, tests/ or the root's configuration", () => {
    const atRoot = readdirSync(ROOT)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(ROOT, name));
    const files = [...atRoot, ...FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))];
    expect(files.length).toBeGreaterThan(300);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const loops: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "open") loops.push([...path.slice(path.indexOf(next)), next].map((f) => relative(ROOT, f)).join(" -> "));
        else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file, [file]);
    expect(loops).toEqual([]);
  });
});
