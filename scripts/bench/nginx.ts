// nginx serving fixed bytes as static files: the ceiling our pages are measured against.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface StaticSite {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Serves each file of `files` (name -> bytes, already brotli-compressed) with Content-Encoding: br. */
export async function startNginx(workDir: string, port: number, files: Record<string, Buffer>): Promise<StaticSite> {
  const root = join(workDir, "nginx-root");
  mkdirSync(root, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(root, name), bytes);
  const conf = join(workDir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${join(workDir, "nginx.pid")};
error_log ${join(workDir, "nginx-error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${workDir};
  proxy_temp_path ${workDir};
  fastcgi_temp_path ${workDir};
  uwsgi_temp_path ${workDir};
  scgi_temp_path ${workDir};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      default_type text/html;
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-c", conf, "-p", workDir], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr!.on("data", (c) => (log += c));
  const baseUrl = `http://127.0.0.1:${port}`;
  const name = Object.keys(files)[0]!;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    if (
      await fetch(`${baseUrl}/${name}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((ok) => {
        if (child.exitCode !== null) return ok();
        child.once("exit", () => ok());
        child.kill("SIGQUIT");
      }),
  };
}
