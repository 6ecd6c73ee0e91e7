import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileKey, longestFirst, readFileDurations, writeFileDurations } from "./file-durations";

describe("longestFirst orders test files for a shared pool of workers", () => {
  const durations = { "e2e:a.test.ts": 80, "integration:b.test.ts": 160, "unit:c.test.ts": 1, "e2e-postgres:a.test.ts": 40 };
  it.each<[string, string[], string[]]>([
    [
      "the longest first, across projects",
      ["unit:c.test.ts", "e2e:a.test.ts", "integration:b.test.ts"],
      ["integration:b.test.ts", "e2e:a.test.ts", "unit:c.test.ts"],
    ],
    [
      "a file not in the record before every known one",
      ["e2e:a.test.ts", "e2e:new.test.ts", "integration:b.test.ts"],
      ["e2e:new.test.ts", "integration:b.test.ts", "e2e:a.test.ts"],
    ],
    [
      "files not in the record by key among themselves",
      ["unit:z.test.ts", "unit:c.test.ts", "e2e:y.test.ts"],
      ["e2e:y.test.ts", "unit:z.test.ts", "unit:c.test.ts"],
    ],
    ["the same path in two projects by each project's own time", ["e2e-postgres:a.test.ts", "e2e:a.test.ts"], ["e2e:a.test.ts", "e2e-postgres:a.test.ts"]],
    ["equal times by key", ["unit:y.test.ts", "unit:x.test.ts"], ["unit:x.test.ts", "unit:y.test.ts"]],
  ])("%s", (_, files, expected) => {
    const record = { ...durations, "unit:x.test.ts": 2, "unit:y.test.ts": 2 };
    expect(longestFirst(files, (file) => file, record)).toEqual(expected);
  });

  it("leaves the list it was given as it was", () => {
    const files = ["unit:c.test.ts", "integration:b.test.ts"];
    longestFirst(files, (file) => file, durations);
    expect(files).toEqual(["unit:c.test.ts", "integration:b.test.ts"]);
  });
});

describe("the record of file durations", () => {
  it("keys a file by its project and its path from the checkout", () => {
    expect(fileKey("e2e", "/repo/tests/e2e/offers.test.ts", "/repo")).toBe("e2e:tests/e2e/offers.test.ts");
  });

  it("reads back what it wrote, keys in order, laid out as Prettier lays out JSON", () => {
    const folder = mkdtempSync(join(tmpdir(), "file-durations-"));
    try {
      const file = join(folder, "durations.json");
      expect(readFileDurations(file)).toEqual({});
      writeFileDurations(file, { "unit:b.test.ts": 3, "e2e:a.test.ts": 75 });
      expect(readFileSync(file, "utf8")).toBe('{\n  "e2e:a.test.ts": 75,\n  "unit:b.test.ts": 3\n}\n');
      expect(readFileDurations(file)).toEqual({ "e2e:a.test.ts": 75, "unit:b.test.ts": 3 });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
