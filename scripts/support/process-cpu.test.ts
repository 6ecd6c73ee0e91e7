import { describe, expect, it } from "vitest";
import { cpuSecondsOf, cpuTicksOfStat } from "./process-cpu";

describe("a process's CPU from /proc", () => {
  it.each([
    // As Linux writes it for a node server: utime 1234, stime 56.
    ["a plain name", "4242 (node) S 1 4242 4242 0 -1 4194560 9876 0 12 0 1234 56 0 0 20 0 11 0 778899 1234567890 45678", 1290],
    // A name with spaces and brackets of its own, which split on ' ' alone would shift.
    ["a name with spaces and brackets", "77 (my (odd) name) R 1 77 77 0 -1 4194304 10 0 0 0 7 3 0 0 20 0 1 0 100 200 300", 10],
  ])("reads user and system ticks after %s", (_, stat, ticks) => {
    expect(cpuTicksOfStat(stat)).toBe(ticks);
  });

  it("refuses a line that is not a stat line", () => {
    expect(() => cpuTicksOfStat("no such thing")).toThrow(/not a \/proc stat line/);
  });

  it("counts this process's own CPU, which only grows", () => {
    const before = cpuSecondsOf(process.pid);
    let spin = 0;
    for (const end = performance.now() + 50; performance.now() < end;) spin++;
    expect(spin).toBeGreaterThan(0);
    expect(cpuSecondsOf(process.pid)).toBeGreaterThan(before);
  });
});
