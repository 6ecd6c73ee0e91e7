// Faults (decision 110): the real server (server/main.ts) while its PostgreSQL restarts. Requests in
// the gap get a 503 with a reason (never a hang or a crash), /readyz says 503, the server recovers
// by itself, and every inquiry answered 2xx before is kept and mailed exactly once. The database is
// a private cluster of this test's own (scripts/support/private-postgres.ts), never the machine's
// shared server, so this runs wherever the PostgreSQL binaries are installed, without
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../../app/db/connect.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import { AuthClient } from "../support/auth-client";
import { deliveryCounts, inquiryBody, mailJobs, newIdempotencyKey, quickMailEnv, signedUpBuyer, waitUntil } from "../support/inquiry-fixtures";
import { startPrivatePostgres, type PrivatePostgres } from "../../scripts/support/private-postgres";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { switchablePort, type SwitchablePort } from "../support/switchable-port";

/** A request that must be answered within 10 s: a hang fails the test instead of stalling it. */
const answered = (url: string, init: RequestInit = {}) => fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(10_000) });

describe("the real server while its PostgreSQL restarts", () => {
  let postgres: PrivatePostgres;
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let mailPort: SwitchablePort;
  let app: AppProcess;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    database = connectDatabase(postgres.url, { poolSize: 2 });
    await migrateToLatest(database.db);
    smtp = await startSmtpServer();
    // The mail server stays away until after the restart: the e-mails wait in the outbox across it.
    mailPort = await switchablePort(Number(new URL(smtp.url).port), { up: false });
    // The lease is short: a job whose failed attempt could not be written (the database was
    // away) waits out its lease before it is tried again (decision 050).
    app = await startAppProcess(postgres.url, quickMailEnv(mailPort.url("smtp")));
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await mailPort?.down();
    await smtp?.close();
    await database?.close();
    await postgres?.destroy();
  });

  it("answers 503 with a reason while the database is down, recovers by itself, and loses no inquiry", async () => {
    const { client, email } = await signedUpBuyer(app.baseUrl);
    const accepted: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.post("/api/send-email", inquiryBody({ email, quantity: 50 + i }), { "idempotency-key": newIdempotencyKey() });
      expect(res.status).toBe(201);
      accepted.push((await res.json()).inquiryId);
    }
    expect((await answered(`${app.baseUrl}/api/tyres?q=Michelin`)).status).toBe(200);

    await postgres.stop();
    const ready = await answered(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "database unreachable" });
    expect((await answered(`${app.baseUrl}/healthz`)).status).toBe(200);

    const api = await answered(`${app.baseUrl}/api/tyres?q=Continental`);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect(await api.json()).toMatchObject({ error: "database unavailable" });

    const page = await answered(`${app.baseUrl}/search?q=outage`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("unavailable for a moment (database unavailable)");

    const inquiry = await client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": newIdempotencyKey() });
    expect(inquiry.status).toBe(503);
    expect(await inquiry.json()).toMatchObject({ error: "database unavailable" });

    const signIn = await new AuthClient(app.baseUrl).post("/api/auth/sign-in/email", { email, password: "correct horse 1" });
    expect(signIn.status).toBe(503);
    expect(await signIn.json()).toMatchObject({ error: "database unavailable" });
    expect(app.child.exitCode).toBeNull();

    await postgres.start();
    await waitUntil(async () => (await answered(`${app.baseUrl}/readyz`)).status === 200, 30_000, "/readyz 200 after the restart");
    expect((await answered(`${app.baseUrl}/api/tyres?q=Continental`)).status).toBe(200);
    expect((await answered(`${app.baseUrl}/search?q=outage`)).status).toBe(200);
    const after = await client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": newIdempotencyKey() });
    expect(after.status).toBe(201);
    accepted.push((await after.json()).inquiryId);

    // Everything answered 2xx is stored, and mailed once the mail server is back.
    const jobs = await mailJobs(database.db, accepted);
    expect(new Set(jobs.map((j) => j.inquiry_id))).toEqual(new Set(accepted));
    expect(jobs).toHaveLength(2 * accepted.length);
    await mailPort.up();
    const messageIds = jobs.map((j) => j.message_id);
    await waitUntil(() => messageIds.every((id) => deliveryCounts(smtp.messages).has(id)), 30_000, "every inquiry e-mail");
    await waitUntil(async () => (await mailJobs(database.db, accepted)).every((j) => j.status === "sent"), 10_000, "every job marked sent");
    const counts = deliveryCounts(smtp.messages);
    expect(messageIds.map((id) => counts.get(id))).toEqual(messageIds.map(() => 1));
    expect(app.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});
