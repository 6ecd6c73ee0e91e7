// Runs wrk against a list of paths (round-robin, so many distinct URLs can be measured in one run)
// and reads its summary: requests per second, latency percentiles, errors.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connect, read, write and timeout errors plus non-2xx/3xx answers. */
  errors: number;
}

export interface WrkRun {
  baseUrl: string;
  paths: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Folder for the generated Lua script. */
  workDir: string;
}

const luaString = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const script = join(run.workDir, `wrk-${Math.random().toString(36).slice(2)}.lua`);
  const headers = Object.entries(run.headers ?? {}).map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  writeFileSync(
    script,
    [
      ...headers,
      `local paths = {${run.paths.map(luaString).join(",")}}`,
      "local i = math.random(#paths)",
      "request = function()",
      "  i = i % #paths + 1",
      '  return wrk.format("GET", paths[i])',
      "end",
    ].join("\n"),
  );
  const threads = Math.min(2, run.connections);
  const args = ["-t", String(threads), "-c", String(run.connections), "-d", `${run.seconds}s`, "--timeout", "10s", "--latency", "-s", script, run.baseUrl];
  const output = await new Promise<string>((ok, fail) => {
    const child = spawn("wrk", args);
    let text = "";
    child.stdout.on("data", (c) => (text += c));
    child.stderr.on("data", (c) => (text += c));
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? ok(text) : fail(new Error(`wrk exited with ${code}:\n${text}`))));
  });
  return parseWrk(output);
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : unit === "m" ? n * 60_000 : n;
}

export function parseWrk(output: string): WrkResult {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
    return match ? toMs(match[1]!, match[2]!) : Number.NaN;
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const total = /(\d+) requests in/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors = (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0);
  return { requestsPerSecond: rps ? Number(rps[1]) : 0, p50Ms: percentile("50"), p99Ms: percentile("99"), requests: total ? Number(total[1]) : 0, errors };
}
