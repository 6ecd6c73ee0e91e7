// The seller's own container counts by size: stored on both databases, read by the
// planner over the worked-out counts, and set from `npm run container-capacity`.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCapacity, listCapacityOverrides, removeCapacityOverride, setCapacityOverride } from "../../app/quote-basket/container-capacity.server";
import { planLoad } from "../../app/domain/container-plan";
import { REPO_ROOT } from "../support/fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("container counts by size on %s", (dialect) => {
  let database: TestDatabase;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/container-capacity.ts", ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: database.childUrl },
      encoding: "utf8",
    });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("keeps one count per normalized size, replaced when set again", async () => {
    expect(await setCapacityOverride(database.db, "315/80 R22.5 156/150L", 120, 230)).toEqual({ ok: true, size: "315/80R22.5" });
    expect(await setCapacityOverride(database.db, "315/80R22.5", 125, 235)).toEqual({ ok: true, size: "315/80R22.5" });
    const overrides = await listCapacityOverrides(database.db);
    expect([...overrides]).toEqual([["315/80R22.5", { "20ft": 125, "40ft": 235 }]]);
    const plan = planLoad([{ size: "315/80R22.5", quantity: 125, weightKg: null }], overrides);
    expect([plan.container, plan.containerCount, plan.lines[0]!.capacity.source]).toEqual(["20ft", 1, "seller"]);
    expect(await removeCapacityOverride(database.db, "315/80R22.5")).toBe(true);
    expect(await removeCapacityOverride(database.db, "315/80R22.5")).toBe(false);
    expect((await listCapacityOverrides(database.db)).size).toBe(0);
  });

  it.each([
    ["not a size", 100, 200, /not a tyre size/],
    ["295/80R22.5", 0, 200, /20ft count must be a whole number/],
    ["295/80R22.5", 100, 1.5, /40ft count must be a whole number/],
    ["295/80R22.5", 200, 100, /a 40ft holds at least/],
  ])("refuses %s %d / %d with a reason and stores nothing", async (size, twenty, forty, reason) => {
    const result = await setCapacityOverride(database.db, size, twenty, forty);
    expect(result.ok).toBe(false);
    expect(checkCapacity(size, twenty, forty)).toEqual(result);
    if (!result.ok) expect(result.reason).toMatch(reason);
    expect((await listCapacityOverrides(database.db)).size).toBe(0);
  });

  it("is set, listed and removed from the command line, refusing bad input with exit 2", () => {
    const set = run("set", "385/65R22.5", "110", "190");
    expect(set.stdout).toContain("385/65R22.5: 110 in a 20ft, 190 in a 40ft");
    expect(set.status).toBe(0);
    const list = run("list");
    expect(list.stdout).toMatch(/385\/65R22\.5\t110\t190\t\(\d+\/\d+\)/);
    const bad = run("set", "385/65R22.5", "lots", "190");
    expect([bad.status, bad.stderr]).toEqual([2, expect.stringContaining("20ft count must be a whole number")]);
    expect(run("remove", "385/65R22.5").stdout).toContain("planned from its size again");
    expect(run("frobnicate").status).toBe(2);
  });
});
