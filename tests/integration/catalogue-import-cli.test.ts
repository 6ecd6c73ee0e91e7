// `npm run catalogue:import` as a person runs it: real files, exit codes, nothing changed on failure.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countTyres } from "../../app/catalogue/repository.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { LEGACY_FILES, REPO_ROOT, truckEntry, truckFile } from "../support/fixtures";

describe.each(TEST_DIALECTS)("catalogue:import CLI on %s", (dialect) => {
  let database: TestDatabase;
  const folder = mkdtempSync(join(tmpdir(), "tyres-cli-"));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: database.childUrl, AUTH_SECRET: "cli-secret-cli-secret-cli-secret-012345" },
      encoding: "utf8",
    });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it("imports a legacy file and ends with a summary", async () => {
    const result = run(LEGACY_FILES.doubleCoin);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/imported 83, updated 0, unchanged 0, refused 0, warnings \d+/);
    expect(await countTyres(database.db)).toBe(83);
  });

  it("on a second run of the same file counts every tyre unchanged instead of duplicating", async () => {
    const result = run(LEGACY_FILES.doubleCoin);
    expect(result.stdout).toMatch(/imported 0, updated 0, unchanged 83, refused 0/);
    expect(await countTyres(database.db)).toBe(83);
  });

  it("stops on a truncated file with the parser's message and position, changing nothing", async () => {
    const text = readFileSync(LEGACY_FILES.fourBrands, "utf8");
    const truncated = join(folder, "truncated.json");
    writeFileSync(truncated, text.slice(0, Math.floor(text.length / 2)));
    const result = run(truncated);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not valid JSON: .+\(line \d+, column \d+\)\. Nothing was imported\./);
    expect(await countTyres(database.db)).toBe(83);
  });

  it("lists each refused entry with where it stands and why", async () => {
    const file = join(folder, "refusals.json");
    writeFileSync(file, JSON.stringify(truckFile("Roadlux", "Drive", [truckEntry({ model: "R1" }), truckEntry({ size: "??" })])));
    const result = run(file);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^refused {2}summer > truck > Roadlux > Drive > 1: the size '\?\?' of 'X Multi D'/m);
    expect(result.stdout).toMatch(/imported 1, updated 0, unchanged 0, refused 1/);
  });

  it("with --replace makes the file the whole catalogue", async () => {
    const file = join(folder, "only.json");
    writeFileSync(file, JSON.stringify(truckFile("Roadlux", "Drive", [truckEntry({ model: "R1" })])));
    const result = run(file, "--replace");
    expect(result.stdout).toMatch(/imported 0, updated 0, unchanged 1, refused 0, warnings 0, removed 83/);
    expect(await countTyres(database.db)).toBe(1);
  });

  it.each([[[]], [["a.json", "b.json"]], [["--force", "a.json"]]])("answers wrong arguments %j with usage and exit code 2", (args) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/usage: npm run catalogue:import -- FILE \[--replace\]/);
  });
});
