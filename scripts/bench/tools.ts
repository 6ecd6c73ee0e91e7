// The load tools the HTTP benchmark measures with: wrk (load) and nginx (the static baseline),
// both from Debian's packages. Installed when missing and running as root; otherwise it says how.
import { spawnSync } from "node:child_process";

function have(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

export function ensureTools(commands: Record<string, string> = { wrk: "wrk", nginx: "nginx" }): void {
  const missing = Object.entries(commands).filter(([command]) => !have(command));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (process.getuid?.() !== 0) {
    throw new Error(`the benchmark needs ${packages.join(" and ")}: run 'sudo apt-get install -y ${packages.join(" ")}' first`);
  }
  console.log(`bench: installing ${packages.join(", ")} from Debian's packages`);
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (update.status !== 0 || install.status !== 0 || missing.some(([command]) => !have(command))) {
    throw new Error(`could not install ${packages.join(", ")} with apt-get; install them and run the benchmark again`);
  }
}
