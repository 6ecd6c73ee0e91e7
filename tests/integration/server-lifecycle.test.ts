// The server's own checks and tools against a real database: /readyz when the database is gone,
// `npm run db:migrate`, and a catalogue import showing up in a running server without a restart.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { connectDatabase } from "../../app/db/connect.server";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { REPO_ROOT, truckEntry, truckFile } from "../support/fixtures";
import { TEST_DIALECTS } from "../support/test-database";
import { testConfig, useApi } from "../support/test-server";

const runScript = (script: string, databaseUrl: string, args: string[] = []) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: "lifecycle-secret-lifecycle-secret-0123" },
    encoding: "utf8",
  });

describe("server checks", () => {
  it("npm run db:migrate applies the migrations to a new SQLite file, then has nothing to do", () => {
    const file = join(mkdtempSync(join(tmpdir(), "tyres-migrate-")), "fresh.db");
    const first = runScript("scripts/db-migrate.ts", file);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Applied: 2026-11-21-01-catalogue, /m);
    const second = runScript("scripts/db-migrate.ts", file);
    expect(second.stdout).toMatch(/^Already up to date\./m);
  });

  it("answers /readyz 503 'database unreachable' once the database is gone, while /healthz stays 200", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tyres-ready-"));
    const handle = connectDatabase(join(folder, "ready.db"));
    const app = createApp({ config: testConfig({ url: join(folder, "ready.db") }), db: handle.db, logger: createLogger("silent") });
    const server = await new Promise<import("node:http").Server>((ok) => {
      const s = app.listen(0, "127.0.0.1", () => ok(s));
    });
    const base = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      await handle.close();
      const res = await fetch(`${base}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "database unreachable" });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });
});

describe.each(TEST_DIALECTS)("server tools on %s", (dialect) => {
  const api = useApi(dialect);

  it("shows a catalogue imported by the CLI in the running server at once", async () => {
    const before = await (await fetch(`${api.baseUrl}/api/tyres?q=Lifecycle`)).json();
    expect(before.total).toBe(0);
    const file = join(mkdtempSync(join(tmpdir(), "tyres-live-")), "live.json");
    writeFileSync(file, JSON.stringify(truckFile("Roadlux", "Drive", [truckEntry({ model: "Lifecycle RD1" })])));
    expect(runScript("scripts/catalogue-import.ts", api.database.childUrl, [file]).status).toBe(0);
    const after = await (await fetch(`${api.baseUrl}/api/tyres?q=Lifecycle`)).json();
    expect(after.items.map((t: { model: string }) => t.model)).toEqual(["Lifecycle RD1"]);
  });
});
