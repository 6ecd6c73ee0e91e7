// The real server (server/main.ts) killed with SIGKILL while inquiry e-mails wait in the outbox:
// after a restart every e-mail is delivered, each exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import { deliveryCounts, inquiryBody, mailJobs, newIdempotencyKey, quickMailEnv, signedUpBuyer, waitUntil } from "../support/inquiry-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { switchablePort, type SwitchablePort } from "../support/switchable-port";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("inquiry outbox across a crash on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let mailPort: SwitchablePort;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
    mailPort = await switchablePort(Number(new URL(smtp.url).port), { up: false });
  });
  afterAll(async () => {
    for (const app of apps) if (app.child.exitCode === null && app.child.signalCode === null) await app.stop();
    await mailPort?.down();
    await smtp?.close();
    await database?.destroy();
  });

  const start = async () => {
    const app = await startAppProcess(database.childUrl, quickMailEnv(mailPort.url("smtp")));
    apps.push(app);
    return app;
  };

  it("delivers everything queued before a SIGKILL once the server is back", async () => {
    const first = await start();
    const { client } = await signedUpBuyer(first.baseUrl);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client.post("/api/send-email", inquiryBody({ quantity: 50 + i }), { "idempotency-key": newIdempotencyKey() });
      expect(res.status).toBe(201);
      ids.push((await res.json()).inquiryId);
    }
    await waitUntil(async () => (await mailJobs(database.db, ids)).every((j) => j.attempts >= 1), 15_000, "a failed attempt per job");
    first.child.kill("SIGKILL");
    await new Promise((ok) => first.child.once("exit", ok));

    await mailPort.up();
    const second = await start();
    const messageIds = (await mailJobs(database.db, ids)).map((j) => j.message_id);
    expect(messageIds).toHaveLength(8);
    await waitUntil(() => messageIds.every((id) => deliveryCounts(smtp.messages).has(id)), 30_000, "all eight e-mails after the restart");
    // Nothing is sent again: counted once the server (and its mail worker) has stopped, so no send is still on its way.
    await second.stop();
    const counts = deliveryCounts(smtp.messages);
    expect(messageIds.map((id) => counts.get(id))).toEqual(Array(8).fill(1));
  });
});
