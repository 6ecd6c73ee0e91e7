// `npm run test:load [-- --seconds S --connections N --accounts A]` (or LOAD_SECONDS,
// LOAD_CONNECTIONS, LOAD_ACCOUNTS): the production build with WEB_CONCURRENCY processes on
// PostgreSQL (TEST_DATABASE_URL or DATABASE_URL; a private throw-away cluster when neither is
// set) under N keep-alive loopback connections for S seconds (200 and 60 by default), browsing,
// searching, signing in and sending inquiries from accounts registered first. Fails unless there
// was no 5xx and no connection error, and every inquiry answered 201 is in the database and was
// mailed exactly once to a test SMTP server. Prints p50/p99 per route (decision 110).
import { availableParallelism } from "node:os";
import type { Kysely } from "kysely";
import type { Database } from "../app/db/schema";
import { startAppProcess } from "./support/app-process";
import { deliveryCounts, mailJobs } from "./support/inquiry-data";
import { waitUntil } from "./support/wait-until";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-server";
import { createTestDatabase } from "./support/test-database";
import { detailPaths } from "./bench/storefront-load";
import { buildIfStale } from "./build-if-stale";
import { cookieHeaderOf, LoadConnection } from "./load/connection";
import { nextClientAddress, percentile, ROUTES, runLoad, type LoadAccount, type LoadResult } from "./load/load-mix";

const arg = (name: string, env: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = Number(at > 0 ? process.argv[at + 1] : (process.env[env] ?? fallback));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} (${env}) must be a whole number above 0`);
  return value;
};
const SECONDS = arg("seconds", "LOAD_SECONDS", 60);
const CONNECTIONS = arg("connections", "LOAD_CONNECTIONS", 200);
// Each account sends at most the production limit of 10 inquiries an hour.
const ACCOUNTS = arg("accounts", "LOAD_ACCOUNTS", 60);
const PROCESSES = process.env.WEB_CONCURRENCY ?? String(availableParallelism());
const INQUIRY_LIMIT = 10;
const SIGN_UP_CONNECTIONS = 4;
const SEARCHES = ["michelin", "continental", "bridgestone", "315/80R22.5", "385/65R22.5", "205/55R16", "winter", "drive", "goodyear trailer", "x multi"];

/** Registers the accounts over a few connections at once: each sign-up waits on its password hash, and the server has a process per core. */
async function registerAccounts(baseUrl: string, count: number): Promise<LoadAccount[]> {
  const accounts: LoadAccount[] = [];
  let next = 0;
  const register = async () => {
    const connection = new LoadConnection(baseUrl);
    try {
      for (let i = next++; i < count; i = next++) {
        const email = `load-${Date.now()}-${i}@example.com`;
        const password = "load test password 1";
        const headers = { origin: baseUrl, "content-type": "application/json", "x-forwarded-for": nextClientAddress() };
        const res = await connection.send({
          method: "POST",
          path: "/api/auth/sign-up/email",
          headers,
          body: JSON.stringify({ name: `Load Buyer ${i}`, email, password }),
        });
        if (res.status !== 200) throw new Error(`sign-up ${i} answered ${res.status}: ${res.body}`);
        accounts.push({ email, password, cookie: cookieHeaderOf(res.setCookies), inquiriesLeft: INQUIRY_LIMIT });
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: SIGN_UP_CONNECTIONS }, register));
  return accounts;
}

function report(result: LoadResult): { failures: string[] } {
  const failures: string[] = [];
  let total = 0;
  console.log(`\n${CONNECTIONS} connections, ${result.seconds.toFixed(1)} s, ${PROCESSES} server processes on PostgreSQL`);
  console.log("| route | requests | p50 ms | p99 ms | statuses | connection errors |\n|---|---:|---:|---:|---|---:|");
  for (const route of ROUTES) {
    const figures = result.routes.get(route)!;
    total += figures.durationsMs.length;
    const statuses = [...figures.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    console.log(
      `| ${route} | ${figures.durationsMs.length} | ${percentile(figures.durationsMs, 50).toFixed(1)} | ${percentile(figures.durationsMs, 99).toFixed(1)} | ${statuses} | ${figures.errors.length} |`,
    );
    const serverErrors = [...figures.statuses].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
    if (serverErrors) failures.push(`${route}: ${serverErrors} answers 5xx`);
    if (figures.errors.length) failures.push(`${route}: ${figures.errors.length} connection errors (${[...new Set(figures.errors)].slice(0, 3).join("; ")})`);
    if (figures.durationsMs.length === 0) failures.push(`${route}: no request completed`);
  }
  console.log(`${total} requests, ${(total / result.seconds).toFixed(0)} per second; ${result.acceptedInquiries.length} inquiries answered 201`);
  return { failures };
}

/** Every inquiry answered 201 is stored, and each of its e-mails arrived exactly once. */
async function checkInquiries(db: Kysely<Database>, smtp: TestSmtpServer, accepted: number[]): Promise<string[]> {
  const stored = accepted.length ? await db.selectFrom("inquiry").select("id").where("id", "in", accepted).execute() : [];
  const all = await db
    .selectFrom("inquiry")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const failures: string[] = [];
  if (stored.length !== accepted.length) failures.push(`${accepted.length - stored.length} inquiries answered 201 are not in the database`);
  if (Number(all.n) !== accepted.length) failures.push(`${Number(all.n)} inquiries stored, ${accepted.length} answered 201`);
  await waitUntil(async () => (await mailJobs(db, accepted)).every((j) => j.status === "sent"), 120_000, "every inquiry e-mail sent");
  const jobs = await mailJobs(db, accepted);
  const counts = deliveryCounts(smtp.messages);
  const wrong = jobs.filter((j) => counts.get(j.message_id) !== 1);
  if (jobs.length !== 2 * accepted.length) failures.push(`${jobs.length} e-mails queued for ${accepted.length} inquiries`);
  if (wrong.length) failures.push(`${wrong.length} e-mails not delivered exactly once`);
  else console.log(`${jobs.length} inquiry e-mails delivered, each exactly once`);
  return failures;
}

async function main(): Promise<void> {
  buildIfStale();
  let privatePostgres: PrivatePostgres | null = null;
  const url = process.env.TEST_DATABASE_URL ?? (process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : undefined);
  if (url) process.env.TEST_DATABASE_URL = url;
  else {
    console.log("No TEST_DATABASE_URL or DATABASE_URL: a private PostgreSQL cluster for this run.");
    privatePostgres = await startPrivatePostgres();
    process.env.TEST_DATABASE_URL = privatePostgres.url;
  }
  const database = await createTestDatabase("postgres");
  const smtp = await startSmtpServer();
  // As `npm start` runs it: the compiled server entry (decision 094).
  const app = await startAppProcess(database.childUrl, { WEB_CONCURRENCY: PROCESSES, SMTP_URL: smtp.url, MAIL_POLL_MS: "500" }, undefined, [], {
    entry: "built",
  });
  try {
    const accounts = await registerAccounts(app.baseUrl, ACCOUNTS);
    const target = { baseUrl: app.baseUrl, detailPaths: await detailPaths(app.baseUrl), searches: SEARCHES, accounts };
    const result = await runLoad(target, { connections: CONNECTIONS, seconds: SECONDS });
    const failures = [...report(result).failures, ...(await checkInquiries(database.db, smtp, result.acceptedInquiries))];
    if (failures.length) {
      console.error(`\nLoad test failed:\n- ${failures.join("\n- ")}`);
      process.exitCode = 1;
    } else console.log("\nLoad test passed: no 5xx, no connection errors, every accepted inquiry stored and mailed once.");
  } finally {
    await app.stop();
    await smtp.close();
    await database.destroy();
    await privatePostgres?.destroy();
  }
}

await main();
