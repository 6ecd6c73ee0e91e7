// Faults (decision 110): the mail server down and back under the real server (server/main.ts) with two
// server processes, each with its own mail worker. Inquiries sent meanwhile are answered 201, wait
// in the outbox with their error, and go out exactly once when the mail server is back, without a
// restart. (inquiry-delivery.test.ts proves the worker alone; inquiry-crash.test.ts a SIGKILL.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import { deliveryCounts, inquiryBody, inquiryRows, mailJobs, newIdempotencyKey, quickMailEnv, signedUpBuyer, waitUntil } from "../support/inquiry-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { switchablePort, type SwitchablePort } from "../support/switchable-port";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("the mail server down and back under the real server on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let mailPort: SwitchablePort;
  let app: AppProcess;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
    mailPort = await switchablePort(Number(new URL(smtp.url).port), { up: false });
    app = await startAppProcess(database.childUrl, { WEB_CONCURRENCY: "2", ...quickMailEnv(mailPort.url("smtp"), { MAIL_LEASE_MS: "5000" }) });
  });
  afterAll(async () => {
    await app?.stop();
    await mailPort?.down();
    await smtp?.close();
    await database?.destroy();
  });

  it("answers 201 while the mail server is down, keeps the e-mails with their error, and sends each once when it is back", async () => {
    const { client, email } = await signedUpBuyer(app.baseUrl);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client.post("/api/send-email", inquiryBody({ email, quantity: 50 + i }), { "idempotency-key": newIdempotencyKey() });
      expect(res.status).toBe(201);
      const answer = await res.json();
      expect(answer.status).toBe("queued");
      ids.push(answer.inquiryId);
    }
    await waitUntil(async () => (await mailJobs(database.db, ids)).every((j) => j.attempts >= 2), 20_000, "two refused attempts per e-mail");
    const waiting = await mailJobs(database.db, ids);
    expect(waiting).toHaveLength(8);
    for (const job of waiting) {
      expect(job.status).toBe("pending");
      expect(job.last_error).toMatch(/ECONNREFUSED/);
    }
    expect((await inquiryRows(database.db, email)).map((r) => r.status)).toEqual(["queued", "queued", "queued", "queued"]);
    expect(smtp.messages).toHaveLength(0);

    await mailPort.up();
    await waitUntil(async () => (await mailJobs(database.db, ids)).every((j) => j.status === "sent"), 20_000, "every e-mail sent");
    const messageIds = waiting.map((j) => j.message_id);
    const counts = deliveryCounts(smtp.messages);
    expect(messageIds.map((id) => counts.get(id))).toEqual(Array(8).fill(1));
    expect((await inquiryRows(database.db, email)).map((r) => r.status)).toEqual(["delivered", "delivered", "delivered", "delivered"]);
    expect(app.child.exitCode).toBeNull();
  });
});
