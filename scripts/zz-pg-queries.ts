// Throw-away: counts the statements one /quote request with two sizes runs on PostgreSQL, per checkout.
import pg from "pg";
import { readFileSync } from "node:fs";
import { startAppProcess } from "./support/app-process";

const ROOTS: Record<string, string> = { base: "/work/wt/base", main: "/work/main" };
const LOG = "/var/log/postgresql/postgresql-15-main.log";
const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/test" });
await admin.connect();
for (const [name, root] of Object.entries(ROOTS)) {
  const db = `zzq_${name}`;
  await admin.query(`drop database if exists ${db}`);
  await admin.query(`create database ${db}`);
  const app = await startAppProcess(`postgres://postgres@127.0.0.1:5432/${db}`, {}, root, [], { entry: "built" });
  const ask = async () => {
    const r = await fetch(app.baseUrl + "/quote", { headers: { Cookie: "quote_basket=1-260.2-120", "Accept-Encoding": "br" } });
    await r.arrayBuffer();
    return r.status;
  };
  for (let i = 0; i < 20; i++) await ask();
  await admin.query(`alter database ${db} set log_min_duration_statement = 0`);
  // New connections take the setting: restart the app's pool by restarting the app.
  await app.stop();
  const app2 = await startAppProcess(`postgres://postgres@127.0.0.1:5432/${db}`, {}, root, [], { entry: "built" });
  const ask2 = async () => {
    const r = await fetch(app2.baseUrl + "/quote", { headers: { Cookie: "quote_basket=1-260.2-120", "Accept-Encoding": "br" } });
    await r.arrayBuffer();
    return r.status;
  };
  for (let i = 0; i < 5; i++) await ask2();
  const before = readFileSync(LOG, "utf8").length;
  console.log(name, "status", await ask2());
  await new Promise((r) => setTimeout(r, 300));
  const lines = readFileSync(LOG, "utf8").slice(before).split("\n").filter((l) => l.includes(db) || l.includes("duration"));
  console.log(lines.filter((l) => l.includes("duration")).map((l) => l.replace(/^.*duration: /, "").slice(0, 220)).join("\n"));
  await admin.query(`alter database ${db} reset log_min_duration_statement`);
  await app2.stop();
}
await admin.end();
