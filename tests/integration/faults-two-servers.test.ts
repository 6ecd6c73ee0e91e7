// Faults (decision 110): two real app servers (two server/main.ts processes, as on two machines) on one
// database share what must be shared: a session made on A is good on B and a sign-out on B ends it
// on A, the sign-in and inquiry limits count requests to both, and each inquiry e-mail goes out
// exactly once though both run a mail worker. (auth-api.test.ts shares sessions between two apps
// in one process; inquiry-delivery.test.ts races two workers in one process.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import { AuthClient } from "../support/auth-client";
import { deliveryCounts, inquiryBody, mailJobs, newIdempotencyKey, quickMailEnv, signedUpBuyer, waitUntil } from "../support/inquiry-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { switchablePort, type SwitchablePort } from "../support/switchable-port";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

/** The same buyer's cookies, talking to another server (whose own address is the origin). */
function sameBuyerOn(server: AppProcess, client: AuthClient): AuthClient {
  const other = new AuthClient(server.baseUrl);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** Job ids a server's log says it sent. */
function sentJobsIn(server: AppProcess): number[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"inquiry e-mail sent"') && line.endsWith("}"))
    .map((line) => (JSON.parse(line) as { job: number }).job);
}

describe.each(TEST_DIALECTS)("two app servers on one %s database", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let mailPort: SwitchablePort;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
    mailPort = await switchablePort(Number(new URL(smtp.url).port), { up: false });
    const env = { LOG_LEVEL: "info", INQUIRY_RATE_LIMIT: "3", ...quickMailEnv(mailPort.url("smtp"), { MAIL_LEASE_MS: "10000" }) };
    [a, b] = await Promise.all([startAppProcess(database.childUrl, env), startAppProcess(database.childUrl, env)]);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await mailPort?.down();
    await smtp?.close();
    await database?.destroy();
  });

  it("keeps a session made on one server good on the other, until a sign-out on either", async () => {
    const { client: onA, email } = await signedUpBuyer(a.baseUrl);
    const onB = sameBuyerOn(b, onA);
    expect((await (await onB.get("/api/auth/get-session")).json()).user.email).toBe(email);
    expect((await onB.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await (await onA.get("/api/auth/get-session")).json()).toBeNull();
  });

  it("counts sign-in attempts to both servers against one limit", async () => {
    const { email } = await signedUpBuyer(a.baseUrl);
    const from = { "x-forwarded-for": "10.99.0.1" };
    const statuses: number[] = [];
    // spec: 10 sign-ins per address and minute (decision 011), here alternating between the servers.
    for (let i = 0; i < 12; i++) {
      const server = i % 2 ? b : a;
      statuses.push((await new AuthClient(server.baseUrl).post("/api/auth/sign-in/email", { email, password: "wrong password 1" }, from)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("counts a buyer's inquiries to both servers against one limit", async () => {
    const { client: onA, email } = await signedUpBuyer(a.baseUrl);
    const onB = sameBuyerOn(b, onA);
    const send = (client: AuthClient) => client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": newIdempotencyKey() });
    expect([(await send(onA)).status, (await send(onB)).status, (await send(onA)).status]).toEqual([201, 201, 201]);
    expect((await send(onB)).status).toBe(429);
    expect((await send(onA)).status).toBe(429);
  });

  it("sends each inquiry e-mail exactly once though both servers run a mail worker", async () => {
    const ids: number[] = [];
    for (const server of [a, b, a, b]) {
      const { client, email } = await signedUpBuyer(server.baseUrl);
      for (let i = 0; i < 3; i++) {
        const res = await client.post("/api/send-email", inquiryBody({ email, quantity: 60 + i }), { "idempotency-key": newIdempotencyKey() });
        expect(res.status).toBe(201);
        ids.push((await res.json()).inquiryId);
      }
    }
    // Both workers have been refused while the mail server was away; now they race for 24 e-mails.
    await waitUntil(async () => (await mailJobs(database.db, ids)).every((j) => j.attempts >= 1), 20_000, "a refused attempt per e-mail");
    await mailPort.up();
    await waitUntil(async () => (await mailJobs(database.db, ids)).every((j) => j.status === "sent"), 30_000, "every e-mail sent");
    const jobs = await mailJobs(database.db, ids);
    expect(jobs).toHaveLength(24);
    const counts = deliveryCounts(smtp.messages);
    expect(jobs.map((j) => counts.get(j.message_id))).toEqual(Array(24).fill(1));
    // Each job was sent by one server: the two logs together name every job once.
    const jobIds = new Set(jobs.map((j) => j.id));
    const sentByEither = () => [...sentJobsIn(a), ...sentJobsIn(b)].filter((id) => jobIds.has(id));
    await waitUntil(() => sentByEither().length >= 24, 5000, "the servers' logs of the 24 sends");
    const sent = sentByEither();
    expect(sent.sort((x, y) => x - y)).toEqual([...jobIds].sort((x, y) => x - y));
  });
});
