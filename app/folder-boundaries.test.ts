// The folders show the boundaries: components are UI only, and no two feature folders
// import each other. That browser code never imports a *.server module is a lint rule
// (eslint.config.js, decision 121): it sees type imports and every client module, not only components.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const APP = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every app module an app file imports, as a path relative to app/. */
function importsOf(file: string): string[] {
  const specs = [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    if (spec.startsWith("~/")) return [spec.slice(2)];
    if (spec.startsWith(".")) return [relative(APP, resolve(dirname(file), spec))];
    if (spec.startsWith("/")) return [relative(APP, spec)];
    return [];
  });
}

const folderOf = (path: string) => (path.includes("/") ? path.split("/")[0]! : "(root)");

describe("folder boundaries", () => {
  const components = sourceFiles(join(APP, "components"));

  it("app/components holds components only (.tsx)", () => {
    expect(components.filter((file) => !file.endsWith(".tsx")).map((file) => relative(APP, file))).toEqual([]);
  });

  it("app/ never imports the server entry's modules (server/ builds on app/, not the other way)", () => {
    const outside = sourceFiles(APP).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("../server/"))
        .map((target) => `${relative(APP, file)} -> ${target}`),
    );
    expect(outside).toEqual([]);
  });

  it("no two folders of app/ import each other", () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(APP)) {
      const from = folderOf(relative(APP, file));
      for (const target of importsOf(file)) {
        const to = folderOf(target);
        if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const cycles = [...edges].flatMap(([from, tos]) => [...tos].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from} <-> ${to}`));
    expect(cycles).toEqual([]);
  });

  it("no migration imports app/: migrations are frozen with their own helpers (db/migrations/support, decision 200)", () => {
    const migrations = join(APP, "../db/migrations");
    const reachingApp = sourceFiles(migrations).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)]
        .map((m) => m[1]!)
        .filter((spec) => spec.startsWith("~/") || (spec.startsWith(".") && !resolve(dirname(file), spec).startsWith(migrations)))
        .map((spec) => `${relative(migrations, file)} -> ${spec}`),
    );
    expect(sourceFiles(migrations).length).toBeGreaterThan(10);
    expect(reachingApp).toEqual([]);
  });
});
