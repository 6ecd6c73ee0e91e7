// A process's CPU time so far, as the kernel counts it (Linux /proc): the benchmark's per-request
// cost is the server's CPU over the requests it answered, every thread included (libuv's
// compression, the garbage collector), which a profile of the main thread alone leaves out.
import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";

/** User and system CPU ticks from a /proc/PID/stat line. */
export function cpuTicksOfStat(stat: string): number {
  // The command's name is in brackets and may hold spaces and brackets itself: the fields are
  // read after its last ')'. utime and stime are the stat's 14th and 15th fields.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isInteger(utime) || !Number.isInteger(stime)) throw new Error(`not a /proc stat line: ${stat.slice(0, 80)}`);
  return utime + stime;
}

let ticksPerSecond: number | undefined;

/** A running process's CPU seconds so far, user and system, every thread. */
export function cpuSecondsOf(pid: number): number {
  ticksPerSecond ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  return cpuTicksOfStat(readFileSync(`/proc/${pid}/stat`, "utf8")) / ticksPerSecond;
}
